import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Confirm, useBasename, useNotify, useTranslate } from 'react-admin';
import { FarmDialog } from './FarmDialog';
import { usePendingSubmissions } from '../offline/farmersQueue';
import { RecordDialog } from '../records/RecordDialog';
import type { Farm, PlantingRecord } from '../types';
import { messageOf } from '../ui';
import { useFarmersApi } from '../useFarmersApi';
import type { Removal } from '../records/FarmRecords';
import { FarmCard } from './FarmCard';

/** A form the page's address opens (the spec's create-record, edit-record and farm edit paths). */
export type FarmOpening =
  | { kind: 'create-record'; farmId: string }
  | { kind: 'edit-farm'; farmId: string }
  | { kind: 'edit-record'; recordId: string };

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
          <FarmCard
            key={farm.id}
            farm={farm}
            canChange={canChange}
            onAddRecord={() => setRecordDialog({ farmId: farm.id })}
            onEditFarm={() => setFarmDialog({ farm })}
            onEditRecord={(record) => setRecordDialog({ farmId: farm.id, record })}
            onRemove={setRemoval}
          />
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
