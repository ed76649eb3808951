/** Figures over a date range: the range picker and one bar per day of a daily series (GET dashboard/dailySeries). */
import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, ButtonGroup, TextField, Typography } from '@mui/material';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useLocale, useTranslate } from 'react-admin';
import { useConsoleApi } from '../api/useConsoleApi';
import type { DashboardSeriesName } from './types';
import { intlLocale } from '../shared/format';
import { DASHBOARDS_KEY, FigureTable, formatNumber, Loading, Section, t } from './widgets';

/** What the server allows (src/dashboards/domain/day-range.ts). */
export const MAX_RANGE_DAYS = 366;
const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface DayRange {
  from: string;
  to: string;
}

export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Today on this computer, YYYY-MM-DD. */
export function localToday(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** The `days` days to `today`, both included. */
export const lastDays = (days: number, today = localToday()): DayRange => ({
  from: addDays(today, 1 - days),
  to: today,
});

const isDay = (text: string) => ISO_DAY.test(text) && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;

/** What is wrong with a range, as a message key (and the field it is about), or null. */
export function rangeProblem(
  range: DayRange,
): { field: 'from' | 'to'; message: 'invalid' | 'reversed' | 'tooLong' } | null {
  if (!isDay(range.from)) return { field: 'from', message: 'invalid' };
  if (!isDay(range.to)) return { field: 'to', message: 'invalid' };
  if (range.from > range.to) return { field: 'from', message: 'reversed' };
  if ((Date.parse(range.to) - Date.parse(range.from)) / DAY_MS + 1 > MAX_RANGE_DAYS)
    return { field: 'from', message: 'tooLong' };
  return null;
}

/**
 * Two date fields (from, to) and three shortcuts. The charts follow only a valid range: while a field is being typed
 * or the range is wrong, the fields say why and the charts keep the last valid one.
 */
export function DateRangePicker({ value, onChange }: { value: DayRange; onChange: (range: DayRange) => void }) {
  const translate = useTranslate();
  const labelId = useId();
  const [draft, setDraft] = useState<DayRange>(value);
  const problem = rangeProblem(draft);
  const change = (next: DayRange) => {
    setDraft(next);
    if (!rangeProblem(next)) onChange(next);
  };
  const helper = (field: 'from' | 'to') =>
    problem?.field === field ? translate(t(`overTime.${problem.message}`), { max: MAX_RANGE_DAYS }) : undefined;
  const presets: [string, number][] = [
    ['last7', 7],
    ['last30', 30],
    ['last365', 365],
  ];
  return (
    <Box
      role="group"
      aria-labelledby={labelId}
      data-testid="dashboard-range"
      sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
    >
      <Typography id={labelId} variant="subtitle2" component="h3" sx={{ width: '100%' }}>
        {translate(t('overTime.range'))}
      </Typography>
      {(['from', 'to'] as const).map((field) => (
        <TextField
          key={field}
          type="date"
          size="small"
          id={`dashboard-range-${field}`}
          label={translate(t(`overTime.${field}`))}
          value={draft[field]}
          onChange={(event) => change({ ...draft, [field]: event.target.value })}
          error={problem?.field === field}
          helperText={helper(field)}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: {
              'data-testid': `dashboard-range-${field}`,
              max: field === 'from' ? draft.to : undefined,
              min: field === 'to' ? draft.from : undefined,
            },
          }}
        />
      ))}
      <ButtonGroup size="small" variant="outlined">
        {presets.map(([key, days]) => (
          <Button key={key} data-testid={`dashboard-range-${key}`} onClick={() => change(lastDays(days))}>
            {translate(t(`overTime.${key}`))}
          </Button>
        ))}
      </ButtonGroup>
    </Box>
  );
}

/** One daily series over the range: its total, a bar per day, and the same as a table on demand. */
export function DailySeriesChart({
  series,
  range,
  countryId,
  colour = '#33691e',
}: {
  series: DashboardSeriesName;
  range: DayRange;
  countryId?: number;
  colour?: string;
}) {
  const api = useConsoleApi();
  const translate = useTranslate();
  const locale = useLocale();
  const data = useQuery({
    queryKey: [DASHBOARDS_KEY, 'series', series, countryId ?? 'all', range.from, range.to],
    queryFn: ({ signal }) => api.dashboardSeries(series, { countryId, ...range }, signal),
    // The chart of the previous range stays until the new one has come.
    placeholderData: (previous) => previous,
  });
  const title = t(`overTime.series.${series}`);
  const testId = `dashboard-series-${series}`;
  const day = (d: string) =>
    new Intl.DateTimeFormat(intlLocale(locale), { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
      new Date(`${d}T00:00:00Z`),
    );
  return (
    <Section title={title} testId={testId}>
      {!data.data ? (
        <Loading error={data.error} />
      ) : (
        <>
          <Typography variant="body2" data-testid={`${testId}-total`} sx={{ mb: 1 }}>
            {translate(t('overTime.total'), { value: formatNumber(locale, data.data.total) })}
          </Typography>
          <ResponsiveContainer width="100%" height={220}>
            <BarChart
              data={data.data.points.map((p) => ({ label: day(p.day), value: p.value }))}
              margin={{ top: 4, right: 16, left: 0, bottom: 4 }}
            >
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="label" fontSize={11} minTickGap={12} />
              <YAxis allowDecimals={false} fontSize={11} width={40} />
              <Tooltip />
              <Bar dataKey="value" name={translate(title)} fill={colour} />
            </BarChart>
          </ResponsiveContainer>
          <Box component="details" sx={{ mt: 1 }}>
            <Box component="summary" sx={{ cursor: 'pointer' }}>
              {translate(t('overTime.showTable'))}
            </Box>
            <FigureTable
              testId={`${testId}-table`}
              header={[t('overTime.day'), title]}
              rows={data.data.points.map((p) => ({ key: p.day, label: day(p.day), value: p.value }))}
            />
          </Box>
        </>
      )}
    </Section>
  );
}

/** A range picker over the charts of the series given, the 30 days to today at first. */
export function OverTime({
  series,
  countryId,
}: {
  series: { name: DashboardSeriesName; colour?: string }[];
  countryId?: number;
}) {
  const translate = useTranslate();
  const [range, setRange] = useState<DayRange>(() => lastDays(30));
  return (
    <Box
      component="section"
      aria-label={translate(t('overTime.title'))}
      data-testid="dashboard-over-time"
      sx={{ display: 'grid', gap: 2 }}
    >
      <DateRangePicker value={range} onChange={setRange} />
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: series.length > 1 ? '1fr 1fr' : '1fr' } }}
      >
        {series.map((s) => (
          <DailySeriesChart key={s.name} series={s.name} range={range} countryId={countryId} colour={s.colour} />
        ))}
      </Box>
    </Box>
  );
}
