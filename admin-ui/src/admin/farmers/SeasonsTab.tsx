import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Card, CardContent, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PlantingRecord } from './types';
import { messageOf } from './ui';
import { useFarmersApi } from './useFarmersApi';

const kg = (value: number) => `${Number(value).toLocaleString(undefined, { maximumFractionDigits: 1 })} kg`;
const lines = (items: PlantingRecord['fertilizers']) =>
  items.map((item) => `${item.typeName ?? ''} ${Number(item.quantity).toLocaleString()} ${item.unitName ?? ''}`.trim()).join('; ') || '—';

/** What the farmer planted, applied and harvested, season by season (latest first), with the season's totals in kg. */
export function SeasonsTab({ farmerId }: { farmerId: string }) {
  const translate = useTranslate();
  const api = useFarmersApi();
  const seasons = useQuery({ queryKey: ['farmers', 'seasons', farmerId], queryFn: ({ signal }) => api.seasonsOf(farmerId, signal) });
  if (seasons.error) return <Alert severity="error">{messageOf(seasons.error, translate('kasuwa.farmers.loadFailure'))}</Alert>;
  if (!seasons.data) return null;
  if (!seasons.data.length) return <Typography color="text.secondary">{translate('kasuwa.farmers.records.empty')}</Typography>;
  return (
    <Stack spacing={2} data-testid="seasons-tab">
      {seasons.data.map((season) => (
        <Card key={`${season.year}-${season.season}`} variant="outlined" data-testid="season-card">
          <CardContent>
            <Typography variant="h6" data-testid="season-title">{`${translate(`kasuwa.farmers.seasons.${season.season}`)} ${season.year}`}</Typography>
            <Stack direction="row" spacing={1} sx={{ my: 1, flexWrap: 'wrap', rowGap: 1 }} data-testid="season-totals">
              <Chip size="small" label={`${translate('kasuwa.farmers.records.sections.fertilizers')}: ${kg(season.totals.fertilizerKg)}`} />
              <Chip size="small" label={`${translate('kasuwa.farmers.records.sections.manures')}: ${kg(season.totals.manureKg)}`} />
              <Chip size="small" label={`${translate('kasuwa.farmers.records.sections.seeds')}: ${kg(season.totals.seedKg)}`} />
              <Chip size="small" label={`${translate('kasuwa.farmers.records.sections.cropProtectionProducts')}: ${kg(season.totals.cppKg)} · ${season.totals.cppLitre} l`} />
              <Chip size="small" color="success" label={`${translate('kasuwa.farmers.records.actualYield')}: ${kg(season.totals.actualYieldKg)}`} />
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
                      <TableCell>{lines(record.fertilizers)}</TableCell>
                      <TableCell>{lines(record.manures)}</TableCell>
                      <TableCell>{lines(record.seeds)}</TableCell>
                      <TableCell>{lines(record.cropProtectionProducts)}</TableCell>
                      <TableCell>{record.actualYield === null ? '—' : `${record.actualYield} ${record.yieldUnitName ?? ''}`}</TableCell>
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
