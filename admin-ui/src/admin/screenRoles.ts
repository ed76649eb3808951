/**
 * Screens that belong to some roles' own business: a dealer's catalogue, the affiliations between input providers
 * and dealers. Administrators hold every permission (`*`) but have no catalogue nor affiliations of their own, and the
 * API refuses them there; these screens are neither offered in their menu nor opened for them. The menu
 * (layout/Menu.tsx) and the route guard (authProvider.canAccess) both ask `screenIsFor`, so the two cannot disagree.
 */

const INPUT_PROVIDER_SIDE = ['ROLE_INPUT_PROVIDER', 'ROLE_INPUT_PROVIDER_STAFF'];
const DEALERS = ['ROLE_DISTRIBUTOR', 'ROLE_WHOLESALER', 'ROLE_RETAILER', 'ROLE_AGRODEALER'];
const DEALER_STAFF = ['ROLE_DISTRIBUTOR_STAFF', 'ROLE_WHOLESALER_STAFF'];
const WAFA = ['ROLE_WAFA_PARTNER', 'ROLE_WAFA_ADMIN'];

/** Screen (resource or first path segment) -> the working roles it is for. */
export const SCREEN_ROLES: Record<string, readonly string[]> = {
  // A dealer's catalogue (src/catalogue/seller-catalogue/domain/dealer-of.ts: dealers and their staff).
  myproducts: [...DEALERS, ...DEALER_STAFF],
  // Affiliation requests: input providers answer them, dealers send them, WAFA follows them.
  affiliations: [...INPUT_PROVIDER_SIDE, ...DEALERS, ...DEALER_STAFF, ...WAFA],
};

/** The screen a console path or resource names: `/myproducts/edit/3` and `myproducts` name `myproducts`. */
export const screenOf = (pathOrResource: string) => pathOrResource.replace(/^\/+/, '').split('/')[0];

/** True unless the screen is one of SCREEN_ROLES and the working role is not among its roles. */
export function screenIsFor(pathOrResource: string, role: string): boolean {
  const roles = SCREEN_ROLES[screenOf(pathOrResource)];
  return !roles || roles.includes(role);
}

/** The roles a screen is for (empty for a screen open to whoever holds its permission). */
export const rolesOfScreen = (pathOrResource: string): readonly string[] =>
  SCREEN_ROLES[screenOf(pathOrResource)] ?? [];

let refused: string | null = null;

/** Kept by the route guard when it refuses a screen for the role, so that the refusal can say who it is for. */
export function rememberRefusedScreen(screen: string | null): void {
  refused = screen;
}

export const lastRefusedScreen = () => refused;
