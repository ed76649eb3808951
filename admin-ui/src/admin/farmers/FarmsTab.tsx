import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Confirm, useBasename, useLocale, useNotify, useTranslate } from 'react-admin';
import { FarmDialog } from './FarmDialog';
import { usePendingSubmissions } from './offline/farmersQueue';
import { RecordDialog } from './RecordDialog';
import type { AppliedLine, Farm, PlantingRecord } from './types';
import { messageOf } from './ui';
import { useFarmersApi } from './useFarmersApi';
import { formatArea, formatNumber as formatNumberIn } from '../shared/format';

/** Numbers and hectares in the console's language (../shared/format.ts). */
const formatNumber = (locale: string, value: number | null | undefined, digits = 2) =>
  formatNumberIn(locale, value, digits);

/** Entries of a section, as "type quantity unit" lines. */
const entries = (locale: string, items: AppliedLine[]) =>
  items
    .map((item) =>
      `${item.typeName ?? ''} ${formatNumber(locale, Number(item.quantity))} ${item.unitName ?? ''}`.trim(),
    )
    .join('; ') || '—';

/** A form the page's address opens (the spec's create-record, edit-record and farm edit paths). */
export type FarmOpening =
  | { kind: 'create-record'; farmId: string }
  | { kind: 'edit-farm'; farmId: string }
  | { kind: 'edit-record'; recordId: string };

/** What to delete, confirmed first. */
type Removal = { kind: 'farm'; farm: Farm } | { kind: 'record'; record: PlantingRecord };

