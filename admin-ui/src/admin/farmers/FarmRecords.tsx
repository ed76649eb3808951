import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useLocale, useTranslate } from 'react-admin';
import type { AppliedLine, Farm, PlantingRecord } from './types';
import { messageOf } from './ui';
import { useFarmersApi } from './useFarmersApi';
import { formatNumber as formatNumberIn } from '../shared/format';

/** Numbers and hectares in the console's language (../shared/format.ts). */
export const formatNumber = (locale: string, value: number | null | undefined, digits = 2) =>
  formatNumberIn(locale, value, digits);

/** Entries of a section, as "type quantity unit" lines. */
const entries = (locale: string, items: AppliedLine[]) =>
  items
    .map((item) =>
      `${item.typeName ?? ''} ${formatNumber(locale, Number(item.quantity))} ${item.unitName ?? ''}`.trim(),
    )
    .join('; ') || '—';

/** What to delete, confirmed first. */
export type Removal = { kind: 'farm'; farm: Farm } | { kind: 'record'; record: PlantingRecord };

/** A farm's planting records: season, crop, fertilizers, seeds, yield, and the edit and delete buttons when the caller may change them. */
export function FarmRecords({
  farm,
  canChange,
  onEdit,
  onRemove,
}: {
  farm: Farm;
  canChange: boolean;
  onEdit: (record: PlantingRecord) => void;
  onRemove: (removal: Removal) => void;
}) {
  const translate = useTranslate();
  const locale = useLocale();
  const api = useFarmersApi();
  const records = useQuery({
    queryKey: ['farmers', 'records', farm.id],
    queryFn: ({ signal }) => api.recordsOf(farm.id, signal),
  });
  if (records.error)
    return <Alert severity="error">{messageOf(records.error, translate('kasuwa.farmers.loadFailure'))}</Alert>;
  if (!records.data) return null;
  if (!records.data.length)
    return (
      <Typography variant="body2" color="text.secondary" data-testid="records-empty">
        {translate('kasuwa.farmers.records.empty')}
      </Typography>
    );
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>{translate('kasuwa.farmers.records.season')}</TableCell>
          <TableCell>{translate('kasuwa.farmers.records.crop')}</TableCell>
          <TableCell>{translate('kasuwa.farmers.records.sections.fertilizers')}</TableCell>
          <TableCell>{translate('kasuwa.farmers.records.sections.seeds')}</TableCell>
          <TableCell>{translate('kasuwa.farmers.records.actualYield')}</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {records.data.map((record) => (
          <TableRow key={record.id} data-testid="record-row" data-id={record.id}>
            <TableCell>{`${translate(`kasuwa.farmers.seasons.${record.season}`)} ${record.year}`}</TableCell>
            <TableCell data-testid="record-crop">{record.cropName ?? '—'}</TableCell>
            <TableCell>{entries(locale, record.fertilizers)}</TableCell>
            <TableCell>{entries(locale, record.seeds)}</TableCell>
            <TableCell>
              {record.actualYield === null
                ? '—'
                : `${formatNumber(locale, record.actualYield)} ${record.yieldUnitName ?? ''}`}
            </TableCell>
            <TableCell align="right">
              {canChange && (
                <>
                  <Tooltip title={translate('kasuwa.farmers.actions.edit')}>
                    <IconButton size="small" onClick={() => onEdit(record)} data-testid="record-edit">
                      <EditIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={translate('ra.action.delete')}>
                    <IconButton
                      size="small"
                      onClick={() => onRemove({ kind: 'record', record })}
                      data-testid="record-delete"
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
