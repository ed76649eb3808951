/** The pieces the dashboards share: figure cards, bar and pie charts, and the loading and failure states. */
import type { ReactNode } from 'react';
import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useLocale, useTranslate } from 'react-admin';
import { formatNumber } from '../shared/format';

export const t = (key: string) => `kasuwa.dashboards.${key}`;
export const DASHBOARDS_KEY = 'dashboards';

/** The console's one number format (../shared/format.ts), kept here for the dashboards' screens. */
export { formatNumber } from '../shared/format';
export { FigureCard, Section } from '../shared/FigureCards';

export function Loading({ error }: { error?: unknown }) {
  const translate = useTranslate();
  if (error) return <Alert severity="error">{translate(t('failure'))}</Alert>;
  return <CircularProgress size={20} aria-label={translate('ra.page.loading')} />;
}

export function FigureGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)', lg: 'repeat(5, 1fr)' },
      }}
    >
      {children}
    </Box>
  );
}

export interface BarDatum {
  label: string;
  value: number;
}

/** Bars, ranked (the largest first), horizontal so that long names read on a narrow screen. */
export function RankedBars({ data, name, colour = '#33691e' }: { data: BarDatum[]; name: string; colour?: string }) {
  const translate = useTranslate();
  if (!data.length) return <Typography color="text.secondary">{translate(t('empty'))}</Typography>;
  return (
    <ResponsiveContainer width="100%" height={Math.max(120, data.length * 32 + 40)}>
      <BarChart data={data} layout="vertical" margin={{ top: 4, right: 16, left: 8, bottom: 4 }}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" allowDecimals={false} fontSize={11} />
        <YAxis type="category" dataKey="label" width={120} fontSize={11} />
        <Tooltip />
        <Bar dataKey="value" name={translate(name)} fill={colour} />
      </BarChart>
    </ResponsiveContainer>
  );
}

/** A pie of the slices that are not 0, with a legend. */
export function Slices({ data, testId }: { data: (BarDatum & { key: string; fill: string })[]; testId: string }) {
  const translate = useTranslate();
  const shown = data.filter((d) => d.value > 0);
  if (!shown.length) return <Typography color="text.secondary">{translate(t('empty'))}</Typography>;
  return (
    <ResponsiveContainer width="100%" height={240}>
      <PieChart>
        <Pie data={shown} dataKey="value" nameKey="label" outerRadius={80} label>
          {shown.map((slice) => (
            <Cell key={slice.key} fill={slice.fill} data-testid={`${testId}-${slice.key}`} />
          ))}
        </Pie>
        <Tooltip />
        <Legend />
      </PieChart>
    </ResponsiveContainer>
  );
}

/** A list of figures as a small table for those who do not read charts (and for the tests). */
export function FigureTable({
  rows,
  testId,
  header,
}: {
  rows: { key: string; label: string; value: number }[];
  testId: string;
  header: [string, string];
}) {
  const translate = useTranslate();
  const locale = useLocale();
  if (!rows.length) return null;
  return (
    <Box
      component="table"
      data-testid={testId}
      sx={{
        width: '100%',
        borderCollapse: 'collapse',
        mt: 1,
        fontSize: 14,
        '& td, & th': { py: 0.5, textAlign: 'left' },
        '& td:last-child, & th:last-child': { textAlign: 'right' },
      }}
    >
      <thead>
        <tr>
          <th scope="col">{translate(header[0])}</th>
          <th scope="col">{translate(header[1])}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} data-testid={`${testId}-${row.key}`}>
            <td>{row.label}</td>
            <td>{formatNumber(locale, row.value)}</td>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
