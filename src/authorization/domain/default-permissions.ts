/**
 * The permission catalogue and the DEFAULT matrix: what each role holds in every country until an administrator
 * changes it (GET/PUT authorizations/...). The Authorization migration seeds the `permissions`,
 * `authorization_profiles` and `profile_features` tables from these constants, so the two never drift;
 * docs/permissions.md is the readable copy (a unit test keeps it in step).
 *
 * Pure data: no Nest or TypeORM import, so the migration can import it. The role and permission names themselves are
 * the kernel's (src/kernel/auth), so routes and checks anywhere name them as types.
 */
import { PERMISSION_NAMES, PermissionName } from '../../kernel/auth/permission-names';
import { RoleName, ROLES, STAFF_ROLES, StaffRole } from '../../kernel/auth/platform-roles';

export { PERMISSION_NAMES, ROLES, STAFF_ROLES };
export type { PermissionName, RoleName, StaffRole };
export {
  isRoleName,
  isStaffRole,
  ROLE_ADMIN,
  ROLE_PLATFORM_MANAGER,
  ROLE_SUPER_ADMIN,
  ROLE_USER,
} from '../../kernel/auth/platform-roles';
export { isPermissionName } from '../../kernel/auth/permission-names';

export interface PermissionDefinition {
  /** 'resource:action' (or a console page name, such as 'admindashboard'). */
  name: PermissionName;
  description: string;
  descriptionFr: string;
  /** An organisation owner may grant it to one of their staff members (POST permissions). */
  assignableToStaff: boolean;
}

const p = (
  name: PermissionName,
  description: string,
  descriptionFr: string,
  assignableToStaff = false,
): PermissionDefinition => ({
  name,
  description,
  descriptionFr,
  assignableToStaff,
});

