import type { ReactNode } from 'react';
import EventNoteIcon from '@mui/icons-material/EventNote';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import GroupsIcon from '@mui/icons-material/Groups';
import HandshakeIcon from '@mui/icons-material/Handshake';
import StoreIcon from '@mui/icons-material/Store';
import { isAdministrator } from '../catalogue/roles';
import { permissionFor } from '../permissions';
import { PendingAffiliationsBadge } from './affiliations/PendingAffiliationsBadge';
import { affiliationsPath } from './roles';

/** The side menu's partners section (each entry shows to the holders of its permission). */
export const PARTNERS_MENU_SECTION = 'kasuwa.partners.menu.section';

export interface PartnersMenuEntry {
  to: string;
  label: string;
  icon: ReactNode;
  permission: string;
  badge?: ReactNode;
}

/**
 * The section's entries for the working `role`; the menu keeps those whose permission the role holds.
 * Administrators are no party to affiliations: they keep the invitations and the visits.
 */
export const partnersMenu = (role: string): PartnersMenuEntry[] => {
  const invitations = {
    to: '/invitations',
    label: 'kasuwa.partners.menu.invitations',
    icon: <ForwardToInboxIcon />,
    permission: permissionFor('invitations'),
  };
  const visits = {
    to: '/visits',
    label: 'kasuwa.partners.menu.visits',
    icon: <EventNoteIcon />,
    permission: permissionFor('visits'),
  };
  if (isAdministrator(role)) return [invitations, visits];
  return [
    {
      to: affiliationsPath(role),
      label: 'kasuwa.partners.menu.affiliations',
      icon: <HandshakeIcon />,
      permission: permissionFor('affiliations'),
      badge: <PendingAffiliationsBadge />,
    },
    {
      to: '/retailers',
      label: 'kasuwa.partners.menu.retailers',
      icon: <StoreIcon />,
      permission: permissionFor('retailers'),
    },
    {
      to: '/agrodealers',
      label: 'kasuwa.partners.menu.agrodealers',
      icon: <GroupsIcon />,
      permission: permissionFor('agrodealers'),
    },
    invitations,
    visits,
  ];
};
