import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PeopleDirectoryModule } from '../accounts';
import { GeographyModule } from '../geography';
import { PERMISSION_CHECKER } from '../kernel/auth/access.ports';
import { ActingOrganisations } from '../kernel/auth/acting-organisations';
import './authorization.errors';
import './authorization.messages';
import { AuthorizationMatrix } from './queries/authorization-matrix';
import { SetMonitoredCountriesHandler } from './commands/monitored-countries.command';
import { GrantStaffPermissionsHandler, RevokeStaffPermissionsHandler } from './commands/staff-permissions.commands';
import {
  SwitchAuthorizationCountryHandler,
  SwitchFeatureHandler,
  SwitchProfileHandler,
} from './commands/switch-settings.commands';
import { DatabasePermissionChecker } from './queries/database-permission-checker';
import { AuthorizationController } from './http/authorization.controller';
import { MonitoredCountriesController } from './http/monitored-countries.controller';
import { StaffPermissionsController } from './http/staff-permissions.controller';
import {
  AssignablePermissionsHandler,
  AuthorizationCountriesHandler,
  AuthorizationCountryHandler,
  AuthorizationProfileHandler,
  FeaturesHandler,
  MonitoredCountriesHandler,
  PersonalGrantsHandler,
} from './queries/authorization.queries';
import { AuthorizationViews } from './queries/authorization-views';
import { AuthorizationCountryRecord } from './read-models/authorization-country.entity';
import { AuthorizationProfileRecord } from './read-models/authorization-profile.entity';
import { AuthorizationProjection } from './read-models/authorization.projection';
import { MonitoredCountryRecord } from './read-models/monitored-country.entity';
import { PermissionRecord } from './read-models/permission.entity';
import { ProfileFeatureRecord } from './read-models/profile-feature.entity';
import { StaffPermissionRecord } from './read-models/staff-permission.entity';
import { StaffPolicy } from './queries/staff-policy';

export const AUTHORIZATION_ENTITIES = [
  PermissionRecord,
  AuthorizationCountryRecord,
  AuthorizationProfileRecord,
  ProfileFeatureRecord,
  StaffPermissionRecord,
  MonitoredCountryRecord,
];

/**
 * Per-country, editable permissions (profiles and features), personal grants to staff and the countries platform
 * managers work in. It uses people (PeopleDirectoryModule) and countries (GeographyModule); the kernel's access guard
 * and the modules that check permissions import it for PERMISSION_CHECKER.
 */
@Module({
  imports: [TypeOrmModule.forFeature(AUTHORIZATION_ENTITIES), GeographyModule, PeopleDirectoryModule],
  controllers: [AuthorizationController, StaffPermissionsController, MonitoredCountriesController],
  providers: [
    AuthorizationMatrix,
    DatabasePermissionChecker,
    { provide: PERMISSION_CHECKER, useExisting: DatabasePermissionChecker },
    AuthorizationViews,
    ActingOrganisations,
    StaffPolicy,
    AuthorizationProjection,
    SwitchAuthorizationCountryHandler,
    SwitchProfileHandler,
    SwitchFeatureHandler,
    GrantStaffPermissionsHandler,
    RevokeStaffPermissionsHandler,
    SetMonitoredCountriesHandler,
    FeaturesHandler,
    AuthorizationCountriesHandler,
    AuthorizationCountryHandler,
    AuthorizationProfileHandler,
    AssignablePermissionsHandler,
    PersonalGrantsHandler,
    MonitoredCountriesHandler,
  ],
  exports: [PERMISSION_CHECKER],
})
export class AuthorizationModule {}
