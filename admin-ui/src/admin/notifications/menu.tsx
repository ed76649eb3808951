import type { ReactNode } from 'react';
import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import SystemUpdateIcon from '@mui/icons-material/SystemUpdate';
import { MANAGE_VERSIONS, MONITOR_QUEUES, SEND_PUSH } from './permissions';

/** The administration entries of the side menu: push notifications, app versions and the operations page (beside the queue dashboard). */
export const notificationsMenu = (): { to: string; label: string; icon: ReactNode; permission: string }[] => [
  {
    to: '/push-notifications',
    label: 'kasuwa.notifications.menu.push',
    icon: <NotificationsActiveIcon />,
    permission: SEND_PUSH,
  },
  {
    to: '/app-versions',
    label: 'kasuwa.notifications.menu.versions',
    icon: <SystemUpdateIcon />,
    permission: MANAGE_VERSIONS,
  },
  { to: '/ops', label: 'kasuwa.notifications.menu.ops', icon: <MonitorHeartIcon />, permission: MONITOR_QUEUES },
];