/** Every permission, in the order the console lists them. */
export const PERMISSION_CATALOGUE: readonly PermissionDefinition[] = [
  // Dashboards
  p('admindashboard', 'Administration dashboard', "Tableau de bord d'administration"),
  p('dashboard', 'Input provider dashboard', "Tableau de bord du fournisseur d'intrants", true),
  p(
    'mydashboard',
    'Dealer dashboard (distributor, wholesaler, retailer)',
    'Tableau de bord du revendeur (distributeur, grossiste, détaillant)',
    true,
  ),
  p('extensionagentdashboard', 'Extension agent dashboard', "Tableau de bord de l'agent de vulgarisation"),
  p('account-settings', 'Own account settings', 'Paramètres de son compte'),
  // Users
  p('users:list', 'List users', 'Lister les utilisateurs'),
  p('users:manage', 'Deactivate, reactivate and delete users', 'Désactiver, réactiver et supprimer des utilisateurs'),
  p('users:approve', 'Approve extension agents', 'Approuver les agents de vulgarisation'),
  p('users:export', 'Export users', 'Exporter les utilisateurs'),
  p('input-providers:list', 'List input providers', "Lister les fournisseurs d'intrants"),
  p('input-providers:manage', 'Manage input providers', "Gérer les fournisseurs d'intrants"),
  p('platform-managers:list', 'List platform managers', 'Lister les gestionnaires de la plateforme'),
  p(
    'platform-managers:manage',
    'Manage platform managers and their countries',
    'Gérer les gestionnaires de la plateforme et leurs pays',
  ),
  p('salesmen:list', 'List salesmen', 'Lister les commerciaux', true),
  p('salesmen:manage', 'Manage salesmen', 'Gérer les commerciaux'),
  // Staff of an organisation
  p('staff:list', 'List staff members', 'Lister le personnel', true),
  p('staff:create', 'Create staff members', 'Créer des membres du personnel'),
  p('staff:edit', 'Edit staff members', 'Modifier des membres du personnel'),
  p('staff:delete', 'Delete staff members', 'Supprimer des membres du personnel'),
  p('staff:permissions', 'Grant and revoke staff permissions', 'Accorder et retirer des permissions au personnel'),
  // Authorization
  p('countries:list', 'View authorization countries and profiles', "Consulter les pays et profils d'autorisation"),
  p(
    'countries:manage',
    'Manage authorization countries, profiles and features',
    "Gérer les pays, profils et fonctionnalités d'autorisation",
  ),
  // Catalogue
  p('categories:list', 'List product categories', 'Lister les catégories de produits', true),
  p('categories:create', 'Create product categories', 'Créer des catégories de produits'),
  p('categories:edit', 'Edit product categories', 'Modifier des catégories de produits'),
  p('categories:delete', 'Delete product categories', 'Supprimer des catégories de produits'),
  p('products:list', 'List products', 'Lister les produits', true),
  p('products:create', 'Create products', 'Créer des produits', true),
  p('products:edit', 'Edit products', 'Modifier des produits', true),
  p('products:delete', 'Delete products', 'Supprimer des produits', true),
  p('products:approve', 'Approve products', 'Approuver des produits'),
  p('reviews:moderate', 'Moderate reviews', 'Modérer les avis'),
  // Trade
  p('quotations:list', 'List quotations', 'Lister les devis', true),
  p(
    'quotations:answer',
    'Answer quotation requests (price offers, comments, read flag)',
    'Répondre aux demandes de devis (offres de prix, commentaires, lecture)',
    true,
  ),
  p(
    'quotations:create',
    'Ask sellers for quotations, counter and accept their offers',
    'Demander des devis aux vendeurs, contre-proposer et accepter leurs offres',
    true,
  ),
  p('orders:list', 'List orders', 'Lister les commandes', true),
  p('orders:manage', 'Manage orders', 'Gérer les commandes', true),
  p(
    'orders:create',
    'Place product requests (orders), cancel them while pending and confirm their delivery',
    'Passer des demandes de produits (commandes), les annuler tant qu’elles sont en attente et confirmer leur livraison',
    true,
  ),
  p('inputs:list', 'Browse inputs', 'Parcourir les intrants', true),
  p(
    'catalog:manage',
    'Manage the own seller catalogue (prices, quantities, selling locations)',
    'Gérer son catalogue de revendeur (prix, quantités, points de vente)',
    true,
  ),
  p('affiliations:manage', 'Manage affiliations', 'Gérer les affiliations', true),
  p(
    'invitations:manage',
    'Invite dealers, extension agents and farmers to join, and follow the invitations',
    'Inviter revendeurs, agents de vulgarisation et agriculteurs à rejoindre la plateforme, et suivre les invitations',
    true,
  ),
  p(
    'visits:manage',
    'Plan field visits, share them with partners and attach their minutes',
    'Planifier des visites de terrain, les partager avec les partenaires et y joindre leur compte rendu',
    true,
  ),
  p(
    'warehouses:list',
    'See warehouses, their stock summary and status',
    'Voir les entrepôts, le résumé et l’état de leur stock',
    true,
  ),
  p('warehouses:manage', 'Manage warehouses', 'Gérer les entrepôts', true),
  p(
    'inventory:list',
    'See stock movements and waybills',
    'Voir les mouvements de stock et les lettres de voiture',
    true,
  ),
  p('inventory:manage', 'Manage inventory', 'Gérer les stocks', true),
  p('inventory:export', 'Export the stock as PDF', 'Exporter le stock en PDF', true),
  // Farmers (extension agents)
  p('farmers:list', 'List farmers', 'Lister les agriculteurs'),
  p(
    'farmers:view',
    "See the farmers one may see (created, referred by affiliated agents, or one's own record), their picture and consent form",
    "Voir les agriculteurs que l'on peut voir (créés, orientés par des agents affiliés, ou sa propre fiche), leur photo et leur formulaire de consentement",
    true,
  ),
  p('farmers:create', 'Create farmers', 'Créer des agriculteurs'),
  p('farmers:edit', 'Edit farmers', 'Modifier des agriculteurs'),
  p('farmers:delete', 'Delete farmers', 'Supprimer des agriculteurs'),
  p('farmers:import', 'Import farmers', 'Importer des agriculteurs'),
  p('farmers:export', 'Export farmers', 'Exporter des agriculteurs'),
  p(
    'farmer-lists:manage',
    'Manage the projects, aggregation partners and farmer companies of each country',
    "Gérer les projets, partenaires d'agrégation et sociétés d'agriculteurs de chaque pays",
  ),
  // Content and operations
  p('market-updates:manage', 'Manage market updates', 'Gérer les actualités du marché'),
  p(
    'trust-us:manage',
    'Manage the partner organisations shown on the home page',
    "Gérer les organisations partenaires affichées sur la page d'accueil",
  ),
  p('agronomy-content:manage', 'Manage agronomy content', 'Gérer le contenu agronomique'),
  p(
    'agronomy-content:write',
    "Write agronomy content (articles, videos, documents) and manage one's own",
    'Rédiger du contenu agronomique (articles, vidéos, documents) et gérer le sien',
  ),
  p('app-versions:manage', 'Manage mobile app versions', "Gérer les versions de l'application mobile"),
  p(
    'fertilizer-recommendations:manage',
    'Create, edit, import and withdraw fertilizer recommendations',
    'Créer, modifier, importer et retirer des recommandations d’engrais',
  ),
  p(
    'hubs:manage',
    'Open, edit, close and reopen farm-fortune hubs',
    'Ouvrir, modifier, fermer et rouvrir des centres Farm and Fortune',
  ),
  p('push-notifications:send', 'Send push notifications', 'Envoyer des notifications push'),
  p('queues:monitor', 'Monitor the job queues', 'Surveiller les files de tâches'),
];

