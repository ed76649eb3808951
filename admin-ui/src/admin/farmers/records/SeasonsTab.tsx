import { useQuery } from '@tanstack/react-query';
import { Alert, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { FunctionField, TextField, useTranslate } from 'react-admin';
import type { AppliedLine, SeasonSummary } from '../types';
import { messageOf } from '../ui';
import { useFarmersApi } from '../useFarmersApi';
import { formatNumber, useFormat } from '../../shared/format';
import { ConsoleDatagrid, LoadedList } from '../../shared/ConsoleList';

/** Quantities in the console's language (../../shared/format.ts): "1,250.5 kg" / "1 250,5 kg". */
const kg = (locale: string, value: number) => `${formatNumber(locale, value, 1)} kg`;
const lines = (locale: string, items: AppliedLine[]) =>
  items
    .map((item) => `${item.typeName ?? ''} ${formatNumber(locale, item.quantity, 2)} ${item.unitName ?? ''}`.trim())
    .join('; ') || '—';

type SeasonRecord = SeasonSummary['records'][number];
const SECTIONS = ['fertilizers', 'manures', 'seeds', 'cropProtectionProducts'] as const;

/** A season's planting records (read with the season): farm, crop, what was applied and the yield. */
function SeasonRecords({ records }: { records: SeasonRecord[] }) {
  const { locale, number } = useFormat();
  return (
    <LoadedList resource="season-records" data={records}>
      <ConsoleDatagrid empty="—" rowTestId="season-record" sx={{ overflowX: 'auto' }}>
        <TextField source="farmName" label="kasuwa.farmers.farms.name" sortable={false} />
        <TextField source="cropName" label="kasuwa.farmers.records.crop" sortable={false} />
        {SECTIONS.map((section) => (
          <FunctionField<SeasonRecord>
            key={section}
            label={`kasuwa.farmers.records.sections.${section}`}
            render={(record) => lines(locale, record[section])}
          />
        ))}
        <FunctionField<SeasonRecord>
          label="kasuwa.farmers.records.actualYield"
          render={(record) =>
            record.actualYield === null ? '—' : `${number(record.actualYield, 2)} ${record.yieldUnitName ?? ''}`.trim()
          }
        />
      </ConsoleDatagrid>
    </LoadedList>
  );
}

/** What the farmer planted, applied and harvested, season by season (latest first), with the season's totals in kg. */
export function SeasonsTab({ farmerId }: { farmerId: string }) {
  const translate = useTranslate();
  const { locale, number } = useFormat();
  const api = useFarmersApi();
  const seasons = useQuery({
    queryKey: ['farmers', 'seasons', farmerId],
    queryFn: ({ signal }) => api.seasonsOf(farmerId, signal),
  });
  if (seasons.error)
    return <Alert severity="error">{messageOf(seasons.error, translate('kasuwa.farmers.loadFailure'))}</Alert>;
  if (!seasons.data) return null;
  if (!seasons.data.length)
    return <Typography color="text.secondary">{translate('kasuwa.farmers.records.empty')}</Typography>;
  return (
    <Stack spacing={2} data-testid="seasons-tab">
      {seasons.data.map((season) => (
        <Card key={`${season.year}-${season.season}`} variant="outlined" data-testid="season-card">
          <CardContent>
            <Typography
              variant="h6"
              data-testid="season-title"
            >{`${translate(`kasuwa.farmers.seasons.${season.season}`)} ${season.year}`}</Typography>
            <Stack direction="row" spacing={1} sx={{ my: 1, flexWrap: 'wrap', rowGap: 1 }} data-testid="season-totals">
              <Chip
                size="small"
                label={`${translate('kasuwa.farmers.records.sections.fertilizers')}: ${kg(locale, season.totals.fertilizerKg)}`}
              />
              <Chip
                size="small"
                label={`${translate('kasuwa.farmers.records.sections.manures')}: ${kg(locale, season.totals.manureKg)}`}
              />
              <Chip
                size="small"
                label={`${translate('kasuwa.farmers.records.sections.seeds')}: ${kg(locale, season.totals.seedKg)}`}
              />
              <Chip
                size="small"
                label={`${translate('kasuwa.farmers.records.sections.cropProtectionProducts')}: ${kg(locale, season.totals.cppKg)} · ${number(season.totals.cppLitre, 2)} l`}
              />
              <Chip
                size="small"
                color="success"
                label={`${translate('kasuwa.farmers.records.actualYield')}: ${kg(locale, season.totals.actualYieldKg)}`}
              />
            </Stack>
            {season.totals.quantitiesWithoutKg > 0 && (
              <Typography variant="caption" color="text.secondary">
                {translate('kasuwa.farmers.seasons.withoutKg', { smart_count: season.totals.quantitiesWithoutKg })}
              </Typography>
            )}
            <SeasonRecords records={season.records} />
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
