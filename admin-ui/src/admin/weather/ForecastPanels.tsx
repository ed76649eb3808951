import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Link,
  Stack,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useLocaleState, useTranslate } from 'react-admin';
import { serverMessage } from '../api/errors';
import { useConsoleApi } from '../api/useConsoleApi';
import type { Language } from '../../shared/preferences';
import {
  dayName,
  weatherLabel,
  withUnit,
  type DailyWeather,
  type Forecast,
  type HourlyWeather,
} from '../../shared/weather';
import type { LocationForecast } from './api';

/** Every query of the weather screen starts with it. */
export const WEATHER_KEY = 'weather';

export function useLanguage(): Language {
  const [locale] = useLocaleState();
  return locale === 'fr' ? 'fr' : 'en';
}

/** The "weather unavailable" state: the server's words (503 WEATHER_UNAVAILABLE), and a retry. */
export function Unavailable({ error, retry }: { error: unknown; retry: () => void }) {
  const translate = useTranslate();
  return (
    <Alert
      severity="warning"
      data-testid="weather-unavailable"
      action={
        <Button color="inherit" size="small" onClick={retry}>
          {translate('kasuwa.weather.forecast.retry')}
        </Button>
      }
    >
      {serverMessage(error, translate('kasuwa.weather.forecast.unavailable'))}
    </Alert>
  );
}

function Loading() {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} alignItems="center" role="status" sx={{ my: 2 }}>
      <CircularProgress size={20} aria-hidden />
      <Typography>{translate('kasuwa.common.loading')}</Typography>
    </Stack>
  );
}

