/**
 * Generated from openapi.json by `npm run api-types -w admin-ui`: do not edit.
 * Screens name these shapes with `Schema<...>` of ./schemas.ts.
 */
export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Health */
        get: operations["Health_health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Live */
        get: operations["Health_live"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ready */
        get: operations["Health_ready"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/exports/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An exported .xlsx too large to mail, by the link the export mail gave */
        get: operations["ExportDownload_download"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The active countries, by id */
        get: operations["Geography_countries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/countries-roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The active countries, each with the roles offered on the sign-up form */
        get: operations["Geography_countriesWithRoles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/regions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Groupings of states used by market prices (all countries unless countryId is given) */
        get: operations["Geography_regions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/states": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** States, by name */
        get: operations["Geography_states"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/state/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One state */
        get: operations["Geography_state"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/state/{id}/city": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The local areas of a state, by name: LGAs (Nigeria), districts (Ghana, Rwanda, Tanzania), sub-counties (Kenya), departments (Senegal, Ivory Coast) */
        get: operations["Geography_citiesOfState"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/city": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Local areas, a page at a time (20 by default); `name` matches part of the name (or former name), case and accents ignored */
        get: operations["Geography_cities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/city/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One local area by id, also an earlier entry that is no longer listed (with its successor when known) */
        get: operations["Geography_city"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/city/{id}/sector": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sectors of a Rwandan district, by name (empty for other areas) */
        get: operations["Geography_sectors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every role, by id (clients keep the dealer types for their dealer pickers) */
        get: operations["Geography_roles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/authorizations/features": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What every role holds in the caller's country; a staff member's role includes their personal grants */
        get: operations["Authorization_features"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/authorizations/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The countries, a page at a time (10 by default), with whether authorization is active and their number of profiles */
        get: operations["Authorization_countries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/authorizations/countries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A country's profiles and their features */
        get: operations["Authorization_country"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/authorizations/countries/{id}/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Switches authorization on or off in a country */
        put: operations["Authorization_activate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/authorizations/profiles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A profile (one role in one country) and its features */
        get: operations["Authorization_profile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/authorizations/profiles/{id}/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Enables or disables a profile */
        put: operations["Authorization_enableProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/authorizations/features/{id}/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Enables or disables one feature of a profile */
        put: operations["Authorization_enableFeature"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The permissions the caller may grant to staff (those assignable to staff that the caller holds; any of them for administrators) */
        get: operations["StaffPermissions_endpoints"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Grants permissions to a staff member of the caller (any staff member for administrators) */
        post: operations["StaffPermissions_grant"];
        /** Revokes permissions granted to a staff member */
        delete: operations["StaffPermissions_revoke"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/permissions/user/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A staff member's personal grants */
        get: operations["StaffPermissions_personalGrants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/{id}/monitored-countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The countries a platform manager works in */
        get: operations["MonitoredCountries_monitoredCountries"];
        put?: never;
        /** Replaces the countries a platform manager works in */
        post: operations["MonitoredCountries_setMonitoredCountries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Users */
        get: operations["UserAdmin_users"];
        put?: never;
        /** Sign up */
        post: operations["Auth_signUp"];
        /** Delete own account */
        delete: operations["Auth_deleteOwnAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Activate */
        post: operations["Auth_activate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/resend-account-confirmation-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resend activation */
        post: operations["Auth_resendActivation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Login */
        post: operations["Auth_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refresh */
        post: operations["Auth_refresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Logout */
        post: operations["Auth_logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Me */
        get: operations["Auth_me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/forgot-my-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Forgot password */
        post: operations["Auth_forgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reset password */
        post: operations["Auth_resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change password */
        put: operations["Auth_changePassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/profile/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Profile */
        get: operations["Profile_profile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/profile/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit profile */
        put: operations["Profile_editProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/{id}/photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Photo */
        get: operations["Profile_photo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/email-notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Email notifications */
        get: operations["Profile_emailNotifications"];
        put?: never;
        /** Set email notifications */
        post: operations["Profile_setEmailNotifications"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/deactivate/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Deactivate */
        get: operations["UserAdmin_deactivate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/reactivate/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reactivate */
        get: operations["UserAdmin_reactivate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/delete/user/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete */
        delete: operations["UserAdmin_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/extension-agent/{id}/account-approval/{decision}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Approve */
        get: operations["UserAdmin_approve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/ghana/role-type/{role}/status/{status}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** By role and status */
        get: operations["UserAdmin_byRoleAndStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/ghana/role-type/{role}/status/{status}/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Count by role and status */
        get: operations["UserAdmin_countByRoleAndStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/role-type/{role}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** By role */
        get: operations["UserAdmin_byRole"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/distributors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Distributors */
        get: operations["UserAdmin_distributors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/input-providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Input providers */
        get: operations["UserAdmin_inputProviders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/platform-managers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Platform managers */
        get: operations["UserAdmin_platformManagers"];
        put?: never;
        /** Opens a platform manager account (in the request country): active, mailed a link to choose a password. Set their countries next (POST users/{id}/monitored-countries). */
        post: operations["PlatformManagers_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Status */
        get: operations["UserAdmin_status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/export/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export */
        get: operations["UserAdmin_export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** History */
        get: operations["UserAdmin_history"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/me/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Mine */
        get: operations["Sessions_mine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/me/sessions/{sessionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** End mine */
        delete: operations["Sessions_endMine"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/me/sessions/end-others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End others */
        post: operations["Sessions_endOthers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/{id}/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Of user */
        get: operations["Sessions_ofUser"];
        put?: never;
        post?: never;
        /** End all of user */
        delete: operations["Sessions_endAllOfUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/{id}/sessions/{sessionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** End of user */
        delete: operations["Sessions_endOfUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/ipstaff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's staff, newest first (the country's, for administrators) */
        get: operations["InputProviderStaff_list"];
        put?: never;
        /** Adds a staff member: active, mailed a link to choose their password; they accept the terms at their first sign-in */
        post: operations["InputProviderStaff_add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/ipstaff/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One */
        get: operations["InputProviderStaff_one"];
        /** Edit */
        put: operations["InputProviderStaff_edit"];
        post?: never;
        /** Deletes the staff member's account for good */
        delete: operations["InputProviderStaff_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/distributor/staff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's staff, newest first (the country's, for administrators) */
        get: operations["DistributorStaff_list"];
        put?: never;
        /** Adds a staff member: active, mailed a link to choose their password; they accept the terms at their first sign-in */
        post: operations["DistributorStaff_add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/distributor/staff/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One */
        get: operations["DistributorStaff_one"];
        /** Edit */
        put: operations["DistributorStaff_edit"];
        post?: never;
        /** Deletes the staff member's account for good */
        delete: operations["DistributorStaff_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wholesaler/staff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's staff, newest first (the country's, for administrators) */
        get: operations["WholesalerStaff_list"];
        put?: never;
        /** Adds a staff member: active, mailed a link to choose their password; they accept the terms at their first sign-in */
        post: operations["WholesalerStaff_add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wholesaler/staff/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One */
        get: operations["WholesalerStaff_one"];
        /** Edit */
        put: operations["WholesalerStaff_edit"];
        post?: never;
        /** Deletes the staff member's account for good */
        delete: operations["WholesalerStaff_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/ip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The country's input providers, newest first (isActive says whether they can sign in) */
        get: operations["InputProviders_list"];
        put?: never;
        /** Opens an input provider account in the country: active, mailed a link to choose a password; terms accepted at the first sign-in */
        post: operations["InputProviders_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/ip/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every input provider's company in the country, by name */
        get: operations["InputProviders_companies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/ip/getme": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The calling input provider's own record */
        get: operations["InputProviders_me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/ip/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One */
        get: operations["InputProviders_one"];
        /** Edit */
        put: operations["InputProviders_edit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/ip/deactivate/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deactivates an input provider: their tokens stop working at once */
        post: operations["InputProviders_deactivate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/ip/activate/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Activate */
        post: operations["InputProviders_activate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/platform-managers/deactivate/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Deactivate */
        get: operations["PlatformManagers_deactivate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/platform-managers/reactivate/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reactivate */
        get: operations["PlatformManagers_reactivate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/salesmen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The country's salesmen by last name */
        get: operations["Salesmen_list"];
        put?: never;
        /** Create */
        post: operations["Salesmen_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/salesmen/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One */
        get: operations["Salesmen_one"];
        /** Edit */
        put: operations["Salesmen_edit"];
        post?: never;
        /** Remove */
        delete: operations["Salesmen_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sub-category": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sub categories */
        get: operations["CatalogueReference_subCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sub-category/{id}/category": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Category of sub category */
        get: operations["CatalogueReference_categoryOfSubCategory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/size": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Packaging sizes */
        get: operations["CatalogueReference_sizes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Usages */
        get: operations["CatalogueReference_usages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/delivery-method": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Delivery methods */
        get: operations["CatalogueReference_deliveryMethods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/products/form": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Forms */
        get: operations["CatalogueReference_forms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/products/type": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Types */
        get: operations["CatalogueReference_types"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/category": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The categories with their subcategories */
        get: operations["CatalogueReference_allCategories"];
        put?: never;
        /** Create category */
        post: operations["CatalogueReference_createCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/category/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Category */
        get: operations["CatalogueReference_category"];
        /** Edit category */
        put: operations["CatalogueReference_editCategory"];
        post?: never;
        /** Delete category */
        delete: operations["CatalogueReference_deleteCategory"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List */
        get: operations["SellerProducts_list"];
        put?: never;
        /** Create */
        post: operations["SellerProducts_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One */
        get: operations["SellerProducts_one"];
        /** Edit */
        put: operations["SellerProducts_edit"];
        post?: never;
        /** Remove */
        delete: operations["SellerProducts_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/products/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set status */
        put: operations["SellerProducts_setStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/products/{id}/photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove photos */
        delete: operations["SellerProducts_removePhotos"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/products/admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The products of the working country (Country header), newest first */
        get: operations["Products_adminList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/products/admin/approve/{productId}/{approvalStatus}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Approve */
        put: operations["Products_approve"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/products/{id}/photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Photos */
        get: operations["Products_photos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/products/{id}/photos/{photoId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Photo */
        get: operations["Products_photo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/catalog/products/filter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The input providers' products on sale in the caller's country, with the caller's entry for each (page of 20) */
        get: operations["SellerCatalogue_filter"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/catalog/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's catalogue entries, newest first (page of 20) */
        get: operations["SellerCatalogue_mine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/catalog/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One */
        get: operations["SellerCatalogue_one"];
        put?: never;
        post?: never;
        /** Remove */
        delete: operations["SellerCatalogue_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/catalog/{id}/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** catalog_prices: the active dealers’ prices for a product on sale, cheapest first */
        get: operations["SellerCatalogue_prices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/catalog/{id}/products/location": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** catalog_locations: where the active dealers sell a product on sale, at the price that applies there */
        get: operations["SellerCatalogue_locations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/catalog/product/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds an input provider's product on sale in the dealer's country, with the dealer's price, quantity and selling locations */
        post: operations["SellerCatalogue_add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/catalog/product/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replaces the price, quantity and selling locations of an entry (a location kept under the same name keeps its id) */
        put: operations["SellerCatalogue_edit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/catalog/products/location/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes one selling location; answers the entry as it now stands */
        delete: operations["SellerCatalogue_removeLocation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/retailers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** retailer_map_locations: the input provider's place, then every active dealer's selling location */
        get: operations["RetailerMap_mapPoints"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public products of a country, newest first */
        get: operations["PublicProducts_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/products/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public products of a country matching the words of `query`, most relevant first; typos and accents tolerated */
        get: operations["PublicProducts_search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/products/vendors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sellers with public products in the country, by name */
        get: operations["PublicProducts_vendors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/products/are-recommended": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The recommended public products of the country, newest first (at most 50) */
        get: operations["PublicProducts_recommended"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/products/public/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A public product, by id or slug */
        get: operations["PublicProducts_publicOne"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A product, by id or slug */
        get: operations["PublicProducts_one"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/products/{id}/short-detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Short detail */
        get: operations["PublicProducts_shortDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/products/{id}/related": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Up to 8 other public products: the same subcategory first, then the same category */
        get: operations["PublicProducts_related"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/products/{id}/recommend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Recommends a product of the working country (Country header), or stops; toggles without a body */
        put: operations["ProductHighlights_recommend"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/products/{id}/certify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Certifies a product of the working country (Country header), or stops; toggles without a body */
        put: operations["ProductHighlights_certify"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sitemap.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The public products of every country as `${PUBLIC_URL}/products/{slug}`, most recently changed first (at most 50,000) */
        get: operations["Sitemap_sitemap"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reviews/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The ratings summary of product `id` */
        get: operations["Reviews_summary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/product/like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Likes the product, or takes the like back */
        post: operations["Reviews_like"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/product/{id}/likes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Likes of */
        get: operations["Reviews_likesOf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/product/{id}/ratings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rates the product, with an optional comment (moderated). 201 for the author's first review, 200 when it changes */
        post: operations["Reviews_rate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/product/{id}/status/APPROVED/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The approved comments of the product, newest first */
        get: operations["Reviews_approvedComments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/product/comments/{status}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The comments of the working country in a status, newest first */
        get: operations["CommentModeration_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/product/comments/{status}/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Count */
        get: operations["CommentModeration_count"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/product/comment/approval/{commentId}/{decision}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approves or declines a comment. The same decision again changes nothing; the other one reverses it */
        post: operations["CommentModeration_decide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/partners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Affiliated organisations, people the organisation invited who signed up, and whoever invited it; by company or name */
        get: operations["PartnersDirectory_list"];
        put?: never;
        /** A distributor, wholesaler, retailer or agro-dealer asks an input provider for an affiliation */
        post: operations["Partners_request"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/partners/isAffiliated/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Is affiliated */
        get: operations["Partners_isAffiliated"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/partners/isPending/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Is pending */
        get: operations["Partners_isPending"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/partners/status/{status}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The requests received (input provider) or sent (dealer) with this status, latest first; 20 a page */
        get: operations["Partners_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/partners/{status}/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many requests received (input provider) or sent (dealer) have this status (PENDING for the badge) */
        get: operations["Partners_count"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/partners/{id}/{status}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The input provider asked approves (APPROVED) or declines (DECLINED) a pending request; the dealer is mailed */
        post: operations["Partners_answer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The invitations the caller's organisation sent, newest first; 20 a page */
        get: operations["Invitations_list"];
        put?: never;
        /** Invites a retailer, distributor, wholesaler, extension agent or farmer; the invitation is mailed when an e-mail address is given */
        post: operations["Invitations_invite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invite/accept/{invitationKey}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the sign-up form is prefilled with; signing up with invitationKey then links the new account to the inviter */
        get: operations["Invitations_accept"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/visit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The visits the caller's organisation planned, by start; 50 a page */
        get: operations["Visits_planned"];
        put?: never;
        /** Plans a visit, shared at once with the partners named in sharedWith */
        post: operations["Visits_plan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/visit/share/receive/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shared calendar of {id} (the caller or their organisation): visits partners shared with them, by start; 50 a page */
        get: operations["Visits_received"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/visit/share/documents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shared minutes of {id} (the caller or their organisation): minutes of the visits shared with them, latest first */
        get: operations["Visits_sharedMinutes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/visit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One */
        get: operations["Visits_one"];
        /** Update */
        put: operations["Visits_update"];
        post?: never;
        /** Cancel */
        delete: operations["Visits_cancel"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/visit/{id}/share": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Share */
        post: operations["Visits_share"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/visit/{id}/share/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Unshare */
        delete: operations["Visits_unshare"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/visit/{id}/minutes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Downloads the minutes document (the planner and the partners it is shared with) */
        get: operations["Visits_minutes"];
        put?: never;
        /** Attaches (or replaces) the minutes document; partners find it in their shared minutes */
        post: operations["Visits_attachMinutes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The quotations asked of the caller's organisation (the seller), latest activity first */
        get: operations["Quotations_received"];
        put?: never;
        /** Ask the seller of a public product for a price */
        post: operations["Quotations_ask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The quotations the caller (the buyer) asked, latest activity first */
        get: operations["Quotations_asked"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quotes/read/{status}/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many quotations asked of the seller are unread (UNREAD, for the badge) or read */
        get: operations["Quotations_count"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quotes/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** The seller marks it read or unread, offers a unit price, or writes a comment */
        put: operations["Quotations_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quotes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One quotation with its thread: for its seller (quotations:list) and its buyer (quotations:create) */
        get: operations["Quotations_one"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quotes/{id}/counter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The buyer proposes another unit price, after the seller's offer */
        post: operations["Quotations_counter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quotes/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The buyer accepts the seller's standing price: answers the product request placed at that price */
        post: operations["Quotations_accept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/product/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The orders the caller's organisation received (seller); every order of the working country (administrators) */
        get: operations["ProductRequests_received"];
        put?: never;
        /** Order a public product at its price, delivered one of the ways its seller offers */
        post: operations["ProductRequests_place"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/product/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The orders the caller (the buyer) placed, newest first */
        get: operations["ProductRequests_placed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/product/request/{status}/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many of the orders product/request lists have this status (PENDING for the badge) */
        get: operations["ProductRequests_count"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/product/request/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One order: for its buyer (orders:create), its seller and the administrators of its country (orders:list) */
        get: operations["ProductRequests_one"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/product/request/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Move an order: the seller (orders:manage) approves, declines or rejects a pending one and ships an approved one; the buyer (orders:create) cancels a pending one; either marks a shipped one delivered */
        put: operations["ProductRequests_setStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/farmers/import/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The farmer spreadsheet of a country (the caller's when left out): columns, drop-down lists, instructions in the caller's language */
        get: operations["FarmerImports_importTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/farmers/import/columns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The sheet analysed in one pass, for the user to check and correct before the dry run: the worksheet holding the farmers (a notes sheet left aside), its header row below any title rows, each column with the field it is matched to and why (the optional mapping, else its English or French header or a synonym), the first values of each, the required fields still missing and the headers not understood, and the fields a column may be mapped to. Nothing is written */
        post: operations["FarmerImports_columns"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/farmers/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Imports a spreadsheet of farmers (with a farm and a planting record each) in the request, up to 1,000 rows: what was created, already imported, refused and why; dryRun=true writes nothing */
        post: operations["FarmerImports_bulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/farmers/async-bulk-upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stores the spreadsheet and queues its import (farmer-import job); answers the job id. Progress: GET farmers/imports/{jobId}; a summary mail with the error report at the end (a dry run: what it would create and refuse), or the reason mailed once if it fails */
        post: operations["FarmerImports_asyncBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/farmers/imports/{jobId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The progress of an import the caller sent, and its summary once it has ended */
        get: operations["FarmerImports_progress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/farmers/export-all-farmers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Mails the farmers the caller may see, with the filters of the farmer lists, as an Excel file */
        get: operations["FarmerImports_exportAll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/farmers/sharing/ip/export-farmers-referred/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Mails the farmers referred to input provider {id} (by the extension agents affiliated with it) as an Excel file */
        get: operations["FarmerImports_exportReferred"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/farmers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enrols a farmer (201); the same enrolment sent again with the same id answers the farmer (200) and makes no second one. A farmer of the agent's list with the same name in the same LGA (another phone) does not stop it: the message says who, as a likely duplicate */
        post: operations["Farmers_enrol"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/farmers/index/country-farmers/{countryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The farmers of a country (administrators; platform managers for the countries they monitor), latest first; 10 a page */
        get: operations["Farmers_countryFarmers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/farmers/index/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The farmers {userId} enrolled ("created by me"; administrators and platform managers may open an agent's), latest first; 10 a page */
        get: operations["Farmers_createdBy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/farmers/index-shared/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The farmers referred to input provider {userId} (or the provider {userId} works for): enrolled by the extension agents it brought to the platform; 10 a page */
        get: operations["Farmers_shared"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/farmers/sharing/ip/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The farmers referred to input provider {id} by the extension agents affiliated with it; 10 a page */
        get: operations["Farmers_referredToProvider"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/farmers/farmers-created-by-eas-per-lga": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many farmers extension agents enrolled in each state and LGA of a country (the caller's working country when left out) */
        get: operations["Farmers_byLga"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/farmers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One */
        get: operations["Farmers_one"];
        /** Replaces the farmer's details; the picture and the consent form stay unless new ones are sent */
        put: operations["Farmers_update"];
        post?: never;
        /** Deletes the farmer: their personal details become unreadable, in the event log too */
        delete: operations["Farmers_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/farmers/{id}/picture": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The farmer's picture */
        get: operations["Farmers_picture"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/farmers/{id}/consent-form": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Downloads the signed consent form (those who may see the farmer) */
        get: operations["Farmers_consentForm"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/farmers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The farmers the caller may see who signed up to the platform (their account linked to their record), latest first; 10 a page */
        get: operations["FarmerUsers_platformUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The projects of a country (the caller's when left out), by name */
        get: operations["ReferenceLists_projects"];
        put?: never;
        /** Add project */
        post: operations["ReferenceLists_addProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Rename project */
        put: operations["ReferenceLists_renameProject"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Project status */
        put: operations["ReferenceLists_projectStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/aggregation-partner/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The aggregation partners of country {id}, by name */
        get: operations["ReferenceLists_aggregationPartners"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/aggregation-partner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add aggregation partner */
        post: operations["ReferenceLists_addAggregationPartner"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/aggregation-partner/item/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Rename aggregation partner */
        put: operations["ReferenceLists_renameAggregationPartner"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/aggregation-partner/item/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Aggregation partner status */
        put: operations["ReferenceLists_aggregationPartnerStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/farmers/farmer-company/country/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The farmer groups and companies of country {id}, by name */
        get: operations["ReferenceLists_farmerCompanies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/farmers/farmer-company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add farmer company */
        post: operations["ReferenceLists_addFarmerCompany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/farmers/farmer-company/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Rename farmer company */
        put: operations["ReferenceLists_renameFarmerCompany"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/farmers/farmer-company/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Farmer company status */
        put: operations["ReferenceLists_farmerCompanyStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/farmers-history/get/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One */
        get: operations["History_one"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/farmers-history/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The history of farmer {id}, latest day first; 20 a page */
        get: operations["History_list"];
        /** Edit */
        put: operations["History_edit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/farmers-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Records an entry in a farmer's history (201); the same entry sent again with the same id answers it (200) */
        post: operations["History_record"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/farmers/{id}/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who changed what about farmer {id} and when, latest first, from the event log; personal values only while they can still be read */
        get: operations["History_changes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/farm/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Maps a farm for a farmer; 201, or 200 with the same farm when the same request (same id) is sent again */
        post: operations["Farms_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/farm/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit */
        put: operations["Farms_edit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/farm/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes a farm and its planting records */
        delete: operations["Farms_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/farm/farmer/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The farms of a farmer, in the order they were mapped; 20 a page */
        get: operations["Farms_ofFarmer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/farmer-record/crop-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Crops, each with its family */
        get: operations["RecordTypes_crops"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/farmer-record/cpp-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Crop-protection product types */
        get: operations["RecordTypes_cpps"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/farmer-record/fertilizer-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Fertilizer types (NPK = 1, NPK_Specialty = 8) */
        get: operations["RecordTypes_fertilizers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/farmer-record/seed-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Seed and planting-material types */
        get: operations["RecordTypes_seeds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/farmer-record/manure-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Manure types */
        get: operations["RecordTypes_manures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/farmer-record/training-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Training types */
        get: operations["RecordTypes_trainings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/farmer-record/unit-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Quantity units with their kilogram or litre equivalent (null where no source gives one) */
        get: operations["RecordTypes_units"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/farmer-record/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Creates a planting record on a farm of the farmer; 201, or 200 with the same record when the same request (same id) is sent again */
        post: operations["PlantingRecords_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/farmer-record/{id}/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replaces the record’s content: entries sent with their id are kept, without one are added, left out are removed */
        put: operations["PlantingRecords_save"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/farmer-record/farm/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The planting records of a farm, latest year first; 20 a page */
        get: operations["PlantingRecords_ofFarm"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/farmer-record/farmer/{id}/seasons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the farmer planted, applied and harvested, season by season (latest first), with totals in kilograms */
        get: operations["PlantingRecords_seasons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/farmer-record/delete-fertilizer/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete fertilizer */
        delete: operations["PlantingRecords_deleteFertilizer"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/farmer-record/delete-manure/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete manure */
        delete: operations["PlantingRecords_deleteManure"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/farmer-record/delete-seed/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete seed */
        delete: operations["PlantingRecords_deleteSeed"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/farmer-record/delete-cpp/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete cpp */
        delete: operations["PlantingRecords_deleteCpp"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/farmer-record/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete */
        delete: operations["PlantingRecords_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/farmer-record/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One */
        get: operations["PlantingRecords_one"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ea-analytics/freshness": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How fresh the extension agents’ figures are: when the last event they counted was recorded, and whether their aggregation is behind the log by more than a few seconds (catching up). The same as the headers of every analytics answer, for a screen that polls while catching up. Says nothing of any agent. */
        get: operations["AgentAnalytics_freshnessOfFigures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/ea-information/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The agent's personal information and totals. The agent themself, administrators, and platform managers for agents of the countries they monitor; anyone else finds no agent (404). */
        get: operations["AgentAnalytics_information"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ea-analytics/{id}/monthly-farmers-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Farmers enrolled in each of the last 12 months (UTC), this month last. The agent themself, administrators, and platform managers for agents of the countries they monitor; anyone else finds no agent (404). */
        get: operations["AgentAnalytics_monthly"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ea-analytics/{id}/ten-last-activities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The ten most recent events about the agent's farmers, newest first. The agent themself, administrators, and platform managers for agents of the countries they monitor; anyone else finds no agent (404). */
        get: operations["AgentAnalytics_activities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ea-analytics/{id}/farmers-by-gender": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The agent's farmers by gender, green for female and blue otherwise. The agent themself, administrators, and platform managers for agents of the countries they monitor; anyone else finds no agent (404). */
        get: operations["AgentAnalytics_byGender"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ea-analytics/{id}/farmers-by-project": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The agent's farmers by project, largest first. The agent themself, administrators, and platform managers for agents of the countries they monitor; anyone else finds no agent (404). */
        get: operations["AgentAnalytics_byProject"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ea-analytics/{id}/farmers-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The agent's farmers sorted by name, 5 a page. The agent themself, administrators, and platform managers for agents of the countries they monitor; anyone else finds no agent (404). */
        get: operations["AgentAnalytics_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ea-analytics/{id}/total-farms-size": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The total size, in hectares, of the farms of the agent's farmers. The agent themself, administrators, and platform managers for agents of the countries they monitor; anyone else finds no agent (404). */
        get: operations["AgentAnalytics_totalSize"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ea-analytics/{id}/avg-farms-size": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The average size of those farms, in hectares per farm. The agent themself, administrators, and platform managers for agents of the countries they monitor; anyone else finds no agent (404). */
        get: operations["AgentAnalytics_averageSize"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ea-analytics/{id}/farmers-using-fertilizers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Farmers with a planting record applying a fertilizer. The agent themself, administrators, and platform managers for agents of the countries they monitor; anyone else finds no agent (404). */
        get: operations["AgentAnalytics_usingFertilizers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ea-analytics/{id}/actual-yield": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The actual yields of all the agent's planting records, in kilograms. The agent themself, administrators, and platform managers for agents of the countries they monitor; anyone else finds no agent (404). */
        get: operations["AgentAnalytics_actualYield"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ea-analytics/{id}/yield-avg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The average actual yield per record that has one, in kilograms. The agent themself, administrators, and platform managers for agents of the countries they monitor; anyone else finds no agent (404). */
        get: operations["AgentAnalytics_yieldAverage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ea-analytics/{id}/fertilizers-used": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The fertilizer applied in the agent's planting records, in kilograms. The agent themself, administrators, and platform managers for agents of the countries they monitor; anyone else finds no agent (404). */
        get: operations["AgentAnalytics_fertilizersUsed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ea-analytics/{id}/data-score": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The share of the agent's farmers with at least one farm and one planting record (agent profile). The agent themself, administrators, and platform managers for agents of the countries they monitor; anyone else finds no agent (404). */
        get: operations["AgentAnalytics_dataScore"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ea-analytics/{id}/daily-activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Activities per day over the last days (agent profile). The agent themself, administrators, and platform managers for agents of the countries they monitor; anyone else finds no agent (404). */
        get: operations["AgentAnalytics_daily"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ea-analytics/{id}/farms-map": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The located farms of the agent's farmers and the country's extent (agent profile). The agent themself, administrators, and platform managers for agents of the countries they monitor; anyone else finds no agent (404). */
        get: operations["AgentAnalytics_farmsMap"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/warehouse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's warehouses (owners: input providers, distributors, wholesalers), newest first */
        get: operations["Warehouses_list"];
        put?: never;
        /** Opens a warehouse of the organisation */
        post: operations["Warehouses_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/warehouse/staff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The warehouses of the input provider the caller works for (input provider staff's list) */
        get: operations["Warehouses_staffList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/warehouse/distributor/staff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The warehouses of the distributor or wholesaler the caller works for (their staff's list) */
        get: operations["Warehouses_distributorStaffList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/warehouse/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One warehouse */
        get: operations["Warehouses_one"];
        /** Changes a warehouse's details (the whole description is sent) */
        put: operations["Warehouses_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/warehouse/{type}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The stock of a warehouse: `summary` (input providers and their staff: stock per product and size, value, last movements) or `status` (distributors, wholesalers and their staff: levels against thresholds) */
        get: operations["Warehouses_stock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/warehouse/{id}/threshold": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Sets (or removes) the low-stock threshold of a product and size in a warehouse: the owner is mailed once each time the stock becomes low, when a movement takes it to the threshold or below, or at once when the threshold is set at or above the stock */
        put: operations["Warehouses_threshold"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/warehouse/movement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Records goods entering (IN) or leaving (OUT) a warehouse, with the waybill */
        post: operations["Movements_warehouseMovement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/warehouse/transfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Moves goods from one warehouse of the organisation to another: an OUT and an IN, both or neither */
        post: operations["Movements_transfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/warehouse/movement/staff/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The warehouse movements a staff member (or the owner) of the organisation recorded, newest first */
        get: operations["Movements_byStaff"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/warehouse/movement/{warehouseId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A warehouse's movements, newest first */
        get: operations["Movements_byWarehouse"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inventory-movement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The own shop's movements, newest first (the owner's path: distributors, wholesalers, retailers, agro-dealers) */
        get: operations["Movements_shopMovements"];
        put?: never;
        /** Records goods entering (IN) or leaving (OUT) the organisation's own shop (retailers, agro-dealers, distributors, wholesalers) */
        post: operations["Movements_shopMovement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inventory-movement/staff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The own shop's movements of the organisation the caller works for (the staff's path) */
        get: operations["Movements_staffShopMovements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inventory-movement/staff/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shop movements a staff member (or the owner) of the organisation recorded, newest first */
        get: operations["Movements_shopByStaff"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inventory-movement/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One movement (of a warehouse or of the shop) */
        get: operations["Movements_movement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inventory-movement/{id}/waybill": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Downloads a movement's waybill document */
        get: operations["Movements_waybill"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inventory/export/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The stock by warehouse and product with totals, as a PDF in the caller's language (administrators: the country they work in) */
        get: operations["Movements_exportPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/fertilizer-recommendation/crop/{cropId}/city/{cityId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Site-specific advice for a crop in a local area, else the state's generic advice with a disclaimer; recorded in the caller's history. The first is the recommendation (the most specific source for the place), the others sourced options */
        get: operations["Recommendations_byCity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/fertilizer-recommendation/crop/{cropId}/state/{stateId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The state's generic advice for a crop; recorded in the caller's history. The first is the recommendation (the state's own before the country's, then the most specific source), the others sourced options */
        get: operations["Recommendations_byState"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/fertilizer-recommendation/history/current-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's own lookups, latest first */
        get: operations["Recommendations_history"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/fertilizer-recommendation/city/{cityId}/sellers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sellers tab: NPK, urea and DAP products on sale nearest to the local area first, with their price */
        get: operations["Recommendations_sellers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/fertilizer-recommendation/{id}/basket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The basket of a recommendation for a farm: 50 kg bags per application (ceil(bags/ha x ha); alternatives shown, never added), the in-stock product of the nearest seller in range (then the cheapest) at its live price, and with a budget what it covers in agronomic order (planting, 1st, 2nd top dressing) */
        get: operations["Recommendations_basket"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/fertilizer-recommendation/{id}/basket/quotations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turns the basket into quotation requests, one per product to buy (its seller's), asked by the caller; the plan is worked out again with live prices and stock. The same planId (or Idempotency-Key) again asks no seller twice */
        post: operations["Recommendations_basketQuotations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/fertilizer-recommendation/crop/{cropId}/articles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The articles tab: published agronomy content about the crop (empty until agronomy content is published) */
        get: operations["Recommendations_articles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/fertilizer-recommendation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The recommendations of a country (the caller's working country when left out): published and administrators' own */
        get: operations["Recommendations_list"];
        put?: never;
        /** Creates a recommendation: for a state (generic) or one of its local areas (site-specific) */
        post: operations["Recommendations_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/fertilizer-recommendation/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One */
        get: operations["Recommendations_one"];
        /** Edit */
        put: operations["Recommendations_edit"];
        post?: never;
        /** Withdraws a recommendation: no longer given (lookups that named it keep its id) */
        delete: operations["Recommendations_withdraw"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/fertilizer-recommendation/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Imports a sheet of recommendations (one row per application); every row is checked first, and any error imports nothing (422 naming each row and field); dryRun=true checks only */
        post: operations["Recommendations_import"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/farm-fortune-hubs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The open hubs of a country (the caller's working country when left out), by name */
        get: operations["Hubs_list"];
        put?: never;
        /** Create */
        post: operations["Hubs_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/farm-fortune-hubs/nearest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The open hubs nearest to a point first, with their distance in km */
        get: operations["Hubs_nearest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/farm-fortune-hubs/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many open hubs a country has */
        get: operations["Hubs_count"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/farm-fortune-hubs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One */
        get: operations["Hubs_one"];
        /** Edit */
        put: operations["Hubs_edit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/farm-fortune-hubs/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Status */
        put: operations["Hubs_status"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/weather/my-locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's saved locations, oldest first; 50 a page */
        get: operations["Weather_mine"];
        put?: never;
        /** Saves a farm location of the caller (the farm name is required) */
        post: operations["Weather_save"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/weather/my-locations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove */
        delete: operations["Weather_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/weather/my-locations/{id}/forecast": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The forecast of a saved location with spray windows, rain expected, ET0 and a short advice line per day */
        get: operations["Weather_locationForecast"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/weather/forecast": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Today, the six upcoming days and hourly values (temperature, wind, chance of rain, humidity, dew point) at a point; metric */
        get: operations["Weather_forecast"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/weather/outlook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Rainfall outlook at a point: the next 4 weeks and 6 months */
        get: operations["Weather_outlook"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/weather/places": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Places matching a name (search by address), in the caller's language */
        get: operations["Weather_places"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agronomy-contents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every content (a platform manager's: of the countries they monitor), newest first; 20 a page */
        get: operations["Content_all"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agronomy-contents/current-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's own contents, newest first; 20 a page */
        get: operations["Content_own"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agronomy-contents/all-categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The categories of every content, by name */
        get: operations["Content_allCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agronomy-contents/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The categories of the public contents of a country, by name */
        get: operations["Content_categories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agronomy-contents/list-published-contents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The public contents of a country (in one language, if `language` is given), newest first, or matching the words of `title` (accents and typos forgiven), most relevant first; 20 a page */
        get: operations["Content_published"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agronomy-contents/latest-published-contents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The newest public contents of a country (in one language, if `language` is given; at most 8) */
        get: operations["Content_latest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agronomy-contents/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Writes a content (pending review); files checked by their content and size */
        post: operations["Content_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agronomy-contents/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Changes a content (its author's or, for managers, any); a new main image or video replaces the one before, documents are added */
        put: operations["Content_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agronomy-contents/delete/document/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes one document (by its id) of a content of the caller (any, for managers); answers the content */
        delete: operations["Content_removeDocument"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agronomy-contents/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove */
        delete: operations["Content_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agronomy-contents/{id}/approval": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Approves pending or declined content, declines approved content; an author approves their own only as an administrator */
        put: operations["Content_toggleApproval"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agronomy-contents/{id}/private": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A content whatever its status, for its author and managers */
        get: operations["Content_private"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agronomy-contents/{id}/related-content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public contents of the same country sharing a crop, the category or a tag, newest first (at most 6) */
        get: operations["Content_related"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agronomy-contents/{id}/files/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The main image, video or a document of a content */
        get: operations["Content_file"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agronomy-contents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One */
        get: operations["Content_one"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/market-updates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The prices of the caller's country, newest upload first; 10 a page */
        get: operations["MarketUpdates_list"];
        put?: never;
        /** Uploads a price sheet (.xlsx, field `file`) for the country the caller works in; a bad row refuses the sheet, naming each row, field and reason */
        post: operations["MarketUpdates_upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/market-updates/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The prices filtered by region, states, products and a product or state name, by product, state, market and month; 10 a page */
        get: operations["MarketUpdates_products"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/market-updates/products-distinct": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The product names priced in the caller's country, alphabetically */
        get: operations["MarketUpdates_distinct"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/market-updates/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A product's price per kg (or litre) over the months, one series per state, averaged over markets and units */
        get: operations["MarketUpdates_history"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/market-updates/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's price alerts */
        get: operations["MarketUpdates_alerts"];
        put?: never;
        /** Asks to be told (by e-mail, and by push on the caller's registered devices) when a product's price per kg in a state of the caller's country rises above, falls below, or crosses a threshold either way (once per crossing) */
        post: operations["MarketUpdates_setAlert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/market-updates/alerts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes one of the caller’s price alerts */
        delete: operations["MarketUpdates_deleteAlert"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/push-notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The push notifications, newest first, with their delivery counts (platform managers: the countries they monitor) */
        get: operations["PushNotifications_list"];
        put?: never;
        /** Records a push notification for the app users of a country (of one role, if given) and queues its sending */
        post: operations["PushNotifications_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications/devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Registers this installation's Firebase token for the signed-in user (moved to them if another user had it) */
        post: operations["Devices_register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications/devices/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Forgets one of the signed-in user's devices (on signing out of the app) */
        delete: operations["Devices_unregister"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/version": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The latest app version, and whether an app at `installed` may or must update (mandatory when any mandatory version above it exists) */
        get: operations["AppVersions_check"];
        put?: never;
        /** Records an app version; it must be higher than the latest */
        post: operations["AppVersions_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every app version, the highest first */
        get: operations["AppVersions_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ops/queues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Jobs per queue and state, the latest failed jobs of each queue, the push messages sent and refused, and the latest projection rebuilds with their progress */
        get: operations["Ops_overview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ussd/africastalking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One step of a USSD session: answers the next screen, `CON <text>` (waits for input) or `END <text>` (closes), at most 182 characters. Never a server error: a fault answers END with an apology */
        post: operations["Gateway_ussd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sms/africastalking/delivery-reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A delivery report: the message it names becomes DELIVERED (Success) or FAILED (Failed, Rejected, AbsentSubscriber, Expired) */
        post: operations["Gateway_deliveryReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sms/africastalking/incoming": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An SMS from a farmer: STOP or ARRET (any case) opts the number out of every SMS and is confirmed once */
        post: operations["Gateway_incoming"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sms/africastalking/opt-outs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A bulk SMS opt-out notice: the number receives no SMS until it subscribes again */
        post: operations["Gateway_optOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sms/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** SMS per country and month by outcome, with the cost the gateway charged; USSD sessions per day (31 days); opt-outs */
        get: operations["Messaging_summary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sms/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The SMS, newest first, with what the gateway answered and reported */
        get: operations["Messaging_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sms/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Queues a test SMS to a number typed as people type it there, through the sms queue and the gateway */
        post: operations["Messaging_test"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contact/request-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The contact form's request types, labelled in the caller's language */
        get: operations["Contact_requestTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a message to the administrators of the visitor's country (kept, and mailed to them) */
        post: operations["Contact_send"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/trust-us": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The partner organisations of the visitor's country (the Country header), in the order shown */
        get: operations["TrustUs_list"];
        put?: never;
        /** Adds a partner organisation to the home page of the country the caller works in (multipart: name, website, position, logo) */
        post: operations["TrustUs_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/trust-us/{id}/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A partner organisation's logo */
        get: operations["TrustUs_logo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/trust-us/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Changes a partner organisation of the caller’s country (the logo only when one is sent) */
        put: operations["TrustUs_update"];
        post?: never;
        /** Removes a partner organisation of the caller’s country from the home page */
        delete: operations["TrustUs_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/business-analytics/farms/size": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The farms of the farmers and their total and average size in hectares. Administrators: any country (every country when none is named); platform managers: the countries they monitor; anyone else: their own figures only (staff: their employer’s). Read from the pre-aggregated dashboard tables. */
        get: operations["Dashboards_farmsSize"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/business-analytics/farmers/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Farmers by project, most first. Administrators: any country (every country when none is named); platform managers: the countries they monitor; anyone else: their own figures only (staff: their employer’s). Read from the pre-aggregated dashboard tables. */
        get: operations["Dashboards_projects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/business-analytics/farmers/gender": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Farmers by gender, green for female and blue otherwise. Administrators: any country (every country when none is named); platform managers: the countries they monitor; anyone else: their own figures only (staff: their employer’s). Read from the pre-aggregated dashboard tables. */
        get: operations["Dashboards_gender"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dashboard/totalTrainedFarmers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Farmers with a planting record naming a training. Administrators: any country (every country when none is named); platform managers: the countries they monitor; anyone else: their own figures only (staff: their employer’s). Read from the pre-aggregated dashboard tables. */
        get: operations["Dashboards_trained"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dashboard/totalFarmersCommunities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Distinct communities of the farmers (compared without case). Administrators: any country (every country when none is named); platform managers: the countries they monitor; anyone else: their own figures only (staff: their employer’s). Read from the pre-aggregated dashboard tables. */
        get: operations["Dashboards_communities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dashboard/totalFertilizersQuantity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Fertilizer applied in the farmers' planting records, in kilograms and metric tons. Administrators: any country (every country when none is named); platform managers: the countries they monitor; anyone else: their own figures only (staff: their employer’s). Read from the pre-aggregated dashboard tables. */
        get: operations["Dashboards_fertilizers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dashboard/totalFarmersByStateAndLgas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Farmers by state and, within each, by LGA (local area), most first. Administrators: any country (every country when none is named); platform managers: the countries they monitor; anyone else: their own figures only (staff: their employer’s). Read from the pre-aggregated dashboard tables. */
        get: operations["Dashboards_byStateAndLga"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller’s own summary by role: administrators and platform managers their countries’ totals and today; input providers their sales, products, affiliated dealers and farmers referred; distributors, wholesalers and retailers their orders, quotations and stock; extension agents their farmers. */
        get: operations["Dashboards_summary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dashboard/freshness": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How fresh the dashboards’ figures are: when the last event they counted was recorded, and whether the aggregation is behind the log by more than a few seconds (catching up). The same as the headers of every dashboard answer, for a screen that polls while catching up. */
        get: operations["Dashboards_freshnessOfFigures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dashboard/dailySeries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A figure per day over a date range (the 30 days to today unless `from`/`to` say otherwise, at most 366 days), for the dashboards' charts over time: farmers enrolled, orders, sales (orders received), products, agronomy contents, users. Days are each country's own. Administrators: any country (every country when none is named); platform managers: the countries they monitor; anyone else: their own figures only (staff: their employer’s). Read from the pre-aggregated dashboard tables. */
        get: operations["Dashboards_dailySeries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dashboard/userNumberByRoleType": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Users by role (key players). Administrators: any country (every country when none is named); platform managers: the countries they monitor; anyone else: their own figures only (staff: their employer’s). Read from the pre-aggregated dashboard tables. */
        get: operations["Dashboards_usersByRole"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dashboard/extentionAgentEnrolledfarmers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Farmers enrolled by extension agents (an agent: the farmers they enrolled). Administrators: any country (every country when none is named); platform managers: the countries they monitor; anyone else: their own figures only (staff: their employer’s). Read from the pre-aggregated dashboard tables. */
        get: operations["Dashboards_agentEnrolled"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dashboard/totalFarmers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Farmers. Administrators: any country (every country when none is named); platform managers: the countries they monitor; anyone else: their own figures only (staff: their employer’s). Read from the pre-aggregated dashboard tables. */
        get: operations["Dashboards_farmers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dashboard/todayTotalFarmers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Farmers enrolled today, in each country's own time zone. Administrators: any country (every country when none is named); platform managers: the countries they monitor; anyone else: their own figures only (staff: their employer’s). Read from the pre-aggregated dashboard tables. */
        get: operations["Dashboards_todayFarmers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dashboard/usersSignedByInputProvider": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Users who joined through an input provider's invitation, by type (an input provider: their own). Administrators: any country (every country when none is named); platform managers: the countries they monitor; anyone else: their own figures only (staff: their employer’s). Read from the pre-aggregated dashboard tables. */
        get: operations["Dashboards_signedByInputProvider"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dashboard/totalInputProviderFarmers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Farmers enrolled by the extension agents an organisation brought to the platform (an input provider: their own). Administrators: any country (every country when none is named); platform managers: the countries they monitor; anyone else: their own figures only (staff: their employer’s). Read from the pre-aggregated dashboard tables. */
        get: operations["Dashboards_inputProviderFarmers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dashboard/usersSignedByDistributor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Users who joined through a distributor's invitation, by type (a distributor: their own). Administrators: any country (every country when none is named); platform managers: the countries they monitor; anyone else: their own figures only (staff: their employer’s). Read from the pre-aggregated dashboard tables. */
        get: operations["Dashboards_signedByDistributor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dashboard/totalOrdersByUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Orders placed and received, and received orders by status. Administrators: any country (every country when none is named); platform managers: the countries they monitor; anyone else: their own figures only (staff: their employer’s). Read from the pre-aggregated dashboard tables. */
        get: operations["Dashboards_ordersByUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dashboard/todayTotalOrders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Orders placed today, in each country's own time zone. Administrators: any country (every country when none is named); platform managers: the countries they monitor; anyone else: their own figures only (staff: their employer’s). Read from the pre-aggregated dashboard tables. */
        get: operations["Dashboards_todayOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dashboard/totalProducts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Products not deleted. Administrators: any country (every country when none is named); platform managers: the countries they monitor; anyone else: their own figures only (staff: their employer’s). Read from the pre-aggregated dashboard tables. */
        get: operations["Dashboards_products"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dashboard/todayTotalProducts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Products submitted today, in each country's own time zone. Administrators: any country (every country when none is named); platform managers: the countries they monitor; anyone else: their own figures only (staff: their employer’s). Read from the pre-aggregated dashboard tables. */
        get: operations["Dashboards_todayProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dashboard/totalAgronomyContent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Agronomy contents not deleted, in the country named. Administrators: any country (every country when none is named); platform managers: the countries they monitor; anyone else: their own figures only (staff: their employer’s). Read from the pre-aggregated dashboard tables. */
        get: operations["Dashboards_agronomyContent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dashboard/todayTotalAgronomyContent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Agronomy contents written today, in each country's own time zone. Administrators: any country (every country when none is named); platform managers: the countries they monitor; anyone else: their own figures only (staff: their employer’s). Read from the pre-aggregated dashboard tables. */
        get: operations["Dashboards_todayAgronomyContent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        HealthCheckResponse: {
            /** @enum {string} */
            status: "up" | "down";
            /** @description Why a check is down */
            error?: string;
            /** @description queues: the jobs of each queue by state */
            queues?: {
                [key: string]: unknown;
            };
            /** @description storage: where files are kept */
            backend?: string;
        };
        HealthResponse: {
            /** @enum {string} */
            status: "ok" | "degraded";
            /**
             * @description The checks that are down
             * @example []
             */
            failed: string[];
            /** @description By name (database, redis, queues, storage); a check may add details (queue depths, the storage backend) */
            checks: {
                [key: string]: components["schemas"]["HealthCheckResponse"];
            };
        };
        LiveResponse: {
            /** @enum {string} */
            status: "ok";
        };
        CountryResponse: {
            /** @example 1 */
            id: number;
            /** @example Nigeria */
            name: string;
            /** @example Nigéria */
            nameFr: string;
            /**
             * @description ISO 3166-1 alpha-2
             * @example NG
             */
            code: string;
            /**
             * @description ISO 4217
             * @example NGN
             */
            currency: string;
            /**
             * @example en
             * @enum {string}
             */
            defaultLanguage: "en" | "fr";
            /** @example +234 */
            phoneCode: string;
            /**
             * @description Digits of a national number without its leading 0
             * @example 10
             */
            phoneLength: number;
            /** @example 10 */
            latitude: number;
            /** @example 8 */
            longitude: number;
        };
        SignUpRoleResponse: {
            /** @example 5 */
            id: number;
            /** @example ROLE_INPUT_PROVIDER */
            name: string;
            /** @example Input provider */
            label: string;
            /** @example Fournisseur d'intrants */
            labelFr: string;
            /**
             * @description Sign-ups wait for an administrator
             * @example false
             */
            requiresApproval: boolean;
        };
        CountryWithRolesResponse: {
            /** @example 1 */
            id: number;
            /** @example Nigeria */
            name: string;
            /** @example Nigéria */
            nameFr: string;
            /**
             * @description ISO 3166-1 alpha-2
             * @example NG
             */
            code: string;
            /**
             * @description ISO 4217
             * @example NGN
             */
            currency: string;
            /**
             * @example en
             * @enum {string}
             */
            defaultLanguage: "en" | "fr";
            /** @example +234 */
            phoneCode: string;
            /**
             * @description Digits of a national number without its leading 0
             * @example 10
             */
            phoneLength: number;
            /** @example 10 */
            latitude: number;
            /** @example 8 */
            longitude: number;
            roles: components["schemas"]["SignUpRoleResponse"][];
        };
        RegionResponse: {
            /** @example 1 */
            id: number;
            /** @example North Central */
            name: string;
            /** @example 1 */
            countryId: number;
        };
        StateResponse: {
            /** @example 25 */
            id: number;
            /** @example Lagos */
            name: string;
            /**
             * @description ISO 3166-2 subdivision code, without the country
             * @example LA
             */
            code: string;
            /** @example 1 */
            countryId: number;
            /** @example 6 */
            regionId: number;
            /** @example 6.5243793 */
            latitude: number;
            /** @example 3.3792057 */
            longitude: number;
        };
        CityResponse: {
            /** @example 300 */
            id: number;
            /** @example Ikeja */
            name: string;
            /** @example 25 */
            stateId: number;
            /** @example 1 */
            countryId: number;
            /** @example 6.60187 */
            latitude: number;
            /** @example 3.35149 */
            longitude: number;
            /**
             * @description LGA (Nigeria), DISTRICT (Ghana, Rwanda, Tanzania), SUB_COUNTY (Kenya), DEPARTMENT (Senegal, Ivory Coast), AUTONOMOUS_DISTRICT (Abidjan), CITY (Morocco), TOWN (an earlier entry that is not a local area)
             * @example LGA
             * @enum {string}
             */
            kind: "LGA" | "DISTRICT" | "SUB_COUNTY" | "DEPARTMENT" | "AUTONOMOUS_DISTRICT" | "CITY" | "TOWN";
            /**
             * @description What the area is called there, in English
             * @example LGA
             */
            kindLabel: string;
            /**
             * @description The same in French
             * @example Collectivité locale (LGA)
             */
            kindLabelFr: string;
            /**
             * @description True when the point is the state's (no source gave the area's)
             * @example false
             */
            approximateLocation: boolean;
            /**
             * @description False for an earlier entry that is not a local area: readable by id, left out of the lists
             * @example true
             */
            listed: boolean;
            /**
             * @description For an unlisted entry, the area that stands for it, when known
             * @example null
             */
            successorId: number | null;
            /**
             * @description The earlier name, when the entry took the official name of its area
             * @example null
             */
            formerName: string | null;
        };
        CityResponsePage: {
            /**
             * @description Counted from 0
             * @example 0
             */
            page: number;
            /** @example 20 */
            size: number;
            /** @example 3 */
            totalElements: number;
            /** @example 1 */
            totalPages: number;
            content: components["schemas"]["CityResponse"][];
        };
        SectorResponse: {
            /** @example 12 */
            id: number;
            /** @example Kimironko */
            name: string;
            /** @example 1000 */
            cityId: number;
        };
        RoleResponse: {
            /** @example 5 */
            id: number;
            /** @example ROLE_INPUT_PROVIDER */
            name: string;
            /** @example Input provider */
            label: string;
            /** @example Fournisseur d'intrants */
            labelFr: string;
            /**
             * @description Offered on the sign-up form
             * @example true
             */
            signUp: boolean;
            /** @example false */
            requiresApproval: boolean;
            /**
             * @description One of the five dealer types
             * @example true
             */
            dealer: boolean;
        };
        AuthorizationCountryResponse: {
            /** @example 1 */
            id: number;
            /** @example Nigeria */
            name: string;
            /** @example NG */
            code: string;
            /** @example true */
            active: boolean;
            /**
             * @description How many profiles (roles) the country has
             * @example 16
             */
            profiles: number;
        };
        AuthorizationCountryResponsePage: {
            /**
             * @description Counted from 0
             * @example 0
             */
            page: number;
            /** @example 20 */
            size: number;
            /** @example 3 */
            totalElements: number;
            /** @example 1 */
            totalPages: number;
            content: components["schemas"]["AuthorizationCountryResponse"][];
        };
        FeatureResponse: {
            /** @example 842 */
            id: number;
            /** @example users:list */
            permission: string;
            /**
             * @description In the caller's language
             * @example List users
             */
            description: string;
            /** @example true */
            enabled: boolean;
        };
        ProfileResponse: {
            /** @example 13 */
            id: number;
            /** @example 1 */
            countryId: number;
            /** @example ROLE_FARMER */
            role: string;
            /** @example true */
            enabled: boolean;
            features: components["schemas"]["FeatureResponse"][];
        };
        AuthorizationCountryDetailResponse: {
            /** @example 1 */
            id: number;
            /** @example Nigeria */
            name: string;
            /** @example true */
            active: boolean;
            profiles: components["schemas"]["ProfileResponse"][];
        };
        AuthorizationCountryResponseMutation: {
            /** @example true */
            success: boolean;
            /** @description What happened, in the caller's language */
            message: string;
            data: components["schemas"]["AuthorizationCountryResponse"];
        };
        ActivateCountryDto: {
            /**
             * @description true: the country profiles apply; false: only super administrators and personal grants are allowed
             * @example true
             */
            active: boolean;
        };
        ProfileResponseMutation: {
            /** @example true */
            success: boolean;
            /** @description What happened, in the caller's language */
            message: string;
            data: components["schemas"]["ProfileResponse"];
        };
        EnableDto: {
            /** @example true */
            enabled: boolean;
        };
        FeatureWithProfileResponse: {
            /** @example 842 */
            id: number;
            /** @example users:list */
            permission: string;
            /**
             * @description In the caller's language
             * @example List users
             */
            description: string;
            /** @example true */
            enabled: boolean;
            /** @example 13 */
            profileId: number;
        };
        FeatureWithProfileResponseMutation: {
            /** @example true */
            success: boolean;
            /** @description What happened, in the caller's language */
            message: string;
            data: components["schemas"]["FeatureWithProfileResponse"];
        };
        AssignablePermissionResponse: {
            /** @example products:list */
            name: string;
            /**
             * @description In the caller's language
             * @example List products
             */
            description: string;
        };
        StaffPermissionsResponse: {
            /** Format: uuid */
            userId: string;
            /** @description Every permission the staff member now holds personally */
            permissions: string[];
        };
        StaffPermissionsResponseMutation: {
            /** @example true */
            success: boolean;
            /** @description What happened, in the caller's language */
            message: string;
            data: components["schemas"]["StaffPermissionsResponse"];
        };
        StaffPermissionsDto: {
            /**
             * Format: uuid
             * @description The staff member
             */
            userId: string;
            /**
             * @example [
             *       "products:list",
             *       "orders:list"
             *     ]
             */
            permissions: string[];
        };
        CountryRefResponse: {
            /** @example 1 */
            id: number;
            /** @example Nigeria */
            name: string;
        };
        CountryRefResponseListMutation: {
            /** @example true */
            success: boolean;
            /** @description What happened, in the caller's language */
            message: string;
            data: components["schemas"]["CountryRefResponse"][];
        };
        MonitoredCountriesDto: {
            /**
             * @description The whole set (an empty list removes every country)
             * @example [
             *       1,
             *       2
             *     ]
             */
            countryIds: number[];
        };
        SignedUpResponse: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            status: "WAITING_CONFIRMATION" | "WAITING_APPROVAL";
        };
        SignedUpResponseMutation: {
            /** @example true */
            success: boolean;
            /** @description What happened, in the caller's language */
            message: string;
            data: components["schemas"]["SignedUpResponse"];
        };
        SignUpDto: {
            /** @example Nigeria */
            country: string;
            /** @enum {string} */
            role: "ROLE_INPUT_PROVIDER" | "ROLE_DISTRIBUTOR" | "ROLE_WHOLESALER" | "ROLE_RETAILER" | "ROLE_EXTENSION_AGENT" | "ROLE_FARMER";
            company?: string;
            firstname: string;
            lastname: string;
            /** @description The phone number as people write it (country code, spaces, dashes and a leading 0 allowed); stored as the national number */
            phone: string;
            email: string;
            password: string;
            confirmPassword: string;
            termsAccepted: boolean;
            /** @description The key of the invitation being accepted (from the mailed link): links the new account to whoever invited them */
            invitationKey?: string;
        };
        ActivateDto: {
            key: string;
            /**
             * @description browser (default): the refresh token is set as an httpOnly cookie; mobile: it is answered in the body as refreshToken
             * @enum {string}
             */
            client?: "browser" | "mobile";
        };
        AuthorityResponse: {
            /** @example ROLE_INPUT_PROVIDER_STAFF */
            authority: string;
        };
        RoleValueResponse: {
            /** @example ROLE_INPUT_PROVIDER_STAFF */
            value: string;
        };
        PersonResponse: {
            /** Format: uuid */
            id: string;
            /** @example ngozi@example.com */
            username: string;
            firstname: string;
            lastname: string;
            email: string | null;
            /** @example 8031234567 */
            phone: string | null;
            company: string | null;
            photoUrl: string | null;
            /** @example ACTIVE */
            status: string;
            approvalStatus: string | null;
            authorities: components["schemas"]["AuthorityResponse"][];
            roles: components["schemas"]["RoleValueResponse"][];
            /** @example ROLE_INPUT_PROVIDER_STAFF */
            roleType: string;
            country: components["schemas"]["CountryRefResponse"] | null;
            /**
             * Format: uuid
             * @description For staff: the owner of their organisation
             */
            employerId: string | null;
            /** @description False until the terms are accepted at the first sign-in */
            termsAccepted: boolean;
            /** @description status is ACTIVE */
            isActive: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            lastLoginAt: string | null;
        };
        SignedInResponse: {
            accessToken: string;
            user: components["schemas"]["PersonResponse"];
            /**
             * @description Seconds the access token lasts
             * @example 900
             */
            expiresIn: number;
            /** @description Mobile clients only (client: mobile): the refresh token; a browser gets it as an httpOnly cookie */
            refreshToken?: string;
        };
        EmailDto: {
            email: string;
        };
        MutationEnvelope: {
            /** @example true */
            success: boolean;
            /** @description What happened, in the caller's language */
            message: string;
        };
        LoginDto: {
            /** @description E-mail address or phone number */
            username: string;
            password: string;
            redirectUrl?: string;
            noRedirect?: boolean;
            /** @description The person accepts the terms while signing in */
            termsAccepted?: boolean;
            /**
             * @description browser (default): the refresh token is set as an httpOnly cookie; mobile: it is answered in the body as refreshToken
             * @enum {string}
             */
            client?: "browser" | "mobile";
        };
        RefreshDto: {
            /** @description A mobile client sends the refresh token it was given; browsers send nothing (the cookie carries it) */
            refreshToken?: string;
        };
        SessionTokensResponse: {
            accessToken: string;
            /** @description Seconds the access token lasts */
            expiresIn: number;
            /** @description Mobile clients only: the next refresh token (the one sent no longer works) */
            refreshToken?: string;
        };
        ResetPasswordDto: {
            password: string;
            confirmPassword: string;
        };
        PasswordChangedResponse: {
            /** @description A new access token for the session that asked (the other sessions are ended) */
            accessToken: string;
        };
        PasswordChangedResponseMutation: {
            /** @example true */
            success: boolean;
            /** @description What happened, in the caller's language */
            message: string;
            data: components["schemas"]["PasswordChangedResponse"];
        };
        ChangePasswordDto: {
            oldPassword: string;
            newPassword: string;
            confirmPassword: string;
        };
        DeleteAccountDto: {
            password: string;
        };
        UserProfileResponse: {
            /** Format: uuid */
            id: string;
            firstname: string;
            lastname: string;
            email: string | null;
            /** @example 8031234567 */
            phone: string | null;
            company: string | null;
            address: string | null;
            stateId: number | null;
            cityId: number | null;
            photoUrl: string | null;
            emailNotifications: boolean;
        };
        UserProfileResponseMutation: {
            /** @example true */
            success: boolean;
            /** @description What happened, in the caller's language */
            message: string;
            data: components["schemas"]["UserProfileResponse"];
        };
        EditProfileFormDto: {
            firstname?: string;
            lastname?: string;
            phone?: string;
            company?: string;
            address?: string;
            stateId?: number;
            cityId?: number;
            /**
             * Format: binary
             * @description JPEG, PNG or WebP, checked by its content
             */
            photo?: string;
        };
        EmailNotificationsResponse: {
            /** @description Whether the person receives notification e-mails */
            enabled: boolean;
        };
        EmailNotificationsResponseMutation: {
            /** @example true */
            success: boolean;
            /** @description What happened, in the caller's language */
            message: string;
            data: components["schemas"]["EmailNotificationsResponse"];
        };
        EmailNotificationsDto: {
            enabled: boolean;
        };
        PersonResponsePage: {
            /**
             * @description Counted from 0
             * @example 0
             */
            page: number;
            /** @example 20 */
            size: number;
            /** @example 3 */
            totalElements: number;
            /** @example 1 */
            totalPages: number;
            content: components["schemas"]["PersonResponse"][];
        };
        IdResponse: {
            /** Format: uuid */
            id: string;
        };
        IdResponseMutation: {
            /** @example true */
            success: boolean;
            /** @description What happened, in the caller's language */
            message: string;
            data: components["schemas"]["IdResponse"];
        };
        ApprovalDecisionResponse: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            approvalStatus: "APPROVED" | "DECLINED";
        };
        ApprovalDecisionResponseMutation: {
            /** @example true */
            success: boolean;
            /** @description What happened, in the caller's language */
            message: string;
            data: components["schemas"]["ApprovalDecisionResponse"];
        };
        UsersCountResponse: {
            /** @example 12 */
            count: number;
        };
        CompanyResponse: {
            /**
             * Format: uuid
             * @description The input provider (owner of the company)
             */
            id: string;
            /** @example Green Farms Ltd */
            company: string | null;
        };
        RegisteredStatusResponse: {
            /** @example true */
            success: boolean;
            message: string;
            /**
             * Format: uuid
             * @description An active input provider only: the id an affiliation is asked with
             */
            inputProviderId?: string;
        };
        HistoryActorResponse: {
            /** Format: uuid */
            id: string;
            /** @example Ada Obi */
            name: string;
        };
        UserHistoryEntryResponse: {
            /** Format: date-time */
            at: string;
            /** @example UserRegistered */
            type: string;
            actor: components["schemas"]["HistoryActorResponse"] | null;
            /** @description The event's data (personal data left out) */
            details: {
                [key: string]: unknown;
            };
        };
        SessionResponse: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            client: "browser" | "mobile";
            /** @example Android phone */
            device: string;
            /** @example Chrome 120 */
            browser: string;
            /** @description The address the session was last used from */
            clientAddress: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            lastUsedAt: string;
            /** @description The session of the token that asked */
            current: boolean;
        };
        UuidIdResponse: {
            /** Format: uuid */
            id: string;
        };
        UuidIdResponseMutation: {
            /** @example true */
            success: boolean;
            /** @description What happened, in the caller's language */
            message: string;
            data: components["schemas"]["UuidIdResponse"];
        };
        EndedSessionsResponse: {
            /**
             * @description How many sessions ended
             * @example 2
             */
            ended: number;
        };
        EndedSessionsResponseMutation: {
            /** @example true */
            success: boolean;
            /** @description What happened, in the caller's language */
            message: string;
            data: components["schemas"]["EndedSessionsResponse"];
        };
        PersonDetailResponse: {
            /** Format: uuid */
            id: string;
            /** @example ngozi@example.com */
            username: string;
            firstname: string;
            lastname: string;
            email: string | null;
            /** @example 8031234567 */
            phone: string | null;
            company: string | null;
            photoUrl: string | null;
            /** @example ACTIVE */
            status: string;
            approvalStatus: string | null;
            authorities: components["schemas"]["AuthorityResponse"][];
            roles: components["schemas"]["RoleValueResponse"][];
            /** @example ROLE_INPUT_PROVIDER_STAFF */
            roleType: string;
            country: components["schemas"]["CountryRefResponse"] | null;
            /**
             * Format: uuid
             * @description For staff: the owner of their organisation
             */
            employerId: string | null;
            /** @description False until the terms are accepted at the first sign-in */
            termsAccepted: boolean;
            /** @description status is ACTIVE */
            isActive: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            lastLoginAt: string | null;
            address: string | null;
            stateId: number | null;
            cityId: number | null;
            organisationOwner: boolean;
        };
        PersonDetailResponseMutation: {
            /** @example true */
            success: boolean;
            /** @description What happened, in the caller's language */
            message: string;
            data: components["schemas"]["PersonDetailResponse"];
        };
        NewPersonDto: {
            /** @example Ngozi */
            firstname: string;
            /** @example Okafor */
            lastname: string;
            /** @example ngozi@example.com */
            email: string;
            /**
             * @description The phone number as people write it: with or without the country code, spaces, dashes or a leading 0; stored as the national number
             * @example 8031234567
             */
            phone?: string;
        };
        StaffMemberEditDto: {
            firstname?: string;
            lastname?: string;
            /** @description The phone number as people write it: with or without the country code, spaces, dashes or a leading 0; stored as the national number */
            phone?: string;
        };
        NewInputProviderDto: {
            /** @example Ngozi */
            firstname: string;
            /** @example Okafor */
            lastname: string;
            /** @example ngozi@example.com */
            email: string;
            /**
             * @description The phone number as people write it: with or without the country code, spaces, dashes or a leading 0; stored as the national number
             * @example 8031234567
             */
            phone: string;
            /**
             * @description Unique in the country
             * @example Green Farms Ltd
             */
            company: string;
        };
        InputProviderEditDto: {
            firstname?: string;
            lastname?: string;
            /** @description The phone number as people write it: with or without the country code, spaces, dashes or a leading 0; stored as the national number */
            phone?: string;
            /** @description Unique in the country */
            company?: string;
            address?: string;
        };
        SalesmanResponse: {
            /** Format: uuid */
            id: string;
            /** @example Musa */
            firstname: string;
            /** @example Abdullahi */
            lastname: string;
            /** @example 8031234567 */
            phone: string;
            email: string | null;
            stateId: number | null;
            cityId: number | null;
            company: string | null;
            active: boolean;
            /** @example 1 */
            countryId: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        SalesmanResponseMutation: {
            /** @example true */
            success: boolean;
            /** @description What happened, in the caller's language */
            message: string;
            data: components["schemas"]["SalesmanResponse"];
        };
        NewSalesmanDto: {
            /** @example Musa */
            firstname: string;
            /** @example Abdullahi */
            lastname: string;
            /**
             * @description The phone number as people write it: with or without the country code, spaces, dashes or a leading 0; stored as the national number; unique among the country's salesmen
             * @example 8031234567
             */
            phone: string;
            /** @example musa@example.com */
            email?: string | null;
            /** @description A state of the country */
            stateId?: number | null;
            /** @description A city of the state */
            cityId?: number | null;
            /** @description The input provider or distributor they sell for */
            company?: string | null;
            /** @default true */
            active?: boolean;
        };
        SalesmanResponsePage: {
            /**
             * @description Counted from 0
             * @example 0
             */
            page: number;
            /** @example 20 */
            size: number;
            /** @example 3 */
            totalElements: number;
            /** @example 1 */
            totalPages: number;
            content: components["schemas"]["SalesmanResponse"][];
        };
        SalesmanEditDto: {
            firstname?: string;
            lastname?: string;
            /** @description The phone number as people write it: with or without the country code, spaces, dashes or a leading 0; stored as the national number; unique among the country's salesmen */
            phone?: string;
            email?: string | null;
            stateId?: number | null;
            cityId?: number | null;
            company?: string | null;
            active?: boolean;
        };
        SubCategoryResponse: {
            id: number;
            name: string;
            nameFr: string;
            categoryId: number;
        };
        ItemResponse: {
            id: number;
            name: string;
            nameFr: string;
        };
        CategoryResponse: {
            id: number;
            name: string;
            nameFr: string;
            subCategories: components["schemas"]["ItemResponse"][];
        };
        CategoryResponseMutation: {
            /** @example true */
            success: boolean;
            /** @description What happened, in the caller's language */
            message: string;
            data: components["schemas"]["CategoryResponse"];
        };
        SubCategoryInputDto: {
            /** @example Calcium nitrate */
            name: string;
            /**
             * @description The English name when missing
             * @example Nitrate de calcium
             */
            nameFr?: string;
        };
        NewCategoryDto: {
            /**
             * @description Unique, whatever the case
             * @example Animal feed
             */
            name: string;
            /**
             * @description The English name when missing
             * @example Aliments pour animaux
             */
            nameFr?: string;
            subCategories?: components["schemas"]["SubCategoryInputDto"][];
        };
        CategoryInputDto: {
            /**
             * @description Unique, whatever the case
             * @example Animal feed
             */
            name: string;
            /**
             * @description The English name when missing
             * @example Aliments pour animaux
             */
            nameFr?: string;
        };
        NumericIdResponse: {
            /** @example 12 */
            id: number;
        };
        NumericIdResponseMutation: {
            /** @example true */
            success: boolean;
            /** @description What happened, in the caller's language */
            message: string;
            data: components["schemas"]["NumericIdResponse"];
        };
        ProductFormDto: {
            /**
             * @description 3 to 25 letters, spaces allowed
             * @example Golden NPK
             */
            name: string;
            description: string;
            storageCondition: string;
            categoryId: number;
            /** @description A subcategory of the category */
            subCategoryId: number;
            typeId: number;
            formId: number;
            /** @description Comma-separated or repeated */
            sizeIds: number[];
            /** @description Comma-separated or repeated */
            deliveryMethodIds: number[];
            /** @description Comma-separated or repeated */
            usageIds: number[];
            /** @example 12500.50 */
            price: string;
            /** @example 100 */
            quantity: number;
            /**
             * @description A city or state of the seller's country (the last part may be the state)
             * @example Ikeja, Lagos
             */
            location: string;
            /** @description From the resolved place when missing */
            latitude?: number;
            /** @description From the resolved place when missing */
            longitude?: number;
        };
        PhotoResponse: {
            /** Format: uuid */
            id: string;
            /**
             * @description Relative to /api/v1
             * @example products/{id}/photos/{photoId}
             */
            url: string;
            /** @description The first photo is the main image */
            main: boolean;
        };
        ProductResponse: {
            /** Format: uuid */
            id: string;
            name: string;
            description: string;
            storageCondition: string;
            category: components["schemas"]["ItemResponse"] | null;
            subCategory: components["schemas"]["ItemResponse"] | null;
            subCategoryId: number;
            type: components["schemas"]["ItemResponse"] | null;
            productForm: components["schemas"]["ItemResponse"] | null;
            sizes: components["schemas"]["ItemResponse"][];
            deliveryMethods: components["schemas"]["ItemResponse"][];
            usages: components["schemas"]["ItemResponse"][];
            /** @example 12500.00 */
            price: string;
            quantity: number;
            location: string;
            latitude: number | null;
            longitude: number | null;
            /** @enum {string} */
            status: "PUBLISHED" | "UNPUBLISHED";
            /** @enum {string} */
            approvalStatus: "PENDING" | "APPROVED" | "REJECTED";
            rejectionReason: string | null;
            /** Format: uuid */
            ownerId: string;
            countryId: number;
            photos: components["schemas"]["PhotoResponse"][];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        ProductResponseMutation: {
            /** @example true */
            success: boolean;
            /** @description What happened, in the caller's language */
            message: string;
            data: components["schemas"]["ProductResponse"];
        };
        ProductResponsePage: {
            /**
             * @description Counted from 0
             * @example 0
             */
            page: number;
            /** @example 20 */
            size: number;
            /** @example 3 */
            totalElements: number;
            /** @example 1 */
            totalPages: number;
            content: components["schemas"]["ProductResponse"][];
        };
        ProductStatusDto: {
            /** @enum {string} */
            status: "PUBLISHED" | "UNPUBLISHED";
        };
        RemovePhotosDto: {
            photoIds: string[];
        };
        ApprovalDto: {
            /** @description Required when rejecting; mailed to the seller */
            reason?: string;
        };
        CatalogItemResponse: {
            id: number;
            name: string;
            nameFr: string;
        };
        CatalogSellerResponse: {
            /** Format: uuid */
            id: string;
            company: string | null;
        };
        CatalogProductResponse: {
            /** Format: uuid */
            id: string;
            name: string;
            /**
             * @description The input provider's price
             * @example 12500.00
             */
            price: string;
            /** @example NGN */
            currency: string;
            category: components["schemas"]["CatalogItemResponse"] | null;
            subCategory: components["schemas"]["CatalogItemResponse"] | null;
            sizes: components["schemas"]["CatalogItemResponse"][];
            /**
             * @description Relative to /api/v1
             * @example products/{id}/photos/{photoId}
             */
            mainPhoto: string | null;
            /** @description The input provider */
            seller: components["schemas"]["CatalogSellerResponse"];
            location: string;
            latitude: number | null;
            longitude: number | null;
            /** @description Approved, published and its input provider active */
            isPublic: boolean;
            /** @description The input provider holds some of it in a warehouse or shop; for a product of the caller’s own catalogue, the caller’s own stock instead (their inventory once they record its movements, else the quantity their entry offers), never the input provider’s */
            inStock: boolean;
        };
        CatalogDealerResponse: {
            /** Format: uuid */
            id: string;
            company: string | null;
            /** @example ROLE_DISTRIBUTOR */
            role: string;
        };
        CatalogPriceResponse: {
            /**
             * Format: uuid
             * @description The catalogue entry
             */
            id: string;
            seller: components["schemas"]["CatalogDealerResponse"];
            /** @example 13000.00 */
            price: string;
            /** @description The quantity the entry offers */
            quantity: number;
            /** @description The dealer’s own stock: what their inventory holds of it once they record its movements (shop or warehouses), else the quantity their entry offers; never the input provider’s stock */
            inStock: boolean;
        };
        CatalogLocationResponse: {
            /**
             * Format: uuid
             * @description The selling location
             */
            id: string;
            /**
             * Format: uuid
             * @description The catalogue entry
             */
            entryId: string;
            location: string;
            latitude: number;
            longitude: number;
            /**
             * @description The location's price, else the entry's
             * @example 13200.00
             */
            price: string;
            seller: components["schemas"]["CatalogDealerResponse"];
            /** @description The dealer’s own stock: what their inventory holds of it once they record its movements (shop or warehouses), else the quantity their entry offers; never the input provider’s stock */
            inStock: boolean;
        };
        InputResponse: {
            product: components["schemas"]["CatalogProductResponse"];
            /** @description My entry for this product (none or one) */
            catalog_prices: components["schemas"]["CatalogPriceResponse"][];
            /** @description My selling locations of this product */
            catalog_locations: components["schemas"]["CatalogLocationResponse"][];
            is_affiliated: boolean;
            is_pending: boolean;
            inMyCatalog: boolean;
            /**
             * Format: uuid
             * @description My entry (myproducts/edit/{catalogId})
             */
            catalogEntryId: string | null;
            /**
             * @description km from latitude/longitude (null without them): from the nearest of my selling locations when in my catalogue, else from the product
             * @example 112.4
             */
            distance: number | null;
        };
        InputResponsePage: {
            /**
             * @description Counted from 0
             * @example 0
             */
            page: number;
            /** @example 20 */
            size: number;
            /** @example 3 */
            totalElements: number;
            /** @example 1 */
            totalPages: number;
            content: components["schemas"]["InputResponse"][];
        };
        OwnStockResponse: {
            /** @description The dealer holds some of it */
            inStock: boolean;
            /**
             * @description The units their inventory holds (every size, shop and warehouse together), or with CATALOGUE_ENTRY the quantity their entry offers
             * @example 12
             */
            quantity: number;
            /**
             * @description INVENTORY: counted from the dealer’s stock movements of the product; CATALOGUE_ENTRY: they record none, the entry’s quantity stands
             * @enum {string}
             */
            source: "INVENTORY" | "CATALOGUE_ENTRY";
        };
        SellingLocationResponse: {
            /** Format: uuid */
            id: string;
            location: string;
            latitude: number;
            longitude: number;
            /** @description null: the entry's price */
            price: string | null;
        };
        CatalogEntryResponse: {
            /** Format: uuid */
            id: string;
            /** @example 13000.00 */
            price: string;
            /** @description The quantity the entry offers */
            quantity: number;
            /** @description The dealer’s own stock of the product (only the dealer and their staff read their entries) */
            stock: components["schemas"]["OwnStockResponse"];
            product: components["schemas"]["CatalogProductResponse"];
            locations: components["schemas"]["SellingLocationResponse"][];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        CatalogEntryResponsePage: {
            /**
             * @description Counted from 0
             * @example 0
             */
            page: number;
            /** @example 20 */
            size: number;
            /** @example 3 */
            totalElements: number;
            /** @example 1 */
            totalPages: number;
            content: components["schemas"]["CatalogEntryResponse"][];
        };
        CatalogEntryResponseMutation: {
            /** @example true */
            success: boolean;
            /** @description What happened, in the caller's language */
            message: string;
            data: components["schemas"]["CatalogEntryResponse"];
        };
        SellingLocationDto: {
            /**
             * @description A city or state of the dealer's country (the last part may be the state)
             * @example Ikeja, Lagos
             */
            location: string;
            /**
             * @description The price at this location; the entry's price when missing
             * @example 13200.00
             */
            price?: string;
        };
        NewCatalogEntryDto: {
            /**
             * @description Greater than 0, at most two decimals
             * @example 13000.50
             */
            price: string;
            /** @example 40 */
            quantity: number;
            locations: components["schemas"]["SellingLocationDto"][];
            /**
             * Format: uuid
             * @description An approved, published product of an input provider of the dealer's country
             */
            productId: string;
        };
        CatalogEntryEditDto: {
            /**
             * @description Greater than 0, at most two decimals
             * @example 13000.50
             */
            price: string;
            /** @example 40 */
            quantity: number;
            locations: components["schemas"]["SellingLocationDto"][];
            /**
             * Format: uuid
             * @description Accepted when it is the entry's product (an entry's product never changes)
             */
            productId?: string;
        };
        CatalogEntryDeletedData: {
            /** Format: uuid */
            id: string;
        };
        CatalogEntryDeletedResponse: {
            /** @example true */
            success: boolean;
            message: string;
            data: components["schemas"]["CatalogEntryDeletedData"];
        };
        MapPointResponse: {
            latitude: number;
            longitude: number;
            /** @example 13000.00 */
            price: string;
            /** @example ROLE_RETAILER */
            role: string;
            company: string | null;
            location: string;
            /** @description The stock of the seller of this place: for the input provider’s place, what they hold in a warehouse or shop; for a dealer’s, the dealer’s own (their inventory once they record movements of it, else the quantity their entry offers), never the input provider’s */
            inStock: boolean;
        };
        PublicSellerResponse: {
            /** Format: uuid */
            id: string;
            /** @description The company, or the seller's name when they have none */
            company: string | null;
        };
        RatingResponse: {
            /**
             * @description Two decimals; 0 when nobody rated it
             * @example 4.5
             */
            average: number;
            count: number;
        };
        PublicProductResponse: {
            /** Format: uuid */
            id: string;
            name: string;
            description: string;
            storageCondition: string;
            category: components["schemas"]["ItemResponse"] | null;
            subCategory: components["schemas"]["ItemResponse"] | null;
            subCategoryId: number;
            type: components["schemas"]["ItemResponse"] | null;
            productForm: components["schemas"]["ItemResponse"] | null;
            sizes: components["schemas"]["ItemResponse"][];
            deliveryMethods: components["schemas"]["ItemResponse"][];
            usages: components["schemas"]["ItemResponse"][];
            /** @example 12500.00 */
            price: string;
            quantity: number;
            location: string;
            latitude: number | null;
            longitude: number | null;
            /** @enum {string} */
            status: "PUBLISHED" | "UNPUBLISHED";
            /** @enum {string} */
            approvalStatus: "PENDING" | "APPROVED" | "REJECTED";
            rejectionReason: string | null;
            /** Format: uuid */
            ownerId: string;
            countryId: number;
            photos: components["schemas"]["PhotoResponse"][];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /**
             * @description The page is /products/{slug}; the slug ends with the id
             * @example golden-npk-0b6f7c1e-8d4a-4f5e-9c2b-1a2b3c4d5e6f
             */
            slug: string;
            seller: components["schemas"]["PublicSellerResponse"];
            country: components["schemas"]["CountryRefResponse"];
            /**
             * @description ISO 4217 code of the price
             * @example NGN
             */
            currency: string;
            recommended: boolean;
            certified: boolean;
            likes: number;
            rating: components["schemas"]["RatingResponse"];
            /**
             * @description Relative to /api/v1
             * @example products/{id}/photos/{photoId}
             */
            mainPhoto: string | null;
            /** @description Its seller holds some of it in a warehouse or shop */
            inStock: boolean;
        };
        PublicProductResponsePage: {
            /**
             * @description Counted from 0
             * @example 0
             */
            page: number;
            /** @example 20 */
            size: number;
            /** @example 3 */
            totalElements: number;
            /** @example 1 */
            totalPages: number;
            content: components["schemas"]["PublicProductResponse"][];
        };
        ProductShortDetailResponse: {
            /** Format: uuid */
            id: string;
            slug: string;
            name: string;
            /** @example 12500.00 */
            price: string;
            /** @example NGN */
            currency: string;
            mainPhoto: string | null;
            seller: components["schemas"]["PublicSellerResponse"];
            rating: components["schemas"]["RatingResponse"];
            likes: number;
        };
        PublicProductResponseMutation: {
            /** @example true */
            success: boolean;
            /** @description What happened, in the caller's language */
            message: string;
            data: components["schemas"]["PublicProductResponse"];
        };
        RecommendDto: {
            /** @description Absent: the flag is toggled */
            recommended?: boolean;
        };
        CertifyDto: {
            /** @description Absent: the flag is toggled */
            certified?: boolean;
        };
        MyReviewResponse: {
            /**
             * Format: uuid
             * @description Also the id of its comment
             */
            id: string;
            /** Format: uuid */
            productId: string;
            /** @example 4 */
            rating: number;
            comment: string | null;
            /**
             * @description Null when there is no comment
             * @enum {string|null}
             */
            status: "PENDING" | "APPROVED" | "DECLINED" | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        ReviewSummaryResponse: {
            /** Format: uuid */
            productId: string;
            /**
             * @description One decimal; 0 when nobody rated
             * @example 4.5
             */
            average: number;
            count: number;
            /**
             * @description Ratings per value, "1" to "5"
             * @example {
             *       "1": 0,
             *       "2": 0,
             *       "3": 1,
             *       "4": 0,
             *       "5": 1
             *     }
             */
            distribution: Record<string, never>;
            likes: number;
            approvedComments: number;
            /** @description The caller's own review (null when anonymous or none) */
            myReview: components["schemas"]["MyReviewResponse"] | null;
        };
        LikeToggleResponse: {
            liked: boolean;
            likes: number;
        };
        LikeToggleResponseMutation: {
            /** @example true */
            success: boolean;
            /** @description What happened, in the caller's language */
            message: string;
            data: components["schemas"]["LikeToggleResponse"];
        };
        LikeDto: {
            /** Format: uuid */
            productId: string;
        };
        LikesResponse: {
            likes: number;
            /** @description False for anonymous callers */
            likedByMe: boolean;
        };
        RatingResultResponse: {
            review: components["schemas"]["MyReviewResponse"];
            summary: components["schemas"]["ReviewSummaryResponse"];
        };
        RatingResultResponseMutation: {
            /** @example true */
            success: boolean;
            /** @description What happened, in the caller's language */
            message: string;
            data: components["schemas"]["RatingResultResponse"];
        };
        RatingDto: {
            /**
             * @example 4
             * @enum {number}
             */
            rating: 1 | 2 | 3 | 4 | 5;
            /** @description Shown once a moderator approves it; absent: the comment stays as it is */
            comment?: string;
        };
        ReviewAuthorResponse: {
            /**
             * Format: uuid
             * @description Null once the account is deleted
             */
            id: string | null;
            /**
             * @description Public pages: first name and initial; moderators: the full name
             * @example Ada O.
             */
            name: string;
        };
        PublicCommentResponse: {
            /** Format: uuid */
            id: string;
            author: components["schemas"]["ReviewAuthorResponse"];
            rating: number;
            comment: string;
            /** Format: date-time */
            createdAt: string;
            /** @description The author received a delivered order of this product */
            verifiedPurchase: boolean;
        };
        PublicCommentResponsePage: {
            /**
             * @description Counted from 0
             * @example 0
             */
            page: number;
            /** @example 20 */
            size: number;
            /** @example 3 */
            totalElements: number;
            /** @example 1 */
            totalPages: number;
            content: components["schemas"]["PublicCommentResponse"][];
        };
        CommentProductResponse: {
            /** Format: uuid */
            id: string;
            name: string;
        };
        ModeratedCommentResponse: {
            /** Format: uuid */
            id: string;
            product: components["schemas"]["CommentProductResponse"];
            author: components["schemas"]["ReviewAuthorResponse"];
            rating: number;
            comment: string;
            /** @enum {string} */
            status: "PENDING" | "APPROVED" | "DECLINED";
            /**
             * Format: date-time
             * @description When the comment was written (or last changed)
             */
            createdAt: string;
            /** Format: date-time */
            decidedAt: string | null;
            /** @description The author received a delivered order of this product */
            verifiedPurchase: boolean;
        };
        ModeratedCommentResponsePage: {
            /**
             * @description Counted from 0
             * @example 0
             */
            page: number;
            /** @example 20 */
            size: number;
            /** @example 3 */
            totalElements: number;
            /** @example 1 */
            totalPages: number;
            content: components["schemas"]["ModeratedCommentResponse"][];
        };
        CommentCountResponse: {
            count: number;
        };
        ModeratedCommentResponseMutation: {
            /** @example true */
            success: boolean;
            /** @description What happened, in the caller's language */
            message: string;
            data: components["schemas"]["ModeratedCommentResponse"];
        };
        PlaceResponse: {
            id: number;
            name: string;
        };
        PartnerResponse: {
            /** Format: uuid */
            id: string;
            firstname: string;
            lastname: string;
            fullName: string;
            company: string | null;
            email: string | null;
            phone: string | null;
            address: string | null;
            state: components["schemas"]["PlaceResponse"] | null;
            city: components["schemas"]["PlaceResponse"] | null;
            /** @example ROLE_RETAILER */
            roleType: string;
            /** @example RETAILER */
            type: string;
            /** @enum {string} */
            via: "AFFILIATION" | "INVITATION";
            /** Format: date-time */
            since: string;
        };
        PartnerResponsePage: {
            /**
             * @description Counted from 0
             * @example 0
             */
            page: number;
            /** @example 20 */
            size: number;
            /** @example 3 */
            totalElements: number;
            /** @example 1 */
            totalPages: number;
            content: components["schemas"]["PartnerResponse"][];
        };
        RequestingUserResponse: {
            /** Format: uuid */
            id: string;
            firstname: string;
            lastname: string;
        };
        InputProviderSummaryResponse: {
            /** Format: uuid */
            id: string;
            company: string | null;
            fullName: string;
        };
        AffiliationRequestResponse: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            status: "PENDING" | "APPROVED" | "DECLINED";
            isPending: boolean;
            isAffiliated: boolean;
            /** Format: date-time */
            requestDate: string;
            /** Format: date-time */
            approvedDate: string | null;
            /** Format: date-time */
            decidedDate: string | null;
            /**
             * @description The requesting dealer's kind
             * @example RETAILER
             */
            type: string;
            /** @description The requesting dealer's first and last name */
            fullName: string;
            firstname: string;
            lastname: string;
            company: string | null;
            email: string | null;
            phone: string | null;
            address: string | null;
            state: components["schemas"]["PlaceResponse"] | null;
            city: components["schemas"]["PlaceResponse"] | null;
            country: components["schemas"]["PlaceResponse"] | null;
            requestingUser: components["schemas"]["RequestingUserResponse"];
            inputProvider: components["schemas"]["InputProviderSummaryResponse"];
        };
        AffiliationRequestResponseMutation: {
            /** @example true */
            success: boolean;
            /** @description What happened, in the caller's language */
            message: string;
            data: components["schemas"]["AffiliationRequestResponse"];
        };
        AffiliationRequestDto: {
            /**
             * Format: uuid
             * @description The input provider asked (an active input provider of your country)
             */
            inputProviderId: string;
        };
        StandingResponse: {
            /**
             * Format: uuid
             * @description The other side: the input provider (asked by a dealer) or the dealer (asked by an input provider)
             */
            id: string;
            /**
             * @description Of the latest request between the two
             * @enum {string}
             */
            status: "NONE" | "PENDING" | "APPROVED" | "DECLINED";
            isAffiliated: boolean;
            isPending: boolean;
            /** Format: uuid */
            requestId: string | null;
        };
        AffiliationRequestResponsePage: {
            /**
             * @description Counted from 0
             * @example 0
             */
            page: number;
            /** @example 20 */
            size: number;
            /** @example 3 */
            totalElements: number;
            /** @example 1 */
            totalPages: number;
            content: components["schemas"]["AffiliationRequestResponse"][];
        };
        CountResponse: {
            /** @enum {string} */
            status: "PENDING" | "APPROVED" | "DECLINED";
            count: number;
        };
        PersonRefResponse: {
            /** Format: uuid */
            id: string;
            fullName: string;
        };
        InvitationResponse: {
            /** Format: uuid */
            id: string;
            fullName: string;
            email: string | null;
            /** @description National digits */
            phone: string | null;
            storeAddress: string;
            state: components["schemas"]["PlaceResponse"] | null;
            city: components["schemas"]["PlaceResponse"] | null;
            /** @enum {string} */
            type: "RETAILER" | "DISTRIBUTOR" | "WHOLESALER" | "EXTENSION AGENT" | "FARMER";
            /** @enum {string} */
            status: "PENDING" | "ACCEPTED" | "EXPIRED";
            /** Format: date-time */
            sentAt: string;
            /** Format: date-time */
            expiresAt: string;
            /** Format: date-time */
            acceptedAt: string | null;
            /** @description The account opened with the invitation */
            acceptedUser: components["schemas"]["PersonRefResponse"] | null;
            sentBy: components["schemas"]["PersonRefResponse"];
        };
        InvitationResponseMutation: {
            /** @example true */
            success: boolean;
            /** @description What happened, in the caller's language */
            message: string;
            data: components["schemas"]["InvitationResponse"];
        };
        InviteDto: {
            /**
             * @description At least 5 characters, spaces included
             * @example Ada Obi
             */
            fullName: string;
            /**
             * @description An e-mail address or a phone number is required; the invitation is mailed to the address
             * @example ada@example.com
             */
            email?: string;
            /**
             * @description The phone number as people write it: with or without the country code, spaces, dashes or a leading 0; stored as the national number
             * @example 8031234567
             */
            phoneNumber?: string;
            /** @example 12 Market Road, Ikeja */
            storeAddress: string;
            /** @description A state of the inviter's country */
            stateId: number;
            /** @description A city of the state */
            cityId: number;
            /** @enum {string} */
            type: "RETAILER" | "DISTRIBUTOR" | "WHOLESALER" | "EXTENSION AGENT" | "FARMER";
        };
        InvitationResponsePage: {
            /**
             * @description Counted from 0
             * @example 0
             */
            page: number;
            /** @example 20 */
            size: number;
            /** @example 3 */
            totalElements: number;
            /** @example 1 */
            totalPages: number;
            content: components["schemas"]["InvitationResponse"][];
        };
        InviterResponse: {
            /** Format: uuid */
            id: string;
            company: string | null;
            name: string;
        };
        InvitationPrefillResponse: {
            /** Format: uuid */
            invitationId: string;
            fullName: string;
            /** @description The first word of the full name */
            firstname: string;
            /** @description The rest of the full name */
            lastname: string;
            email: string | null;
            phone: string | null;
            /** @enum {string} */
            type: "RETAILER" | "DISTRIBUTOR" | "WHOLESALER" | "EXTENSION AGENT" | "FARMER";
            /**
             * @description The role to sign up with
             * @example ROLE_RETAILER
             */
            role: string;
            state: components["schemas"]["PlaceResponse"] | null;
            city: components["schemas"]["PlaceResponse"] | null;
            address: string;
            countryId: number;
            /** @example Nigeria */
            country: string | null;
            invitedBy: components["schemas"]["InviterResponse"];
            /** Format: date-time */
            expiresAt: string;
        };
        PartyResponse: {
            /** Format: uuid */
            id: string;
            fullName: string;
            company: string | null;
        };
        MinutesResponse: {
            /** @example /api/v1/visit/0b7c…/minutes */
            url: string;
            /** @example minutes-2026-03-10.pdf */
            fileName: string;
            /** @example application/pdf */
            contentType: string;
            size: number;
            /** Format: date-time */
            uploadedAt: string;
        };
        SharedWithResponse: {
            /** Format: uuid */
            id: string;
            fullName: string;
            company: string | null;
            /** Format: date-time */
            sharedAt: string;
        };
        VisitResponse: {
            /** Format: uuid */
            id: string;
            title: string;
            /** Format: date-time */
            startsAt: string;
            /** Format: date-time */
            endsAt: string | null;
            place: string;
            participants: string[];
            agenda: string;
            planner: components["schemas"]["PartyResponse"];
            minutes: components["schemas"]["MinutesResponse"] | null;
            /** @description For the planner only; null for partners */
            sharedWith: components["schemas"]["SharedWithResponse"][] | null;
            /**
             * Format: date-time
             * @description For a partner: when it was shared with them
             */
            sharedAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        VisitResponseMutation: {
            /** @example true */
            success: boolean;
            /** @description What happened, in the caller's language */
            message: string;
            data: components["schemas"]["VisitResponse"];
        };
        VisitDto: {
            /** @example Maize demo plot visit */
            title: string;
            /**
             * @description Date and time (ISO 8601)
             * @example 2026-03-10T09:00:00Z
             */
            startsAt: string;
            /**
             * @description Not before startsAt
             * @example 2026-03-10T11:00:00Z
             */
            endsAt?: string | null;
            /** @example Kano, Dawakin Tofa demo plot */
            place: string;
            /**
             * @description Who takes part (names), at most 100
             * @example [
             *       "Musa Ali",
             *       "Ngozi Okafor"
             *     ]
             */
            participants?: string[];
            /**
             * @example 1. Plot walk
             *     2. Fertilizer rates
             *     3. Questions
             */
            agenda: string;
            /** @description Partners to share it with at once (see GET partners) */
            sharedWith?: string[];
        };
        VisitResponsePage: {
            /**
             * @description Counted from 0
             * @example 0
             */
            page: number;
            /** @example 20 */
            size: number;
            /** @example 3 */
            totalElements: number;
            /** @example 1 */
            totalPages: number;
            content: components["schemas"]["VisitResponse"][];
        };
        SharedMinutesResponse: {
            /** Format: uuid */
            visitId: string;
            title: string;
            /** Format: date-time */
            startsAt: string;
            place: string;
            planner: components["schemas"]["PartyResponse"];
            document: components["schemas"]["MinutesResponse"];
        };
        SharedMinutesResponsePage: {
            /**
             * @description Counted from 0
             * @example 0
             */
            page: number;
            /** @example 20 */
            size: number;
            /** @example 3 */
            totalElements: number;
            /** @example 1 */
            totalPages: number;
            content: components["schemas"]["SharedMinutesResponse"][];
        };
        VisitEditDto: {
            /** @example Maize demo plot visit */
            title: string;
            /**
             * @description Date and time (ISO 8601)
             * @example 2026-03-10T09:00:00Z
             */
            startsAt: string;
            /**
             * @description Not before startsAt
             * @example 2026-03-10T11:00:00Z
             */
            endsAt?: string | null;
            /** @example Kano, Dawakin Tofa demo plot */
            place: string;
            /**
             * @description Who takes part (names), at most 100
             * @example [
             *       "Musa Ali",
             *       "Ngozi Okafor"
             *     ]
             */
            participants?: string[];
            /**
             * @example 1. Plot walk
             *     2. Fertilizer rates
             *     3. Questions
             */
            agenda: string;
        };
        ShareVisitDto: {
            /** @description Partners (see GET partners): affiliated organisations, people invited, whoever invited you */
            userIds: string[];
        };
        QuotationMessageResponse: {
            /** @enum {string} */
            side: "BUYER" | "SELLER";
            /** @enum {string} */
            kind: "REQUEST" | "OFFER" | "COUNTER" | "NOTE" | "ACCEPT";
            /** @example 12000.00 */
            price: string | null;
            comment: string | null;
            /** Format: date-time */
            at: string;
        };
        QuotationResponse: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            productId: string;
            productName: string;
            quantity: number;
            /** @description What the buyer wrote when asking */
            comment: string | null;
            /** @description The seller's read flag (the buyer's activity makes it false) */
            isRead: boolean;
            /** @enum {string} */
            status: "REQUESTED" | "OFFERED" | "COUNTERED" | "ACCEPTED";
            /** @description The seller's latest unit price */
            price: string | null;
            /** @description The buyer's latest counter-offer */
            counterPrice: string | null;
            requesterName: string;
            buyer: components["schemas"]["PartyResponse"];
            seller: components["schemas"]["PartyResponse"];
            /**
             * Format: uuid
             * @description The product request it became
             */
            productRequestId: string | null;
            messages: components["schemas"]["QuotationMessageResponse"][];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        QuotationResponseMutation: {
            /** @example true */
            success: boolean;
            /** @description What happened, in the caller's language */
            message: string;
            data: components["schemas"]["QuotationResponse"];
        };
        AskQuotationDto: {
            /**
             * Format: uuid
             * @description A public product (approved and published)
             */
            productId: string;
            /** @example 10 */
            quantity: number;
            /** @description What the buyer wants to know or say */
            comment?: string;
        };
        QuotationResponsePage: {
            /**
             * @description Counted from 0
             * @example 0
             */
            page: number;
            /** @example 20 */
            size: number;
            /** @example 3 */
            totalElements: number;
            /** @example 1 */
            totalPages: number;
            content: components["schemas"]["QuotationResponse"][];
        };
        QuotationCountResponse: {
            /** @enum {string} */
            status: "UNREAD" | "READ";
            count: number;
        };
        UpdateQuotationDto: {
            /** @description Mark read (true) or unread (false) */
            isRead?: boolean;
            /**
             * @description The seller's unit price: an offer the buyer may accept or counter
             * @example 12000.50
             */
            price?: string;
            /** @description A comment to the buyer (with a price, or on its own) */
            comment?: string;
            /**
             * Format: uuid
             * @description Sent back by clients: must be the quotation's product
             */
            productId?: string;
        };
        CounterOfferDto: {
            /**
             * @description The buyer's unit price
             * @example 12000.50
             */
            price: string;
            /** @description A comment to the seller */
            comment?: string;
        };
        DeliveryMethodResponse: {
            id: number;
            name: string;
            nameFr: string;
        };
        ProductRequestHistoryEntryResponse: {
            /** @enum {string} */
            status: "PENDING" | "APPROVED" | "DECLINED" | "CANCELED" | "SHIPPED" | "DELIVERED" | "REJECTED";
            /** @enum {string} */
            side: "BUYER" | "SELLER";
            /** Format: date-time */
            at: string;
        };
        ProductRequestResponse: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            status: "PENDING" | "APPROVED" | "DECLINED" | "CANCELED" | "SHIPPED" | "DELIVERED" | "REJECTED";
            /** Format: date-time */
            orderDate: string;
            /** @description The buyer's name */
            requesterName: string;
            productName: string;
            quantity: number;
            deliveryMethod: components["schemas"]["DeliveryMethodResponse"];
            /** Format: uuid */
            productId: string;
            /** @example 12500.50 */
            unitPrice: string;
            /** @example 125005.00 */
            totalPrice: string;
            deliveryLocation: string;
            comment: string | null;
            /**
             * Format: uuid
             * @description The quotation it was accepted from
             */
            quotationId: string | null;
            buyer: components["schemas"]["PartyResponse"];
            seller: components["schemas"]["PartyResponse"];
            countryId: number;
            reason: string | null;
            history: components["schemas"]["ProductRequestHistoryEntryResponse"][];
            /** @description The statuses the caller may move it to now */
            nextStatuses: ("PENDING" | "APPROVED" | "DECLINED" | "CANCELED" | "SHIPPED" | "DELIVERED" | "REJECTED")[];
            /** Format: date-time */
            updatedAt: string;
        };
        ProductRequestResponseMutation: {
            /** @example true */
            success: boolean;
            /** @description What happened, in the caller's language */
            message: string;
            data: components["schemas"]["ProductRequestResponse"];
        };
        AcceptQuotationDto: {
            /**
             * @description One of the delivery methods the product offers (GET delivery-method)
             * @example 2
             */
            deliveryMethodId: number;
            /**
             * @description Where to deliver (or where the buyer is, for a pick-up)
             * @example Plot 4, Zaria Road, Kano
             */
            deliveryLocation: string;
            /** @description A note to the seller about the delivery */
            comment?: string;
        };
        PlaceProductRequestDto: {
            /**
             * Format: uuid
             * @description A public product (approved and published)
             */
            productId: string;
            /** @example 10 */
            quantity: number;
            /**
             * @description One of the delivery methods the product offers (GET delivery-method)
             * @example 2
             */
            deliveryMethodId: number;
            /**
             * @description Where to deliver (or where the buyer is, for a pick-up)
             * @example Plot 4, Zaria Road, Kano
             */
            deliveryLocation: string;
            /** @description A note to the seller */
            comment?: string;
        };
        ProductRequestResponsePage: {
            /**
             * @description Counted from 0
             * @example 0
             */
            page: number;
            /** @example 20 */
            size: number;
            /** @example 3 */
            totalElements: number;
            /** @example 1 */
            totalPages: number;
            content: components["schemas"]["ProductRequestResponse"][];
        };
        ProductRequestCountResponse: {
            /** @enum {string} */
            status: "PENDING" | "APPROVED" | "DECLINED" | "CANCELED" | "SHIPPED" | "DELIVERED" | "REJECTED";
            count: number;
        };
        ProductRequestStatusDto: {
            /**
             * @description The status to move to: APPROVED, DECLINED, REJECTED or SHIPPED (the seller), CANCELED (the buyer, while pending), DELIVERED (either side, once shipped)
             * @enum {string}
             */
            status: "PENDING" | "APPROVED" | "DECLINED" | "CANCELED" | "SHIPPED" | "DELIVERED" | "REJECTED";
            /** @description Why (for a decline, rejection or cancellation); both sides read it */
            reason?: string;
        };
        FarmerImportBodyDto: {
            /**
             * Format: uuid
             * @description The extension agent the farmers belong to (administrators and platform managers; an agent imports into their own list)
             */
            ownerId?: string;
            /** @description Check only: report what would be created, the duplicates and the errors, and write nothing */
            dryRun?: boolean;
            /**
             * @description The columns of the sheet mapped to fields by the user, as JSON: {"<header as written>": "<field>" or null to leave the column out}, e.g. {"Tel": "phone"}. Columns it does not name are matched by their English or French headers. Fields: those of farmers/import/columns. An unknown field or two columns on one field: 400
             * @example {"Tel": "phone", "Remarks": null}
             */
            mapping?: string;
            /**
             * @description Values for the whole file, as JSON: {"<field>": "<value as typed in a cell>"}, e.g. {"project": "Feed the Future", "address": "Kaduna"}. Each fills the blank cells of its field, and a required field the sheet has no column for. A farm or record field fills only the rows giving a farm or record. An unknown field or a value its column would refuse: 400
             * @example {"project": "Feed the Future", "aggregationPartner": "Kaduna Agro Hub", "address": "Kaduna"}
             */
            values?: string;
            /**
             * @description What spellings of states, LGAs and list values mean, as JSON: [{"field": "state" or "city", "value": "<as the sheet writes it>", "state": "<the state, for a city>", "means": "<the place as the country names it>"}] or [{"field": "gender", "farmSizeUnit", "season", "crop", "fertilizerUnit" or "yieldUnit", "value": "<as the sheet writes it>", "means": "<the entry: its English or French name, or its code>"}]. Applied to this import, and kept for the next imports of the owner's organisation (a real import only, not a dry run). A place or entry the list does not have: 400
             * @example [{"field": "city", "value": "Zangon Katf", "state": "Kaduna", "means": "Zangon Kataf"}, {"field": "crop", "value": "mais jaune", "means": "Maize"}]
             */
            aliases?: string;
            /**
             * Format: binary
             * @description The .xlsx file (2 MB by default)
             */
            farmersList: string;
        };
        SheetColumnResponse: {
            /** @description The header as written in the sheet */
            column: string;
            /** @description The field it is matched to; null: the column is left out */
            field: string | null;
            /**
             * @description Why: the user's mapping, or a header word of the field (English, French or a synonym); null: neither
             * @enum {string|null}
             */
            by: "MAPPING" | "HEADER" | null;
            /** @description The first distinct values of the column (up to 5), as typed */
            values: string[];
        };
        SheetFieldResponse: {
            field: string;
            /** @description A sheet without a column for it is refused */
            required: boolean;
        };
        SheetColumnsResponse: {
            /** @description The worksheet holding the farmers (1 is the first tab): the one whose header names most fields */
            sheet: number;
            /** @description The row of the header as Excel numbers it (title rows above it passed over); null: no row names a column */
            headerRow: number | null;
            /** @description The columns of the header row, in the order of the sheet */
            columns: components["schemas"]["SheetColumnResponse"][];
            /** @description Every field a column may be mapped to */
            fields: components["schemas"]["SheetFieldResponse"][];
            /** @description Required fields that neither a column nor a value for the whole file gives: the import refuses the sheet until each has one */
            missing: string[];
            /** @description Headers matched to no field (and not left out by the mapping) */
            notUnderstood: string[];
            /** @description The values for the whole file: those sent, and those a header implies ("Farm size (ha)": farmSizeUnit HA) */
            values: {
                [key: string]: string;
            };
            /** @description True when the sheet was sent without a mapping and the caller's organisation imported a sheet with the same headers before: the mapping and the values for the whole file it used then are applied (the columns read by MAPPING) */
            template: boolean;
        };
        RowErrorResponse: {
            row: number;
            field: string;
            message: string;
        };
        PreviewRowResponse: {
            row: number;
            /** @enum {string} */
            status: "NEW" | "ALREADY_IMPORTED" | "REFUSED";
            fullName: string | null;
            gender: string | null;
            phone: string | null;
            state: string | null;
            city: string | null;
            crop: string | null;
            farmSize: number | null;
            farmSizeUnit: string | null;
        };
        UnknownValueResponse: {
            /** @enum {string} */
            field: "state" | "city" | "gender" | "farmSizeUnit" | "season" | "crop" | "fertilizerUnit" | "yieldUnit";
            /** @description The spelling as the sheet writes it */
            value: string;
            /** @description For an LGA: the state the rows name */
            state: string | null;
            /** @description Rows that write it */
            rows: number;
            /** @description The closest place or entry of the list, in the caller's language (trigram similarity); null: none is close. Sent back as an alias's `means` to accept it */
            suggestion: string | null;
        };
        FarmerImportReportResponse: {
            dryRun: boolean;
            /** @description Data rows read */
            rows: number;
            /** @description Farmers created (or that a dry run would create) */
            created: number;
            /** @description Rows whose farmer was imported before */
            alreadyImported: number;
            /** @description Rows refused */
            refused: number;
            errors: components["schemas"]["RowErrorResponse"][];
            alreadyImportedRows: number[];
            /** @description A dry run's first 50 rows as read, with what the import would do with each (empty otherwise) */
            preview: components["schemas"]["PreviewRowResponse"][];
            /** @description The states, LGAs, genders, seasons, units and crops not known, each spelling once with its rows and a suggestion, most rows first: to say once what each means (aliases) */
            unknownValues: components["schemas"]["UnknownValueResponse"][];
        };
        FarmerImportReportResponseMutation: {
            /** @example true */
            success: boolean;
            /** @description What happened, in the caller's language */
            message: string;
            data: components["schemas"]["FarmerImportReportResponse"];
        };
        QueuedImportResponse: {
            /** Format: uuid */
            jobId: string;
        };
        QueuedImportResponseMutation: {
            /** @example true */
            success: boolean;
            /** @description What happened, in the caller's language */
            message: string;
            data: components["schemas"]["QueuedImportResponse"];
        };
        ImportFailureFieldResponse: {
            field: string;
            message: string;
        };
        ImportFailureResponse: {
            /** @example FARMER_IMPORT_COLUMNS_MISSING */
            code: string;
            /** @description Why the import stopped, in the language the file was sent in (as the mail said it) */
            message: string;
            /** @description The details (e.g. each missing column) */
            errors: components["schemas"]["ImportFailureFieldResponse"][];
        };
        ImportProgressResponse: {
            /** Format: uuid */
            jobId: string;
            /** @example active */
            state: string;
            /** @description Never goes back, a job run again after a restart included */
            progress: number;
            dryRun: boolean;
            report: components["schemas"]["FarmerImportReportResponse"] | null;
            /** @description Once the import has failed for good (state failed): why; its sender was mailed the same */
            failure: components["schemas"]["ImportFailureResponse"] | null;
        };
        QueuedExportResponse: {
            /** Format: uuid */
            exportId: string;
            /**
             * @description Farmers in the export
             * @example 120
             */
            total: number;
        };
        QueuedExportResponseMutation: {
            /** @example true */
            success: boolean;
            /** @description What happened, in the caller's language */
            message: string;
            data: components["schemas"]["QueuedExportResponse"];
        };
        FarmerFormDto: {
            /** @example Amina Yusuf */
            fullName: string;
            /** @enum {string} */
            gender: "MALE" | "FEMALE";
            /** @example amina@example.com */
            email?: string;
            /**
             * @description Digits only, by the country's rules (its length after the country code); a leading 0 or the country code is accepted
             * @example 8031234567
             */
            phone?: string;
            /** @example Near the primary school, Dawakin Tofa */
            address: string;
            countryId?: number;
            stateId: number;
            cityId: number;
            /** @example Dawakin Tofa */
            community: string;
            projectId: number;
            aggregationPartnerId: number;
            farmerCompanyId?: number;
            age?: number;
            /**
             * @description YYYY
             * @example 2015
             */
            year?: number;
            /** @description Sends the farmer an invitation to the platform; their sign-up links their account to this record (consent required) */
            inviteToPlatform?: boolean;
            /** @description The farmer is enrolled on their behalf (consent required) */
            onBehalf?: boolean;
            /** @example Amina */
            consentFirstName?: string;
            /** @example A12345678 */
            consentIdNumber?: string;
            /** @description Agreement 1: the farmer authorises the enrolment */
            agreeAuthorisation?: boolean;
            /** @description Agreement 2: the farmer agrees to the transfer of their personal data */
            agreePersonalDataTransfer?: boolean;
            /** @description Agreement 3: the farmer agrees to an account being created on their behalf */
            agreeAccountCreation?: boolean;
            /**
             * Format: binary
             * @description multipart only: JPEG, PNG or WEBP
             */
            picture?: string;
            /**
             * Format: binary
             * @description multipart only: the signed consent form, PDF, JPEG, PNG or WEBP
             */
            consentForm?: string;
            /**
             * Format: uuid
             * @description Chosen by the client (offline capture): a retry with the same id and details makes no second farmer (200)
             */
            id?: string;
        };
        FarmerEditDto: {
            /** @example Amina Yusuf */
            fullName: string;
            /** @enum {string} */
            gender: "MALE" | "FEMALE";
            /** @example amina@example.com */
            email?: string;
            /**
             * @description Digits only, by the country's rules (its length after the country code); a leading 0 or the country code is accepted
             * @example 8031234567
             */
            phone?: string;
            /** @example Near the primary school, Dawakin Tofa */
            address: string;
            countryId?: number;
            stateId: number;
            cityId: number;
            /** @example Dawakin Tofa */
            community: string;
            projectId: number;
            aggregationPartnerId: number;
            farmerCompanyId?: number;
            age?: number;
            /**
             * @description YYYY
             * @example 2015
             */
            year?: number;
            /** @description Sends the farmer an invitation to the platform; their sign-up links their account to this record (consent required) */
            inviteToPlatform?: boolean;
            /** @description The farmer is enrolled on their behalf (consent required) */
            onBehalf?: boolean;
            /** @example Amina */
            consentFirstName?: string;
            /** @example A12345678 */
            consentIdNumber?: string;
            /** @description Agreement 1: the farmer authorises the enrolment */
            agreeAuthorisation?: boolean;
            /** @description Agreement 2: the farmer agrees to the transfer of their personal data */
            agreePersonalDataTransfer?: boolean;
            /** @description Agreement 3: the farmer agrees to an account being created on their behalf */
            agreeAccountCreation?: boolean;
            /**
             * Format: binary
             * @description multipart only: JPEG, PNG or WEBP
             */
            picture?: string;
            /**
             * Format: binary
             * @description multipart only: the signed consent form, PDF, JPEG, PNG or WEBP
             */
            consentForm?: string;
        };
        NamedResponse: {
            id: number;
            name: string;
        };
        CreatorResponse: {
            /** Format: uuid */
            id: string;
            fullName: string | null;
        };
        ConsentResponse: {
            firstName: string | null;
            idNumber: string | null;
            authorisation: boolean;
            personalDataTransfer: boolean;
            accountCreation: boolean;
            /** @example /api/v1/farmers/0b7c…/consent-form */
            formUrl: string | null;
        };
        FarmerResponse: {
            /** Format: uuid */
            id: string;
            fullName: string;
            email: string | null;
            phone: string | null;
            /** @enum {string} */
            gender: "MALE" | "FEMALE";
            address: string;
            community: string;
            age: number | null;
            year: number | null;
            countryId: number;
            state: components["schemas"]["NamedResponse"];
            city: components["schemas"]["NamedResponse"];
            project: components["schemas"]["NamedResponse"];
            aggregationPartner: components["schemas"]["NamedResponse"];
            farmerCompany: components["schemas"]["NamedResponse"] | null;
            pictureUrl: string | null;
            invitedToPlatform: boolean;
            /** Format: uuid */
            userId: string | null;
            createdBy: components["schemas"]["CreatorResponse"];
            consent: components["schemas"]["ConsentResponse"] | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        FarmerResponseMutation: {
            /** @example true */
            success: boolean;
            /** @description What happened, in the caller's language */
            message: string;
            data: components["schemas"]["FarmerResponse"];
        };
        FarmerResponsePage: {
            /**
             * @description Counted from 0
             * @example 0
             */
            page: number;
            /** @example 20 */
            size: number;
            /** @example 3 */
            totalElements: number;
            /** @example 1 */
            totalPages: number;
            content: components["schemas"]["FarmerResponse"][];
        };
        FarmersByLgaResponse: {
            stateId: number;
            stateName: string;
            cityId: number;
            cityName: string;
            count: number;
        };
        DeletedFarmerResponse: {
            /** Format: uuid */
            id: string;
        };
        DeletedFarmerResponseMutation: {
            /** @example true */
            success: boolean;
            /** @description What happened, in the caller's language */
            message: string;
            data: components["schemas"]["DeletedFarmerResponse"];
        };
        ReferenceItemResponse: {
            id: number;
            name: string;
            countryId: number;
            active: boolean;
        };
        ReferenceItemResponseMutation: {
            /** @example true */
            success: boolean;
            /** @description What happened, in the caller's language */
            message: string;
            data: components["schemas"]["ReferenceItemResponse"];
        };
        ReferenceItemDto: {
            /** @description The country whose list it joins */
            countryId: number;
            /** @example Project A (replace with the real name) */
            name: string;
        };
        RenameReferenceItemDto: {
            /** @example Project A */
            name: string;
        };
        ReferenceItemStatusDto: {
            /** @description false: no longer offered for new farmers (those filed under it keep it); true: offered again */
            active: boolean;
        };
        HistoryEntryResponse: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            farmerId: string;
            /** @enum {string} */
            kind: "VISIT" | "TRAINING" | "NOTE";
            /** @example 2026-03-10 */
            date: string;
            title: string;
            notes: string;
            recordedBy: components["schemas"]["PersonRefResponse"];
            editedBy: components["schemas"]["PersonRefResponse"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        HistoryEntryResponsePage: {
            /**
             * @description Counted from 0
             * @example 0
             */
            page: number;
            /** @example 20 */
            size: number;
            /** @example 3 */
            totalElements: number;
            /** @example 1 */
            totalPages: number;
            content: components["schemas"]["HistoryEntryResponse"][];
        };
        HistoryEntryResponseMutation: {
            /** @example true */
            success: boolean;
            /** @description What happened, in the caller's language */
            message: string;
            data: components["schemas"]["HistoryEntryResponse"];
        };
        HistoryEntryDto: {
            /** @enum {string} */
            kind: "VISIT" | "TRAINING" | "NOTE";
            /**
             * @description The day it happened
             * @example 2026-03-10
             */
            date: string;
            /** @example Fertilizer application demo */
            title: string;
            /** @example Showed micro-dosing of NPK on the demo plot. */
            notes?: string;
            /**
             * Format: uuid
             * @description Chosen by the client (offline capture): a retry with the same id and content makes no second entry (200)
             */
            id?: string;
            /** Format: uuid */
            farmerId: string;
        };
        HistoryEntryEditDto: {
            /** @enum {string} */
            kind: "VISIT" | "TRAINING" | "NOTE";
            /**
             * @description The day it happened
             * @example 2026-03-10
             */
            date: string;
            /** @example Fertilizer application demo */
            title: string;
            /** @example Showed micro-dosing of NPK on the demo plot. */
            notes?: string;
        };
        FieldChangeResponse: {
            /** @example phone */
            field: string;
            /** @description The new value as recorded (text, a number, yes/no, a list); null for a personal value that can no longer be read */
            value: (string | null) | number | boolean | unknown[] | Record<string, never>;
        };
        FarmerChangeResponse: {
            /** Format: date-time */
            at: string;
            by: components["schemas"]["PersonRefResponse"] | null;
            /** @enum {string} */
            change: "ENROLLED" | "UPDATED" | "LINKED_TO_ACCOUNT";
            fields: components["schemas"]["FieldChangeResponse"][];
        };
        FarmResponse: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            farmerId: string;
            name: string;
            size: number;
            /** @enum {string} */
            sizeUnit: "HA" | "ACRE" | "M2";
            /** @description The size in hectares */
            sizeHa: number;
            community: string;
            address: string | null;
            latitude: number | null;
            longitude: number | null;
            /** Format: uuid */
            mappedBy: string;
            createdAt: string;
            updatedAt: string;
        };
        FarmResponseMutation: {
            /** @example true */
            success: boolean;
            /** @description What happened, in the caller's language */
            message: string;
            data: components["schemas"]["FarmResponse"];
        };
        FarmDto: {
            /** @example Dawakin Tofa plot */
            name: string;
            /**
             * @description Greater than 0, at most 8 digits
             * @example 2.5
             */
            size: number;
            /**
             * @description HA (hectares), ACRE or M2 (square metres)
             * @enum {string}
             */
            sizeUnit: "HA" | "ACRE" | "M2";
            /** @example Dawakin Tofa */
            community: string;
            address?: string | null;
            /** @example 12.0022 */
            latitude?: number | null;
            /** @example 8.592 */
            longitude?: number | null;
            /**
             * Format: uuid
             * @description The client’s id for the farm (offline capture): a retry with the same id and details makes one farm
             */
            id?: string;
            /** Format: uuid */
            farmerId: string;
        };
        FarmEditDto: {
            /** @example Dawakin Tofa plot */
            name: string;
            /**
             * @description Greater than 0, at most 8 digits
             * @example 2.5
             */
            size: number;
            /**
             * @description HA (hectares), ACRE or M2 (square metres)
             * @enum {string}
             */
            sizeUnit: "HA" | "ACRE" | "M2";
            /** @example Dawakin Tofa */
            community: string;
            address?: string | null;
            /** @example 12.0022 */
            latitude?: number | null;
            /** @example 8.592 */
            longitude?: number | null;
        };
        DeletedResponse: {
            /** Format: uuid */
            id: string;
        };
        DeletedResponseMutation: {
            /** @example true */
            success: boolean;
            /** @description What happened, in the caller's language */
            message: string;
            data: components["schemas"]["DeletedResponse"];
        };
        FarmResponsePage: {
            /**
             * @description Counted from 0
             * @example 0
             */
            page: number;
            /** @example 20 */
            size: number;
            /** @example 3 */
            totalElements: number;
            /** @example 1 */
            totalPages: number;
            content: components["schemas"]["FarmResponse"][];
        };
        CropTypeResponse: {
            id: number;
            name: string;
            nameFr: string;
            /** @description Where the entry comes from (source keys are explained in the FarmerRecordTypes migration). */
            source: string;
            /**
             * @description Crop family (FAO ICC 1.1 group)
             * @example Cereals
             */
            family: string;
            /** @example Céréales */
            familyFr: string;
            /** @example Zea mays */
            botanicalName: string;
        };
        SimpleTypeResponse: {
            id: number;
            name: string;
            nameFr: string;
            /** @description Where the entry comes from (source keys are explained in the FarmerRecordTypes migration). */
            source: string;
            note: string | null;
        };
        FertilizerTypeResponse: {
            id: number;
            name: string;
            nameFr: string;
            /** @description Where the entry comes from (source keys are explained in the FarmerRecordTypes migration). */
            source: string;
            note: string | null;
            /** @example NPK */
            code: string;
            /**
             * @description N-P2O5-K2O where the product has one fixed grade
             * @example 46-0-0
             */
            grade?: string | null;
        };
        UnitTypeResponse: {
            id: number;
            name: string;
            nameFr: string;
            /** @description Where the entry comes from (source keys are explained in the FarmerRecordTypes migration). */
            source: string;
            note: string | null;
            /** @enum {string} */
            measure: "MASS" | "VOLUME";
            /**
             * @description Kilograms in one unit; null where no source gives a figure
             * @example 30
             */
            kgPerUnit: number | null;
            /** @description Litres in one unit (volume units) */
            litrePerUnit: number | null;
            /**
             * @description How the equivalent is known
             * @enum {string}
             */
            basis: "SI" | "NOMINAL" | "STATED" | "SPEC_ONLY" | "UNKNOWN";
            commodity: string | null;
            /** @description Countries where a source places the unit; null: everywhere */
            countryIds: number[] | null;
        };
        FertilizerResponse: {
            /** Format: uuid */
            id: string;
            quantity: number;
            unitTypeId: number;
            unitName: string | null;
            /** @description The quantity in kilograms (null for a volume unit or a unit without a known weight) */
            quantityKg: number | null;
            typeName: string | null;
            fertilizerTypeId: number;
            composition: string | null;
            microNutrition: string | null;
        };
        ManureResponse: {
            /** Format: uuid */
            id: string;
            quantity: number;
            unitTypeId: number;
            unitName: string | null;
            /** @description The quantity in kilograms (null for a volume unit or a unit without a known weight) */
            quantityKg: number | null;
            typeName: string | null;
            manureTypeId: number;
        };
        SeedResponse: {
            /** Format: uuid */
            id: string;
            quantity: number;
            unitTypeId: number;
            unitName: string | null;
            /** @description The quantity in kilograms (null for a volume unit or a unit without a known weight) */
            quantityKg: number | null;
            typeName: string | null;
            seedTypeId: number;
        };
        CppResponse: {
            /** Format: uuid */
            id: string;
            quantity: number;
            unitTypeId: number;
            unitName: string | null;
            /** @description The quantity in kilograms (null for a volume unit or a unit without a known weight) */
            quantityKg: number | null;
            typeName: string | null;
            cppTypeId: number;
            /** @description The quantity in litres, for a volume unit */
            quantityLitre: number | null;
        };
        PlantingRecordResponse: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            farmId: string;
            /** Format: uuid */
            farmerId: string;
            /** Format: uuid */
            createdBy: string;
            /** @enum {string} */
            season: "RAINY" | "DRY" | "OTHER";
            year: number;
            cropTypeId: number;
            cropName: string | null;
            cropFamily: string | null;
            sowingDate: string | null;
            trainingTypeId: number | null;
            trainingName: string | null;
            fertilizers: components["schemas"]["FertilizerResponse"][];
            manures: components["schemas"]["ManureResponse"][];
            seeds: components["schemas"]["SeedResponse"][];
            cropProtectionProducts: components["schemas"]["CppResponse"][];
            previousYield: number | null;
            estimatedYield: number | null;
            actualYield: number | null;
            yieldUnitTypeId: number | null;
            yieldUnitName: string | null;
            previousYieldKg: number | null;
            estimatedYieldKg: number | null;
            actualYieldKg: number | null;
            createdAt: string;
            updatedAt: string;
        };
        PlantingRecordResponseMutation: {
            /** @example true */
            success: boolean;
            /** @description What happened, in the caller's language */
            message: string;
            data: components["schemas"]["PlantingRecordResponse"];
        };
        FertilizerDto: {
            /**
             * Format: uuid
             * @description When saving: the id of an entry already in the record, to keep it; leave out for a new entry
             */
            id?: string;
            /**
             * @description Greater than 0
             * @example 2
             */
            quantity: number;
            /**
             * @description See GET farmer-record/unit-types
             * @example 6
             */
            unitTypeId: number;
            /**
             * @description See GET farmer-record/fertilizer-types (NPK = 1, NPK_Specialty = 8)
             * @example 1
             */
            fertilizerTypeId: number;
            /** @example 15-15-15 */
            composition?: string | null;
            /** @example Zinc, boron */
            microNutrition?: string | null;
        };
        ManureDto: {
            /**
             * Format: uuid
             * @description When saving: the id of an entry already in the record, to keep it; leave out for a new entry
             */
            id?: string;
            /**
             * @description Greater than 0
             * @example 2
             */
            quantity: number;
            /**
             * @description See GET farmer-record/unit-types
             * @example 6
             */
            unitTypeId: number;
            /**
             * @description See GET farmer-record/manure-types
             * @example 1
             */
            manureTypeId: number;
        };
        SeedDto: {
            /**
             * Format: uuid
             * @description When saving: the id of an entry already in the record, to keep it; leave out for a new entry
             */
            id?: string;
            /**
             * @description Greater than 0
             * @example 2
             */
            quantity: number;
            /**
             * @description See GET farmer-record/unit-types
             * @example 6
             */
            unitTypeId: number;
            /**
             * @description See GET farmer-record/seed-types
             * @example 1
             */
            seedTypeId: number;
        };
        CppDto: {
            /**
             * Format: uuid
             * @description When saving: the id of an entry already in the record, to keep it; leave out for a new entry
             */
            id?: string;
            /**
             * @description Greater than 0
             * @example 2
             */
            quantity: number;
            /**
             * @description See GET farmer-record/unit-types
             * @example 6
             */
            unitTypeId: number;
            /**
             * @description See GET farmer-record/cpp-types
             * @example 1
             */
            cppTypeId: number;
        };
        PlantingRecordDto: {
            /** @enum {string} */
            season: "RAINY" | "DRY" | "OTHER";
            /**
             * @description YYYY, from 1950 to next year
             * @example 2025
             */
            year: number;
            /**
             * @description See GET farmer-record/crop-types
             * @example 1
             */
            cropTypeId: number;
            /** @description The crop’s family from the crop list when left out */
            cropFamily?: string | null;
            /**
             * @description YYYY-MM-DD
             * @example 2025-05-14
             */
            sowingDate?: string | null;
            /** @description See GET farmer-record/training-types */
            trainingTypeId?: number | null;
            fertilizers?: components["schemas"]["FertilizerDto"][];
            manures?: components["schemas"]["ManureDto"][];
            seeds?: components["schemas"]["SeedDto"][];
            cropProtectionProducts?: components["schemas"]["CppDto"][];
            /** @description In the yield unit; 0 or more */
            previousYield?: number | null;
            estimatedYield?: number | null;
            actualYield?: number | null;
            /** @description A unit of weight; required with any yield */
            yieldUnitTypeId?: number | null;
            /**
             * Format: uuid
             * @description The client’s id for the record (offline capture): a retry with the same id and content makes one record
             */
            id?: string;
            /** Format: uuid */
            farmerId: string;
            /**
             * Format: uuid
             * @description A farm of that farmer
             */
            farmId: string;
        };
        PlantingRecordSaveDto: {
            /** @enum {string} */
            season: "RAINY" | "DRY" | "OTHER";
            /**
             * @description YYYY, from 1950 to next year
             * @example 2025
             */
            year: number;
            /**
             * @description See GET farmer-record/crop-types
             * @example 1
             */
            cropTypeId: number;
            /** @description The crop’s family from the crop list when left out */
            cropFamily?: string | null;
            /**
             * @description YYYY-MM-DD
             * @example 2025-05-14
             */
            sowingDate?: string | null;
            /** @description See GET farmer-record/training-types */
            trainingTypeId?: number | null;
            fertilizers?: components["schemas"]["FertilizerDto"][];
            manures?: components["schemas"]["ManureDto"][];
            seeds?: components["schemas"]["SeedDto"][];
            cropProtectionProducts?: components["schemas"]["CppDto"][];
            /** @description In the yield unit; 0 or more */
            previousYield?: number | null;
            estimatedYield?: number | null;
            actualYield?: number | null;
            /** @description A unit of weight; required with any yield */
            yieldUnitTypeId?: number | null;
        };
        PlantingRecordResponsePage: {
            /**
             * @description Counted from 0
             * @example 0
             */
            page: number;
            /** @example 20 */
            size: number;
            /** @example 3 */
            totalElements: number;
            /** @example 1 */
            totalPages: number;
            content: components["schemas"]["PlantingRecordResponse"][];
        };
        SeasonTotalsResponse: {
            fertilizerKg: number;
            manureKg: number;
            seedKg: number;
            cppKg: number;
            cppLitre: number;
            estimatedYieldKg: number;
            actualYieldKg: number;
            /** @description Entries in a unit without a known weight, left out of the totals */
            quantitiesWithoutKg: number;
        };
        SeasonRecordResponse: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            farmId: string;
            /** Format: uuid */
            farmerId: string;
            /** Format: uuid */
            createdBy: string;
            /** @enum {string} */
            season: "RAINY" | "DRY" | "OTHER";
            year: number;
            cropTypeId: number;
            cropName: string | null;
            cropFamily: string | null;
            sowingDate: string | null;
            trainingTypeId: number | null;
            trainingName: string | null;
            fertilizers: components["schemas"]["FertilizerResponse"][];
            manures: components["schemas"]["ManureResponse"][];
            seeds: components["schemas"]["SeedResponse"][];
            cropProtectionProducts: components["schemas"]["CppResponse"][];
            previousYield: number | null;
            estimatedYield: number | null;
            actualYield: number | null;
            yieldUnitTypeId: number | null;
            yieldUnitName: string | null;
            previousYieldKg: number | null;
            estimatedYieldKg: number | null;
            actualYieldKg: number | null;
            createdAt: string;
            updatedAt: string;
            farmName: string;
        };
        SeasonResponse: {
            year: number;
            /** @enum {string} */
            season: "RAINY" | "DRY" | "OTHER";
            totals: components["schemas"]["SeasonTotalsResponse"];
            records: components["schemas"]["SeasonRecordResponse"][];
        };
        RemovedItemResponse: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            recordId: string;
        };
        RemovedItemResponseMutation: {
            /** @example true */
            success: boolean;
            /** @description What happened, in the caller's language */
            message: string;
            data: components["schemas"]["RemovedItemResponse"];
        };
        AgentFiguresFreshnessResponse: {
            /**
             * Format: date-time
             * @description When the last event the figures counted was recorded; null before the first
             */
            asOf: string | null;
            /** @description True while an event the extension agents’ figures count has waited more than a few seconds without being counted */
            catchingUp: boolean;
        };
        CountryRef: {
            id: number;
            name: string;
        };
        AgentTotalsResponse: {
            farmers: number;
            femaleFarmers: number;
            maleFarmers: number;
            /** @description Distinct communities of the farmers */
            communities: number;
            farms: number;
            /** @description Hectares */
            totalFarmsSizeHa: number;
            plantingRecords: number;
        };
        AgentInformationResponse: {
            /** Format: uuid */
            id: string;
            firstname: string;
            lastname: string;
            email: string | null;
            phone: string | null;
            company: string | null;
            photoUrl: string | null;
            country: components["schemas"]["CountryRef"] | null;
            approvalStatus: string | null;
            isActive: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            lastLoginAt: string | null;
            totals: components["schemas"]["AgentTotalsResponse"];
        };
        MonthCountResponse: {
            /** @example 2026-03 */
            month: string;
            count: number;
        };
        ActivityResponse: {
            /** @enum {string} */
            kind: "FARMER_ENROLLED" | "FARMER_UPDATED" | "FARMER_DELETED" | "FARM_MAPPED" | "FARM_EDITED" | "FARM_REMOVED" | "RECORD_CREATED" | "RECORD_SAVED" | "RECORD_ITEM_REMOVED" | "RECORD_DELETED";
            /** Format: uuid */
            farmerId: string;
            /** @description Null once the farmer is deleted */
            farmerName: string | null;
            /**
             * Format: uuid
             * @description The farmer, farm or planting record concerned
             */
            subjectId: string;
            /**
             * Format: uuid
             * @description Who did it
             */
            actorId: string | null;
            /** Format: date-time */
            at: string;
        };
        GenderCountResponse: {
            /** @enum {string} */
            gender: "FEMALE" | "MALE";
            count: number;
            /**
             * @description green for female, blue otherwise
             * @enum {string}
             */
            colour: "green" | "blue";
        };
        ProjectCountResponse: {
            projectId: number;
            projectName: string | null;
            count: number;
        };
        AgentFarmerResponse: {
            /** Format: uuid */
            id: string;
            fullName: string;
            /** @enum {string} */
            gender: "FEMALE" | "MALE";
            community: string;
            projectId: number;
            stateId: number;
            cityId: number;
            /** Format: date-time */
            enrolledAt: string;
            farms: number;
            /** @description Hectares */
            farmsSizeHa: number;
        };
        AgentFarmerResponsePage: {
            /**
             * @description Counted from 0
             * @example 0
             */
            page: number;
            /** @example 20 */
            size: number;
            /** @example 3 */
            totalElements: number;
            /** @example 1 */
            totalPages: number;
            content: components["schemas"]["AgentFarmerResponse"][];
        };
        TotalFarmsSizeResponse: {
            /** @description Hectares, to 4 decimal places */
            totalHa: number;
            farms: number;
        };
        AverageFarmsSizeResponse: {
            /** @description Hectares per farm, to 4 decimal places */
            averageHa: number;
            farms: number;
        };
        FarmersUsingFertilizersResponse: {
            count: number;
            totalFarmers: number;
        };
        ActualYieldResponse: {
            /** @description Kilograms, every year, records with an actual yield in a unit of weight */
            totalKg: number;
            records: number;
        };
        YieldAverageResponse: {
            /** @description Kilograms per record with an actual yield */
            averageKg: number;
            records: number;
        };
        FertilizersUsedResponse: {
            /** @description Kilograms */
            totalKg: number;
            /** @description Fertilizer entries */
            items: number;
            /** @description Entries in a unit no source weighs, left out of totalKg */
            itemsWithoutKg: number;
        };
        DataScoreResponse: {
            /** @description Percent of the farmers with at least one farm and one planting record */
            score: number;
            farmers: number;
            withFarm: number;
            withFarmAndRecord: number;
        };
        DayCountResponse: {
            /** @example 2026-03-14 */
            day: string;
            count: number;
        };
        BoundsResponse: {
            south: number;
            west: number;
            north: number;
            east: number;
        };
        MappedFarmResponse: {
            /** Format: uuid */
            farmId: string;
            /** Format: uuid */
            farmerId: string;
            latitude: number;
            longitude: number;
            sizeHa: number;
        };
        FarmsMapResponse: {
            countryId: number;
            /** @description The agent's country's extent */
            bounds: components["schemas"]["BoundsResponse"] | null;
            /** @description Farms with a location (at most 5,000) */
            farms: components["schemas"]["MappedFarmResponse"][];
        };
        WarehouseResponse: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            ownerId: string;
            name: string;
            code: string;
            manager: string;
            stateId: number;
            stateName: string | null;
            cityId: number;
            cityName: string | null;
            address: string;
            latitude: number | null;
            longitude: number | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        WarehouseResponsePage: {
            /**
             * @description Counted from 0
             * @example 0
             */
            page: number;
            /** @example 20 */
            size: number;
            /** @example 3 */
            totalElements: number;
            /** @example 1 */
            totalPages: number;
            content: components["schemas"]["WarehouseResponse"][];
        };
        StockLineResponse: {
            /** Format: uuid */
            productId: string;
            productName: string;
            size: string;
            quantity: number;
            /** @example 12500.50 */
            unitPrice: string | null;
            /** @example 125005.00 */
            value: string;
            threshold: number | null;
            /** @enum {string} */
            level: "OUT" | "LOW" | "OK";
        };
        LevelCountsResponse: {
            out: number;
            low: number;
            ok: number;
        };
        MovementDayResponse: {
            /** @example 2026-03-10 */
            date: string;
            in: number;
            out: number;
        };
        MovementResponse: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            kind: "WAREHOUSE" | "SHOP";
            /** Format: uuid */
            warehouseId: string | null;
            warehouseName: string | null;
            /** Format: uuid */
            productId: string;
            productName: string;
            size: string;
            /** @enum {string} */
            direction: "IN" | "OUT";
            quantity: number;
            /** @description The stock after this movement */
            balance: number;
            waybillNumber: string;
            /** @description Where the waybill document is downloaded */
            waybillUrl: string | null;
            /** @example 2026-03-10 */
            movementDate: string;
            comment: string | null;
            /** Format: uuid */
            recordedBy: string;
            /** Format: uuid */
            transferId: string | null;
            /** Format: date-time */
            recordedAt: string;
        };
        WarehouseStockResponse: {
            warehouse: components["schemas"]["WarehouseResponse"];
            lines: components["schemas"]["StockLineResponse"][];
            totalQuantity: number;
            /** @example 250010.00 */
            totalValue: string;
            levels: components["schemas"]["LevelCountsResponse"];
            movementsByDay: components["schemas"]["MovementDayResponse"][];
            lastMovements: components["schemas"]["MovementResponse"][];
        };
        WarehouseResponseMutation: {
            /** @example true */
            success: boolean;
            /** @description What happened, in the caller's language */
            message: string;
            data: components["schemas"]["WarehouseResponse"];
        };
        WarehouseDto: {
            /** @example Kano central store */
            name: string;
            /**
             * @description Unique among the owner’s warehouses (whatever the case)
             * @example KN-01
             */
            code: string;
            /**
             * @description Who runs it
             * @example Musa Bello
             */
            manager: string;
            stateId: number;
            /** @description A local area (LGA, district...) of the state */
            cityId: number;
            /** @example 12 Zaria Road */
            address: string;
            latitude?: number;
            longitude?: number;
        };
        ThresholdResponse: {
            /** Format: uuid */
            warehouseId: string;
            /** Format: uuid */
            productId: string;
            size: string;
            threshold: number | null;
        };
        ThresholdResponseMutation: {
            /** @example true */
            success: boolean;
            /** @description What happened, in the caller's language */
            message: string;
            data: components["schemas"]["ThresholdResponse"];
        };
        ThresholdDto: {
            /**
             * Format: uuid
             * @description A product of the organisation, or one on sale in its country
             */
            productId: string;
            /** @example 50kg */
            size: string;
            /** @description Alert when the stock falls to this or below; null or left out removes it */
            threshold?: number;
        };
        MovementResponseMutation: {
            /** @example true */
            success: boolean;
            /** @description What happened, in the caller's language */
            message: string;
            data: components["schemas"]["MovementResponse"];
        };
        MovementResponseListMutation: {
            /** @example true */
            success: boolean;
            /** @description What happened, in the caller's language */
            message: string;
            data: components["schemas"]["MovementResponse"][];
        };
        MovementResponsePage: {
            /**
             * @description Counted from 0
             * @example 0
             */
            page: number;
            /** @example 20 */
            size: number;
            /** @example 3 */
            totalElements: number;
            /** @example 1 */
            totalPages: number;
            content: components["schemas"]["MovementResponse"][];
        };
        CropRefResponse: {
            id: number;
            name: string;
            nameFr: string;
        };
        PlaceRefResponse: {
            id: number;
            name: string;
        };
        ApplicationLineResponse: {
            /** @enum {string} */
            application: "planting" | "top1" | "top2" | "season_total";
            product: string;
            kgPerHa: number;
            bagsPerHa: number;
            /** @description The source's own words on timing (published advice keeps the research file's notes here) */
            timing: string;
            alternative: boolean;
            /** @description The product's name for a farmer (published advice keeps the research file's notes in product) */
            productName: string;
            productNameFr: string;
            /** @description When to apply it, in plain words; null where the source gives no time */
            when: string | null;
            /** @description The same in French */
            whenFr: string | null;
        };
        RecommendationResponse: {
            id: number;
            /** @enum {string} */
            origin: "PUBLISHED" | "ADMIN";
            countryId: number;
            /** @description null: the whole country */
            stateId: number | null;
            /** @description Set for site-specific advice */
            cityId: number | null;
            cropId: number;
            region: string;
            source: string;
            /** @description The source key of published advice */
            sourceId: string | null;
            /** @description The source named in plain words */
            sourceName: string;
            sourceNameFr: string;
            /** @description What this option is, as against the others of the place (soil, target yield, product) */
            optionLabel: string;
            optionLabelFr: string;
            applications: components["schemas"]["ApplicationLineResponse"][];
            /** @description 50 kg bags per ha at planting */
            planting: number | null;
            firstTopDressing: number | null;
            secondTopDressing: number | null;
            seasonTotal: number | null;
            active: boolean;
        };
        RecommendationResultResponse: {
            crop: components["schemas"]["CropRefResponse"];
            state: components["schemas"]["PlaceRefResponse"];
            city: components["schemas"]["PlaceRefResponse"] | null;
            siteSpecific: boolean;
            /** @description When the local area has no soil mapping data */
            disclaimer: string | null;
            recommendations: components["schemas"]["RecommendationResponse"][];
            /**
             * @example [
             *       5,
             *       6,
             *       10
             *     ]
             */
            subCategoryIds: number[];
        };
        LookupResponse: {
            id: string;
            lookedUpAt: string;
            crop: components["schemas"]["CropRefResponse"] | null;
            state: components["schemas"]["PlaceRefResponse"] | null;
            city: components["schemas"]["PlaceRefResponse"] | null;
            siteSpecific: boolean;
            recommendationIds: number[];
        };
        LookupResponsePage: {
            /**
             * @description Counted from 0
             * @example 0
             */
            page: number;
            /** @example 20 */
            size: number;
            /** @example 3 */
            totalElements: number;
            /** @example 1 */
            totalPages: number;
            content: components["schemas"]["LookupResponse"][];
        };
        SellerProductResponse: {
            /** Format: uuid */
            id: string;
            name: string;
            subCategoryId: number;
            /** @example 18500.00 */
            price: string;
            /** Format: uuid */
            sellerId: string;
            sellerName: string | null;
            location: string;
            /** @description km from the local area */
            distance: number;
            /** @description Its seller holds some of it in a warehouse or shop */
            inStock: boolean;
        };
        BasketPlaceResponse: {
            id: number;
            name: string;
        };
        BasketOfferResponse: {
            /** Format: uuid */
            productId: string;
            productName: string;
            subCategoryId: number;
            /** Format: uuid */
            sellerId: string;
            sellerName: string | null;
            /** @description km from the local area */
            distance: number;
            /**
             * @description Live catalogue price of one bag
             * @example 18500.00
             */
            price: string;
        };
        BasketLineResponse: {
            /** @enum {string} */
            application: "planting" | "top1" | "top2" | "season_total";
            /** @description The fertilizer the advice names */
            fertilizer: string;
            timing: string;
            bagsPerHa: number;
            /** @description 50 kg bags for the farm: ceil(bags per ha x ha) */
            bags: number;
            /** @description Another choice for the same application: shown, never added up nor bought */
            alternative: boolean;
            /** @description The catalogue sub-category (NPK 5, urea 6, DAP 10); null: not available on the marketplace */
            subCategoryId: number | null;
            /** @description The in-stock product of the nearest seller in range (then the cheapest) */
            offer: components["schemas"]["BasketOfferResponse"] | null;
            subtotal: string | null;
            /** @enum {string} */
            status: "PLANNED" | "COVERED" | "PARTIAL" | "DROPPED" | "ALTERNATIVE" | "NOT_ON_MARKETPLACE" | "NO_SELLER";
            /** @description Bags to buy (those the budget pays when PARTIAL) */
            bagsCovered: number;
            amountCovered: string | null;
        };
        BasketPlanResponse: {
            recommendationId: number;
            cropId: number;
            city: components["schemas"]["BasketPlaceResponse"];
            hectares: number;
            /** @example 50 */
            bagKg: number;
            maxDistanceKm: number;
            budget: string | null;
            lines: components["schemas"]["BasketLineResponse"][];
            /** @description Every line to buy in full (alternatives left out) */
            total: string;
            /** @description What the lines to buy cost within the budget */
            toBuy: string;
            remaining: string | null;
        };
        BasketQuotationResponse: {
            /** Format: uuid */
            quotationId: string;
            /** Format: uuid */
            sellerId: string;
            sellerName: string | null;
            /** Format: uuid */
            productId: string;
            productName: string;
            bags: number;
            applications: ("planting" | "top1" | "top2" | "season_total")[];
        };
        BasketQuotationsResponse: {
            /** Format: uuid */
            planId: string;
            quotations: components["schemas"]["BasketQuotationResponse"][];
        };
        BasketQuotationsResponseMutation: {
            /** @example true */
            success: boolean;
            /** @description What happened, in the caller's language */
            message: string;
            data: components["schemas"]["BasketQuotationsResponse"];
        };
        BasketQuotationsDto: {
            /** @description The local area the farm is in: sellers are taken nearest to it */
            cityId: number;
            /**
             * @description The farm size in hectares
             * @example 2.5
             */
            hectares: number;
            /**
             * @description What the farmer can spend, in the country’s currency; left out: no budget
             * @example 150000
             */
            budget?: string;
            /**
             * @description Sellers farther than this (km) are left out
             * @default 100
             */
            maxDistanceKm?: number;
            /**
             * Format: uuid
             * @description Made by the client for this plan: sending it again asks no seller twice
             */
            planId: string;
        };
        ArticleResponse: {
            id: string;
            /** @description The public page is /contents/{slug} */
            slug: string;
            title: string;
            summary: string | null;
            publishedAt: string;
        };
        RecommendationResponsePage: {
            /**
             * @description Counted from 0
             * @example 0
             */
            page: number;
            /** @example 20 */
            size: number;
            /** @example 3 */
            totalElements: number;
            /** @example 1 */
            totalPages: number;
            content: components["schemas"]["RecommendationResponse"][];
        };
        RecommendationResponseMutation: {
            /** @example true */
            success: boolean;
            /** @description What happened, in the caller's language */
            message: string;
            data: components["schemas"]["RecommendationResponse"];
        };
        ApplicationLineDto: {
            /**
             * @description planting, top1 (1st top dressing), top2 (2nd top dressing) or season_total (a total the source does not split)
             * @enum {string}
             */
            application: "planting" | "top1" | "top2" | "season_total";
            /** @example NPK 15-15-15 */
            product: string;
            /** @description kg of product per hectare (worked out from the bags when left out) */
            kgPerHa?: number;
            /** @description 50 kg bags per hectare (worked out from the kilograms when left out) */
            bagsPerHa?: number;
            /** @example 4-6 weeks after planting */
            timing?: string;
            /** @description Another choice for the same application (not added up) */
            alternative?: boolean;
        };
        RecommendationDto: {
            /** @description A crop type (GET farmer-record/crop-types) */
            cropId: number;
            /** @description The state it applies to */
            stateId: number;
            /** @description A local area of the state: site-specific advice (soil mapping); left out: the state’s generic advice */
            cityId?: number;
            /** @description Where it applies in words (zone, soil) */
            region?: string;
            /** @description The source of the figures (organisation, title, year) */
            source: string;
            applications: components["schemas"]["ApplicationLineDto"][];
        };
        ImportReportResponse: {
            dryRun: boolean;
            rows: number;
            /** @description Recommendations created (or that a dry run would create) */
            created: number;
            recommendationIds: number[];
        };
        ImportReportResponseMutation: {
            /** @example true */
            success: boolean;
            /** @description What happened, in the caller's language */
            message: string;
            data: components["schemas"]["ImportReportResponse"];
        };
        ImportBodyDto: {
            /** @description Check only: write nothing */
            dryRun?: boolean;
            /** @description The country whose states the sheet names (the caller's working country when left out) */
            countryId?: number;
            /**
             * Format: binary
             * @description The .xlsx file: Crop, State, LGA (optional), Zone, Source, Application, Product, Kg per ha, Bags per ha, Timing, Alternative
             */
            recommendations: string;
        };
        HubResponse: {
            id: number;
            countryId: number;
            stateId: number;
            cityId: number | null;
            name: string;
            address: string;
            phone: string | null;
            latitude: number;
            longitude: number;
            open: boolean;
            createdAt: string;
            updatedAt: string;
        };
        HubResponsePage: {
            /**
             * @description Counted from 0
             * @example 0
             */
            page: number;
            /** @example 20 */
            size: number;
            /** @example 3 */
            totalElements: number;
            /** @example 1 */
            totalPages: number;
            content: components["schemas"]["HubResponse"][];
        };
        NearHubResponse: {
            id: number;
            countryId: number;
            stateId: number;
            cityId: number | null;
            name: string;
            address: string;
            phone: string | null;
            latitude: number;
            longitude: number;
            open: boolean;
            createdAt: string;
            updatedAt: string;
            /** @description km from the point, rounded to 0.01 */
            distance: number;
        };
        HubCountResponse: {
            count: number;
        };
        HubResponseMutation: {
            /** @example true */
            success: boolean;
            /** @description What happened, in the caller's language */
            message: string;
            data: components["schemas"]["HubResponse"];
        };
        HubDto: {
            /** @example Farm and Fortune Hub Kura */
            name: string;
            /** @description The state it stands in (its country is the hub’s) */
            stateId: number;
            /** @description Its local area */
            cityId?: number;
            /** @example Kura market road */
            address: string;
            /** @example +2348031234567 */
            phone?: string;
            /** @example 11.77 */
            latitude: number;
            /** @example 8.43 */
            longitude: number;
        };
        HubStatusDto: {
            /** @description false closes the hub (farmers no longer see it); true reopens it */
            open: boolean;
        };
        WeatherLocationResponse: {
            /** Format: uuid */
            id: string;
            name: string;
            latitude: number;
            longitude: number;
            address: string | null;
            lga: string | null;
            state: string | null;
            country: string | null;
            createdAt: string;
        };
        WeatherLocationResponsePage: {
            /**
             * @description Counted from 0
             * @example 0
             */
            page: number;
            /** @example 20 */
            size: number;
            /** @example 3 */
            totalElements: number;
            /** @example 1 */
            totalPages: number;
            content: components["schemas"]["WeatherLocationResponse"][];
        };
        WeatherLocationResponseMutation: {
            /** @example true */
            success: boolean;
            /** @description What happened, in the caller's language */
            message: string;
            data: components["schemas"]["WeatherLocationResponse"];
        };
        WeatherLocationDto: {
            /**
             * @description The farm name
             * @example Musa maize farm
             */
            name: string;
            /** @example 12.0022 */
            latitude: number;
            /** @example 8.592 */
            longitude: number;
            address?: string | null;
            /** @description LGA, district or department */
            lga?: string | null;
            state?: string | null;
            country?: string | null;
        };
        DeletedWeatherLocationResponse: {
            /** Format: uuid */
            id: string;
        };
        DeletedWeatherLocationResponseMutation: {
            /** @example true */
            success: boolean;
            /** @description What happened, in the caller's language */
            message: string;
            data: components["schemas"]["DeletedWeatherLocationResponse"];
        };
        WeatherUnitsResponse: {
            /** @example °C */
            temperature: string;
            /** @example km/h */
            windSpeed: string;
            /** @example mm */
            precipitation: string;
            /** @example mm */
            evapotranspiration: string;
        };
        CurrentWeatherResponse: {
            /** @description Local time, yyyy-mm-ddThh:mm */
            time: string;
            temperature: number | null;
            /** @description Relative humidity, % */
            humidity: number | null;
            /** @description WMO weather code */
            weatherCode: number | null;
            windSpeed: number | null;
            precipitation: number | null;
        };
        DailyWeatherResponse: {
            /** @description Local date, yyyy-mm-dd */
            date: string;
            /** @description WMO weather code (the most severe of the day) */
            weatherCode: number | null;
            temperatureMax: number | null;
            temperatureMin: number | null;
            precipitationSum: number | null;
            /** @description % */
            precipitationProbabilityMax: number | null;
            windSpeedMax: number | null;
            /** @description Reference evapotranspiration (FAO-56), mm */
            et0: number | null;
            sunrise: string | null;
            sunset: string | null;
        };
        HourlyWeatherResponse: {
            /** @description Local time, yyyy-mm-ddThh:mm (values of the preceding hour) */
            time: string;
            temperature: number | null;
            humidity: number | null;
            dewPoint: number | null;
            /** @description Chance of more than 0.1 mm, % */
            precipitationProbability: number | null;
            precipitation: number | null;
            windSpeed: number | null;
            weatherCode: number | null;
            et0: number | null;
        };
        AttributionResponse: {
            text: string;
            url: string;
        };
        ForecastResponse: {
            /** @description The grid cell used */
            latitude: number;
            longitude: number;
            elevation: number | null;
            timezone: string;
            units: components["schemas"]["WeatherUnitsResponse"];
            current: components["schemas"]["CurrentWeatherResponse"] | null;
            today: components["schemas"]["DailyWeatherResponse"] | null;
            /** @description The six days after today */
            upcomingDays: components["schemas"]["DailyWeatherResponse"][];
            hourly: components["schemas"]["HourlyWeatherResponse"][];
            attribution: components["schemas"]["AttributionResponse"];
        };
        SprayWindowResponse: {
            from: string;
            to: string;
            hours: number;
            maxWindSpeed: number;
            maxTemperature: number;
            /** @description Dry hours forecast right after the window: compare with the product label */
            dryHoursAfter: number;
        };
        FieldWorkDayResponse: {
            date: string;
            sprayWindows: components["schemas"]["SprayWindowResponse"][];
            /** @enum {string|null} */
            noSprayReason: "WIND" | "RAIN" | "HOT_DRY" | "DARK" | null;
            rainExpectedMm: number | null;
            rainChance: number | null;
            et0: number | null;
            /** @description A short line in the caller's language */
            advice: string;
        };
        FieldWorkResponse: {
            days: components["schemas"]["FieldWorkDayResponse"][];
            rainExpectedMm: number | null;
            et0TotalMm: number | null;
        };
        LocationForecastResponse: {
            location: components["schemas"]["WeatherLocationResponse"];
            forecast: components["schemas"]["ForecastResponse"];
            fieldWork: components["schemas"]["FieldWorkResponse"];
        };
        OutlookPeriodResponse: {
            start: string;
            precipitationMean: number | null;
            precipitationAnomaly: number | null;
        };
        RainfallOutlookResponse: {
            latitude: number;
            longitude: number;
            /** @description Unit of the weekly values, as the service gives it */
            weeklyUnit: string;
            monthlyUnit: string;
            /** @description The next 4 weeks */
            weeks: components["schemas"]["OutlookPeriodResponse"][];
            /** @description The next 6 months */
            months: components["schemas"]["OutlookPeriodResponse"][];
            attribution: components["schemas"]["AttributionResponse"];
        };
        FoundPlaceResponse: {
            name: string;
            latitude: number;
            longitude: number;
            country: string | null;
            countryCode: string | null;
            admin1: string | null;
            admin2: string | null;
        };
        AuthorResponse: {
            /** Format: uuid */
            id: string;
            name: string;
        };
        ContentFileResponse: {
            /** Format: uuid */
            id: string;
            /**
             * @description Relative to /api/v1
             * @example agronomy-contents/{id}/files/{fileId}
             */
            url: string;
            /** @example application/pdf */
            contentType: string;
            size: number;
        };
        ContentResponse: {
            /** Format: uuid */
            id: string;
            /**
             * @description The public page: /contents/{slug}
             * @example planting-maize-early-0b7c…
             */
            slug: string;
            title: string;
            category: string;
            /** @enum {string} */
            fileType: "DOCUMENT" | "IMAGE" | "MEDIA";
            /** @description Sanitised HTML */
            content: string;
            /** @description The text alone, at most 300 characters */
            summary: string;
            crops: string[];
            tags: string[];
            youtubeUrl: string | null;
            youtubeVideoId: string | null;
            /** @enum {string} */
            status: "PENDING" | "DECLINED" | "PUBLISHED" | "UNPUBLISHED";
            approved: boolean;
            /** @description The author's choice: public once approved */
            published: boolean;
            countryId: number;
            /**
             * @description The language it is written in
             * @enum {string}
             */
            language: "en" | "fr";
            author: components["schemas"]["AuthorResponse"] | null;
            mainImage: components["schemas"]["ContentFileResponse"] | null;
            video: components["schemas"]["ContentFileResponse"] | null;
            documents: components["schemas"]["ContentFileResponse"][];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        ContentResponsePage: {
            /**
             * @description Counted from 0
             * @example 0
             */
            page: number;
            /** @example 20 */
            size: number;
            /** @example 3 */
            totalElements: number;
            /** @example 1 */
            totalPages: number;
            content: components["schemas"]["ContentResponse"][];
        };
        ContentResponseMutation: {
            /** @example true */
            success: boolean;
            /** @description What happened, in the caller's language */
            message: string;
            data: components["schemas"]["ContentResponse"];
        };
        DeletedContentResponse: {
            /** Format: uuid */
            id: string;
        };
        DeletedContentResponseMutation: {
            /** @example true */
            success: boolean;
            /** @description What happened, in the caller's language */
            message: string;
            data: components["schemas"]["DeletedContentResponse"];
        };
        UploadedPricesResponse: {
            /** Format: uuid */
            uploadId: string;
            rows: number;
        };
        UploadedPricesResponseMutation: {
            /** @example true */
            success: boolean;
            /** @description What happened, in the caller's language */
            message: string;
            data: components["schemas"]["UploadedPricesResponse"];
        };
        MarketSheetBodyDto: {
            /**
             * Format: binary
             * @description The price sheet (.xlsx, 2 MB at most)
             */
            file: string;
        };
        MarketPriceResponse: {
            id: number;
            regionId: number;
            region: string;
            stateId: number;
            state: string;
            /** @description The market's name, empty when the sheet names none */
            market: string;
            product: string;
            /** @example 50 kg bag */
            unit: string;
            /**
             * @description Kilograms (or litres) in one unit
             * @example 50
             */
            unitQuantity: number;
            /** @enum {string} */
            measure: "KG" | "L";
            /**
             * @description Where the weight of the unit comes from
             * @enum {string}
             */
            unitBasis: "nominal" | "stated" | "derived" | "sheet";
            /** @description The published source of a stated or derived weight */
            unitSource: string | null;
            /** @example NGN */
            currency: string;
            /** @example 2026-03 */
            period: string;
            firstHalf: number | null;
            firstHalfSubsidy: number | null;
            secondHalf: number | null;
            secondHalfSubsidy: number | null;
            firstHalfPerKg: number | null;
            firstHalfSubsidyPerKg: number | null;
            secondHalfPerKg: number | null;
            secondHalfSubsidyPerKg: number | null;
            /** Format: date-time */
            uploadedAt: string;
        };
        MarketPriceResponsePage: {
            /**
             * @description Counted from 0
             * @example 0
             */
            page: number;
            /** @example 20 */
            size: number;
            /** @example 3 */
            totalElements: number;
            /** @example 1 */
            totalPages: number;
            content: components["schemas"]["MarketPriceResponse"][];
        };
        PricePointResponse: {
            /** @example 2026-03 */
            period: string;
            firstHalfPerKg: number | null;
            secondHalfPerKg: number | null;
        };
        PriceHistoryResponse: {
            stateId: number;
            state: string;
            points: components["schemas"]["PricePointResponse"][];
        };
        PriceAlertResponse: {
            /** Format: uuid */
            id: string;
            product: string;
            stateId: number;
            threshold: number;
            /**
             * @description The crossings it tells of: rising above, falling below, or either way
             * @enum {string}
             */
            direction: "ABOVE" | "BELOW" | "EITHER";
            /**
             * @description Where the latest price stands
             * @enum {string|null}
             */
            side: "ABOVE" | "BELOW" | null;
            /** @description How many times it has fired */
            fired: number;
            /** Format: date-time */
            createdAt: string;
        };
        PriceAlertResponseMutation: {
            /** @example true */
            success: boolean;
            /** @description What happened, in the caller's language */
            message: string;
            data: components["schemas"]["PriceAlertResponse"];
        };
        PriceAlertDto: {
            /** @description The product name, as the price sheets write it */
            product: string;
            /** @description A state of your country */
            stateId: number;
            /** @description Price per kg (or litre), in the currency of the country */
            threshold: number;
            /**
             * @description Tell me when the price rises above the threshold (ABOVE), falls below it (BELOW), or crosses it either way (EITHER)
             * @default EITHER
             * @enum {string}
             */
            direction?: "ABOVE" | "BELOW" | "EITHER";
        };
        PushNotificationResponse: {
            /** Format: uuid */
            id: string;
            title: string;
            message: string;
            /** @description The title the devices registered in French get (null: `title`) */
            titleFr: string | null;
            messageFr: string | null;
            countryId: number;
            role: string | null;
            /** @enum {string} */
            status: "QUEUED" | "SENDING" | "SENT";
            /** @description Devices it goes to (null until its job took them) */
            recipients: number | null;
            /** @description Messages Firebase accepted */
            sent: number;
            /** @description Messages Firebase refused */
            failed: number;
            /** @description Devices forgotten because Firebase said their token is no longer valid */
            tokensRemoved: number;
            /** Format: uuid */
            createdBy: string;
            createdAt: string;
            finishedAt: string | null;
        };
        PushNotificationResponsePage: {
            /**
             * @description Counted from 0
             * @example 0
             */
            page: number;
            /** @example 20 */
            size: number;
            /** @example 3 */
            totalElements: number;
            /** @example 1 */
            totalPages: number;
            content: components["schemas"]["PushNotificationResponse"][];
        };
        PushNotificationResponseMutation: {
            /** @example true */
            success: boolean;
            /** @description What happened, in the caller's language */
            message: string;
            data: components["schemas"]["PushNotificationResponse"];
        };
        PushNotificationDto: {
            /** @example Rain expected tomorrow */
            title: string;
            /** @example Delay the urea top-dressing until the rain has passed. */
            message: string;
            /**
             * @description The title for the devices registered in French (with messageFr; left out: they get `title`)
             * @example Pluie attendue demain
             */
            titleFr?: string;
            /**
             * @description The message for the devices registered in French (with titleFr)
             * @example Reportez l’apport d’urée après la pluie.
             */
            messageFr?: string;
            /** @description The country whose app users receive it */
            countryId: number;
            /**
             * @description Only the app users of this role (every app user of the country when left out)
             * @enum {string}
             */
            role?: "ROLE_ADMIN" | "ROLE_SUPER_ADMIN" | "ROLE_PLATFORM_MANAGER" | "ROLE_INPUT_PROVIDER" | "ROLE_INPUT_PROVIDER_STAFF" | "ROLE_DISTRIBUTOR" | "ROLE_DISTRIBUTOR_STAFF" | "ROLE_WHOLESALER" | "ROLE_WHOLESALER_STAFF" | "ROLE_RETAILER" | "ROLE_AGRODEALER" | "ROLE_FARMER" | "ROLE_EXTENSION_AGENT" | "ROLE_WAFA_PARTNER" | "ROLE_WAFA_ADMIN";
        };
        DeviceResponse: {
            registered: boolean;
        };
        DeviceResponseMutation: {
            /** @example true */
            success: boolean;
            /** @description What happened, in the caller's language */
            message: string;
            data: components["schemas"]["DeviceResponse"];
        };
        DeviceDto: {
            /** @description The Firebase registration token of this installation */
            token: string;
            /** @description The country of the app (the user's country when left out) */
            countryId?: number;
            /**
             * @description The language of the app (the request’s Accept-Language when left out)
             * @enum {string}
             */
            language?: "en" | "fr";
        };
        AppVersionResponse: {
            version: string;
            isMandatory: boolean;
            createdAt: string;
        };
        VersionCheckResponse: {
            latest: components["schemas"]["AppVersionResponse"] | null;
            installed: string | null;
            /** @description A version higher than the installed one exists (without installed: any version exists) */
            updateAvailable: boolean;
            /** @description A mandatory version higher than the installed one exists (without installed: the latest is mandatory) */
            updateMandatory: boolean;
        };
        AppVersionResponseMutation: {
            /** @example true */
            success: boolean;
            /** @description What happened, in the caller's language */
            message: string;
            data: components["schemas"]["AppVersionResponse"];
        };
        AppVersionDto: {
            /**
             * @description major.minor.patch, higher than the latest version
             * @example 1.4.0
             */
            version: string;
            /** @description Apps below this version must update */
            isMandatory: boolean;
        };
        AppVersionResponsePage: {
            /**
             * @description Counted from 0
             * @example 0
             */
            page: number;
            /** @example 20 */
            size: number;
            /** @example 3 */
            totalElements: number;
            /** @example 1 */
            totalPages: number;
            content: components["schemas"]["AppVersionResponse"][];
        };
        QueueFailureResponse: {
            id: string;
            name: string;
            reason: string;
            attempts: number;
            failedAt: string | null;
        };
        QueueOverviewResponse: {
            name: string;
            waiting: number;
            active: number;
            delayed: number;
            failed: number;
            completed: number;
            paused: number;
            /** @description The latest failed jobs (at most 5) */
            recentFailures: components["schemas"]["QueueFailureResponse"][];
        };
        ProjectionRebuildResponse: {
            id: string;
            /** @description The projections and consumers it rebuilds */
            targets: string[];
            /**
             * @description replaying into shadow tables, swapping them in, done or failed
             * @enum {string}
             */
            status: "replaying" | "swapping" | "done" | "failed";
            /** @description Events the rebuilt projections follow in the log when it started */
            eventsTotal: number;
            /** @description Events replayed so far */
            eventsDone: number;
            /** @description Events replayed a second since it started */
            eventsPerSecond: number;
            /** @description Seconds left at that rate, while it replays */
            etaSeconds: number | null;
            startedAt: string;
            updatedAt: string;
            finishedAt: string | null;
            /** @description Why it failed */
            failure: string | null;
        };
        OpsOverviewResponse: {
            queues: components["schemas"]["QueueOverviewResponse"][];
            /** @description The latest projection rebuilds (npm run projections:rebuild), newest first (at most 5) */
            rebuilds: components["schemas"]["ProjectionRebuildResponse"][];
            /** @description Where the queue dashboard is */
            dashboard: string;
            /** @description Push messages Firebase accepted, over every notification */
            pushSent: number;
            /** @description Push messages Firebase refused, over every notification */
            pushFailed: number;
        };
        UssdStepDto: {
            /**
             * @description The gateway’s id of the session
             * @example ATUid_6a0e7d5d9ad1c0e6ff1b0d4d8c0e3f1a
             */
            sessionId?: string;
            /**
             * @description The code dialled
             * @example *384*123#
             */
            serviceCode?: string;
            /**
             * @description The caller’s number, international form
             * @example +2348031234567
             */
            phoneNumber?: string;
            /**
             * @description The mobile network (MCC and MNC)
             * @example 62130
             */
            networkCode?: string;
            /**
             * @description Everything typed since dialling, levels joined by *
             * @example 1*98*7
             */
            text?: string;
        };
        DeliveryReportDto: {
            /**
             * @description The messageId its answer to the sending gave
             * @example ATXid_sample
             */
            id?: string;
            /**
             * @description Sent, Submitted, Buffered, Rejected, Success, Failed, AbsentSubscriber or Expired
             * @example Success
             */
            status?: string;
            /**
             * @description The recipient
             * @example +254711082000
             */
            phoneNumber?: string;
            /**
             * @description The network
             * @example 63902
             */
            networkCode?: string;
            /**
             * @description Why it failed (InsufficientCredit, UserInBlacklist, DeliveryFailure, ...)
             * @example DeliveryFailure
             */
            failureReason?: string;
            /**
             * @description How many times the network tried
             * @example 0
             */
            retryCount?: string;
        };
        IncomingSmsDto: {
            /**
             * @description The sender
             * @example +254711082000
             */
            from?: string;
            /**
             * @description The short code or number it was sent to
             * @example 21525
             */
            to?: string;
            /**
             * @description What they wrote
             * @example STOP
             */
            text?: string;
            /** @description The gateway’s id of the message */
            id?: string;
            /** @description The id a premium reply would name */
            linkId?: string;
            /** @description When it arrived */
            date?: string;
            /** @description The network */
            networkCode?: string;
        };
        OptOutNoticeDto: {
            /**
             * @description The subscriber who opted out
             * @example +254711082000
             */
            phoneNumber?: string;
            /**
             * @description The sender id they opted out of
             * @example KASUWA
             */
            senderId?: string;
        };
        SmsMonthResponse: {
            countryId: number;
            /** @example 2026-11 */
            month: string;
            /** @description Taken by the gateway (delivered or not yet reported) */
            sent: number;
            delivered: number;
            failed: number;
            /** @description Waiting for the gateway (queued or being retried) */
            queued: number;
            /** @description Not sent because the number opted out after it was queued */
            skipped: number;
            /** @description What the gateway charged, summed, in `currency` */
            cost: number;
            currency: string | null;
        };
        UssdDayResponse: {
            countryId: number;
            /** @example 2026-11-29 */
            day: string;
            sessions: number;
            /** @description Sessions of a number the platform knows (a farmer or an account) */
            knownCallers: number;
            steps: number;
        };
        SmsOptOutResponse: {
            countryId: number;
            phone: string;
            /** @description SMS (STOP, ARRET, the gateway’s notice), USSD or CONSOLE */
            channel: string;
            words: string | null;
            at: string;
        };
        SmsSummaryResponse: {
            months: components["schemas"]["SmsMonthResponse"][];
            /** @description The last 31 days */
            ussdDays: components["schemas"]["UssdDayResponse"][];
            /** @description Numbers opted out now */
            optedOut: number;
            /** @description The latest 20 opt-outs */
            recentOptOuts: components["schemas"]["SmsOptOutResponse"][];
            /** @description africastalking, or file (messages written to DATA_DIR/sms) when no gateway is configured */
            gateway: string;
        };
        SmsMessageResponse: {
            /** Format: uuid */
            id: string;
            countryId: number;
            /** @example +2348031234567 */
            phone: string;
            /** @enum {string} */
            kind: "PRICE_ALERT" | "WEATHER_WARNING" | "ORDER_STATUS" | "TEST" | "OPT_OUT_CONFIRMATION";
            text: string;
            /** @enum {string} */
            status: "QUEUED" | "SENT" | "DELIVERED" | "FAILED" | "SKIPPED";
            /** @description africastalking, or file when no gateway is configured */
            gateway: string | null;
            /** @description The gateway’s words for the recipient or the delivery (Success, InvalidPhoneNumber, ...) */
            gatewayStatus: string | null;
            failureReason: string | null;
            /** @description What the gateway charged */
            cost: number | null;
            currency: string | null;
            attempts: number;
            createdAt: string;
            sentAt: string | null;
            deliveredAt: string | null;
        };
        SmsMessageResponsePage: {
            /**
             * @description Counted from 0
             * @example 0
             */
            page: number;
            /** @example 20 */
            size: number;
            /** @example 3 */
            totalElements: number;
            /** @example 1 */
            totalPages: number;
            content: components["schemas"]["SmsMessageResponse"][];
        };
        SmsMessageResponseMutation: {
            /** @example true */
            success: boolean;
            /** @description What happened, in the caller's language */
            message: string;
            data: components["schemas"]["SmsMessageResponse"];
        };
        TestSmsDto: {
            /** @description The country of the number */
            countryId: number;
            /**
             * @description The number as people type it there (national or international)
             * @example 0803 123 4567
             */
            phone: string;
            /** @example Kasuwa test message */
            text: string;
        };
        RequestTypeResponse: {
            /** @enum {string} */
            value: "GENERAL" | "SUPPORT" | "PRODUCTS" | "PARTNERSHIP" | "FEEDBACK";
            /** @example General enquiry */
            label: string;
        };
        ContactSentResponse: {
            /** Format: uuid */
            id: string;
        };
        ContactSentResponseMutation: {
            /** @example true */
            success: boolean;
            /** @description What happened, in the caller's language */
            message: string;
            data: components["schemas"]["ContactSentResponse"];
        };
        ContactDto: {
            /** @enum {string} */
            requestType: "GENERAL" | "SUPPORT" | "PRODUCTS" | "PARTNERSHIP" | "FEEDBACK";
            name: string;
            /**
             * @description Digits, with spaces, dashes, dots or brackets as typed; kept as digits with the leading +
             * @example +234 803 123 4567
             */
            phone: string;
            email: string;
            message: string;
            /** @description Leave empty: a field people never see, that only robots fill in */
            website?: string;
        };
        TrustPartnerResponse: {
            /** Format: uuid */
            id: string;
            name: string;
            website: string | null;
            position: number;
            /** @example /api/v1/trust-us/3f2a…/logo */
            logoUrl: string;
        };
        TrustPartnerResponseMutation: {
            /** @example true */
            success: boolean;
            /** @description What happened, in the caller's language */
            message: string;
            data: components["schemas"]["TrustPartnerResponse"];
        };
        TrustPartnerBodyDto: {
            name: string;
            /** @example https://www.example.org */
            website?: string;
            /** @description Where it is shown: smaller first */
            position?: number;
            /**
             * Format: binary
             * @description The logo: JPEG, PNG or WebP, 1 MB at most (required when creating)
             */
            logo: string;
        };
        DashboardFarmsSizeResponse: {
            /** @description Hectares, to 4 decimals */
            totalHa: number;
            farms: number;
            /** @description Hectares per farm, to 4 decimals */
            averageHa: number;
        };
        DashboardProjectCountResponse: {
            projectId: number;
            projectName: string;
            countryId: number;
            count: number;
        };
        DashboardGenderCountResponse: {
            /** @enum {string} */
            gender: "FEMALE" | "MALE";
            count: number;
            /** @enum {string} */
            colour: "green" | "blue";
        };
        DashboardTotalResponse: {
            total: number;
        };
        DashboardFertilizersResponse: {
            /** @description Kilograms of fertilizer applied in planting records (items of a unit no source weighs left out) */
            kg: number;
            /** @description The same in metric tons */
            metricTons: number;
        };
        DashboardLgaCountResponse: {
            cityId: number;
            cityName: string;
            count: number;
        };
        DashboardStateCountResponse: {
            stateId: number;
            stateName: string;
            countryId: number;
            count: number;
            /** @description The LGAs (local areas) of the state, most farmers first */
            lgas: components["schemas"]["DashboardLgaCountResponse"][];
        };
        DashboardNamedFigureResponse: {
            name: string;
            value: number;
            /** @enum {string} */
            unit?: "ha" | "kg" | "t";
        };
        DashboardStatusCountResponse: {
            status: string;
            count: number;
        };
        DashboardSummaryResponse: {
            /** @enum {string} */
            kind: "ADMINISTRATION" | "INPUT_PROVIDER" | "DEALER" | "EXTENSION_AGENT" | "OTHER";
            figures: components["schemas"]["DashboardNamedFigureResponse"][];
            /** @description Today in each country’s own time zone */
            today: components["schemas"]["DashboardNamedFigureResponse"][];
            orderStatuses: components["schemas"]["DashboardStatusCountResponse"][];
            quotationStatuses: components["schemas"]["DashboardStatusCountResponse"][];
        };
        DashboardFreshnessResponse: {
            /**
             * Format: date-time
             * @description When the last event the figures counted was recorded; null before the first
             */
            asOf: string | null;
            /** @description True while an event the dashboards count has waited more than a few seconds without being counted */
            catchingUp: boolean;
        };
        DashboardSeriesPointResponse: {
            /** Format: date */
            day: string;
            value: number;
        };
        DashboardSeriesResponse: {
            /** @enum {string} */
            series: "farmers" | "orders" | "orders-received" | "orders-placed" | "products" | "agronomy-content" | "users";
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            /** @description The sum of the days */
            total: number;
            /** @description Every day from `from` to `to`, 0 where there was nothing */
            points: components["schemas"]["DashboardSeriesPointResponse"][];
        };
        DashboardRoleCountResponse: {
            role: string;
            count: number;
        };
        DashboardTypeCountResponse: {
            /** @description The invitation type (RETAILER, DISTRIBUTOR, WHOLESALER, EXTENSION AGENT, FARMER) */
            type: string;
            count: number;
        };
        DashboardSignedUsersResponse: {
            total: number;
            byType: components["schemas"]["DashboardTypeCountResponse"][];
        };
        DashboardOrdersResponse: {
            /** @description Orders the caller is a party of (the country’s, for administrators) */
            total: number;
            placed: number;
            received: number;
            /** @description Received orders (the country’s) by status */
            byStatus: components["schemas"]["DashboardStatusCountResponse"][];
        };
        /** @description Every error answer: the status again, a stable code, a message in the language asked (Accept-Language), and the fields at fault */
        ErrorEnvelope: {
            /** @enum {boolean} */
            success: false;
            /** @example 404 */
            status: number;
            /**
             * @description Stable, for programs (the message is for people)
             * @example PRODUCT_NOT_FOUND
             */
            code: string;
            /** @example Product not found. */
            message: string;
            errors: {
                /** @example email */
                field: string;
                /** @example email must be an email */
                message: string;
            }[];
            /** @description The request id (also in the X-Request-Id header), to quote when reporting a problem */
            requestId?: string;
        };
    };
    responses: {
        /** @description BAD_REQUEST, URL_MALFORMED, BODY_MALFORMED or a field refused (errors names the fields) */
        400: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description UNAUTHENTICATED: no valid access token */
        401: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description FORBIDDEN: the caller may not do this */
        403: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Not found: the path names nothing the caller can see */
        404: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description PAYLOAD_TOO_LARGE */
        413: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description UNSUPPORTED_MEDIA_TYPE or MULTIPART_EXPECTED */
        415: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description SERVICE_UNAVAILABLE: the database or Redis is unreachable; retry after Retry-After seconds */
        503: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description The request's id (the caller's own X-Request-Id when it sent one) */
        "X-Request-Id": string;
        /** @description Seconds to wait before trying again */
        "Retry-After": number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    Health_health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Database, Redis, queues and file storage are reachable. Answers within a second. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthResponse"];
                };
            };
            400: components["responses"]["400"];
            /** @description `failed` names what is down */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthResponse"];
                };
            };
        };
    };
    Health_live: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Always, while the process runs */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LiveResponse"];
                };
            };
            400: components["responses"]["400"];
            503: components["responses"]["503"];
        };
    };
    Health_ready: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The database and Redis answer. Answers within a second. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthResponse"];
                };
            };
            400: components["responses"]["400"];
            /** @description `failed` names what is down */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthResponse"];
                };
            };
        };
    };
    ExportDownload_download: {
        parameters: {
            query: {
                token: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The workbook */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            400: components["responses"]["400"];
            /** @description EXPORT_LINK_INVALID */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description EXPORT_LINK_EXPIRED */
            410: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Geography_countries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CountryResponse"][];
                };
            };
            400: components["responses"]["400"];
            503: components["responses"]["503"];
        };
    };
    Geography_countriesWithRoles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CountryWithRolesResponse"][];
                };
            };
            400: components["responses"]["400"];
            503: components["responses"]["503"];
        };
    };
    Geography_regions: {
        parameters: {
            query?: {
                /** @description Only the regions of this country. */
                countryId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegionResponse"][];
                };
            };
            400: components["responses"]["400"];
            503: components["responses"]["503"];
        };
    };
    Geography_states: {
        parameters: {
            query?: {
                /** @description Only the states of this country. */
                countryId?: number;
                /** @description Only the states of this region. */
                regionId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StateResponse"][];
                };
            };
            400: components["responses"]["400"];
            503: components["responses"]["503"];
        };
    };
    Geography_state: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StateResponse"];
                };
            };
            /** @description The id is not a whole number */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description STATE_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Geography_citiesOfState: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CityResponse"][];
                };
            };
            /** @description The id is not a whole number */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description STATE_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Geography_cities: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description field,asc or field,desc (lists say which fields they sort by; others keep their order) */
                sort?: string;
                /** @description Only the cities of this country. */
                countryId?: number;
                /** @description Only the cities of this state. */
                stateId?: number;
                /** @description Part of the name, case and accents ignored; names starting with it come first. */
                name?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CityResponsePage"];
                };
            };
            400: components["responses"]["400"];
            503: components["responses"]["503"];
        };
    };
    Geography_city: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CityResponse"];
                };
            };
            /** @description The id is not a whole number */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description CITY_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Geography_sectors: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SectorResponse"][];
                };
            };
            /** @description The id is not a whole number */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description CITY_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Geography_roles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoleResponse"][];
                };
            };
            400: components["responses"]["400"];
            503: components["responses"]["503"];
        };
    };
    Authorization_features: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            503: components["responses"]["503"];
        };
    };
    Authorization_countries: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description field,asc or field,desc (lists say which fields they sort by; others keep their order) */
                sort?: string;
                /** @description Part of the country name (English or French), case ignored. */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthorizationCountryResponsePage"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            503: components["responses"]["503"];
        };
    };
    Authorization_country: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthorizationCountryDetailResponse"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description COUNTRY_NOT_FOUND, NO_PROFILE_FOR_COUNTRY */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Authorization_activate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActivateCountryDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthorizationCountryResponseMutation"];
                };
            };
            /** @description VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description COUNTRY_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    Authorization_profile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileResponse"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description PROFILE_NOT_FOUND, NO_FEATURE_FOR_PROFILE */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Authorization_enableProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnableDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description PROFILE_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    Authorization_enableFeature: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnableDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeatureWithProfileResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description FEATURE_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    StaffPermissions_endpoints: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssignablePermissionResponse"][];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            503: components["responses"]["503"];
        };
    };
    StaffPermissions_grant: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffPermissionsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffPermissionsResponseMutation"];
                };
            };
            /** @description PERMISSION_NOT_ASSIGNABLE, NOT_A_STAFF_MEMBER, VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["401"];
            /** @description NOT_YOUR_STAFF */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description USER_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    StaffPermissions_revoke: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffPermissionsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffPermissionsResponseMutation"];
                };
            };
            /** @description PERMISSION_NOT_ASSIGNABLE, NOT_A_STAFF_MEMBER, VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["401"];
            /** @description NOT_YOUR_STAFF */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description USER_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    StaffPermissions_personalGrants: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string[];
                };
            };
            /** @description NOT_A_STAFF_MEMBER */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["401"];
            /** @description NOT_YOUR_STAFF */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description USER_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    MonitoredCountries_monitoredCountries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CountryRefResponse"][];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            404: components["responses"]["404"];
            503: components["responses"]["503"];
        };
    };
    MonitoredCountries_setMonitoredCountries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MonitoredCountriesDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CountryRefResponseListMutation"];
                };
            };
            /** @description NOT_A_PLATFORM_MANAGER, UNKNOWN_COUNTRIES, VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description USER_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    UserAdmin_users: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description field,asc or field,desc (lists say which fields they sort by; others keep their order) */
                sort?: string;
                /** @description Part of a first or last name, company or e-mail, any case */
                name?: string;
                /** @description A role, with or without ROLE_, any case (distributor, input provider) */
                role?: "ROLE_ADMIN" | "ROLE_SUPER_ADMIN" | "ROLE_PLATFORM_MANAGER" | "ROLE_INPUT_PROVIDER" | "ROLE_INPUT_PROVIDER_STAFF" | "ROLE_DISTRIBUTOR" | "ROLE_DISTRIBUTOR_STAFF" | "ROLE_WHOLESALER" | "ROLE_WHOLESALER_STAFF" | "ROLE_RETAILER" | "ROLE_AGRODEALER" | "ROLE_FARMER" | "ROLE_EXTENSION_AGENT" | "ROLE_WAFA_PARTNER" | "ROLE_WAFA_ADMIN";
                /** @description The account status, any case */
                status?: "WAITING_CONFIRMATION" | "WAITING_APPROVAL" | "ACTIVE" | "DEACTIVATED";
                /** @description A country name; the Country header otherwise */
                country?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonResponsePage"];
                };
            };
            /** @description COUNTRY_UNKNOWN */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            503: components["responses"]["503"];
        };
    };
    Auth_signUp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignUpDto"];
            };
        };
        responses: {
            /** @description WAITING_CONFIRMATION (a link is mailed) or WAITING_APPROVAL (an administrator approves); with an invitationKey: 404 unknown or used invitation, 449 expired */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedUpResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            /** @description INVITATION_UNKNOWN, INVITATION_ALREADY_USED (with an invitationKey) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description EMAIL_TAKEN, PHONE_TAKEN, COMPANY_TAKEN, USER_ALREADY_EXISTS */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            /** @description Too many attempts; retry after a minute */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVITATION_EXPIRED (with an invitationKey) */
            449: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Auth_deleteOwnAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteAccountDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MutationEnvelope"];
                };
            };
            400: components["responses"]["400"];
            /** @description INVALID_PASSWORD */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SUPER_ADMIN_PROTECTED */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            /** @description Too many attempts; retry after a minute */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Auth_activate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActivateDto"];
            };
        };
        responses: {
            /** @description The account is active and signed in (refreshToken for a mobile client); 404 unknown key, 449 expired key */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedInResponse"];
                };
            };
            400: components["responses"]["400"];
            /** @description ACTIVATION_KEY_UNKNOWN */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ACTIVATION_NOT_POSSIBLE */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            /** @description Too many attempts; retry after a minute */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ACTIVATION_KEY_EXPIRED */
            449: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Auth_resendActivation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MutationEnvelope"];
                };
            };
            400: components["responses"]["400"];
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            /** @description Too many attempts; retry after a minute */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Auth_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginDto"];
            };
        };
        responses: {
            /** @description A browser also gets the refresh token as an httpOnly cookie sent to POST /auth/refresh only; a mobile client (client: mobile) gets it as refreshToken. 401 invalid, 449 not activated, 417 terms not accepted */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedInResponse"];
                };
            };
            400: components["responses"]["400"];
            /** @description INVALID_CREDENTIALS, EMPLOYER_NOT_ACTIVE */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            /** @description TERMS_NOT_ACCEPTED */
            417: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many attempts; retry after a minute */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ACCOUNT_NOT_ACTIVATED, ACCOUNT_AWAITING_APPROVAL, ACCOUNT_DECLINED */
            449: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Auth_refresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefreshDto"];
            };
        };
        responses: {
            /** @description A new access token; the refresh token is rotated (a new cookie, or refreshToken in the body for a mobile client that sent its token). 401 SESSION_ENDED (unknown, expired or ended), 401 REFRESH_TOKEN_REUSED (an already used token: the session ends) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionTokensResponse"];
                };
            };
            400: components["responses"]["400"];
            /** @description SESSION_ENDED, REFRESH_TOKEN_REUSED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    Auth_logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ends the session of the access token; its refresh token stops working */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MutationEnvelope"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            503: components["responses"]["503"];
        };
    };
    Auth_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonResponse"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            503: components["responses"]["503"];
        };
    };
    Auth_forgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MutationEnvelope"];
                };
            };
            400: components["responses"]["400"];
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            /** @description Too many attempts; retry after a minute */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Auth_resetPassword: {
        parameters: {
            query: {
                _key: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetPasswordDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MutationEnvelope"];
                };
            };
            400: components["responses"]["400"];
            /** @description RESET_KEY_UNKNOWN */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            /** @description Too many attempts; retry after a minute */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESET_KEY_EXPIRED */
            449: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Auth_changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordDto"];
            };
        };
        responses: {
            /** @description The other sessions are ended; the answer carries a new access token for this one */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordChangedResponseMutation"];
                };
            };
            /** @description OLD_PASSWORD_WRONG */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["401"];
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    Profile_profile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserProfileResponse"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description FORBIDDEN */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description USER_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Profile_editProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["EditProfileFormDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserProfileResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description FORBIDDEN */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description USER_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PHONE_TAKEN, COMPANY_TAKEN */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    Profile_photo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The photo */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "image/png": string;
                    "image/webp": string;
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description FORBIDDEN */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Profile_emailNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailNotificationsResponse"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            503: components["responses"]["503"];
        };
    };
    Profile_setEmailNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailNotificationsDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailNotificationsResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    UserAdmin_deactivate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description USER_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SUPER_ADMIN_PROTECTED */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    UserAdmin_reactivate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description USER_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    UserAdmin_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description USER_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SUPER_ADMIN_PROTECTED, DELETE_OWN_ACCOUNT_HERE */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    UserAdmin_approve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                decision: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApprovalDecisionResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description USER_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description APPROVAL_NOT_REQUIRED */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    UserAdmin_byRoleAndStatus: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description field,asc or field,desc (lists say which fields they sort by; others keep their order) */
                sort?: string;
                /** @description A country name; the Country header otherwise */
                country?: string;
            };
            header?: never;
            path: {
                role: "ROLE_ADMIN" | "ROLE_SUPER_ADMIN" | "ROLE_PLATFORM_MANAGER" | "ROLE_INPUT_PROVIDER" | "ROLE_INPUT_PROVIDER_STAFF" | "ROLE_DISTRIBUTOR" | "ROLE_DISTRIBUTOR_STAFF" | "ROLE_WHOLESALER" | "ROLE_WHOLESALER_STAFF" | "ROLE_RETAILER" | "ROLE_AGRODEALER" | "ROLE_FARMER" | "ROLE_EXTENSION_AGENT" | "ROLE_WAFA_PARTNER" | "ROLE_WAFA_ADMIN";
                status: "PENDING" | "APPROVED" | "DECLINED";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonResponsePage"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            404: components["responses"]["404"];
            503: components["responses"]["503"];
        };
    };
    UserAdmin_countByRoleAndStatus: {
        parameters: {
            query?: {
                /** @description A country name; the Country header otherwise */
                country?: string;
            };
            header?: never;
            path: {
                role: "ROLE_ADMIN" | "ROLE_SUPER_ADMIN" | "ROLE_PLATFORM_MANAGER" | "ROLE_INPUT_PROVIDER" | "ROLE_INPUT_PROVIDER_STAFF" | "ROLE_DISTRIBUTOR" | "ROLE_DISTRIBUTOR_STAFF" | "ROLE_WHOLESALER" | "ROLE_WHOLESALER_STAFF" | "ROLE_RETAILER" | "ROLE_AGRODEALER" | "ROLE_FARMER" | "ROLE_EXTENSION_AGENT" | "ROLE_WAFA_PARTNER" | "ROLE_WAFA_ADMIN";
                status: "PENDING" | "APPROVED" | "DECLINED";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UsersCountResponse"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            404: components["responses"]["404"];
            503: components["responses"]["503"];
        };
    };
    UserAdmin_byRole: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description field,asc or field,desc (lists say which fields they sort by; others keep their order) */
                sort?: string;
                /** @description Part of a name, company or e-mail */
                name?: string;
                /** @description Project names (kept for the clients that send it; farmers carry projects) */
                projects?: string;
            };
            header?: never;
            path: {
                role: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonResponsePage"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            404: components["responses"]["404"];
            503: components["responses"]["503"];
        };
    };
    UserAdmin_distributors: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description field,asc or field,desc (lists say which fields they sort by; others keep their order) */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonResponsePage"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            503: components["responses"]["503"];
        };
    };
    UserAdmin_inputProviders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyResponse"][];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            503: components["responses"]["503"];
        };
    };
    UserAdmin_platformManagers: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description field,asc or field,desc (lists say which fields they sort by; others keep their order) */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonResponsePage"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            503: components["responses"]["503"];
        };
    };
    PlatformManagers_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewPersonDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonDetailResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description EMAIL_TAKEN, PHONE_TAKEN */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    UserAdmin_status: {
        parameters: {
            query?: {
                email?: string;
                phone?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegisteredStatusResponse"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description USER_NOT_REGISTERED */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    UserAdmin_export: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export is queued; the workbook is mailed */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MutationEnvelope"];
                };
            };
            /** @description EXPORT_TYPE_UNKNOWN */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            404: components["responses"]["404"];
            /** @description EXPORT_EMPTY, EXPORT_TOO_LARGE */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    UserAdmin_history: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserHistoryEntryResponse"][];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            404: components["responses"]["404"];
            503: components["responses"]["503"];
        };
    };
    Sessions_mine: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Open sessions, most recently used first; current marks the one asking */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionResponse"][];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            503: components["responses"]["503"];
        };
    };
    Sessions_endMine: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session ended */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UuidIdResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description SESSION_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Sessions_endOthers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every open session but the one asking ends */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EndedSessionsResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            503: components["responses"]["503"];
        };
    };
    Sessions_ofUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A person's open sessions */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionResponse"][];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description USER_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Sessions_endAllOfUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signs the person out everywhere */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EndedSessionsResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description USER_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Sessions_endOfUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session ended */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UuidIdResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description USER_NOT_FOUND, SESSION_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    InputProviderStaff_list: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description field,asc or field,desc (lists say which fields they sort by; others keep their order) */
                sort?: string;
                /** @description Part of a name, company or e-mail address */
                name?: string;
                /** @description Administrators and platform managers: one organisation's staff (its owner's id) */
                employerId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonResponsePage"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description NOT_THIS_KIND_OF_ORGANISATION */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    InputProviderStaff_add: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewPersonDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonDetailResponseMutation"];
                };
            };
            /** @description EMAIL_TAKEN, PHONE_TAKEN: the person is already registered (the error envelope, success false) */
            208: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description NOT_THIS_KIND_OF_ORGANISATION, STAFF_ADDED_BY_ORGANISATION */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    InputProviderStaff_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonDetailResponse"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description STAFF_MEMBER_NOT_FOUND (also for the staff of another organisation) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    InputProviderStaff_edit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffMemberEditDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonDetailResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description STAFF_MEMBER_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PHONE_TAKEN */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    InputProviderStaff_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description STAFF_MEMBER_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    DistributorStaff_list: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description field,asc or field,desc (lists say which fields they sort by; others keep their order) */
                sort?: string;
                /** @description Part of a name, company or e-mail address */
                name?: string;
                /** @description Administrators and platform managers: one organisation's staff (its owner's id) */
                employerId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonResponsePage"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description NOT_THIS_KIND_OF_ORGANISATION */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    DistributorStaff_add: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewPersonDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonDetailResponseMutation"];
                };
            };
            /** @description EMAIL_TAKEN, PHONE_TAKEN: the person is already registered (the error envelope, success false) */
            208: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description NOT_THIS_KIND_OF_ORGANISATION, STAFF_ADDED_BY_ORGANISATION */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    DistributorStaff_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonDetailResponse"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description STAFF_MEMBER_NOT_FOUND (also for the staff of another organisation) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    DistributorStaff_edit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffMemberEditDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonDetailResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description STAFF_MEMBER_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PHONE_TAKEN */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    DistributorStaff_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description STAFF_MEMBER_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    WholesalerStaff_list: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description field,asc or field,desc (lists say which fields they sort by; others keep their order) */
                sort?: string;
                /** @description Part of a name, company or e-mail address */
                name?: string;
                /** @description Administrators and platform managers: one organisation's staff (its owner's id) */
                employerId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonResponsePage"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description NOT_THIS_KIND_OF_ORGANISATION */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    WholesalerStaff_add: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewPersonDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonDetailResponseMutation"];
                };
            };
            /** @description EMAIL_TAKEN, PHONE_TAKEN: the person is already registered (the error envelope, success false) */
            208: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description NOT_THIS_KIND_OF_ORGANISATION, STAFF_ADDED_BY_ORGANISATION */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    WholesalerStaff_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonDetailResponse"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description STAFF_MEMBER_NOT_FOUND (also for the staff of another organisation) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    WholesalerStaff_edit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffMemberEditDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonDetailResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description STAFF_MEMBER_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PHONE_TAKEN */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    WholesalerStaff_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description STAFF_MEMBER_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    InputProviders_list: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description field,asc or field,desc (lists say which fields they sort by; others keep their order) */
                sort?: string;
                /** @description Part of a name, company or e-mail address */
                name?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonResponsePage"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            503: components["responses"]["503"];
        };
    };
    InputProviders_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewInputProviderDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonDetailResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description COMPANY_TAKEN, EMAIL_TAKEN, PHONE_TAKEN (with the field in errors) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    InputProviders_companies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyResponse"][];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            503: components["responses"]["503"];
        };
    };
    InputProviders_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonDetailResponse"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description INPUT_PROVIDER_NOT_FOUND: the caller is not an input provider */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    InputProviders_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonDetailResponse"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description INPUT_PROVIDER_NOT_FOUND (also outside the country) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    InputProviders_edit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InputProviderEditDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonDetailResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description INPUT_PROVIDER_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description COMPANY_TAKEN, PHONE_TAKEN */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    InputProviders_deactivate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonDetailResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description INPUT_PROVIDER_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    InputProviders_activate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonDetailResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description INPUT_PROVIDER_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    PlatformManagers_deactivate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonDetailResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description PLATFORM_MANAGER_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    PlatformManagers_reactivate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonDetailResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description PLATFORM_MANAGER_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Salesmen_list: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description field,asc or field,desc (lists say which fields they sort by; others keep their order) */
                sort?: string;
                /** @description Part of a name, company, phone or e-mail address */
                name?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalesmanResponsePage"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            503: components["responses"]["503"];
        };
    };
    Salesmen_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewSalesmanDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalesmanResponseMutation"];
                };
            };
            /** @description VALIDATION_FAILED (PHONE_LENGTH, STATE_NOT_IN_COUNTRY, CITY_NOT_IN_STATE, ...) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description SALESMAN_PHONE_TAKEN */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    Salesmen_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalesmanResponse"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description SALESMAN_NOT_FOUND (also outside the country) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Salesmen_edit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SalesmanEditDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalesmanResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description SALESMAN_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SALESMAN_PHONE_TAKEN */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    Salesmen_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description SALESMAN_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    CatalogueReference_subCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubCategoryResponse"][];
                };
            };
            400: components["responses"]["400"];
            503: components["responses"]["503"];
        };
    };
    CatalogueReference_categoryOfSubCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryResponse"];
                };
            };
            400: components["responses"]["400"];
            /** @description SUB_CATEGORY_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    CatalogueReference_sizes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ItemResponse"][];
                };
            };
            400: components["responses"]["400"];
            503: components["responses"]["503"];
        };
    };
    CatalogueReference_usages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ItemResponse"][];
                };
            };
            400: components["responses"]["400"];
            503: components["responses"]["503"];
        };
    };
    CatalogueReference_deliveryMethods: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ItemResponse"][];
                };
            };
            400: components["responses"]["400"];
            503: components["responses"]["503"];
        };
    };
    CatalogueReference_forms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ItemResponse"][];
                };
            };
            400: components["responses"]["400"];
            503: components["responses"]["503"];
        };
    };
    CatalogueReference_types: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ItemResponse"][];
                };
            };
            400: components["responses"]["400"];
            503: components["responses"]["503"];
        };
    };
    CatalogueReference_allCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryResponse"][];
                };
            };
            400: components["responses"]["400"];
            503: components["responses"]["503"];
        };
    };
    CatalogueReference_createCategory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewCategoryDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description CATEGORY_NAME_TAKEN, SUB_CATEGORY_NAME_TAKEN */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    CatalogueReference_category: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryResponse"];
                };
            };
            400: components["responses"]["400"];
            /** @description CATEGORY_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    CatalogueReference_editCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CategoryInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description CATEGORY_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description CATEGORY_NAME_TAKEN */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    CatalogueReference_deleteCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NumericIdResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description CATEGORY_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description CATEGORY_IN_USE: products use it */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    SellerProducts_list: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description field,asc or field,desc (lists say which fields they sort by; others keep their order) */
                sort?: string;
                /** @description A category id */
                category?: number;
                subCategoryId?: number;
                status?: "ALL" | "PUBLISHED" | "UNPUBLISHED";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductResponsePage"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            503: components["responses"]["503"];
        };
    };
    SellerProducts_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ProductFormDto"] & {
                    photos?: string[];
                };
            };
        };
        responses: {
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    SellerProducts_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductResponse"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description PRODUCT_NOT_FOUND (also for another seller’s product) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    SellerProducts_edit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ProductFormDto"] & {
                    photos?: string[];
                };
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description PRODUCT_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    SellerProducts_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UuidIdResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description PRODUCT_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    SellerProducts_setStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductStatusDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description PRODUCT_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    SellerProducts_removePhotos: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RemovePhotosDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description PRODUCT_NOT_FOUND, PRODUCT_PHOTO_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    Products_adminList: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description field,asc or field,desc (lists say which fields they sort by; others keep their order) */
                sort?: string;
                /** @description Approval status */
                status?: "ALL" | "PENDING" | "APPROVED" | "REJECTED";
                /** @description Part of the name or description */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductResponsePage"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            503: components["responses"]["503"];
        };
    };
    Products_approve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: string;
                approvalStatus: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApprovalDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description PRODUCT_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    Products_photos: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhotoResponse"][];
                };
            };
            400: components["responses"]["400"];
            404: components["responses"]["404"];
            503: components["responses"]["503"];
        };
    };
    Products_photo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                photoId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "image/png": string;
                    "image/webp": string;
                };
            };
            400: components["responses"]["400"];
            404: components["responses"]["404"];
            503: components["responses"]["503"];
        };
    };
    SellerCatalogue_filter: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description field,asc or field,desc (lists say which fields they sort by; others keep their order) */
                sort?: string;
                /** @description A category id */
                category?: number;
                /** @description A subcategory id */
                subCategory?: number;
                /** @description A packaging size id */
                packagingSize?: number;
                /** @description Part of the input provider's company name, whatever the case */
                inputProviderName?: string;
                /** @description Only products of input providers the caller is (true) or is not (false) affiliated with */
                isAffiliated?: boolean;
                /** @description true: only products in stock: held by their input provider (in a warehouse or shop), or for the caller’s own catalogue entries, by the caller when the caller keeps stock of the product; false or left out: all */
                inStock?: boolean;
                /** @description With longitude: nearest first, each item with its distance in km */
                latitude?: number;
                /** @description With latitude */
                longitude?: number;
                /** @description On the input provider's price */
                minPrice?: string;
                /** @description On the input provider's price */
                maxPrice?: string;
                /** @description true: only the products already in my catalogue */
                isMyCatalog?: boolean;
                /** @description PUBLISHED: the products on sale; UNPUBLISHED: products of my catalogue that are no longer on sale; ALL: both */
                status?: "ALL" | "PUBLISHED" | "UNPUBLISHED";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InputResponsePage"];
                };
            };
            /** @description Latitude or longitude out of range, or one without the other */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            503: components["responses"]["503"];
        };
    };
    SellerCatalogue_mine: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description field,asc or field,desc (lists say which fields they sort by; others keep their order) */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CatalogEntryResponsePage"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description CATALOG_DEALERS_ONLY: the caller is not a dealer nor works for one */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    SellerCatalogue_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CatalogEntryResponse"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description CATALOG_ENTRY_NOT_FOUND (also for another dealer's entry) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    SellerCatalogue_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CatalogEntryDeletedResponse"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description CATALOG_ENTRY_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    SellerCatalogue_prices: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CatalogPriceResponse"][];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description PRODUCT_NOT_FOUND: no such product on sale */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    SellerCatalogue_locations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CatalogLocationResponse"][];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description PRODUCT_NOT_FOUND: no such product on sale */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    SellerCatalogue_add: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewCatalogEntryDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CatalogEntryResponseMutation"];
                };
            };
            /** @description VALIDATION_FAILED, LOCATION_UNRESOLVED (errors name the location row) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["401"];
            /** @description CATALOG_DEALERS_ONLY: the caller is not a dealer nor works for one */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description CATALOG_PRODUCT_NOT_AVAILABLE */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description CATALOG_PRODUCT_ALREADY_ADDED */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    SellerCatalogue_edit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CatalogEntryEditDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CatalogEntryResponseMutation"];
                };
            };
            /** @description VALIDATION_FAILED, LOCATION_UNRESOLVED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description CATALOG_ENTRY_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    SellerCatalogue_removeLocation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CatalogEntryResponseMutation"];
                };
            };
            /** @description CATALOG_LAST_LOCATION: delete the entry instead */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description CATALOG_LOCATION_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    RetailerMap_mapPoints: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MapPointResponse"][];
                };
            };
            400: components["responses"]["400"];
            /** @description PRODUCT_NOT_FOUND: no such product on sale */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    PublicProducts_list: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description field,asc or field,desc (lists say which fields they sort by; others keep their order) */
                sort?: string;
                /** @description A category id */
                category?: number;
                /** @description Subcategory ids, comma-separated or repeated */
                subCategoryId?: number[];
                /** @description Subcategory names, English or French, any case, comma-separated */
                subCategory?: string[];
                /** @description Packaging size ids, comma-separated or repeated */
                packagingSize?: number[];
                /** @description Seller ids, comma-separated or repeated */
                vendors?: string[];
                /** @description A country name, any case (default: the request's Country header) */
                countryName?: string;
                /** @description Only published products are public */
                status?: "PUBLISHED";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicProductResponsePage"];
                };
            };
            /** @description COUNTRY_UNKNOWN, VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    PublicProducts_search: {
        parameters: {
            query: {
                page?: number;
                size?: number;
                /** @description field,asc or field,desc (lists say which fields they sort by; others keep their order) */
                sort?: string;
                /** @description Words of the name, description, category or subcategory (English or French); typos tolerated */
                query: string;
                /** @description A country name, any case (default: the request's Country header) */
                countryName?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicProductResponsePage"];
                };
            };
            /** @description SEARCH_QUERY_REQUIRED: the query holds no word or number; COUNTRY_UNKNOWN */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    PublicProducts_vendors: {
        parameters: {
            query?: {
                /** @description A country name, any case (default: the request's Country header) */
                countryName?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicSellerResponse"][];
                };
            };
            400: components["responses"]["400"];
            503: components["responses"]["503"];
        };
    };
    PublicProducts_recommended: {
        parameters: {
            query?: {
                /** @description A country name, any case (default: the request's Country header) */
                country?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicProductResponse"][];
                };
            };
            400: components["responses"]["400"];
            503: components["responses"]["503"];
        };
    };
    PublicProducts_publicOne: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicProductResponse"];
                };
            };
            400: components["responses"]["400"];
            /** @description PRODUCT_NOT_FOUND (also when it is not public) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    PublicProducts_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicProductResponse"];
                };
            };
            400: components["responses"]["400"];
            /** @description PRODUCT_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    PublicProducts_shortDetail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductShortDetailResponse"];
                };
            };
            400: components["responses"]["400"];
            /** @description PRODUCT_NOT_FOUND (also when it is not public) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    PublicProducts_related: {
        parameters: {
            query?: {
                /** @description A country name, any case (default: the product's country) */
                countryName?: string;
                /** @description A category id (default: the product's) */
                category?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicProductResponse"][];
                };
            };
            400: components["responses"]["400"];
            /** @description PRODUCT_NOT_FOUND (also when it is not public) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    ProductHighlights_recommend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecommendDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicProductResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description PRODUCT_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    ProductHighlights_certify: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CertifyDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicProductResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description PRODUCT_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    Sitemap_sitemap: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            400: components["responses"]["400"];
            503: components["responses"]["503"];
        };
    };
    Reviews_summary: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewSummaryResponse"];
                };
            };
            400: components["responses"]["400"];
            /** @description PRODUCT_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Reviews_like: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LikeDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LikeToggleResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description LIKE_OWN_PRODUCT */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PRODUCT_NOT_FOUND (also when it is not public) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    Reviews_likesOf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LikesResponse"];
                };
            };
            400: components["responses"]["400"];
            /** @description PRODUCT_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Reviews_rate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RatingDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatingResultResponseMutation"];
                };
            };
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatingResultResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description REVIEW_OWN_PRODUCT */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PRODUCT_NOT_FOUND (also when it is not public) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    Reviews_approvedComments: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description field,asc or field,desc (lists say which fields they sort by; others keep their order) */
                sort?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicCommentResponsePage"];
                };
            };
            400: components["responses"]["400"];
            /** @description PRODUCT_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    CommentModeration_list: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description field,asc or field,desc (lists say which fields they sort by; others keep their order) */
                sort?: string;
            };
            header?: never;
            path: {
                status: "PENDING" | "APPROVED" | "DECLINED";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModeratedCommentResponsePage"];
                };
            };
            /** @description COMMENT_STATUS_UNKNOWN */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            404: components["responses"]["404"];
            503: components["responses"]["503"];
        };
    };
    CommentModeration_count: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                status: "PENDING" | "APPROVED" | "DECLINED";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommentCountResponse"];
                };
            };
            /** @description COMMENT_STATUS_UNKNOWN */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            404: components["responses"]["404"];
            503: components["responses"]["503"];
        };
    };
    CommentModeration_decide: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                commentId: string;
                decision: "APPROVED" | "DECLINED";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModeratedCommentResponseMutation"];
                };
            };
            /** @description COMMENT_STATUS_UNKNOWN */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description COMMENT_NOT_FOUND (also for a comment of another country) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    PartnersDirectory_list: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description field,asc or field,desc (lists say which fields they sort by; others keep their order) */
                sort?: string;
                /** @description Part of a company or a name */
                name?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerResponsePage"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            503: components["responses"]["503"];
        };
    };
    Partners_request: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AffiliationRequestDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AffiliationRequestResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description AFFILIATION_DEALERS_ONLY */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description AFFILIATION_INPUT_PROVIDER_NOT_FOUND (unknown, inactive or of another country) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description AFFILIATION_ALREADY_PENDING, ALREADY_AFFILIATED */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    Partners_isAffiliated: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandingResponse"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description AFFILIATION_PARTIES_ONLY: the caller is neither an input provider nor a dealer (nor their staff) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            404: components["responses"]["404"];
            503: components["responses"]["503"];
        };
    };
    Partners_isPending: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandingResponse"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description AFFILIATION_PARTIES_ONLY: the caller is neither an input provider nor a dealer (nor their staff) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            404: components["responses"]["404"];
            503: components["responses"]["503"];
        };
    };
    Partners_list: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description field,asc or field,desc (lists say which fields they sort by; others keep their order) */
                sort?: string;
            };
            header?: never;
            path: {
                status: "PENDING" | "APPROVED" | "DECLINED";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AffiliationRequestResponsePage"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description AFFILIATION_PARTIES_ONLY: the caller is neither an input provider nor a dealer (nor their staff) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            404: components["responses"]["404"];
            503: components["responses"]["503"];
        };
    };
    Partners_count: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                status: "PENDING" | "APPROVED" | "DECLINED";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CountResponse"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description AFFILIATION_PARTIES_ONLY: the caller is neither an input provider nor a dealer (nor their staff) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            404: components["responses"]["404"];
            503: components["responses"]["503"];
        };
    };
    Partners_answer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                status: "APPROVED" | "DECLINED";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AffiliationRequestResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description AFFILIATION_REQUEST_NOT_FOUND (also for a request made to someone else) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description AFFILIATION_ALREADY_ANSWERED */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Invitations_list: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description field,asc or field,desc (lists say which fields they sort by; others keep their order) */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationResponsePage"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            503: components["responses"]["503"];
        };
    };
    Invitations_invite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InviteDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description INVITEE_ALREADY_REGISTERED: someone already uses this e-mail address or phone number (a business affiliation can be requested instead) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            /** @description INVITATION_ALREADY_PENDING: an invitation of the same person is still running */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Invitations_accept: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                invitationKey: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationPrefillResponse"];
                };
            };
            400: components["responses"]["400"];
            /** @description INVITATION_UNKNOWN, INVITATION_ALREADY_USED */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many attempts; retry after a minute */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVITATION_EXPIRED */
            449: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Visits_planned: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description field,asc or field,desc (lists say which fields they sort by; others keep their order) */
                sort?: string;
                /** @description Visits that end on or after this instant */
                from?: string;
                /** @description Visits that start before this instant */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VisitResponsePage"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            503: components["responses"]["503"];
        };
    };
    Visits_plan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VisitDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VisitResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    Visits_received: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description field,asc or field,desc (lists say which fields they sort by; others keep their order) */
                sort?: string;
                /** @description Visits that end on or after this instant */
                from?: string;
                /** @description Visits that start before this instant */
                to?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VisitResponsePage"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description VISIT_CALENDAR_NOT_FOUND: {id} is neither the caller nor their organisation */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Visits_sharedMinutes: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description field,asc or field,desc (lists say which fields they sort by; others keep their order) */
                sort?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SharedMinutesResponsePage"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description VISIT_CALENDAR_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Visits_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VisitResponse"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description VISIT_NOT_FOUND (also for a visit neither planned by nor shared with the caller) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Visits_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VisitEditDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VisitResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description VISIT_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    Visits_cancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UuidIdResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description VISIT_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Visits_share: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShareVisitDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VisitResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description VISIT_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    Visits_unshare: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VisitResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description VISIT_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Visits_minutes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The minutes as uploaded, with their own content type */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "*/*": string;
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description VISIT_NOT_FOUND, VISIT_MINUTES_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Visits_attachMinutes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description PDF, JPEG, PNG, WEBP, DOCX, XLSX or PPTX
                     */
                    document: string;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VisitResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description VISIT_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    Quotations_received: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description field,asc or field,desc (lists say which fields they sort by; others keep their order) */
                sort?: string;
                read?: "ALL" | "UNREAD" | "READ";
                status?: "REQUESTED" | "OFFERED" | "COUNTERED" | "ACCEPTED";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuotationResponsePage"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            503: components["responses"]["503"];
        };
    };
    Quotations_ask: {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 200 printable characters, new for each new request. A retry with the same key and body answers what the first answered (header Idempotent-Replayed: true) without doing it twice; keys are kept for 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AskQuotationDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuotationResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description QUOTATION_OWN_PRODUCT */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PRODUCT_NOT_FOUND: no such public product */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED (the key came with another body), IDEMPOTENCY_IN_PROGRESS (the first request still runs) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    Quotations_asked: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description field,asc or field,desc (lists say which fields they sort by; others keep their order) */
                sort?: string;
                status?: "REQUESTED" | "OFFERED" | "COUNTERED" | "ACCEPTED";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuotationResponsePage"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            503: components["responses"]["503"];
        };
    };
    Quotations_count: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                status: "UNREAD" | "READ";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuotationCountResponse"];
                };
            };
            /** @description QUOTATION_READ_STATUS_UNKNOWN */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            404: components["responses"]["404"];
            503: components["responses"]["503"];
        };
    };
    Quotations_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateQuotationDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuotationResponseMutation"];
                };
            };
            /** @description QUOTATION_UPDATE_EMPTY, QUOTATION_PRODUCT_MISMATCH */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description QUOTATION_NOT_FOUND (also for a quotation of someone else) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description QUOTATION_CLOSED: accepted already */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    Quotations_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuotationResponse"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description QUOTATION_NOT_FOUND (also for a quotation of someone else) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Quotations_counter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CounterOfferDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuotationResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description QUOTATION_NOT_FOUND (also for a quotation of someone else) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description QUOTATION_NO_OFFER, QUOTATION_CLOSED */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    Quotations_accept: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AcceptQuotationDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductRequestResponseMutation"];
                };
            };
            /** @description ORDER_DELIVERY_METHOD_NOT_OFFERED (field deliveryMethodId) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description QUOTATION_NOT_FOUND (also for a quotation of someone else); PRODUCT_NOT_FOUND when the product is no longer on sale */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description QUOTATION_NO_OFFER, QUOTATION_AWAITING_SELLER, QUOTATION_CLOSED */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    ProductRequests_received: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description field,asc or field,desc (lists say which fields they sort by; others keep their order) */
                sort?: string;
                status?: "ALL" | "PENDING" | "APPROVED" | "DECLINED" | "CANCELED" | "SHIPPED" | "DELIVERED" | "REJECTED";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductRequestResponsePage"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            503: components["responses"]["503"];
        };
    };
    ProductRequests_place: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlaceProductRequestDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductRequestResponseMutation"];
                };
            };
            /** @description ORDER_DELIVERY_METHOD_NOT_OFFERED (field deliveryMethodId) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["401"];
            /** @description ORDER_OWN_PRODUCT */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PRODUCT_NOT_FOUND: no such public product */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    ProductRequests_placed: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description field,asc or field,desc (lists say which fields they sort by; others keep their order) */
                sort?: string;
                status?: "ALL" | "PENDING" | "APPROVED" | "DECLINED" | "CANCELED" | "SHIPPED" | "DELIVERED" | "REJECTED";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductRequestResponsePage"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            503: components["responses"]["503"];
        };
    };
    ProductRequests_count: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                status: "PENDING" | "APPROVED" | "DECLINED" | "CANCELED" | "SHIPPED" | "DELIVERED" | "REJECTED";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductRequestCountResponse"];
                };
            };
            /** @description ORDER_STATUS_UNKNOWN */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            404: components["responses"]["404"];
            503: components["responses"]["503"];
        };
    };
    ProductRequests_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductRequestResponse"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description ORDER_NOT_FOUND (also for an order of someone else) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    ProductRequests_setStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductRequestStatusDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductRequestResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description ORDER_SELLER_ONLY, ORDER_BUYER_ONLY, FORBIDDEN (a side without its permission) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ORDER_NOT_FOUND (also for an order of someone else) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ORDER_TRANSITION_NOT_ALLOWED: names both statuses */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    FarmerImports_importTemplate: {
        parameters: {
            query?: {
                countryId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The .xlsx template */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description FARMER_COUNTRY_NOT_FOUND: a country the caller does not work in or oversee */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    FarmerImports_columns: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["FarmerImportBodyDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SheetColumnsResponse"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            /** @description FARMER_IMPORT_EMPTY, FARMER_IMPORT_UNREADABLE */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    FarmerImports_bulk: {
        parameters: {
            query?: {
                dryRun?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["FarmerImportBodyDto"];
            };
        };
        responses: {
            /** @description A dry run: what the import would create and refuse; nothing written */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FarmerImportReportResponseMutation"];
                };
            };
            /** @description Imported: what was created, already imported, refused and why */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FarmerImportReportResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description FARMER_IMPORT_OWNER_NOT_FOUND: no such extension agent among those the caller may import for */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            /** @description FARMER_IMPORT_COLUMNS_MISSING (each missing column and each header not understood), FARMER_IMPORT_EMPTY, FARMER_IMPORT_UNREADABLE, FARMER_IMPORT_TOO_MANY_ROWS */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    FarmerImports_asyncBulk: {
        parameters: {
            query?: {
                dryRun?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["FarmerImportBodyDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueuedImportResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description FARMER_IMPORT_OWNER_NOT_FOUND: no such extension agent among those the caller may import for */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            /** @description FARMER_IMPORT_COLUMNS_MISSING: a sheet whose columns cannot make farmers, answered before any job is queued, naming each missing column and each header not understood */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    FarmerImports_progress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportProgressResponse"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description FARMER_IMPORT_NOT_FOUND (also for an import someone else sent) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    FarmerImports_exportAll: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description field,asc or field,desc (lists say which fields they sort by; others keep their order) */
                sort?: string;
                /** @description Part of the full name, any case */
                name?: string;
                countryId?: number;
                /** @description Enrolled by this user */
                userId?: string;
                /** @description States (comma-separated or repeated) */
                stateIds?: number[];
                /** @description Cities (LGAs) (comma-separated or repeated) */
                cityIds?: number[];
                /** @description Projects (comma-separated or repeated) */
                projects?: number[];
                /** @description Aggregation partners (comma-separated or repeated) */
                aggregationPartners?: number[];
                /** @description Created on or after this day */
                startCreationDate?: string;
                /** @description Created on or before this day */
                endCreationDate?: string;
                /** @description Years (YYYY), comma-separated or repeated */
                years?: number[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Farmers exported successfully, check your email to download the list */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueuedExportResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            503: components["responses"]["503"];
        };
    };
    FarmerImports_exportReferred: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description field,asc or field,desc (lists say which fields they sort by; others keep their order) */
                sort?: string;
                /** @description Part of the full name, any case */
                name?: string;
                countryId?: number;
                /** @description Enrolled by this user */
                userId?: string;
                /** @description States (comma-separated or repeated) */
                stateIds?: number[];
                /** @description Cities (LGAs) (comma-separated or repeated) */
                cityIds?: number[];
                /** @description Projects (comma-separated or repeated) */
                projects?: number[];
                /** @description Aggregation partners (comma-separated or repeated) */
                aggregationPartners?: number[];
                /** @description Created on or after this day */
                startCreationDate?: string;
                /** @description Created on or before this day */
                endCreationDate?: string;
                /** @description Years (YYYY), comma-separated or repeated */
                years?: number[];
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Farmers exported successfully, check your email to download the list */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueuedExportResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description FARMER_LIST_NOT_FOUND: another organisation's list */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Farmers_enrol: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["FarmerFormDto"];
                "application/json": components["schemas"]["FarmerFormDto"];
            };
        };
        responses: {
            /** @description The same enrolment (same id) sent again: the farmer it made */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FarmerResponseMutation"];
                };
            };
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FarmerResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description FARMER_PHONE_TAKEN: a farmer of the agent's list (enrolled or imported) already has the phone number, named in the message; FARMER_ALREADY_EXISTS: the id is taken with other details; INVITEE_ALREADY_REGISTERED, INVITATION_ALREADY_PENDING (422) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    Farmers_countryFarmers: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description field,asc or field,desc (lists say which fields they sort by; others keep their order) */
                sort?: string;
                /** @description Part of the full name, any case */
                name?: string;
                countryId?: number;
                /** @description Enrolled by this user */
                userId?: string;
                /** @description States (comma-separated or repeated) */
                stateIds?: number[];
                /** @description Cities (LGAs) (comma-separated or repeated) */
                cityIds?: number[];
                /** @description Projects (comma-separated or repeated) */
                projects?: number[];
                /** @description Aggregation partners (comma-separated or repeated) */
                aggregationPartners?: number[];
                /** @description Created on or after this day */
                startCreationDate?: string;
                /** @description Created on or before this day */
                endCreationDate?: string;
                /** @description Years (YYYY), comma-separated or repeated */
                years?: number[];
            };
            header?: never;
            path: {
                countryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FarmerResponsePage"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description FARMER_COUNTRY_NOT_FOUND: a country the caller does not oversee */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Farmers_createdBy: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description field,asc or field,desc (lists say which fields they sort by; others keep their order) */
                sort?: string;
                /** @description Part of the full name, any case */
                name?: string;
                countryId?: number;
                /** @description Enrolled by this user */
                userId?: string;
                /** @description States (comma-separated or repeated) */
                stateIds?: number[];
                /** @description Cities (LGAs) (comma-separated or repeated) */
                cityIds?: number[];
                /** @description Projects (comma-separated or repeated) */
                projects?: number[];
                /** @description Aggregation partners (comma-separated or repeated) */
                aggregationPartners?: number[];
                /** @description Created on or after this day */
                startCreationDate?: string;
                /** @description Created on or before this day */
                endCreationDate?: string;
                /** @description Years (YYYY), comma-separated or repeated */
                years?: number[];
            };
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FarmerResponsePage"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description FARMER_LIST_NOT_FOUND: another user's list */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Farmers_shared: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description field,asc or field,desc (lists say which fields they sort by; others keep their order) */
                sort?: string;
                /** @description Part of the full name, any case */
                name?: string;
                countryId?: number;
                /** @description Enrolled by this user */
                userId?: string;
                /** @description States (comma-separated or repeated) */
                stateIds?: number[];
                /** @description Cities (LGAs) (comma-separated or repeated) */
                cityIds?: number[];
                /** @description Projects (comma-separated or repeated) */
                projects?: number[];
                /** @description Aggregation partners (comma-separated or repeated) */
                aggregationPartners?: number[];
                /** @description Created on or after this day */
                startCreationDate?: string;
                /** @description Created on or before this day */
                endCreationDate?: string;
                /** @description Years (YYYY), comma-separated or repeated */
                years?: number[];
            };
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FarmerResponsePage"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description FARMER_LIST_NOT_FOUND: another organisation's list */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Farmers_referredToProvider: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description field,asc or field,desc (lists say which fields they sort by; others keep their order) */
                sort?: string;
                /** @description Part of the full name, any case */
                name?: string;
                countryId?: number;
                /** @description Enrolled by this user */
                userId?: string;
                /** @description States (comma-separated or repeated) */
                stateIds?: number[];
                /** @description Cities (LGAs) (comma-separated or repeated) */
                cityIds?: number[];
                /** @description Projects (comma-separated or repeated) */
                projects?: number[];
                /** @description Aggregation partners (comma-separated or repeated) */
                aggregationPartners?: number[];
                /** @description Created on or after this day */
                startCreationDate?: string;
                /** @description Created on or before this day */
                endCreationDate?: string;
                /** @description Years (YYYY), comma-separated or repeated */
                years?: number[];
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FarmerResponsePage"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description FARMER_LIST_NOT_FOUND: another organisation's list */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Farmers_byLga: {
        parameters: {
            query?: {
                countryId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FarmersByLgaResponse"][];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description FARMER_COUNTRY_NOT_FOUND: a country the caller does not oversee */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Farmers_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FarmerResponse"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description FARMER_NOT_FOUND (also for a farmer the caller may not see) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Farmers_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["FarmerEditDto"];
                "application/json": components["schemas"]["FarmerEditDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FarmerResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description FARMER_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description FARMER_PHONE_TAKEN: another farmer of the owner's list (enrolled or imported) already has the phone number, named in the message */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    Farmers_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedFarmerResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description FARMER_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Farmers_picture: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The picture */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "image/png": string;
                    "image/webp": string;
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description FARMER_NOT_FOUND, FARMER_PICTURE_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Farmers_consentForm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed consent form as uploaded, with its own content type */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "*/*": string;
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description FARMER_NOT_FOUND, FARMER_CONSENT_FORM_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    FarmerUsers_platformUsers: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description field,asc or field,desc (lists say which fields they sort by; others keep their order) */
                sort?: string;
                /** @description Part of the full name, any case */
                name?: string;
                countryId?: number;
                /** @description Enrolled by this user */
                userId?: string;
                /** @description States (comma-separated or repeated) */
                stateIds?: number[];
                /** @description Cities (LGAs) (comma-separated or repeated) */
                cityIds?: number[];
                /** @description Projects (comma-separated or repeated) */
                projects?: number[];
                /** @description Aggregation partners (comma-separated or repeated) */
                aggregationPartners?: number[];
                /** @description Created on or after this day */
                startCreationDate?: string;
                /** @description Created on or before this day */
                endCreationDate?: string;
                /** @description Years (YYYY), comma-separated or repeated */
                years?: number[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FarmerResponsePage"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            503: components["responses"]["503"];
        };
    };
    ReferenceLists_projects: {
        parameters: {
            query?: {
                /** @description The country (the caller's working country when left out) */
                countryId?: number;
                /** @description Administrators: the deactivated entries too */
                includeInactive?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceItemResponse"][];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            503: components["responses"]["503"];
        };
    };
    ReferenceLists_addProject: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReferenceItemDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceItemResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description FARMER_REFERENCE_NAME_TAKEN */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    ReferenceLists_renameProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RenameReferenceItemDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceItemResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description FARMER_REFERENCE_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description FARMER_REFERENCE_NAME_TAKEN */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    ReferenceLists_projectStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReferenceItemStatusDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceItemResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description FARMER_REFERENCE_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    ReferenceLists_aggregationPartners: {
        parameters: {
            query?: {
                /** @description Administrators: the deactivated entries too */
                includeInactive?: boolean;
            };
            header?: never;
            path: {
                /** @description A country id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceItemResponse"][];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            404: components["responses"]["404"];
            503: components["responses"]["503"];
        };
    };
    ReferenceLists_addAggregationPartner: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReferenceItemDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceItemResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description FARMER_REFERENCE_NAME_TAKEN */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    ReferenceLists_renameAggregationPartner: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RenameReferenceItemDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceItemResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description FARMER_REFERENCE_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description FARMER_REFERENCE_NAME_TAKEN */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    ReferenceLists_aggregationPartnerStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReferenceItemStatusDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceItemResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description FARMER_REFERENCE_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    ReferenceLists_farmerCompanies: {
        parameters: {
            query?: {
                /** @description Administrators: the deactivated entries too */
                includeInactive?: boolean;
            };
            header?: never;
            path: {
                /** @description A country id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceItemResponse"][];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            404: components["responses"]["404"];
            503: components["responses"]["503"];
        };
    };
    ReferenceLists_addFarmerCompany: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReferenceItemDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceItemResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description FARMER_REFERENCE_NAME_TAKEN */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    ReferenceLists_renameFarmerCompany: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RenameReferenceItemDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceItemResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description FARMER_REFERENCE_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description FARMER_REFERENCE_NAME_TAKEN */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    ReferenceLists_farmerCompanyStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReferenceItemStatusDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceItemResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description FARMER_REFERENCE_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    History_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HistoryEntryResponse"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description FARMER_HISTORY_NOT_FOUND (also for the history of a farmer the caller may not see) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    History_list: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description field,asc or field,desc (lists say which fields they sort by; others keep their order) */
                sort?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HistoryEntryResponsePage"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description FARMER_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    History_edit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HistoryEntryEditDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HistoryEntryResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description FARMER_HISTORY_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    History_record: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HistoryEntryDto"];
            };
        };
        responses: {
            /** @description The same entry (same id) sent again: the entry it made */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HistoryEntryResponseMutation"];
                };
            };
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HistoryEntryResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description FARMER_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description FARMER_HISTORY_ALREADY_EXISTS */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    History_changes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FarmerChangeResponse"][];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description FARMER_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Farms_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FarmDto"];
            };
        };
        responses: {
            /** @description The same request (same id) sent again: the farm it made */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FarmResponseMutation"];
                };
            };
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FarmResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description FARMER_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description FARM_ALREADY_EXISTS */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    Farms_edit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FarmEditDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FarmResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description FARM_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    Farms_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description FARM_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Farms_ofFarmer: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description field,asc or field,desc (lists say which fields they sort by; others keep their order) */
                sort?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FarmResponsePage"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description FARMER_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    RecordTypes_crops: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CropTypeResponse"][];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            503: components["responses"]["503"];
        };
    };
    RecordTypes_cpps: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SimpleTypeResponse"][];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            503: components["responses"]["503"];
        };
    };
    RecordTypes_fertilizers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FertilizerTypeResponse"][];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            503: components["responses"]["503"];
        };
    };
    RecordTypes_seeds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SimpleTypeResponse"][];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            503: components["responses"]["503"];
        };
    };
    RecordTypes_manures: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SimpleTypeResponse"][];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            503: components["responses"]["503"];
        };
    };
    RecordTypes_trainings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SimpleTypeResponse"][];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            503: components["responses"]["503"];
        };
    };
    RecordTypes_units: {
        parameters: {
            query?: {
                /** @description Only the units used in this country, and those used everywhere. */
                countryId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnitTypeResponse"][];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            503: components["responses"]["503"];
        };
    };
    PlantingRecords_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlantingRecordDto"];
            };
        };
        responses: {
            /** @description The same request (same id) sent again: the record it made */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlantingRecordResponseMutation"];
                };
            };
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlantingRecordResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description FARMER_NOT_FOUND; FARM_NONE_FOR_FARMER (the farm is not one of the farmer’s) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PLANTING_RECORD_ALREADY_EXISTS */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    PlantingRecords_save: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlantingRecordSaveDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlantingRecordResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description PLANTING_RECORD_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    PlantingRecords_ofFarm: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description field,asc or field,desc (lists say which fields they sort by; others keep their order) */
                sort?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlantingRecordResponsePage"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description FARM_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    PlantingRecords_seasons: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeasonResponse"][];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description FARMER_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    PlantingRecords_deleteFertilizer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RemovedItemResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description PLANTING_RECORD_ITEM_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    PlantingRecords_deleteManure: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RemovedItemResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description PLANTING_RECORD_ITEM_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    PlantingRecords_deleteSeed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RemovedItemResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description PLANTING_RECORD_ITEM_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    PlantingRecords_deleteCpp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RemovedItemResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description PLANTING_RECORD_ITEM_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    PlantingRecords_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description PLANTING_RECORD_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    PlantingRecords_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlantingRecordResponse"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description PLANTING_RECORD_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    AgentAnalytics_freshnessOfFigures: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description When the last event the figures counted was recorded (ISO 8601); absent before the first event is counted */
                    "x-figures-as-of"?: string;
                    /** @description true while the aggregation is behind the log by more than a few seconds (the figures are catching up), false otherwise */
                    "x-figures-catching-up"?: "true" | "false";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentFiguresFreshnessResponse"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            503: components["responses"]["503"];
        };
    };
    AgentAnalytics_information: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description When the last event the figures counted was recorded (ISO 8601); absent before the first event is counted */
                    "x-figures-as-of"?: string;
                    /** @description true while the aggregation is behind the log by more than a few seconds (the figures are catching up), false otherwise */
                    "x-figures-catching-up"?: "true" | "false";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentInformationResponse"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description EXTENSION_AGENT_NOT_FOUND: no such extension agent, or one the caller may not see */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    AgentAnalytics_monthly: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description When the last event the figures counted was recorded (ISO 8601); absent before the first event is counted */
                    "x-figures-as-of"?: string;
                    /** @description true while the aggregation is behind the log by more than a few seconds (the figures are catching up), false otherwise */
                    "x-figures-catching-up"?: "true" | "false";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MonthCountResponse"][];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description EXTENSION_AGENT_NOT_FOUND: no such extension agent, or one the caller may not see */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    AgentAnalytics_activities: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description When the last event the figures counted was recorded (ISO 8601); absent before the first event is counted */
                    "x-figures-as-of"?: string;
                    /** @description true while the aggregation is behind the log by more than a few seconds (the figures are catching up), false otherwise */
                    "x-figures-catching-up"?: "true" | "false";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityResponse"][];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description EXTENSION_AGENT_NOT_FOUND: no such extension agent, or one the caller may not see */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    AgentAnalytics_byGender: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description When the last event the figures counted was recorded (ISO 8601); absent before the first event is counted */
                    "x-figures-as-of"?: string;
                    /** @description true while the aggregation is behind the log by more than a few seconds (the figures are catching up), false otherwise */
                    "x-figures-catching-up"?: "true" | "false";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GenderCountResponse"][];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description EXTENSION_AGENT_NOT_FOUND: no such extension agent, or one the caller may not see */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    AgentAnalytics_byProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description When the last event the figures counted was recorded (ISO 8601); absent before the first event is counted */
                    "x-figures-as-of"?: string;
                    /** @description true while the aggregation is behind the log by more than a few seconds (the figures are catching up), false otherwise */
                    "x-figures-catching-up"?: "true" | "false";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectCountResponse"][];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description EXTENSION_AGENT_NOT_FOUND: no such extension agent, or one the caller may not see */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    AgentAnalytics_list: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description field,asc or field,desc (lists say which fields they sort by; others keep their order) */
                sort?: string;
                /** @description Names that contain it (case-insensitive) */
                name?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentFarmerResponsePage"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description EXTENSION_AGENT_NOT_FOUND: no such extension agent, or one the caller may not see */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    AgentAnalytics_totalSize: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description When the last event the figures counted was recorded (ISO 8601); absent before the first event is counted */
                    "x-figures-as-of"?: string;
                    /** @description true while the aggregation is behind the log by more than a few seconds (the figures are catching up), false otherwise */
                    "x-figures-catching-up"?: "true" | "false";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TotalFarmsSizeResponse"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description EXTENSION_AGENT_NOT_FOUND: no such extension agent, or one the caller may not see */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    AgentAnalytics_averageSize: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description When the last event the figures counted was recorded (ISO 8601); absent before the first event is counted */
                    "x-figures-as-of"?: string;
                    /** @description true while the aggregation is behind the log by more than a few seconds (the figures are catching up), false otherwise */
                    "x-figures-catching-up"?: "true" | "false";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AverageFarmsSizeResponse"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description EXTENSION_AGENT_NOT_FOUND: no such extension agent, or one the caller may not see */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    AgentAnalytics_usingFertilizers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description When the last event the figures counted was recorded (ISO 8601); absent before the first event is counted */
                    "x-figures-as-of"?: string;
                    /** @description true while the aggregation is behind the log by more than a few seconds (the figures are catching up), false otherwise */
                    "x-figures-catching-up"?: "true" | "false";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FarmersUsingFertilizersResponse"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description EXTENSION_AGENT_NOT_FOUND: no such extension agent, or one the caller may not see */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    AgentAnalytics_actualYield: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description When the last event the figures counted was recorded (ISO 8601); absent before the first event is counted */
                    "x-figures-as-of"?: string;
                    /** @description true while the aggregation is behind the log by more than a few seconds (the figures are catching up), false otherwise */
                    "x-figures-catching-up"?: "true" | "false";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActualYieldResponse"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description EXTENSION_AGENT_NOT_FOUND: no such extension agent, or one the caller may not see */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    AgentAnalytics_yieldAverage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description When the last event the figures counted was recorded (ISO 8601); absent before the first event is counted */
                    "x-figures-as-of"?: string;
                    /** @description true while the aggregation is behind the log by more than a few seconds (the figures are catching up), false otherwise */
                    "x-figures-catching-up"?: "true" | "false";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["YieldAverageResponse"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description EXTENSION_AGENT_NOT_FOUND: no such extension agent, or one the caller may not see */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    AgentAnalytics_fertilizersUsed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description When the last event the figures counted was recorded (ISO 8601); absent before the first event is counted */
                    "x-figures-as-of"?: string;
                    /** @description true while the aggregation is behind the log by more than a few seconds (the figures are catching up), false otherwise */
                    "x-figures-catching-up"?: "true" | "false";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FertilizersUsedResponse"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description EXTENSION_AGENT_NOT_FOUND: no such extension agent, or one the caller may not see */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    AgentAnalytics_dataScore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description When the last event the figures counted was recorded (ISO 8601); absent before the first event is counted */
                    "x-figures-as-of"?: string;
                    /** @description true while the aggregation is behind the log by more than a few seconds (the figures are catching up), false otherwise */
                    "x-figures-catching-up"?: "true" | "false";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataScoreResponse"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description EXTENSION_AGENT_NOT_FOUND: no such extension agent, or one the caller may not see */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    AgentAnalytics_daily: {
        parameters: {
            query?: {
                /** @description How many days back, today included (30 by default) */
                days?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description When the last event the figures counted was recorded (ISO 8601); absent before the first event is counted */
                    "x-figures-as-of"?: string;
                    /** @description true while the aggregation is behind the log by more than a few seconds (the figures are catching up), false otherwise */
                    "x-figures-catching-up"?: "true" | "false";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DayCountResponse"][];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description EXTENSION_AGENT_NOT_FOUND: no such extension agent, or one the caller may not see */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    AgentAnalytics_farmsMap: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description When the last event the figures counted was recorded (ISO 8601); absent before the first event is counted */
                    "x-figures-as-of"?: string;
                    /** @description true while the aggregation is behind the log by more than a few seconds (the figures are catching up), false otherwise */
                    "x-figures-catching-up"?: "true" | "false";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FarmsMapResponse"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description EXTENSION_AGENT_NOT_FOUND: no such extension agent, or one the caller may not see */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Warehouses_list: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description field,asc or field,desc (lists say which fields they sort by; others keep their order) */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WarehouseResponsePage"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description STOCK_KEEPERS_ONLY: the caller keeps no warehouses (not an input provider, distributor or wholesaler, nor their staff) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Warehouses_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 200 printable characters, new for each new request. A retry with the same key and body answers what the first answered (header Idempotent-Replayed: true) without doing it twice; keys are kept for 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WarehouseDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WarehouseResponseMutation"];
                };
            };
            /** @description VALIDATION_FAILED: STATE_NOT_IN_COUNTRY, CITY_NOT_IN_STATE, WAREHOUSE_LOCATION_PAIR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["401"];
            /** @description STOCK_KEEPERS_ONLY: the caller keeps no warehouses (not an input provider, distributor or wholesaler, nor their staff) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /**
             * @description WAREHOUSE_CODE_TAKEN
             *
             *     IDEMPOTENCY_KEY_REUSED (the key came with another body), IDEMPOTENCY_IN_PROGRESS (the first request still runs)
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    Warehouses_staffList: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description field,asc or field,desc (lists say which fields they sort by; others keep their order) */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WarehouseResponsePage"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description STOCK_KEEPERS_ONLY: the caller keeps no warehouses (not an input provider, distributor or wholesaler, nor their staff) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Warehouses_distributorStaffList: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description field,asc or field,desc (lists say which fields they sort by; others keep their order) */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WarehouseResponsePage"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description STOCK_KEEPERS_ONLY: the caller keeps no warehouses (not an input provider, distributor or wholesaler, nor their staff) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Warehouses_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WarehouseResponse"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description WAREHOUSE_NOT_FOUND (also for a warehouse of another organisation) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Warehouses_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WarehouseDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WarehouseResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description WAREHOUSE_NOT_FOUND (also for a warehouse of another organisation) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description WAREHOUSE_CODE_TAKEN */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    Warehouses_stock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: "summary" | "status";
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WarehouseStockResponse"];
                };
            };
            /** @description WAREHOUSE_VIEW_UNKNOWN */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["401"];
            /** @description WAREHOUSE_VIEW_NOT_YOURS: the other view is for the other kind of organisation */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description WAREHOUSE_NOT_FOUND (also for a warehouse of another organisation) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Warehouses_threshold: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ThresholdDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThresholdResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description WAREHOUSE_NOT_FOUND (also for a warehouse of another organisation); STOCK_PRODUCT_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    Movements_warehouseMovement: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    waybillNumber: string;
                    /** Format: uuid */
                    productId: string;
                    size: string;
                    quantity: number;
                    /** Format: date */
                    movementDate: string;
                    comment: string;
                    /** Format: uuid */
                    warehouseId: string;
                    /** @enum {string} */
                    direction: "IN" | "OUT";
                    /**
                     * Format: binary
                     * @description The waybill: PDF, JPEG, PNG or WEBP
                     */
                    document?: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MovementResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description WAREHOUSE_NOT_FOUND, STOCK_PRODUCT_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description STOCK_INSUFFICIENT: an OUT larger than the stock; the message names what is available; nothing is written */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    Movements_transfer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    waybillNumber: string;
                    /** Format: uuid */
                    productId: string;
                    size: string;
                    quantity: number;
                    /** Format: date */
                    movementDate: string;
                    comment: string;
                    /** Format: uuid */
                    fromWarehouseId: string;
                    /** Format: uuid */
                    toWarehouseId: string;
                    /**
                     * Format: binary
                     * @description The waybill: PDF, JPEG, PNG or WEBP
                     */
                    document?: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MovementResponseListMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description WAREHOUSE_NOT_FOUND, STOCK_PRODUCT_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description STOCK_INSUFFICIENT: an OUT larger than the stock; the message names what is available; nothing is written */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    Movements_byStaff: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description field,asc or field,desc (lists say which fields they sort by; others keep their order) */
                sort?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MovementResponsePage"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description STAFF_NOT_FOUND (also for someone of another organisation) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Movements_byWarehouse: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description field,asc or field,desc (lists say which fields they sort by; others keep their order) */
                sort?: string;
            };
            header?: never;
            path: {
                warehouseId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MovementResponsePage"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description WAREHOUSE_NOT_FOUND (also for a warehouse of another organisation) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Movements_shopMovements: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description field,asc or field,desc (lists say which fields they sort by; others keep their order) */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MovementResponsePage"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            503: components["responses"]["503"];
        };
    };
    Movements_shopMovement: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    waybillNumber: string;
                    /** Format: uuid */
                    productId: string;
                    size: string;
                    quantity: number;
                    /** Format: date */
                    movementDate: string;
                    comment: string;
                    /** @enum {string} */
                    direction: "IN" | "OUT";
                    /**
                     * Format: binary
                     * @description The waybill: PDF, JPEG, PNG or WEBP
                     */
                    document?: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MovementResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description STOCK_KEEPERS_ONLY */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description STOCK_PRODUCT_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description STOCK_INSUFFICIENT: an OUT larger than the stock; the message names what is available; nothing is written */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    Movements_staffShopMovements: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description field,asc or field,desc (lists say which fields they sort by; others keep their order) */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MovementResponsePage"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            503: components["responses"]["503"];
        };
    };
    Movements_shopByStaff: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description field,asc or field,desc (lists say which fields they sort by; others keep their order) */
                sort?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MovementResponsePage"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description STAFF_NOT_FOUND (also for someone of another organisation) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Movements_movement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MovementResponse"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description MOVEMENT_NOT_FOUND (also for a movement of another organisation) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Movements_waybill: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The waybill as uploaded */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "image/jpeg": string;
                    "image/png": string;
                    "image/webp": string;
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description MOVEMENT_NOT_FOUND (also for a movement of another organisation); WAYBILL_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Movements_exportPdf: {
        parameters: {
            query?: {
                /** @description One warehouse only */
                warehouseId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stock report */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description WAREHOUSE_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Recommendations_byCity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                cropId: number;
                cityId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecommendationResultResponse"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description FERTILIZER_RECOMMENDATION_NONE: "No generic crop recommendation for the crop/state selected"; ADVISORY_CROP_UNKNOWN, ADVISORY_CITY_UNKNOWN */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Recommendations_byState: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                cropId: number;
                stateId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecommendationResultResponse"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description FERTILIZER_RECOMMENDATION_NONE: "No generic crop recommendation for the crop/state selected"; ADVISORY_CROP_UNKNOWN, ADVISORY_STATE_UNKNOWN */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Recommendations_history: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description field,asc or field,desc (lists say which fields they sort by; others keep their order) */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LookupResponsePage"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            503: components["responses"]["503"];
        };
    };
    Recommendations_sellers: {
        parameters: {
            query?: {
                /** @description How many products (20 by default) */
                size?: number;
            };
            header?: never;
            path: {
                cityId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SellerProductResponse"][];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description ADVISORY_CITY_UNKNOWN */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Recommendations_basket: {
        parameters: {
            query: {
                /** @description The local area the farm is in: sellers are taken nearest to it */
                cityId: number;
                /** @description The farm size in hectares */
                hectares: number;
                /** @description What the farmer can spend, in the country’s currency; left out: no budget */
                budget?: string;
                /** @description Sellers farther than this (km) are left out */
                maxDistanceKm?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BasketPlanResponse"];
                };
            };
            /** @description VALIDATION_FAILED (hectares, budget, maxDistanceKm), BASKET_PLACE_OUTSIDE_COUNTRY */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["401"];
            /** @description FERTILIZER_RECOMMENDATION_NOT_FOUND, ADVISORY_CITY_UNKNOWN */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Recommendations_basketQuotations: {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 200 printable characters, new for each new request. A retry with the same key and body answers what the first answered (header Idempotent-Replayed: true) without doing it twice; keys are kept for 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BasketQuotationsDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BasketQuotationsResponseMutation"];
                };
            };
            /** @description VALIDATION_FAILED, BASKET_PLACE_OUTSIDE_COUNTRY */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description FERTILIZER_RECOMMENDATION_NOT_FOUND, ADVISORY_CITY_UNKNOWN */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /**
             * @description BASKET_NOTHING_TO_ASK, BASKET_PLAN_ID_TAKEN (another caller’s plan id), BASKET_PLAN_IN_PROGRESS (the same plan id still running)
             *
             *     IDEMPOTENCY_KEY_REUSED (the key came with another body), IDEMPOTENCY_IN_PROGRESS (the first request still runs)
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    Recommendations_articles: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                cropId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArticleResponse"][];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description ADVISORY_CROP_UNKNOWN */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Recommendations_list: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description field,asc or field,desc (lists say which fields they sort by; others keep their order) */
                sort?: string;
                /** @description The country (the caller's working country when left out) */
                countryId?: number;
                cropId?: number;
                stateId?: number;
                origin?: "PUBLISHED" | "ADMIN";
                /** @description The withdrawn ones too */
                includeWithdrawn?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecommendationResponsePage"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            503: components["responses"]["503"];
        };
    };
    Recommendations_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecommendationDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecommendationResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    Recommendations_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecommendationResponse"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description FERTILIZER_RECOMMENDATION_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Recommendations_edit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecommendationDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecommendationResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description FERTILIZER_RECOMMENDATION_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description FERTILIZER_RECOMMENDATION_PUBLISHED: published advice is not changed here */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    Recommendations_withdraw: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecommendationResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description FERTILIZER_RECOMMENDATION_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description FERTILIZER_RECOMMENDATION_PUBLISHED */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Recommendations_import: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ImportBodyDto"];
            };
        };
        responses: {
            /** @description dryRun=true: every row checked, nothing imported */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportReportResponseMutation"];
                };
            };
            /** @description Imported */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportReportResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            /** @description FERTILIZER_IMPORT_ROWS_INVALID, EXCEL_COLUMNS_MISSING, EXCEL_SHEET_EMPTY */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Hubs_list: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description field,asc or field,desc (lists say which fields they sort by; others keep their order) */
                sort?: string;
                /** @description The country (the caller's working country when left out) */
                countryId?: number;
                stateId?: number;
                /** @description Administrators: the closed hubs too */
                includeClosed?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HubResponsePage"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            503: components["responses"]["503"];
        };
    };
    Hubs_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HubDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HubResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description HUB_NAME_TAKEN */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    Hubs_nearest: {
        parameters: {
            query: {
                latitude: number;
                longitude: number;
                /** @description How many hubs (5 by default) */
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NearHubResponse"][];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            503: components["responses"]["503"];
        };
    };
    Hubs_count: {
        parameters: {
            query?: {
                /** @description The country (the caller's working country when left out) */
                countryId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HubCountResponse"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            503: components["responses"]["503"];
        };
    };
    Hubs_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HubResponse"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description HUB_NOT_FOUND (a closed hub, for all but administrators) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Hubs_edit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HubDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HubResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description HUB_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description HUB_NAME_TAKEN */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    Hubs_status: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HubStatusDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HubResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description HUB_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    Weather_mine: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description field,asc or field,desc (lists say which fields they sort by; others keep their order) */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WeatherLocationResponsePage"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            503: components["responses"]["503"];
        };
    };
    Weather_save: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WeatherLocationDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WeatherLocationResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    Weather_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedWeatherLocationResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description WEATHER_LOCATION_NOT_FOUND (also for another user's location) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Weather_locationForecast: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocationForecastResponse"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description WEATHER_LOCATION_NOT_FOUND (also for another user's location) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description WEATHER_UNAVAILABLE: the weather service did not answer in time or failed */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    Weather_forecast: {
        parameters: {
            query: {
                latitude: number;
                longitude: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForecastResponse"];
                };
            };
            400: components["responses"]["400"];
            /** @description TOO_MANY_REQUESTS: more than 30 calls a minute from this address */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description WEATHER_UNAVAILABLE: the weather service did not answer in time or failed */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    Weather_outlook: {
        parameters: {
            query: {
                latitude: number;
                longitude: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RainfallOutlookResponse"];
                };
            };
            400: components["responses"]["400"];
            /** @description TOO_MANY_REQUESTS: more than 30 calls a minute from this address */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description WEATHER_UNAVAILABLE: the weather service did not answer in time or failed */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    Weather_places: {
        parameters: {
            query: {
                /** @description A place name, optionally followed by a comma and a country or state */
                name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FoundPlaceResponse"][];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description WEATHER_UNAVAILABLE: the weather service did not answer in time or failed */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    Content_all: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description field,asc or field,desc (lists say which fields they sort by; others keep their order) */
                sort?: string;
                category?: string;
                fileType?: "DOCUMENT" | "IMAGE" | "MEDIA";
                /** @description A part of the title, whatever its case and accents */
                title?: string;
                /** @description A status; APPROVED: every approved content, published or not */
                status?: "PENDING" | "APPROVED" | "DECLINED" | "PUBLISHED" | "UNPUBLISHED";
                approved?: boolean;
                /** @description Only the contents written in this language */
                language?: "en" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentResponsePage"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            503: components["responses"]["503"];
        };
    };
    Content_own: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description field,asc or field,desc (lists say which fields they sort by; others keep their order) */
                sort?: string;
                category?: string;
                fileType?: "DOCUMENT" | "IMAGE" | "MEDIA";
                /** @description A part of the title, whatever its case and accents */
                title?: string;
                /** @description A status; APPROVED: every approved content, published or not */
                status?: "PENDING" | "APPROVED" | "DECLINED" | "PUBLISHED" | "UNPUBLISHED";
                approved?: boolean;
                /** @description Only the contents written in this language */
                language?: "en" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentResponsePage"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            503: components["responses"]["503"];
        };
    };
    Content_allCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string[];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            503: components["responses"]["503"];
        };
    };
    Content_categories: {
        parameters: {
            query?: {
                /** @description Default: the request's Country header */
                countryName?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string[];
                };
            };
            400: components["responses"]["400"];
            503: components["responses"]["503"];
        };
    };
    Content_published: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description field,asc or field,desc (lists say which fields they sort by; others keep their order) */
                sort?: string;
                /** @description Default: the request's Country header */
                countryName?: string;
                fileType?: "DOCUMENT" | "IMAGE" | "MEDIA";
                category?: string;
                /** @description Search text: words of the title, category, crops, tags or text */
                title?: string;
                /** @description A crop name */
                crop?: string;
                /** @description Only the contents written in this language (the public page sends its own); left out: every language */
                language?: "en" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentResponsePage"];
                };
            };
            400: components["responses"]["400"];
            503: components["responses"]["503"];
        };
    };
    Content_latest: {
        parameters: {
            query?: {
                /** @description Default: the request's Country header */
                countryName?: string;
                /** @description Only the contents written in this language; left out: every language */
                language?: "en" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentResponse"][];
                };
            };
            400: components["responses"]["400"];
            503: components["responses"]["503"];
        };
    };
    Content_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    title: string;
                    category: string;
                    /** @enum {string} */
                    fileType: "DOCUMENT" | "IMAGE" | "MEDIA";
                    /** @description Rich text (HTML), sanitised */
                    content: string;
                    crops: string[];
                    tags?: string[];
                    /** @description A YouTube video address */
                    youtubeUrl?: string;
                    /** @default true */
                    publish?: boolean;
                    /**
                     * @description The language it is written in; left out: the country's default language on create, unchanged on update
                     * @enum {string}
                     */
                    language?: "en" | "fr";
                    /**
                     * Format: binary
                     * @description JPEG, PNG or WEBP, at most UPLOAD_MAX_BYTES
                     */
                    mainImage?: string;
                    /**
                     * Format: binary
                     * @description MP4 or WEBM, at most 50 MB
                     */
                    video?: string;
                    documents?: string[];
                };
            };
        };
        responses: {
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    Content_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    title: string;
                    category: string;
                    /** @enum {string} */
                    fileType: "DOCUMENT" | "IMAGE" | "MEDIA";
                    /** @description Rich text (HTML), sanitised */
                    content: string;
                    crops: string[];
                    tags?: string[];
                    /** @description A YouTube video address */
                    youtubeUrl?: string;
                    /** @default true */
                    publish?: boolean;
                    /**
                     * @description The language it is written in; left out: the country's default language on create, unchanged on update
                     * @enum {string}
                     */
                    language?: "en" | "fr";
                    /**
                     * Format: binary
                     * @description JPEG, PNG or WEBP, at most UPLOAD_MAX_BYTES
                     */
                    mainImage?: string;
                    /**
                     * Format: binary
                     * @description MP4 or WEBM, at most 50 MB
                     */
                    video?: string;
                    documents?: string[];
                };
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description CONTENT_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    Content_removeDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description CONTENT_DOCUMENT_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Content_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedContentResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description CONTENT_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Content_toggleApproval: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description CONTENT_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Content_private: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentResponse"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description CONTENT_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Content_related: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentResponse"][];
                };
            };
            400: components["responses"]["400"];
            /** @description CONTENT_NOT_FOUND (also for a content that is not public) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Content_file: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                fileId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file as uploaded, with its own content type */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "*/*": string;
                };
            };
            400: components["responses"]["400"];
            /** @description CONTENT_NOT_FOUND, CONTENT_FILE_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Content_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentResponse"];
                };
            };
            400: components["responses"]["400"];
            /** @description CONTENT_NOT_FOUND (also for a content that is not public: its author reads it at {id}/private) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    MarketUpdates_list: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description field,asc or field,desc (lists say which fields they sort by; others keep their order) */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarketPriceResponsePage"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            503: components["responses"]["503"];
        };
    };
    MarketUpdates_upload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["MarketSheetBodyDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadedPricesResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            /** @description MARKET_SHEET_ROWS_INVALID with fieldErrors `row N: field`; EXCEL_COLUMNS_MISSING, EXCEL_SHEET_EMPTY */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    MarketUpdates_products: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description field,asc or field,desc (lists say which fields they sort by; others keep their order) */
                sort?: string;
                /** @description Only the states of this region */
                regionId?: number;
                /** @description States (comma-joined or repeated) */
                stateIds?: number[];
                /** @description Product names (comma-joined or repeated), any case or accents */
                products?: string[];
                /** @description Part of a product or state name */
                productOrStateQuery?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarketPriceResponsePage"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            503: components["responses"]["503"];
        };
    };
    MarketUpdates_distinct: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string[];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            503: components["responses"]["503"];
        };
    };
    MarketUpdates_history: {
        parameters: {
            query: {
                /** @description The product name */
                product: string;
                /** @description States (comma-joined or repeated) */
                stateIds?: number[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceHistoryResponse"][];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            503: components["responses"]["503"];
        };
    };
    MarketUpdates_alerts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceAlertResponse"][];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            503: components["responses"]["503"];
        };
    };
    MarketUpdates_setAlert: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PriceAlertDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceAlertResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description MARKET_STATE_NOT_FOUND: a state of another country */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    MarketUpdates_deleteAlert: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UuidIdResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description MARKET_ALERT_NOT_FOUND (also for someone else's alert) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    PushNotifications_list: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description field,asc or field,desc (lists say which fields they sort by; others keep their order) */
                sort?: string;
                /** @description One country (every country the caller may send to when left out) */
                countryId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PushNotificationResponsePage"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            503: components["responses"]["503"];
        };
    };
    PushNotifications_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 200 printable characters, new for each new request. A retry with the same key and body answers what the first answered (header Idempotent-Replayed: true) without doing it twice; keys are kept for 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PushNotificationDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PushNotificationResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description PUSH_COUNTRY_NOT_ALLOWED: a platform manager naming a country they do not monitor */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED (the key came with another body), IDEMPOTENCY_IN_PROGRESS (the first request still runs) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    Devices_register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeviceDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    Devices_unregister: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description PUSH_DEVICE_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    AppVersions_check: {
        parameters: {
            query?: {
                /** @description The version the app runs (major.minor.patch) */
                installed?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VersionCheckResponse"];
                };
            };
            400: components["responses"]["400"];
            503: components["responses"]["503"];
        };
    };
    AppVersions_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AppVersionDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AppVersionResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description APP_VERSION_NOT_HIGHER */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    AppVersions_list: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description field,asc or field,desc (lists say which fields they sort by; others keep their order) */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AppVersionResponsePage"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            503: components["responses"]["503"];
        };
    };
    Ops_overview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsOverviewResponse"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            503: components["responses"]["503"];
        };
    };
    Gateway_ussd: {
        parameters: {
            query?: {
                /** @description The shared secret (SMS_CALLBACK_SECRET) given in the callback URL */
                secret?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["UssdStepDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            400: components["responses"]["400"];
            /** @description SMS_CALLBACK_REFUSED: without the shared secret, or from an address not allowed */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    Gateway_deliveryReport: {
        parameters: {
            query?: {
                /** @description The shared secret (SMS_CALLBACK_SECRET) given in the callback URL */
                secret?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["DeliveryReportDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MutationEnvelope"];
                };
            };
            400: components["responses"]["400"];
            /** @description SMS_CALLBACK_REFUSED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    Gateway_incoming: {
        parameters: {
            query?: {
                /** @description The shared secret (SMS_CALLBACK_SECRET) given in the callback URL */
                secret?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["IncomingSmsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MutationEnvelope"];
                };
            };
            400: components["responses"]["400"];
            /** @description SMS_CALLBACK_REFUSED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    Gateway_optOut: {
        parameters: {
            query?: {
                /** @description The shared secret (SMS_CALLBACK_SECRET) given in the callback URL */
                secret?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["OptOutNoticeDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MutationEnvelope"];
                };
            };
            400: components["responses"]["400"];
            /** @description SMS_CALLBACK_REFUSED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    Messaging_summary: {
        parameters: {
            query?: {
                /** @description One country (every country when left out) */
                countryId?: number;
                /** @description From this month (YYYY-MM; the last 12 months when left out) */
                from?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SmsSummaryResponse"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            503: components["responses"]["503"];
        };
    };
    Messaging_list: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description field,asc or field,desc (lists say which fields they sort by; others keep their order) */
                sort?: string;
                status?: "QUEUED" | "SENT" | "DELIVERED" | "FAILED" | "SKIPPED";
                /** @description One country (every country when left out) */
                countryId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SmsMessageResponsePage"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            503: components["responses"]["503"];
        };
    };
    Messaging_test: {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 200 printable characters, new for each new request. A retry with the same key and body answers what the first answered (header Idempotent-Replayed: true) without doing it twice; keys are kept for 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TestSmsDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SmsMessageResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /**
             * @description SMS_OPTED_OUT: the number replied STOP
             *
             *     IDEMPOTENCY_KEY_REUSED (the key came with another body), IDEMPOTENCY_IN_PROGRESS (the first request still runs)
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    Contact_requestTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequestTypeResponse"][];
                };
            };
            400: components["responses"]["400"];
            503: components["responses"]["503"];
        };
    };
    Contact_send: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactSentResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            /** @description Too many attempts; retry after a minute */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    TrustUs_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrustPartnerResponse"][];
                };
            };
            400: components["responses"]["400"];
            503: components["responses"]["503"];
        };
    };
    TrustUs_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["TrustPartnerBodyDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrustPartnerResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    TrustUs_logo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The logo */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/jpeg": string;
                    "image/webp": string;
                };
            };
            400: components["responses"]["400"];
            /** @description TRUST_PARTNER_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    TrustUs_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["TrustPartnerBodyDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrustPartnerResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description TRUST_PARTNER_NOT_FOUND (also for another country’s) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            503: components["responses"]["503"];
        };
    };
    TrustUs_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrustPartnerResponseMutation"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            /** @description TRUST_PARTNER_NOT_FOUND (also for another country’s) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Dashboards_farmsSize: {
        parameters: {
            query?: {
                /** @description The country; left out: every country the caller may see */
                countryId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description When the last event the figures counted was recorded (ISO 8601); absent before the first event is counted */
                    "x-figures-as-of"?: string;
                    /** @description true while the aggregation is behind the log by more than a few seconds (the figures are catching up), false otherwise */
                    "x-figures-catching-up"?: "true" | "false";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardFarmsSizeResponse"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description DASHBOARD_COUNTRY_NOT_FOUND: no such country, or one a platform manager does not monitor */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Dashboards_projects: {
        parameters: {
            query?: {
                /** @description The country; left out: every country the caller may see */
                countryId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description When the last event the figures counted was recorded (ISO 8601); absent before the first event is counted */
                    "x-figures-as-of"?: string;
                    /** @description true while the aggregation is behind the log by more than a few seconds (the figures are catching up), false otherwise */
                    "x-figures-catching-up"?: "true" | "false";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardProjectCountResponse"][];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description DASHBOARD_COUNTRY_NOT_FOUND: no such country, or one a platform manager does not monitor */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Dashboards_gender: {
        parameters: {
            query?: {
                /** @description The country; left out: every country the caller may see */
                countryId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description When the last event the figures counted was recorded (ISO 8601); absent before the first event is counted */
                    "x-figures-as-of"?: string;
                    /** @description true while the aggregation is behind the log by more than a few seconds (the figures are catching up), false otherwise */
                    "x-figures-catching-up"?: "true" | "false";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardGenderCountResponse"][];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description DASHBOARD_COUNTRY_NOT_FOUND: no such country, or one a platform manager does not monitor */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Dashboards_trained: {
        parameters: {
            query?: {
                /** @description The country; left out: every country the caller may see */
                countryId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description When the last event the figures counted was recorded (ISO 8601); absent before the first event is counted */
                    "x-figures-as-of"?: string;
                    /** @description true while the aggregation is behind the log by more than a few seconds (the figures are catching up), false otherwise */
                    "x-figures-catching-up"?: "true" | "false";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardTotalResponse"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description DASHBOARD_COUNTRY_NOT_FOUND: no such country, or one a platform manager does not monitor */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Dashboards_communities: {
        parameters: {
            query?: {
                /** @description The country; left out: every country the caller may see */
                countryId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description When the last event the figures counted was recorded (ISO 8601); absent before the first event is counted */
                    "x-figures-as-of"?: string;
                    /** @description true while the aggregation is behind the log by more than a few seconds (the figures are catching up), false otherwise */
                    "x-figures-catching-up"?: "true" | "false";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardTotalResponse"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description DASHBOARD_COUNTRY_NOT_FOUND: no such country, or one a platform manager does not monitor */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Dashboards_fertilizers: {
        parameters: {
            query?: {
                /** @description The country; left out: every country the caller may see */
                countryId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description When the last event the figures counted was recorded (ISO 8601); absent before the first event is counted */
                    "x-figures-as-of"?: string;
                    /** @description true while the aggregation is behind the log by more than a few seconds (the figures are catching up), false otherwise */
                    "x-figures-catching-up"?: "true" | "false";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardFertilizersResponse"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description DASHBOARD_COUNTRY_NOT_FOUND: no such country, or one a platform manager does not monitor */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Dashboards_byStateAndLga: {
        parameters: {
            query?: {
                /** @description The country; left out: every country the caller may see */
                countryId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description When the last event the figures counted was recorded (ISO 8601); absent before the first event is counted */
                    "x-figures-as-of"?: string;
                    /** @description true while the aggregation is behind the log by more than a few seconds (the figures are catching up), false otherwise */
                    "x-figures-catching-up"?: "true" | "false";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardStateCountResponse"][];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description DASHBOARD_COUNTRY_NOT_FOUND: no such country, or one a platform manager does not monitor */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Dashboards_summary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description When the last event the figures counted was recorded (ISO 8601); absent before the first event is counted */
                    "x-figures-as-of"?: string;
                    /** @description true while the aggregation is behind the log by more than a few seconds (the figures are catching up), false otherwise */
                    "x-figures-catching-up"?: "true" | "false";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardSummaryResponse"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            503: components["responses"]["503"];
        };
    };
    Dashboards_freshnessOfFigures: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description When the last event the figures counted was recorded (ISO 8601); absent before the first event is counted */
                    "x-figures-as-of"?: string;
                    /** @description true while the aggregation is behind the log by more than a few seconds (the figures are catching up), false otherwise */
                    "x-figures-catching-up"?: "true" | "false";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardFreshnessResponse"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            503: components["responses"]["503"];
        };
    };
    Dashboards_dailySeries: {
        parameters: {
            query: {
                /** @description The country; left out: every country the caller may see */
                countryId?: number;
                /** @description The figure: farmers enrolled, orders (the caller’s placed and received), orders received (a seller’s sales), orders placed, products, agronomy contents, users */
                series: "farmers" | "orders" | "orders-received" | "orders-placed" | "products" | "agronomy-content" | "users";
                /** @description First day (YYYY-MM-DD), in each country's own time zone; 29 days before `to` when left out. At most 366 days from `from` to `to`. */
                from?: string;
                /** @description Last day (YYYY-MM-DD), included; today when left out */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description When the last event the figures counted was recorded (ISO 8601); absent before the first event is counted */
                    "x-figures-as-of"?: string;
                    /** @description true while the aggregation is behind the log by more than a few seconds (the figures are catching up), false otherwise */
                    "x-figures-catching-up"?: "true" | "false";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardSeriesResponse"];
                };
            };
            /** @description DASHBOARD_SERIES_UNKNOWN, DASHBOARD_DAY_INVALID (not YYYY-MM-DD), DASHBOARD_RANGE_REVERSED (from after to), DASHBOARD_RANGE_TOO_LONG (over 366 days) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["401"];
            /** @description DASHBOARD_COUNTRY_NOT_FOUND: no such country, or one a platform manager does not monitor */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Dashboards_usersByRole: {
        parameters: {
            query?: {
                /** @description The country; left out: every country the caller may see */
                countryId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description When the last event the figures counted was recorded (ISO 8601); absent before the first event is counted */
                    "x-figures-as-of"?: string;
                    /** @description true while the aggregation is behind the log by more than a few seconds (the figures are catching up), false otherwise */
                    "x-figures-catching-up"?: "true" | "false";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardRoleCountResponse"][];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description DASHBOARD_COUNTRY_NOT_FOUND: no such country, or one a platform manager does not monitor */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Dashboards_agentEnrolled: {
        parameters: {
            query?: {
                /** @description The country; left out: every country the caller may see */
                countryId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description When the last event the figures counted was recorded (ISO 8601); absent before the first event is counted */
                    "x-figures-as-of"?: string;
                    /** @description true while the aggregation is behind the log by more than a few seconds (the figures are catching up), false otherwise */
                    "x-figures-catching-up"?: "true" | "false";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardTotalResponse"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description DASHBOARD_COUNTRY_NOT_FOUND: no such country, or one a platform manager does not monitor */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Dashboards_farmers: {
        parameters: {
            query?: {
                /** @description The country; left out: every country the caller may see */
                countryId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description When the last event the figures counted was recorded (ISO 8601); absent before the first event is counted */
                    "x-figures-as-of"?: string;
                    /** @description true while the aggregation is behind the log by more than a few seconds (the figures are catching up), false otherwise */
                    "x-figures-catching-up"?: "true" | "false";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardTotalResponse"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description DASHBOARD_COUNTRY_NOT_FOUND: no such country, or one a platform manager does not monitor */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Dashboards_todayFarmers: {
        parameters: {
            query?: {
                /** @description The country; left out: every country the caller may see */
                countryId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description When the last event the figures counted was recorded (ISO 8601); absent before the first event is counted */
                    "x-figures-as-of"?: string;
                    /** @description true while the aggregation is behind the log by more than a few seconds (the figures are catching up), false otherwise */
                    "x-figures-catching-up"?: "true" | "false";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardTotalResponse"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description DASHBOARD_COUNTRY_NOT_FOUND: no such country, or one a platform manager does not monitor */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Dashboards_signedByInputProvider: {
        parameters: {
            query?: {
                /** @description The country; left out: every country the caller may see */
                countryId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description When the last event the figures counted was recorded (ISO 8601); absent before the first event is counted */
                    "x-figures-as-of"?: string;
                    /** @description true while the aggregation is behind the log by more than a few seconds (the figures are catching up), false otherwise */
                    "x-figures-catching-up"?: "true" | "false";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardSignedUsersResponse"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description DASHBOARD_COUNTRY_NOT_FOUND: no such country, or one a platform manager does not monitor */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Dashboards_inputProviderFarmers: {
        parameters: {
            query?: {
                /** @description The country; left out: every country the caller may see */
                countryId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description When the last event the figures counted was recorded (ISO 8601); absent before the first event is counted */
                    "x-figures-as-of"?: string;
                    /** @description true while the aggregation is behind the log by more than a few seconds (the figures are catching up), false otherwise */
                    "x-figures-catching-up"?: "true" | "false";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardTotalResponse"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description DASHBOARD_COUNTRY_NOT_FOUND: no such country, or one a platform manager does not monitor */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Dashboards_signedByDistributor: {
        parameters: {
            query?: {
                /** @description The country; left out: every country the caller may see */
                countryId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description When the last event the figures counted was recorded (ISO 8601); absent before the first event is counted */
                    "x-figures-as-of"?: string;
                    /** @description true while the aggregation is behind the log by more than a few seconds (the figures are catching up), false otherwise */
                    "x-figures-catching-up"?: "true" | "false";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardSignedUsersResponse"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description DASHBOARD_COUNTRY_NOT_FOUND: no such country, or one a platform manager does not monitor */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Dashboards_ordersByUser: {
        parameters: {
            query?: {
                /** @description The country; left out: every country the caller may see */
                countryId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description When the last event the figures counted was recorded (ISO 8601); absent before the first event is counted */
                    "x-figures-as-of"?: string;
                    /** @description true while the aggregation is behind the log by more than a few seconds (the figures are catching up), false otherwise */
                    "x-figures-catching-up"?: "true" | "false";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardOrdersResponse"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description DASHBOARD_COUNTRY_NOT_FOUND: no such country, or one a platform manager does not monitor */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Dashboards_todayOrders: {
        parameters: {
            query?: {
                /** @description The country; left out: every country the caller may see */
                countryId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description When the last event the figures counted was recorded (ISO 8601); absent before the first event is counted */
                    "x-figures-as-of"?: string;
                    /** @description true while the aggregation is behind the log by more than a few seconds (the figures are catching up), false otherwise */
                    "x-figures-catching-up"?: "true" | "false";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardTotalResponse"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description DASHBOARD_COUNTRY_NOT_FOUND: no such country, or one a platform manager does not monitor */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Dashboards_products: {
        parameters: {
            query?: {
                /** @description The country; left out: every country the caller may see */
                countryId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description When the last event the figures counted was recorded (ISO 8601); absent before the first event is counted */
                    "x-figures-as-of"?: string;
                    /** @description true while the aggregation is behind the log by more than a few seconds (the figures are catching up), false otherwise */
                    "x-figures-catching-up"?: "true" | "false";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardTotalResponse"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description DASHBOARD_COUNTRY_NOT_FOUND: no such country, or one a platform manager does not monitor */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Dashboards_todayProducts: {
        parameters: {
            query?: {
                /** @description The country; left out: every country the caller may see */
                countryId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description When the last event the figures counted was recorded (ISO 8601); absent before the first event is counted */
                    "x-figures-as-of"?: string;
                    /** @description true while the aggregation is behind the log by more than a few seconds (the figures are catching up), false otherwise */
                    "x-figures-catching-up"?: "true" | "false";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardTotalResponse"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description DASHBOARD_COUNTRY_NOT_FOUND: no such country, or one a platform manager does not monitor */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Dashboards_agronomyContent: {
        parameters: {
            query?: {
                /** @description The country by name (English or French) or ISO code; left out: every country the caller may see */
                countryName?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description When the last event the figures counted was recorded (ISO 8601); absent before the first event is counted */
                    "x-figures-as-of"?: string;
                    /** @description true while the aggregation is behind the log by more than a few seconds (the figures are catching up), false otherwise */
                    "x-figures-catching-up"?: "true" | "false";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardTotalResponse"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description DASHBOARD_COUNTRY_NOT_FOUND: no such country, or one a platform manager does not monitor; DASHBOARD_COUNTRY_NAME_UNKNOWN: no country of that name */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
    Dashboards_todayAgronomyContent: {
        parameters: {
            query?: {
                /** @description The country; left out: every country the caller may see */
                countryId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description When the last event the figures counted was recorded (ISO 8601); absent before the first event is counted */
                    "x-figures-as-of"?: string;
                    /** @description true while the aggregation is behind the log by more than a few seconds (the figures are catching up), false otherwise */
                    "x-figures-catching-up"?: "true" | "false";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardTotalResponse"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            /** @description DASHBOARD_COUNTRY_NOT_FOUND: no such country, or one a platform manager does not monitor */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["503"];
        };
    };
}
