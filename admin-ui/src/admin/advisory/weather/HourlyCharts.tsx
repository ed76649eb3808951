import { useState } from 'react';
import { Box, Tab, Tabs, Typography } from '@mui/material';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import { type Forecast, type HourlyWeather } from '../../../shared/weather';

const SERIES: { key: keyof HourlyWeather; label: string; unit: (f: Forecast) => string; color: string }[] = [
  { key: 'temperature', label: 'temperature', unit: (f) => f.units.temperature, color: '#c62828' },
  { key: 'windSpeed', label: 'wind', unit: (f) => f.units.windSpeed, color: '#1565c0' },
  { key: 'precipitationProbability', label: 'rainChance', unit: () => '%', color: '#00838f' },
  { key: 'humidity', label: 'humidity', unit: () => '%', color: '#2e7d32' },
  { key: 'dewPoint', label: 'dewPoint', unit: (f) => f.units.temperature, color: '#6a1b9a' },
];

/** Hourly tabs: temperature, wind, chance of rain, humidity, dew point over the next 48 hours. */
export function HourlyCharts({ forecast }: { forecast: Forecast }) {
  const translate = useTranslate();
  const [tab, setTab] = useState(0);
  const series = SERIES[tab];
  const from = forecast.current?.time ?? '';
  const hours = forecast.hourly.filter((h) => h.time >= from).slice(0, 48);
  const label = translate(`kasuwa.weather.forecast.series.${series.label}`);
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="h6" component="h3">
        {translate('kasuwa.weather.forecast.hourly')}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_, value: number) => setTab(value)}
        variant="scrollable"
        aria-label={translate('kasuwa.weather.forecast.hourly')}
      >
        {SERIES.map((s, i) => (
          <Tab
            key={s.key}
            value={i}
            label={translate(`kasuwa.weather.forecast.series.${s.label}`)}
            data-testid={`hourly-tab-${s.label}`}
          />
        ))}
      </Tabs>
      <Box role="img" aria-label={`${label} (${series.unit(forecast)})`} sx={{ height: 240, mt: 1 }}>
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={hours.map((h) => ({ time: h.time.slice(5).replace('T', ' '), value: h[series.key] }))}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="time" minTickGap={24} />
            <YAxis unit={` ${series.unit(forecast)}`} width={70} />
            <Tooltip />
            <Line
              type="monotone"
              dataKey="value"
              name={label}
              stroke={series.color}
              dot={false}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </Box>
    </Box>
  );
}