const ACCOUNT: PermissionName[] = ['account-settings'];
const EVERYTHING = [...PERMISSION_NAMES];
/**
 * Platform managers hold what administrators hold, except the authorization settings, platform managers, the queues,
 * the farmers' reference lists, the fertilizer recommendation tables and the hubs.
 */
const PLATFORM_MANAGER_EXCLUDED: PermissionName[] = [
  'countries:manage',
  'platform-managers:manage',
  'queues:monitor',
  'farmer-lists:manage',
  'fertilizer-recommendations:manage',
  'hubs:manage',
];
const STAFF: PermissionName[] = ['staff:list', 'staff:create', 'staff:edit', 'staff:delete', 'staff:permissions'];
const STOCK: PermissionName[] = [
  'warehouses:list',
  'warehouses:manage',
  'inventory:list',
  'inventory:manage',
  'inventory:export',
];
/** Retailers and agro-dealers keep the stock of their own shop (inventory movements), without warehouses. */
const SHOP_STOCK: PermissionName[] = ['inventory:list', 'inventory:manage', 'inventory:export'];
const TRADE: PermissionName[] = [
  ...STOCK,
  'affiliations:manage',
  'invitations:manage',
  'visits:manage',
  'quotations:list',
  'quotations:answer',
  'orders:list',
  'orders:manage',
];
/** What every buying role holds: asking quotations and placing orders. */
const BUYING: PermissionName[] = ['quotations:create', 'orders:create'];
/** Distributors and wholesalers: staff, warehouses and trade, buying from those above them. */
const STOCKING_DEALER: PermissionName[] = [
  'mydashboard',
  ...ACCOUNT,
  ...STAFF,
  'products:list',
  ...TRADE,
  ...BUYING,
  'inputs:list',
  'catalog:manage',
];
/** Retailers and agro-dealers: their shop's trade and stock, without staff or warehouses. */
const SHOP_DEALER: PermissionName[] = [
  'mydashboard',
  ...ACCOUNT,
  'quotations:list',
  'quotations:answer',
  'orders:list',
  'orders:manage',
  ...BUYING,
  'inputs:list',
  'catalog:manage',
  'affiliations:manage',
  'visits:manage',
  ...SHOP_STOCK,
];

/**
 * Role -> permissions, the same in every country until changed. Super administrators also hold every permission
 * whatever the tables say (the checker never refuses them, so they cannot be locked out). Staff roles hold only
 * `account-settings`: their employer grants them permissions one by one (staff_permissions), among those marked
 * `assignableToStaff`.
 */
export const DEFAULT_PERMISSIONS: Readonly<Record<RoleName, readonly PermissionName[]>> = {
  ROLE_USER: ACCOUNT,
  ROLE_ADMIN: EVERYTHING,
  ROLE_SUPER_ADMIN: EVERYTHING,
  ROLE_PLATFORM_MANAGER: EVERYTHING.filter((name) => !PLATFORM_MANAGER_EXCLUDED.includes(name)),
  ROLE_INPUT_PROVIDER: [
    'dashboard',
    ...ACCOUNT,
    'salesmen:list',
    ...STAFF,
    'categories:list',
    'products:list',
    'products:create',
    'products:edit',
    'products:delete',
    ...TRADE,
    'inputs:list',
    'farmers:view',
  ],
  ROLE_INPUT_PROVIDER_STAFF: ACCOUNT,
  ROLE_DISTRIBUTOR: STOCKING_DEALER,
  ROLE_DISTRIBUTOR_STAFF: ACCOUNT,
  ROLE_WHOLESALER: STOCKING_DEALER,
  ROLE_WHOLESALER_STAFF: ACCOUNT,
  ROLE_RETAILER: SHOP_DEALER,
  ROLE_AGRODEALER: SHOP_DEALER,
  ROLE_FARMER: [...ACCOUNT, 'inputs:list', ...BUYING, 'farmers:view'],
  ROLE_EXTENSION_AGENT: [
    'extensionagentdashboard',
    ...ACCOUNT,
    ...BUYING,
    'farmers:list',
    'farmers:view',
    'farmers:create',
    'farmers:edit',
    'farmers:delete',
    'farmers:import',
    'farmers:export',
    'invitations:manage',
    'visits:manage',
    'agronomy-content:write',
  ],
  ROLE_WAFA_PARTNER: [...ACCOUNT, 'affiliations:manage'],
  ROLE_WAFA_ADMIN: [...ACCOUNT, 'affiliations:manage'],
};

/** `permissions` in catalogue order (the matrix lists them in any order). */
export const inCatalogueOrder = (permissions: Iterable<string>): PermissionName[] => {
  const held = new Set(permissions);
  return PERMISSION_NAMES.filter((name) => held.has(name));
};
