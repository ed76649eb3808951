import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Card,
  CardContent,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AppliedLine } from '../types';
import { messageOf } from '../ui';
import { useFarmersApi } from '../useFarmersApi';
import { formatNumber, useFormat } from '../../shared/format';

/** Quantities in the console's language (../../shared/format.ts): "1,250.5 kg" / "1 250,5 kg". */
const kg = (locale: string, value: number) => `${formatNumber(locale, value, 1)} kg`;
const lines = (locale: string, items: AppliedLine[]) =>
  items
    .map((item) => `${item.typeName ?? ''} ${formatNumber(locale, item.quantity, 2)} ${item.unitName ?? ''}`.trim())
    .join('; ') || '—';

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
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('kasuwa.farmers.farms.name')}</TableCell>
                    <TableCell>{translate('kasuwa.farmers.records.crop')}</TableCell>
                    <TableCell>{translate('kasuwa.farmers.records.sections.fertilizers')}</TableCell>
                    <TableCell>{translate('kasuwa.farmers.records.sections.manures')}</TableCell>
                    <TableCell>{translate('kasuwa.farmers.records.sections.seeds')}</TableCell>
                    <TableCell>{translate('kasuwa.farmers.records.sections.cropProtectionProducts')}</TableCell>
                    <TableCell>{translate('kasuwa.farmers.records.actualYield')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {season.records.map((record) => (
                    <TableRow key={record.id} data-testid="season-record">
                      <TableCell>{record.farmName}</TableCell>
                      <TableCell>{record.cropName}</TableCell>
                      <TableCell>{lines(locale, record.fertilizers)}</TableCell>
                      <TableCell>{lines(locale, record.manures)}</TableCell>
                      <TableCell>{lines(locale, record.seeds)}</TableCell>
                      <TableCell>{lines(locale, record.cropProtectionProducts)}</TableCell>
                      <TableCell>
                        {record.actualYield === null
                          ? '—'
                          : `${number(record.actualYield, 2)} ${record.yieldUnitName ?? ''}`.trim()}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
