import type { ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { MY_LOCATIONS_PATH, WEATHER_PATH, WeatherPage } from './WeatherPage';

/** The weather screens (custom routes, registered inside <CustomRoutes> by ../AdminApp.tsx). */
export const weatherRoutes: ReactElement[] = [
  <Route key="weather" path={WEATHER_PATH} element={<WeatherPage />} />,
  <Route key="weather-mine" path={MY_LOCATIONS_PATH} element={<WeatherPage />} />,
];
