import type { ReactNode } from 'react';
import WbSunnyIcon from '@mui/icons-material/WbSunny';
import { WEATHER_PATH } from './WeatherPage';

/** Weather is every signed-in user's own (their saved locations): the permission every account holds. */
export const weatherMenu = (): { to: string; label: string; icon: ReactNode; permission: string }[] => [
  { to: WEATHER_PATH, label: 'kasuwa.weather.menu', icon: <WbSunnyIcon />, permission: 'account-settings' },
];