function DaySummary({
  day,
  forecast,
  title,
  testId,
}: {
  day: DailyWeather;
  forecast: Forecast;
  title: string;
  testId: string;
}) {
  const translate = useTranslate();
  const language = useLanguage();
  const { units } = forecast;
  const t = (key: string) => translate(`kasuwa.weather.forecast.${key}`);
  return (
    <Card variant="outlined" data-testid={testId} sx={{ flex: '1 1 160px', minWidth: 160 }}>
      <CardContent>
        <Typography variant="subtitle2" component="h4" sx={{ textTransform: 'capitalize' }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {weatherLabel(day.weatherCode, language)}
        </Typography>
        <Typography variant="body2">
          {t('max')} {withUnit(day.temperatureMax, units.temperature)} · {t('min')}{' '}
          {withUnit(day.temperatureMin, units.temperature)}
        </Typography>
        <Typography variant="body2">
          {t('rain')} {withUnit(day.precipitationSum, units.precipitation)} ·{' '}
          {withUnit(day.precipitationProbabilityMax, '%')}
        </Typography>
        <Typography variant="body2">
          {t('wind')} {withUnit(day.windSpeedMax, units.windSpeed)} · {t('et0')}{' '}
          {withUnit(day.et0, units.evapotranspiration)}
        </Typography>
      </CardContent>
    </Card>
  );
}

const SERIES: { key: keyof HourlyWeather; label: string; unit: (f: Forecast) => string; color: string }[] = [
  { key: 'temperature', label: 'temperature', unit: (f) => f.units.temperature, color: '#c62828' },
  { key: 'windSpeed', label: 'wind', unit: (f) => f.units.windSpeed, color: '#1565c0' },
  { key: 'precipitationProbability', label: 'rainChance', unit: () => '%', color: '#00838f' },
  { key: 'humidity', label: 'humidity', unit: () => '%', color: '#2e7d32' },
  { key: 'dewPoint', label: 'dewPoint', unit: (f) => f.units.temperature, color: '#6a1b9a' },
];

/** Hourly tabs: temperature, wind, chance of rain, humidity, dew point over the next 48 hours. */
function HourlyCharts({ forecast }: { forecast: Forecast }) {
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

/** Today's summary, the six upcoming days and the hourly charts. */
export function ForecastPanel({ forecast }: { forecast: Forecast }) {
  const translate = useTranslate();
  const language = useLanguage();
  return (
    <Box data-testid="weather-forecast">
      {forecast.current && (
        <Typography variant="h4" component="p" data-testid="weather-now" sx={{ mb: 1 }}>
          {withUnit(forecast.current.temperature, forecast.units.temperature)}{' '}
          <Typography component="span" color="text.secondary">
            {translate('kasuwa.weather.forecast.now')} · {weatherLabel(forecast.current.weatherCode, language)} ·{' '}
            {translate('kasuwa.weather.forecast.humidity')} {withUnit(forecast.current.humidity, '%')}
          </Typography>
        </Typography>
      )}
      <Stack direction="row" useFlexGap flexWrap="wrap" gap={1.5}>
        {forecast.today && (
          <DaySummary
            day={forecast.today}
            forecast={forecast}
            title={translate('kasuwa.weather.forecast.today')}
            testId="weather-today"
          />
        )}
      </Stack>
      <Typography variant="h6" component="h3" sx={{ mt: 3, mb: 1 }}>
        {translate('kasuwa.weather.forecast.upcoming')}
      </Typography>
      <Stack direction="row" useFlexGap flexWrap="wrap" gap={1.5}>
        {forecast.upcomingDays.map((day) => (
          <DaySummary
            key={day.date}
            day={day}
            forecast={forecast}
            title={dayName(day.date, language)}
            testId={`weather-day-${day.date}`}
          />
        ))}
      </Stack>
      {forecast.hourly.length > 0 && <HourlyCharts forecast={forecast} />}
      <Typography variant="caption" component="p" sx={{ mt: 1 }}>
        <Link href={forecast.attribution.url} target="_blank" rel="noopener">
          {translate('kasuwa.weather.forecast.attribution')}
        </Link>
      </Typography>
    </Box>
  );
}

/** Rainfall over the next 4 weeks and 6 months, as bars. */
export function OutlookPanel({ latitude, longitude }: { latitude: number; longitude: number }) {
  const translate = useTranslate();
  const api = useConsoleApi();
  const query = useQuery({
    queryKey: [WEATHER_KEY, 'outlook', latitude, longitude],
    queryFn: ({ signal }) => api.rainfallOutlook(latitude, longitude, signal),
    retry: false,
  });
  const t = (key: string, options?: object) => translate(`kasuwa.weather.forecast.${key}`, options);
  if (query.isPending) return <Loading />;
  if (query.isError) return <Unavailable error={query.error} retry={() => void query.refetch()} />;
  const outlook = query.data;
  const chart = (title: string, unit: string, rows: { label: string; value: number | null }[], testId: string) => (
    <Box sx={{ flex: '1 1 320px' }} data-testid={testId}>
      <Typography variant="subtitle1" component="h4">
        {title}
      </Typography>
      <Box
        role="img"
        aria-label={`${title}: ${rows.map((r) => `${r.label} ${withUnit(r.value, unit)}`).join(', ')}`}
        sx={{ height: 200 }}
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="label" />
            <YAxis unit={` ${unit}`} width={70} />
            <Tooltip />
            <Bar dataKey="value" name={t('mean')} fill="#1565c0" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </Box>
    </Box>
  );
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="h6" component="h3">
        {t('outlooks')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('outlookNote')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} gap={2} sx={{ mt: 1 }}>
        {chart(
          t('weeks'),
          outlook.weeklyUnit,
          outlook.weeks.map((w) => ({ label: w.start.slice(5), value: w.precipitationMean })),
          'outlook-weeks',
        )}
        {chart(
          t('months'),
          outlook.monthlyUnit,
          outlook.months.map((m) => ({ label: m.start.slice(0, 7), value: m.precipitationMean })),
          'outlook-months',
        )}
      </Stack>
    </Box>
  );
}

/** The forecast of a point (search by address). */
export function PointForecast({ latitude, longitude }: { latitude: number; longitude: number }) {
  const api = useConsoleApi();
  const query = useQuery({
    queryKey: [WEATHER_KEY, 'forecast', latitude, longitude],
    queryFn: ({ signal }) => api.forecastAt(latitude, longitude, signal),
    retry: false,
  });
  if (query.isPending) return <Loading />;
  if (query.isError) return <Unavailable error={query.error} retry={() => void query.refetch()} />;
  return (
    <>
      <ForecastPanel forecast={query.data} />
      <OutlookPanel latitude={latitude} longitude={longitude} />
    </>
  );
}

function FieldWorkPanel({ work }: { work: LocationForecast['fieldWork'] }) {
  const translate = useTranslate();
  const language = useLanguage();
  const t = (key: string, options?: object) => translate(`kasuwa.weather.fieldWork.${key}`, options);
  return (
    <Box sx={{ mt: 3 }} data-testid="weather-field-work">
      <Typography variant="h6" component="h3">
        {t('title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('rainTotal', { mm: work.rainExpectedMm ?? '–', et0: work.et0TotalMm ?? '–' })}
      </Typography>
      <Stack gap={1}>
        {work.days.map((day) => (
          <Card key={day.date} variant="outlined" data-testid={`field-work-${day.date}`}>
            <CardContent sx={{ py: 1, '&:last-child': { pb: 1 } }}>
              <Typography variant="subtitle2" component="h4" sx={{ textTransform: 'capitalize' }}>
                {dayName(day.date, language)}
              </Typography>
              <Typography variant="body2">{day.advice}</Typography>
              <Stack direction="row" gap={1} flexWrap="wrap" sx={{ mt: 0.5 }} role="group" aria-label={t('windows')}>
                {day.sprayWindows.map((w) => (
                  <Chip
                    key={w.from}
                    size="small"
                    color="success"
                    variant="outlined"
                    label={t('window', {
                      from: w.from.slice(11),
                      to: w.to.slice(11),
                      hours: w.hours,
                      wind: w.maxWindSpeed,
                      dry: w.dryHoursAfter,
                    })}
                  />
                ))}
              </Stack>
            </CardContent>
          </Card>
        ))}
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {t('note')}
      </Typography>
    </Box>
  );
}

/** A saved location's forecast with its field work, and its outlooks. */
export function SavedLocationForecast({ id }: { id: string }) {
  const api = useConsoleApi();
  const query = useQuery({
    queryKey: [WEATHER_KEY, 'location-forecast', id],
    queryFn: ({ signal }) => api.locationForecast(id, signal),
    retry: false,
  });
  if (query.isPending) return <Loading />;
  if (query.isError) return <Unavailable error={query.error} retry={() => void query.refetch()} />;
  const { location, forecast, fieldWork } = query.data;
  return (
    <>
      <ForecastPanel forecast={forecast} />
      <FieldWorkPanel work={fieldWork} />
      <OutlookPanel latitude={location.latitude} longitude={location.longitude} />
    </>
  );
}
