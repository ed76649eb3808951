import { useSearchParams } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api';
import { usePreferences } from '../../shared/usePreferences';
import {
  dayName,
  weatherLabel,
  widgetTexts,
  withUnit,
  type DailyWeather,
  type Forecast,
  type WidgetText,
} from '../../shared/weather';

export type WidgetKind = 'today' | 'upcoming' | 'tomorrow';

const TITLES: Record<WidgetKind, WidgetText> = {
  today: 'todayTitle',
  upcoming: 'upcomingTitle',
  tomorrow: 'tomorrowTitle',
};

/** The place of the page's address: ?latitude=&longitude=&place=; null when it names none. */
function usePlace(): { latitude: number; longitude: number; name: string | null } | null {
  const [params] = useSearchParams();
  const latitude = Number(params.get('latitude'));
  const longitude = Number(params.get('longitude'));
  if (!params.get('latitude') || !params.get('longitude') || !Number.isFinite(latitude) || !Number.isFinite(longitude))
    return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude, name: params.get('place') };
}

function DayCard({ day, forecast, title }: { day: DailyWeather; forecast: Forecast; title: string }) {
  const { language } = usePreferences();
  const t = widgetTexts[language];
  const { units } = forecast;
  return (
    <Card variant="outlined" data-testid={`weather-day-${day.date}`} sx={{ minWidth: 150, flex: '1 1 150px' }}>
      <CardContent>
        <Typography variant="subtitle2" component="h2" sx={{ textTransform: 'capitalize' }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {weatherLabel(day.weatherCode, language)}
        </Typography>
        <Typography variant="body2">
          {t.max} {withUnit(day.temperatureMax, units.temperature)} · {t.min}{' '}
          {withUnit(day.temperatureMin, units.temperature)}
        </Typography>
        <Typography variant="body2">
          {t.rain} {withUnit(day.precipitationSum, units.precipitation)} · {t.rainChance}{' '}
          {withUnit(day.precipitationProbabilityMax, '%')}
        </Typography>
        <Typography variant="body2">
          {t.wind} {withUnit(day.windSpeedMax, units.windSpeed)}
        </Typography>
      </CardContent>
    </Card>
  );
}

/**
 * The weather widgets of the public site (/today-summary-widget, /upcoming-days-widget, /tomorrow): small pages to embed,
 * for the place in their address, metric. When the weather service cannot be reached they say so, with a retry.
 */
export function WeatherWidgetPage({ kind }: { kind: WidgetKind }) {
  const { language } = usePreferences();
  const t = widgetTexts[language];
  const place = usePlace();
  const query = useQuery({
    queryKey: ['public', 'weather', place?.latitude, place?.longitude],
    enabled: place !== null,
    staleTime: 10 * 60_000,
    queryFn: ({ signal }) =>
      api.get('/api/v1/weather/forecast', {
        params: { query: { latitude: place!.latitude, longitude: place!.longitude } },
        signal,
      }),
  });
  const forecast = query.data;
  const days: { day: DailyWeather; title: string }[] = [];
  if (forecast?.today && kind === 'today') days.push({ day: forecast.today, title: t.todayTitle });
  if (forecast && kind === 'tomorrow' && forecast.upcomingDays[0])
    days.push({
      day: forecast.upcomingDays[0],
      title: `${t.tomorrowTitle} · ${dayName(forecast.upcomingDays[0].date, language)}`,
    });
  if (forecast && kind === 'upcoming')
    days.push(...forecast.upcomingDays.slice(0, 6).map((day) => ({ day, title: dayName(day.date, language) })));
  return (
    <Box component="main" sx={{ p: 2, maxWidth: 1100, mx: 'auto' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t[TITLES[kind]]}
        {place?.name ? ` · ${place.name}` : ''}
      </Typography>
      {!place && <Alert severity="info">{t.noPlace}</Alert>}
      {place && query.isPending && (
        <Stack direction="row" spacing={1} alignItems="center" role="status">
          <CircularProgress size={20} aria-hidden />
          <Typography>{t.loading}</Typography>
        </Stack>
      )}
      {place && query.isError && (
        <Alert
          severity="warning"
          data-testid="weather-unavailable"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t.retry}
            </Button>
          }
        >
          {t.unavailable}
        </Alert>
      )}
      {forecast && (
        <>
          {kind === 'today' && forecast.current && (
            <Typography variant="h3" component="p" data-testid="weather-now" sx={{ mb: 1 }}>
              {withUnit(forecast.current.temperature, forecast.units.temperature)}{' '}
              <Typography component="span" variant="body1" color="text.secondary">
                {t.now} · {weatherLabel(forecast.current.weatherCode, language)} · {t.humidity}{' '}
                {withUnit(forecast.current.humidity, '%')}
              </Typography>
            </Typography>
          )}
          <Stack direction="row" useFlexGap flexWrap="wrap" gap={1.5}>
            {days.map(({ day, title }) => (
              <DayCard key={day.date} day={day} forecast={forecast} title={title} />
            ))}
          </Stack>
          <Typography variant="caption" component="p" sx={{ mt: 1.5 }}>
            <Link href={forecast.attribution.url} target="_blank" rel="noopener">
              {t.attribution}
            </Link>
          </Typography>
        </>
      )}
    </Box>
  );
}
