/**
 * The figures the dashboards keep (dash_totals / dash_daily `metric`), each under owner '' (the country) and, where
 * it says so, under the user whose own figure it is.
 */
export const METRICS = {
  /** Farmers not deleted; owners: the country, the user who enrolled them, the input provider who referred that agent. Daily. */
  farmers: 'farmers',
  farmersByState: 'farmers_by_state',
  /** key `stateId:cityId`. */
  farmersByLga: 'farmers_by_lga',
  farmersByGender: 'farmers_by_gender',
  farmersByProject: 'farmers_by_project',
  /** key the role of whoever enrolled them; country only. */
  farmersByCreatorRole: 'farmers_by_creator_role',
  /** Farmers enrolled by an agent an organisation brought to the platform; country only. */
  referredFarmers: 'referred_farmers',
  /** Farmers with a planting record naming a training. */
  trainedFarmers: 'trained_farmers',
  communities: 'communities',
  farms: 'farms',
  farmHa: 'farm_ha',
  fertilizerKg: 'fertilizer_kg',
  /** key the role; country only; `users` daily. */
  usersByRole: 'users_by_role',
  users: 'users',
  /** key the invitation type; owner the inviting organisation. */
  signedUsers: 'signed_users',
  /** key the invitation type; country only. */
  signedByInputProvider: 'signed_by_input_provider',
  signedByDistributor: 'signed_by_distributor',
  /** Orders a user is a party of (and the country's). Daily. */
  orders: 'orders',
  ordersReceived: 'orders_received',
  ordersPlaced: 'orders_placed',
  /** key the status: the country's, and the seller's received orders. */
  ordersByStatus: 'orders_by_status',
  receivedByStatus: 'received_by_status',
  /** The value of delivered orders (quantity × unit price), the seller's and the country's. */
  salesValue: 'sales_value',
  quotations: 'quotations',
  quotationsReceived: 'quotations_received',
  quotationsByStatus: 'quotations_by_status',
  products: 'products',
  agronomyContent: 'agronomy_content',
  /** The owner's stock: units over all lines, and lines holding any. */
  stockUnits: 'stock_units',
  stockLines: 'stock_lines',
  affiliatedDealers: 'affiliated_dealers',
} as const;

export type Metric = (typeof METRICS)[keyof typeof METRICS];

/** The country-wide owner. */
export const COUNTRY = '';
