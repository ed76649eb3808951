import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { useNotify, useTranslate } from 'react-admin';
import { newId } from '../offline/queue';
import type { HistoryEntry } from '../types';
import { fieldErrorsOf, messageOf } from '../ui';
import { useFarmersApi } from '../useFarmersApi';
import { useFormat } from '../../shared/format';

const KINDS = ['VISIT', 'TRAINING', 'NOTE'] as const;
const today = () => new Date().toISOString().slice(0, 10);

function EntryDialog({ farmerId, entry, onClose }: { farmerId: string; entry?: HistoryEntry; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useFarmersApi();
  const queryClient = useQueryClient();
  const [id] = useState(() => entry?.id ?? newId());
  const [draft, setDraft] = useState({
    kind: entry?.kind ?? 'VISIT',
    date: entry?.date ?? today(),
    title: entry?.title ?? '',
    notes: entry?.notes ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = (key: keyof typeof draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));
  const save = async () => {
    const found: Record<string, string> = {};
    if (!draft.title.trim()) found.title = translate('kasuwa.farmers.form.required');
    if (!draft.date) found.date = translate('kasuwa.farmers.form.required');
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      const answer = await api.saveHistoryEntry(
        { id, farmerId, ...draft, title: draft.title.trim(), notes: draft.notes.trim() || undefined },
        !entry,
      );
      notify(answer.message || 'kasuwa.farmers.history.saved', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['farmers', 'history', farmerId] });
      onClose();
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      setFailure(messageOf(error, translate('kasuwa.farmers.form.failure')));
    }
  };
  const field = (key: keyof typeof draft, props: Record<string, unknown> = {}) => (
    <TextField
      fullWidth
      label={translate(`kasuwa.farmers.history.${key}`)}
      value={draft[key]}
      onChange={set(key)}
      error={!!errors[key]}
      helperText={errors[key] || ' '}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `history-${key}` } }}
      {...props}
    />
  );
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth data-testid="history-dialog">
      <DialogTitle>
        {translate(entry ? 'kasuwa.farmers.history.editTitle' : 'kasuwa.farmers.history.createTitle')}
      </DialogTitle>
      <DialogContent>
        {failure && <Alert severity="error">{failure}</Alert>}
        <Stack spacing={1} sx={{ pt: 1 }}>
          {field('kind', {
            select: true,
            children: KINDS.map((kind) => (
              <MenuItem key={kind} value={kind}>
                {translate(`kasuwa.farmers.history.kinds.${kind}`)}
              </MenuItem>
            )),
          })}
          {field('date', { type: 'date' })}
          {field('title')}
          {field('notes', { multiline: true, minRows: 3 })}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} data-testid="history-save">
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

const valueText = (value: unknown) =>
  value === null || value === undefined ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** The farmer's history: the visits, trainings and notes recorded, and who changed what about the farmer and when. */
export function HistoryTab({ farmerId, canChange }: { farmerId: string; canChange: boolean }) {
  const translate = useTranslate();
  const format = useFormat();
  const api = useFarmersApi();
  const entries = useQuery({
    queryKey: ['farmers', 'history', farmerId],
    retry: false,
    queryFn: ({ signal }) => api.historyOf(farmerId, signal),
  });
  const changes = useQuery({
    queryKey: ['farmers', 'changes', farmerId],
    retry: false,
    queryFn: ({ signal }) => api.changesOf(farmerId, signal),
  });
  const [dialog, setDialog] = useState<{ entry?: HistoryEntry } | null>(null);
  return (
    <Box data-testid="history-tab">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h6">{translate('kasuwa.farmers.history.entries')}</Typography>
        {canChange && (
          <Button startIcon={<AddIcon />} onClick={() => setDialog({})} data-testid="history-add">
            {translate('kasuwa.farmers.history.add')}
          </Button>
        )}
      </Stack>
      {entries.error && (
        <Alert severity="error">{messageOf(entries.error, translate('kasuwa.farmers.loadFailure'))}</Alert>
      )}
      {entries.data && !entries.data.length && (
        <Typography color="text.secondary">{translate('kasuwa.farmers.history.empty')}</Typography>
      )}
      <List dense>
        {entries.data?.map((entry) => (
          <ListItem
            key={entry.id}
            data-testid="history-entry"
            secondaryAction={
              canChange && (
                <Button size="small" startIcon={<EditIcon />} onClick={() => setDialog({ entry })}>
                  {translate('kasuwa.farmers.actions.edit')}
                </Button>
              )
            }
          >
            <ListItemText
              primary={`${entry.date} · ${translate(`kasuwa.farmers.history.kinds.${entry.kind}`)} · ${entry.title}`}
              secondary={`${entry.notes ?? ''}${entry.recordedBy?.fullName ? ` — ${entry.recordedBy.fullName}` : ''}`}
            />
          </ListItem>
        ))}
      </List>
      <Typography variant="h6" sx={{ mt: 2 }}>
        {translate('kasuwa.farmers.history.changes')}
      </Typography>
      {changes.error && (
        <Alert severity="error">{messageOf(changes.error, translate('kasuwa.farmers.loadFailure'))}</Alert>
      )}
      <List dense>
        {changes.data?.map((change, index) => (
          <ListItem key={`${change.at}-${index}`} data-testid="farmer-change">
            <ListItemText
              primary={`${format.dateTime(change.at)} · ${translate(`kasuwa.farmers.history.changeKinds.${change.change}`, { _: change.change })} · ${change.by?.fullName ?? '—'}`}
              secondary={change.fields
                .map(
                  (field) =>
                    `${translate(`kasuwa.farmers.fields.${field.field}`, { _: field.field })}: ${valueText(field.value)}`,
                )
                .join(' · ')}
            />
          </ListItem>
        ))}
      </List>
      {dialog && <EntryDialog farmerId={farmerId} entry={dialog.entry} onClose={() => setDialog(null)} />}
    </Box>
  );
}
