import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { dayName } from '../../../shared/weather';
import type { LocationForecast } from './api';
import { useLanguage } from './WeatherStatus';

/** A saved location's field work: the rain and evapotranspiration expected, each day's advice and spray windows. */
export function FieldWorkPanel({ work }: { work: LocationForecast['fieldWork'] }) {
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
