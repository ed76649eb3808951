import type { ReactNode } from 'react';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import ForumIcon from '@mui/icons-material/Forum';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { TRADE_PERMISSIONS } from './permissions';
import { PendingOrdersBadge, UnreadQuotationsBadge } from './shared/CountBadge';

/** The side menu's trade section (each entry shows to the holders of its permission). */
export const TRADE_MENU_SECTION = 'kasuwa.trade.menu.section';

export interface TradeMenuEntry {
  to: string;
  label: string;
  icon: ReactNode;
  permission: string;
  badge?: ReactNode;
}

/** Administrators follow the orders of their countries; they neither sell nor buy. */
const ADMINISTRATORS = ['ROLE_ADMIN', 'ROLE_SUPER_ADMIN', 'ROLE_PLATFORM_MANAGER'];

/** What sellers receive: quotations to answer (unread count) and orders to handle (pending count). */
const SELLING: TradeMenuEntry[] = [
  {
    to: '/quotations',
    label: 'resources.quotations.name',
    icon: <RequestQuoteIcon />,
    permission: TRADE_PERMISSIONS.quotationsList,
    badge: <UnreadQuotationsBadge />,
  },
  {
    to: '/allorders',
    label: 'resources.allorders.name',
    icon: <ReceiptLongIcon />,
    permission: TRADE_PERMISSIONS.ordersList,
    badge: <PendingOrdersBadge />,
  },
];

/** What buyers ask and place. */
const BUYING: TradeMenuEntry[] = [
  {
    to: '/quotations/asked',
    label: 'kasuwa.trade.menu.askedQuotations',
    icon: <ForumIcon />,
    permission: TRADE_PERMISSIONS.quotationsCreate,
  },
  {
    to: '/myorders',
    label: 'resources.myorders.name',
    icon: <ShoppingCartIcon />,
    permission: TRADE_PERMISSIONS.ordersCreate,
  },
];

/** The section's entries for the working `role`; the menu keeps those whose permission the role holds. */
export const tradeMenu = (role: string): TradeMenuEntry[] =>
  ADMINISTRATORS.includes(role) ? SELLING.filter((entry) => entry.to === '/allorders') : [...SELLING, ...BUYING];
