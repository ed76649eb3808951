import { useQuery } from '@tanstack/react-query';
import { Alert, IconButton, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { FunctionField, useLocale, useTranslate } from 'react-admin';
import type { AppliedLine, Farm, PlantingRecord } from '../types';
import { messageOf } from '../ui';
import { useFarmersApi } from '../useFarmersApi';
import { formatNumber as formatNumberIn } from '../../shared/format';
import { ConsoleDatagrid, LoadedList } from '../../shared/ConsoleList';

/** Numbers and hectares in the console's language (../../shared/format.ts). */
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

/**
 * A farm's planting records: season, crop, fertilizers, seeds, yield, and the edit and delete buttons when the caller
 * may change them. The records are read whole (the farms tab finds a record the address names among them), so the
 * Datagrid lists what was read.
 */
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
  const api = useFarmersApi();
  const records = useQuery({
    queryKey: ['farmers', 'records', farm.id],
    queryFn: ({ signal }) => api.recordsOf(farm.id, signal),
  });
  if (records.error)
    return <Alert severity="error">{messageOf(records.error, translate('kasuwa.farmers.loadFailure'))}</Alert>;
  if (!records.data) return null;
  return (
    <LoadedList resource="farm-records" data={records.data}>
      <RecordRows canChange={canChange} onEdit={onEdit} onRemove={onRemove} />
    </LoadedList>
  );
}

const R = 'kasuwa.farmers.records';

function RecordRows({
  canChange,
  onEdit,
  onRemove,
}: {
  canChange: boolean;
  onEdit: (record: PlantingRecord) => void;
  onRemove: (removal: Removal) => void;
}) {
  const translate = useTranslate();
  const locale = useLocale();
  return (
    <ConsoleDatagrid empty={translate(`${R}.empty`)} emptyTestId="records-empty" rowTestId="record-row" size="small">
      <FunctionField<PlantingRecord>
        label={`${R}.season`}
        render={(record) => `${translate(`kasuwa.farmers.seasons.${record.season}`)} ${record.year}`}
      />
      <FunctionField<PlantingRecord>
        label={`${R}.crop`}
        render={(record) => <span data-testid="record-crop">{record.cropName ?? '—'}</span>}
      />
      <FunctionField<PlantingRecord>
        label={`${R}.sections.fertilizers`}
        render={(record) => entries(locale, record.fertilizers)}
      />
      <FunctionField<PlantingRecord> label={`${R}.sections.seeds`} render={(record) => entries(locale, record.seeds)} />
      <FunctionField<PlantingRecord>
        label={`${R}.actualYield`}
        render={(record) =>
          record.actualYield === null
            ? '—'
            : `${formatNumber(locale, record.actualYield)} ${record.yieldUnitName ?? ''}`
        }
      />
      <FunctionField<PlantingRecord>
        label=""
        textAlign="right"
        render={(record) =>
          canChange && (
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
          )
        }
      />
    </ConsoleDatagrid>
  );
}
