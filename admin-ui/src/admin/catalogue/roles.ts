/** Administrators hold every permission but sell nothing: a seller's or a dealer's own pages are not theirs. */
const ADMINISTRATORS = ['ROLE_ADMIN', 'ROLE_SUPER_ADMIN', 'ROLE_PLATFORM_MANAGER'];

export const isAdministrator = (role: string) => ADMINISTRATORS.includes(role);
