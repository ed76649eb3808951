/** The extension agent's charts: bars of a series, farmers enrolled by month, by gender and by project. */
import { Typography } from '@mui/material';
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
import { useConsoleApi } from '../../api/useConsoleApi';
import { useFormat } from '../../shared/format';
import { genderSlices, monthBars, projectBars, type Bar as BarDatum } from './chartData';
import { Loading, Section, t, useFigure } from './widgets';

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
