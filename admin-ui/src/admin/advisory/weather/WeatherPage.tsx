import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Box, Tab, Tabs, Typography } from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import { SearchTab } from './SearchTab';
import { MyLocationsTab } from './MyLocationsTab';

export const WEATHER_PATH = '/advisory/weather';
export const MY_LOCATIONS_PATH = '/advisory/weather/my-locations';

/**
 * advisory/weather (search by address) and advisory/weather/my-locations: the forecast of a place found by name, which
 * can be saved as a farm location; the caller's saved locations, each with its forecast and field work; rainfall outlooks.
 */
export function WeatherPage() {
  const translate = useTranslate();
  const basename = useBasename();
  const navigate = useNavigate();
  const location = useLocation();
  const mine = location.pathname.endsWith('/my-locations');
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {translate('kasuwa.weather.title')}
      </Typography>
      <Tabs
        value={mine ? 'mine' : 'search'}
        onChange={(_, value: string) => navigate(`${basename}${value === 'mine' ? MY_LOCATIONS_PATH : WEATHER_PATH}`)}
        sx={{ mb: 2 }}
        aria-label={translate('kasuwa.weather.title')}
      >
        <Tab value="search" label={translate('kasuwa.weather.tabs.search')} data-testid="weather-tab-search" />
        <Tab value="mine" label={translate('kasuwa.weather.tabs.mine')} data-testid="weather-tab-mine" />
      </Tabs>
      {mine ? (
        <MyLocationsTab selected={selected} onSelect={setSelected} />
      ) : (
        <SearchTab
          onSaved={(saved) => {
            setSelected(saved.id);
            navigate(`${basename}${MY_LOCATIONS_PATH}`);
          }}
        />
      )}
    </Box>
  );
}
