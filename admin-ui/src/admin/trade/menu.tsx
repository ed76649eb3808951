import type { ReactNode } from 'react';

/** The side menu's trade section (each entry shows to the holders of its permission). */
export const TRADE_MENU_SECTION = 'kasuwa.trade.menu.section';

export interface TradeMenuEntry {
  to: string;
  label: string;
  icon: ReactNode;
  permission: string;
  badge?: ReactNode;
}

/** The section's entries for the working `role`; the menu keeps those whose permission the role holds. */
export const tradeMenu = (_role: string): TradeMenuEntry[] => [];
