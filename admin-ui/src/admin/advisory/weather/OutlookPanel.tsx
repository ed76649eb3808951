import { useQuery } from '@tanstack/react-query';
import { Box, Stack, Typography } from '@mui/material';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import { useConsoleApi } from '../../api/useConsoleApi';
import { withUnit } from '../../../shared/weather';
import { Loading, Unavailable, WEATHER_KEY } from './WeatherStatus';

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
