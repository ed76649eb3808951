import type { ReactNode } from 'react';
import GrassIcon from '@mui/icons-material/Grass';
import HubIcon from '@mui/icons-material/Hub';

export interface AdvisoryMenuEntry {
  to: string;
  label: string;
  icon: ReactNode;
  permission: string;
}

export const ADVISORY_MENU_SECTION = 'kasuwa.advisory.menu.section';

/** The advisory entries of the side menu: every signed-in person (account-settings) looks up advice and finds hubs. */
export const advisoryMenu = (): AdvisoryMenuEntry[] => [
  {
    to: '/advisory/fertilizer-recommendattions',
    label: 'kasuwa.advisory.menu.recommendations',
    icon: <GrassIcon />,
    permission: 'account-settings',
  },
  { to: '/farm-fortune-hubs', label: 'kasuwa.advisory.menu.hubs', icon: <HubIcon />, permission: 'account-settings' },
];