function FarmRecords({
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

/** The farmer's farms, each with its planting records; mapping, editing and deleting them when the caller may change the farmer. */
export function FarmsTab({
  farmerId,
  canChange,
  opening,
}: {
  farmerId: string;
  canChange: boolean;
  opening?: FarmOpening;
}) {
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const api = useFarmersApi();
  const queryClient = useQueryClient();
  const farms = useQuery({
    queryKey: ['farmers', 'farms', farmerId],
    queryFn: ({ signal }) => api.farmsOf(farmerId, signal),
  });
  const pending = usePendingSubmissions().filter((item) => item.farmerId === farmerId && item.kind !== 'FARMER');
  const [farmDialog, setFarmDialog] = useState<{ farm?: Farm } | null>(null);
  const [recordDialog, setRecordDialog] = useState<{ farmId: string; record?: PlantingRecord } | null>(null);
  const [removal, setRemoval] = useState<Removal | null>(null);
  const reload = () => void queryClient.invalidateQueries({ queryKey: ['farmers'] });
  const navigate = useNavigate();
  const basename = useBasename();
  const [openingFailure, setOpeningFailure] = useState<string | null>(null);
  const opened = useRef(false);

  // The form the address names opens once the farms are read; closing it comes back to the farmer's own address.
  useEffect(() => {
    if (!opening || opened.current || !farms.data) return;
    opened.current = true;
    if (!canChange) return setOpeningFailure('kasuwa.farmers.opened.readOnly');
    if (opening.kind !== 'edit-record') {
      const farm = farms.data.find((f) => f.id === opening.farmId);
      if (!farm) return setOpeningFailure('kasuwa.farmers.opened.farmGone');
      if (opening.kind === 'edit-farm') setFarmDialog({ farm });
      else setRecordDialog({ farmId: farm.id });
      return;
    }
    void (async () => {
      for (const farm of farms.data) {
        const records = await queryClient.fetchQuery({
          queryKey: ['farmers', 'records', farm.id],
          queryFn: ({ signal }) => api.recordsOf(farm.id, signal),
        });
        const record = records.find((r) => r.id === opening.recordId);
        if (record) return setRecordDialog({ farmId: farm.id, record });
      }
      setOpeningFailure('kasuwa.farmers.opened.recordGone');
    })().catch((error: unknown) => setOpeningFailure(messageOf(error, translate('kasuwa.farmers.loadFailure'))));
  }, [opening, farms.data, canChange, queryClient, api, translate]);
  const backToFarmer = () => {
    if (opening) navigate(`${basename}/farmers/${encodeURIComponent(farmerId)}`, { replace: true });
  };

  const remove = async () => {
    if (!removal) return;
    try {
      const answer =
        removal.kind === 'farm' ? await api.deleteFarm(removal.farm.id) : await api.deleteRecord(removal.record.id);
      notify(answer.message || 'kasuwa.farmers.delete.done', { type: 'success' });
      reload();
    } catch (error) {
      notify(messageOf(error, translate('kasuwa.farmers.form.failure')), { type: 'error' });
    } finally {
      setRemoval(null);
    }
  };

  return (
    <Box data-testid="farms-tab">
      {openingFailure && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="farm-opening-failure">
          {translate(openingFailure, { _: openingFailure })}
        </Alert>
      )}
      {canChange && (
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setFarmDialog({})}
          sx={{ mb: 2 }}
          data-testid="farm-add"
        >
          {translate('kasuwa.farmers.farms.add')}
        </Button>
      )}
      {pending.length > 0 && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="farms-pending">
          {translate('kasuwa.farmers.pending.onThisPage', { smart_count: pending.length })}
          <ul style={{ margin: 0 }}>
            {pending.map((item) => (
              <li key={item.id}>{`${translate(`kasuwa.farmers.pending.kinds.${item.kind}`)}: ${item.label}`}</li>
            ))}
          </ul>
        </Alert>
      )}
      {farms.error && <Alert severity="error">{messageOf(farms.error, translate('kasuwa.farmers.loadFailure'))}</Alert>}
      {farms.data && !farms.data.length && (
        <Typography color="text.secondary" data-testid="farms-empty">
          {translate('kasuwa.farmers.farms.empty')}
        </Typography>
      )}
      <Stack spacing={2}>
        {farms.data?.map((farm) => (
          <Card key={farm.id} variant="outlined" data-testid="farm-card" data-id={farm.id}>
            <CardHeader
              title={<span data-testid="farm-name">{farm.name}</span>}
              subheader={
                <Stack direction="row" spacing={1} sx={{ mt: 0.5, flexWrap: 'wrap' }}>
                  <Chip
                    size="small"
                    label={`${formatNumber(locale, farm.size)} ${translate(`kasuwa.farmers.farms.units.${farm.sizeUnit}`)}`}
                    data-testid="farm-size"
                  />
                  {farm.sizeUnit !== 'HA' && (
                    <Chip size="small" variant="outlined" label={formatArea(locale, farm.sizeHa)} />
                  )}
                  <Chip size="small" variant="outlined" label={farm.community} />
                  {farm.latitude !== null && farm.longitude !== null && (
                    <Chip size="small" variant="outlined" label={`${farm.latitude}, ${farm.longitude}`} />
                  )}
                </Stack>
              }
              action={
                canChange && (
                  <Stack direction="row">
                    <Button
                      size="small"
                      startIcon={<AddIcon />}
                      onClick={() => setRecordDialog({ farmId: farm.id })}
                      data-testid="record-add"
                    >
                      {translate('kasuwa.farmers.records.add')}
                    </Button>
                    <Tooltip title={translate('kasuwa.farmers.actions.edit')}>
                      <IconButton onClick={() => setFarmDialog({ farm })} data-testid="farm-edit">
                        <EditIcon />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title={translate('ra.action.delete')}>
                      <IconButton onClick={() => setRemoval({ kind: 'farm', farm })} data-testid="farm-delete">
                        <DeleteIcon />
                      </IconButton>
                    </Tooltip>
                  </Stack>
                )
              }
            />
            <CardContent sx={{ pt: 0 }}>
              <FarmRecords
                farm={farm}
                canChange={canChange}
                onEdit={(record) => setRecordDialog({ farmId: farm.id, record })}
                onRemove={setRemoval}
              />
            </CardContent>
          </Card>
        ))}
      </Stack>
      {farmDialog && (
        <FarmDialog
          farmerId={farmerId}
          farm={farmDialog.farm}
          onClose={() => (setFarmDialog(null), backToFarmer())}
          onSaved={() => (reload(), setFarmDialog(null), backToFarmer())}
        />
      )}
      {recordDialog && (
        <RecordDialog
          farmerId={farmerId}
          farmId={recordDialog.farmId}
          record={recordDialog.record}
          onClose={() => (setRecordDialog(null), backToFarmer())}
          onSaved={reload}
        />
      )}
      <Confirm
        isOpen={!!removal}
        title={translate(
          removal?.kind === 'farm' ? 'kasuwa.farmers.farms.deleteTitle' : 'kasuwa.farmers.records.deleteTitle',
        )}
        content={translate(
          removal?.kind === 'farm' ? 'kasuwa.farmers.farms.deleteContent' : 'kasuwa.farmers.records.deleteContent',
        )}
        onConfirm={() => void remove()}
        onClose={() => setRemoval(null)}
      />
    </Box>
  );
}
