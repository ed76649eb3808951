import type { ReactNode } from 'react';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import TimelineIcon from '@mui/icons-material/Timeline';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';

/** The side menu's market entries: the list for every signed-in person, the upload for those who manage prices. */
export const marketsMenu = (): { to: string; label: string; icon: ReactNode; permission: string }[] => [
  {
    to: '/market-updates/list',
    label: 'kasuwa.markets.menu.list',
    icon: <ShowChartIcon />,
    permission: 'account-settings',
  },
  {
    to: '/market-updates/history',
    label: 'kasuwa.markets.menu.history',
    icon: <TimelineIcon />,
    permission: 'account-settings',
  },
  {
    to: '/market-updates/alerts',
    label: 'kasuwa.markets.menu.alerts',
    icon: <NotificationsActiveIcon />,
    permission: 'account-settings',
  },
  {
    to: '/market-updates-files',
    label: 'kasuwa.markets.menu.files',
    icon: <UploadFileIcon />,
    permission: 'market-updates:manage',
  },
];
