import type { ReactNode } from 'react';
import SmsIcon from '@mui/icons-material/Sms';
import { MONITOR_MESSAGING } from './permissions';

/** The administration entry of the side menu: SMS and USSD. */
export const messagingMenu = (): { to: string; label: string; icon: ReactNode; permission: string }[] => [
  { to: '/messaging', label: 'kasuwa.messaging.menu', icon: <SmsIcon />, permission: MONITOR_MESSAGING },
];
