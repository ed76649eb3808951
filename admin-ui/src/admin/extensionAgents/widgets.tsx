/** The pieces the extension-agent dashboard and profile share: figure cards, charts, the activities and the farmers list. */
import { useEffect, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Card,
  CardContent,
  CardHeader,
  CircularProgress,
  List,
  ListItem,
  ListItemText,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
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
import { useTranslate } from 'react-admin';
import { useConsoleApi } from '../api/useConsoleApi';
import { useFormat } from '../shared/format';
import { useReferenceCountries } from '../api/reference';
import { genderSlices, monthBars, projectBars, type Bar as BarDatum } from './chartData';
import type { AgentInformation } from './types';

export const t = (key: string) => `kasuwa.eaAnalytics.${key}`;

/** Loads one figure of an agent with react-query (keyed by agent and figure). */
export function useFigure<T>(
  agentId: string | undefined,
  name: string,
  load: (id: string, signal?: AbortSignal) => Promise<T>,
) {
  return useQuery({
    queryKey: ['ea-analytics', agentId, name],
    queryFn: ({ signal }) => load(agentId!, signal),
    enabled: !!agentId,
  });
}

export function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  const translate = useTranslate();
  return (
    <Card data-testid={testId} sx={{ height: '100%' }}>
      <CardHeader title={translate(title)} titleTypographyProps={{ variant: 'subtitle1', fontWeight: 700 }} />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
  );
}

export function Loading({ error }: { error?: unknown }) {
  const translate = useTranslate();
  if (error) return <Alert severity="error">{translate(t('failure'))}</Alert>;
  return <CircularProgress size={20} />;
}

