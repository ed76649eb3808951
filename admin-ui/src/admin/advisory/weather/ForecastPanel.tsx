import { Box, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { dayName, weatherLabel, withUnit, type DailyWeather, type Forecast } from '../../../shared/weather';
import { useLanguage } from './WeatherStatus';
import { HourlyCharts } from './HourlyCharts';

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
