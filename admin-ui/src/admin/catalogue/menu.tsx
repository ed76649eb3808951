import CategoryIcon from '@mui/icons-material/Category';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import GrassIcon from '@mui/icons-material/Grass';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import RateReviewIcon from '@mui/icons-material/RateReview';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { permissionFor } from '../permissions';
import { PendingReviewsBadge } from './reviews/PendingReviewsBadge';
import { isAdministrator } from './roles';

/** The side menu's catalogue section (each entry shows to the holders of its permission). */
export const CATALOGUE_MENU_SECTION = 'kasuwa.catalogue.menu.section';

/** A seller's products, a dealer's catalogue and the inputs it adds from. */
const OWN_PAGES = [
  {
    to: '/products',
    label: 'resources.products.name',
    icon: <Inventory2Icon />,
    permission: permissionFor('products'),
  },
  {
    to: '/myproducts',
    label: 'resources.myproducts.name',
    icon: <StorefrontIcon />,
    permission: permissionFor('myproducts'),
  },
  { to: '/inputs', label: 'resources.inputs.name', icon: <GrassIcon />, permission: permissionFor('inputs') },
];

/** Approval, reference data and moderation. */
const ADMINISTRATION_PAGES = [
  {
    to: '/all-products-management',
    label: 'resources.all-products-management.name',
    icon: <FactCheckIcon />,
    permission: permissionFor('all-products-management'),
  },
  {
    to: '/categories',
    label: 'resources.categories.name',
    icon: <CategoryIcon />,
    permission: permissionFor('categories'),
  },
  {
    to: '/reviews',
    label: 'resources.reviews.name',
    icon: <RateReviewIcon />,
    permission: permissionFor('reviews'),
    badge: <PendingReviewsBadge />,
  },
];

/**
 * The section's entries for the working `role`: administrators have no products or catalogue of their own.
 * The menu then keeps those whose permission the role holds.
 */
export const catalogueMenu = (role: string) =>
  isAdministrator(role) ? ADMINISTRATION_PAGES : [...OWN_PAGES, ...ADMINISTRATION_PAGES];