/** A figure card: its label, its value and a line under it. */
export function FigureCard({
  label,
  value,
  detail,
  testId,
}: {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  testId: string;
}) {
  const translate = useTranslate();
  return (
    <Card data-testid={testId} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {translate(label)}
        </Typography>
        <Typography variant="h5" sx={{ fontWeight: 700 }} data-testid={`${testId}-value`}>
          {value}
        </Typography>
        {detail && (
          <Typography variant="caption" color="text.secondary">
            {detail}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

/** The eight figure cards of an agent. */
export function AgentFigures({ agentId }: { agentId: string }) {
  const api = useConsoleApi();
  const translate = useTranslate();
  const format = useFormat();
  const total = useFigure(agentId, 'total-farms-size', api.agentTotalFarmsSize);
  const average = useFigure(agentId, 'avg-farms-size', api.agentAverageFarmsSize);
  const using = useFigure(agentId, 'farmers-using-fertilizers', api.agentUsingFertilizers);
  const actual = useFigure(agentId, 'actual-yield', api.agentActualYield);
  const yieldAvg = useFigure(agentId, 'yield-avg', api.agentYieldAverage);
  const fertilizers = useFigure(agentId, 'fertilizers-used', api.agentFertilizersUsed);
  // Hectares to 2 decimals as everywhere in the console; kilograms to 1.
  const ha = (value: number) => format.area(value);
  const kg = (value: number) => translate(t('units.kg'), { value: format.number(value, 1) });
  const cards = [
    {
      id: 'total-farms-size',
      label: 'totals.totalFarmsSize',
      value: total.data && ha(total.data.totalHa),
      detail: total.data && `${total.data.farms} ${translate(t('totals.farms')).toLowerCase()}`,
    },
    {
      id: 'avg-farms-size',
      label: 'totals.avgFarmsSize',
      value: average.data && ha(average.data.averageHa),
      detail: average.data && translate(t('units.perFarm'), { count: average.data.farms }),
    },
    {
      id: 'farmers-using-fertilizers',
      label: 'totals.usingFertilizers',
      value: using.data?.count,
      detail:
        using.data && translate(t('units.ofFarmers'), { count: using.data.count, total: using.data.totalFarmers }),
    },
    {
      id: 'fertilizers-used',
      label: 'totals.fertilizersUsed',
      value: fertilizers.data && kg(fertilizers.data.totalKg),
    },
    {
      id: 'actual-yield',
      label: 'totals.actualYield',
      value: actual.data && kg(actual.data.totalKg),
      detail: actual.data && `${actual.data.records} ${translate(t('totals.records')).toLowerCase()}`,
    },
    {
      id: 'yield-avg',
      label: 'totals.yieldAvg',
      value: yieldAvg.data && kg(yieldAvg.data.averageKg),
      detail: yieldAvg.data && translate(t('units.perRecord'), { count: yieldAvg.data.records }),
    },
  ];
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' },
      }}
    >
      {cards.map((card) => (
        <FigureCard
          key={card.id}
          testId={`ea-${card.id}`}
          label={t(card.label)}
          value={card.value ?? '…'}
          detail={card.detail}
        />
      ))}
    </Box>
  );
}

/** The agent's name, contact and totals. */
export function PersonalInfo({ info }: { info: AgentInformation }) {
  const translate = useTranslate();
  const format = useFormat();
  const countries = useReferenceCountries();
  const date = (value: string | null | undefined) => (value ? format.date(value) : translate(t('never')));
  // Named in the console's language where the reference data has it (Côte d'Ivoire, Sénégal…).
  const country = info.country
    ? (countries.data?.find((c) => String(c.id) === String(info.country!.id)) ?? info.country)
    : null;
  const rows: [string, ReactNode][] = [
    ['email', info.email ?? '—'],
    ['phone', info.phone ?? '—'],
    ['company', info.company ?? '—'],
    ['country', country ? format.placeName(country) : '—'],
    ['memberSince', date(info.createdAt)],
    ['lastLogin', date(info.lastLoginAt)],
  ];
  return (
    <Section title={t('personalInfo')} testId="ea-personal-info">
      <Typography variant="h6" data-testid="ea-agent-name">
        {info.firstname} {info.lastname}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0, mt: 1 }}
      >
        {rows.map(([key, value]) => (
          <Box key={key} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {translate(t(key))}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 3, mt: 2, flexWrap: 'wrap' }}>
        {(['farmers', 'farms', 'records', 'communities'] as const).map((key) => {
          const value = {
            farmers: info.totals.farmers,
            farms: info.totals.farms,
            records: info.totals.plantingRecords,
            communities: info.totals.communities,
          }[key];
          return (
            <Box key={key} data-testid={`ea-total-${key}`}>
              <Typography variant="h6" sx={{ fontWeight: 700 }}>
                {value}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {translate(t(`totals.${key}`))}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Section>
  );
}

export function BarsChart({ data, name, colour = '#558b2f' }: { data: BarDatum[]; name: string; colour?: string }) {
  const translate = useTranslate();
  if (!data.length) return <Typography color="text.secondary">{translate(t('charts.empty'))}</Typography>;
  return (
    <ResponsiveContainer width="100%" height={240}>
      <BarChart data={data} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" fontSize={11} />
        <YAxis allowDecimals={false} fontSize={11} />
        <Tooltip />
        <Bar dataKey="value" name={translate(name)} fill={colour} />
      </BarChart>
    </ResponsiveContainer>
  );
}

export function MonthlyChart({ agentId }: { agentId: string }) {
  const api = useConsoleApi();
  const { locale } = useFormat();
  const monthly = useFigure(agentId, 'monthly-farmers-count', api.agentMonthly);
  return (
    <Section title={t('charts.monthly')} testId="ea-monthly">
      {monthly.data ? (
        <BarsChart data={monthBars(monthly.data, locale)} name={t('charts.farmers')} />
      ) : (
        <Loading error={monthly.error} />
      )}
    </Section>
  );
}

export function GenderChart({ agentId }: { agentId: string }) {
  const api = useConsoleApi();
  const translate = useTranslate();
  const gender = useFigure(agentId, 'farmers-by-gender', api.agentByGender);
  const slices = gender.data ? genderSlices(gender.data, (g) => translate(t(`gender.${g}`))) : [];
  return (
    <Section title={t('charts.gender')} testId="ea-gender">
      {!gender.data ? (
        <Loading error={gender.error} />
      ) : !slices.length ? (
        <Typography color="text.secondary">{translate(t('charts.empty'))}</Typography>
      ) : (
        <ResponsiveContainer width="100%" height={240}>
          <PieChart>
            <Pie data={slices} dataKey="value" nameKey="label" outerRadius={80} label>
              {slices.map((slice) => (
                <Cell key={slice.key} fill={slice.fill} data-testid={`ea-gender-${slice.key}`} />
              ))}
            </Pie>
            <Tooltip />
            <Legend />
          </PieChart>
        </ResponsiveContainer>
      )}
    </Section>
  );
}

export function ProjectChart({ agentId }: { agentId: string }) {
  const api = useConsoleApi();
  const translate = useTranslate();
  const projects = useFigure(agentId, 'farmers-by-project', api.agentByProject);
  return (
    <Section title={t('charts.project')} testId="ea-project">
      {projects.data ? (
        <BarsChart
          data={projectBars(projects.data, (id) => translate(t('charts.unnamedProject'), { id }))}
          name={t('charts.farmers')}
          colour="#f9a825"
        />
      ) : (
        <Loading error={projects.error} />
      )}
    </Section>
  );
}

export function LastActivities({ agentId }: { agentId: string }) {
  const api = useConsoleApi();
  const translate = useTranslate();
  const format = useFormat();
  const activities = useFigure(agentId, 'ten-last-activities', api.agentActivities);
  return (
    <Section title={t('activities.title')} testId="ea-activities">
      {!activities.data ? (
        <Loading error={activities.error} />
      ) : !activities.data.length ? (
        <Typography color="text.secondary">{translate(t('charts.empty'))}</Typography>
      ) : (
        <List dense disablePadding>
          {activities.data.map((a, i) => (
            <ListItem key={`${a.at}-${i}`} disableGutters>
              <ListItemText
                primary={`${translate(t(`activities.${a.kind}`))} — ${a.farmerName ?? translate(t('activities.deletedFarmer'))}`}
                secondary={format.dateTime(a.at)}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Section>
  );
}

/** The agent's farmers, 5 a page, sorted by name, with a name search (sent 500 ms after the last key). */
export function FarmersList({ agentId }: { agentId: string }) {
  const api = useConsoleApi();
  const translate = useTranslate();
  const format = useFormat();
  const [search, setSearch] = useState('');
  const [name, setName] = useState('');
  const [page, setPage] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => {
      setName(search.trim());
      setPage(0);
    }, 500);
    return () => clearTimeout(timer);
  }, [search]);
  const farmers = useQuery({
    queryKey: ['ea-analytics', agentId, 'farmers-list', page, name],
    queryFn: ({ signal }) => api.agentFarmers(agentId, { page, size: 5, name }, signal),
  });
  return (
    <Section title={t('list.title')} testId="ea-farmers">
      <TextField
        size="small"
        label={translate(t('list.search'))}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        inputProps={{ 'data-testid': 'ea-farmers-search' }}
      />
      {!farmers.data ? (
        <Box sx={{ mt: 2 }}>
          <Loading error={farmers.error} />
        </Box>
      ) : (
        <>
          <Table size="small" sx={{ mt: 1 }}>
            <TableHead>
              <TableRow>
                {['name', 'gender', 'community', 'farms', 'size', 'enrolled'].map((key) => (
                  <TableCell key={key}>{translate(t(`list.${key}`))}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {farmers.data.content.map((f) => (
                <TableRow key={f.id} data-testid="ea-farmer-row">
                  <TableCell>{f.fullName}</TableCell>
                  <TableCell>{translate(t(`gender.${f.gender}`))}</TableCell>
                  <TableCell>{f.community}</TableCell>
                  <TableCell>{f.farms}</TableCell>
                  <TableCell>{format.area(f.farmsSizeHa)}</TableCell>
                  <TableCell>{format.date(f.enrolledAt)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <TablePagination
            component="div"
            count={farmers.data.totalElements}
            page={page}
            rowsPerPage={5}
            rowsPerPageOptions={[5]}
            onPageChange={(_, next) => setPage(next)}
            labelDisplayedRows={({ from, to, count }) => translate(t('list.rows'), { from, to, count })}
          />
        </>
      )}
    </Section>
  );
}
