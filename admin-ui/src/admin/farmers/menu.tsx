import type { ReactNode } from 'react';
import AgricultureIcon from '@mui/icons-material/Agriculture';
import { FARMERS_VIEW } from './permissions';
import { tabsOf } from './roles';

export interface FarmersMenuEntry {
  to: string;
  label: string;
  icon: ReactNode;
  permission: string;
}

/** The farmers entry of the side menu, for the roles that have a farmer list. */
export const farmersMenu = (role: string): FarmersMenuEntry[] =>
  tabsOf(role).length
    ? [{ to: '/farmers', label: 'resources.farmers.name', icon: <AgricultureIcon />, permission: FARMERS_VIEW }]
    : [];
