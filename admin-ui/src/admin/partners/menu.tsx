import type { ReactNode } from 'react';

/** The side menu's partners section (each entry shows to the holders of its permission). */
export const PARTNERS_MENU_SECTION = 'kasuwa.partners.menu.section';

export interface PartnersMenuEntry {
  to: string;
  label: string;
  icon: ReactNode;
  permission: string;
  badge?: ReactNode;
}

/** The section's entries for the working `role`; the menu keeps those whose permission the role holds. */
export const partnersMenu = (_role: string): PartnersMenuEntry[] => [];
