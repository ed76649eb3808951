import { useRef, useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Card,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import EventIcon from '@mui/icons-material/Event';
import ShareIcon from '@mui/icons-material/Share';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Title, useNotify, useTranslate } from 'react-admin';
import { HttpError } from '../../../shared/http';
import { serverMessage, successMessage } from '../../catalogue/shared/serverMessage';
import { usePermissionCheck } from '../../permissions';
import { attachMinutes, downloadMinutes, listVisits, planVisit, receivedVisits, sharedMinutes, shareVisit } from '../api';
import { usePartners } from '../directory/PartnerList';
import { VISITS_MANAGE } from '../permissions';
import type { MinutesDocument, NewVisit, Partner, SharedMinutes, Visit } from '../types';
import { DataTable, PageHeading, RequireAnyPermission, useDateFormat, useWorkingRole, pagedTable, type Column } from '../ui';

/** Every query of the visits screens starts with it. */
export const VISITS_KEY = 'partners-visits';

const partnerName = (p: { company: string | null; fullName: string }) => p.company || p.fullName;

function DownloadButton({ document: file, testId }: { document: MinutesDocument; testId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      onClick={() => downloadMinutes(file.url, file.fileName).catch((error) => notify(serverMessage(error, translate('kasuwa.partners.visits.downloadFailure')), { type: 'error' }))}
      data-testid={testId}
      title={file.fileName}
    >
      {translate('kasuwa.partners.visits.download')}
    </Button>
  );
}

/** Partners to tick (GET partners); those in `exclude` are left out. */
function PartnerChoice({ partners, chosen, exclude = [], onChange }: { partners: Partner[]; chosen: string[]; exclude?: string[]; onChange: (ids: string[]) => void }) {
  const translate = useTranslate();
  const offered = partners.filter((p) => !exclude.includes(p.id));
  if (!offered.length) return <Typography variant="body2" color="text.secondary">{translate('kasuwa.partners.visits.noPartners')}</Typography>;
  return (
    <FormGroup data-testid="visit-share-partners">
      {offered.map((p) => (
        <FormControlLabel
          key={p.id}
          control={
            <Checkbox
              size="small"
              checked={chosen.includes(p.id)}
              onChange={(event) => onChange(event.target.checked ? [...chosen, p.id] : chosen.filter((id) => id !== p.id))}
            />
          }
          label={partnerName(p)}
        />
      ))}
    </FormGroup>
  );
}

interface PlanValues {
  title: string;
  startsAt: string;
  endsAt: string;
  place: string;
  participants: string;
  agenda: string;
  sharedWith: string[];
}

const EMPTY_PLAN: PlanValues = { title: '', startsAt: '', endsAt: '', place: '', participants: '', agenda: '', sharedWith: [] };

/** POST visit: date, place, participants, agenda, and the partners it is shared with at once. */
function PlanDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const partners = usePartners();
  const [values, setValues] = useState<PlanValues>(EMPTY_PLAN);
  const [errors, setErrors] = useState<Partial<Record<keyof PlanValues, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const plan = useMutation({
    mutationFn: (visit: NewVisit) => planVisit(visit),
    onSuccess: async (answer) => {
      notify(successMessage(answer, translate('kasuwa.partners.visits.planned')), { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: [VISITS_KEY] });
      setValues(EMPTY_PLAN);
      onClose();
    },
    onError: (error) => {
      const fields: Partial<Record<keyof PlanValues, string>> = {};
      for (const { field, message } of error instanceof HttpError ? error.errors : []) if (field in EMPTY_PLAN) fields[field as keyof PlanValues] = message;
      setErrors(fields);
      setFailure(serverMessage(error, translate('kasuwa.partners.visits.planFailure')));
    },
  });
  const set = (field: keyof PlanValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const submit = () => {
    setFailure(null);
    const required = translate('kasuwa.partners.visits.required');
    const found: Partial<Record<keyof PlanValues, string>> = {};
    for (const field of ['title', 'startsAt', 'place', 'agenda'] as const) if (!values[field].trim()) found[field] = required;
    setErrors(found);
    if (Object.keys(found).length) return;
    plan.mutate({
      title: values.title.trim(),
      startsAt: new Date(values.startsAt).toISOString(),
      endsAt: values.endsAt ? new Date(values.endsAt).toISOString() : null,
      place: values.place.trim(),
      participants: values.participants.split(/\n|,/).map((name) => name.trim()).filter(Boolean),
      agenda: values.agenda.trim(),
      sharedWith: values.sharedWith,
    });
  };
  const field = (name: keyof PlanValues, label: string, extra: { type?: string; multiline?: boolean; help?: string } = {}) => (
    <TextField
      fullWidth
      label={label}
      type={extra.type}
      multiline={extra.multiline}
      minRows={extra.multiline ? 3 : undefined}
      value={values[name]}
      onChange={(event) => set(name)(event.target.value)}
      error={!!errors[name]}
      helperText={errors[name] || extra.help || ' '}
      data-testid={`visit-${name}`}
      slotProps={{ inputLabel: extra.type ? { shrink: true } : undefined, htmlInput: { name } }}
    />
  );
  return (
    <Dialog open={open} onClose={() => !plan.isPending && onClose()} fullWidth maxWidth="sm" data-testid="visit-plan-dialog">
      <DialogTitle>{translate('kasuwa.partners.visits.planTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={1} sx={{ pt: 1 }}>
          {failure && <Alert severity="error">{failure}</Alert>}
          {field('title', translate('kasuwa.partners.visits.visitTitle'))}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {field('startsAt', translate('kasuwa.partners.visits.startsAt'), { type: 'datetime-local' })}
            {field('endsAt', translate('kasuwa.partners.visits.endsAt'), { type: 'datetime-local' })}
          </Stack>
          {field('place', translate('kasuwa.partners.visits.place'))}
          {field('participants', translate('kasuwa.partners.visits.participants'), { multiline: true, help: translate('kasuwa.partners.visits.participantsHelp') })}
          {field('agenda', translate('kasuwa.partners.visits.agenda'), { multiline: true })}
          <FormLabel>{translate('kasuwa.partners.visits.shareWith')}</FormLabel>
          <PartnerChoice partners={partners.data ?? []} chosen={values.sharedWith} onChange={(ids) => setValues((current) => ({ ...current, sharedWith: ids }))} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={plan.isPending}>
          {translate('kasuwa.partners.common.cancel')}
        </Button>
        <Button variant="contained" disableElevation onClick={submit} disabled={plan.isPending} data-testid="visit-plan-save">
          {translate('kasuwa.partners.visits.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** POST visit/{id}/share with the partners ticked. */
function ShareButton({ visit }: { visit: Visit }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const partners = usePartners();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  const share = useMutation({
    mutationFn: () => shareVisit(visit.id, chosen),
    onSuccess: async (answer) => {
      notify(successMessage(answer, translate('kasuwa.partners.visits.shared')), { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: [VISITS_KEY] });
      setChosen([]);
      setOpen(false);
    },
    onError: (error) => notify(serverMessage(error, translate('kasuwa.partners.visits.shareFailure')), { type: 'error' }),
  });
  return (
    <>
      <Button size="small" startIcon={<ShareIcon />} onClick={() => setOpen(true)} data-testid="visit-share">
        {translate('kasuwa.partners.visits.share')}
      </Button>
      <Dialog open={open} onClose={() => !share.isPending && setOpen(false)} fullWidth maxWidth="xs" data-testid="visit-share-dialog">
        <DialogTitle>{translate('kasuwa.partners.visits.shareTitle', { title: visit.title })}</DialogTitle>
        <DialogContent>
          <PartnerChoice partners={partners.data ?? []} chosen={chosen} exclude={(visit.sharedWith ?? []).map((p) => p.id)} onChange={setChosen} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={share.isPending}>
            {translate('kasuwa.partners.common.cancel')}
          </Button>
          <Button variant="contained" disableElevation disabled={!chosen.length || share.isPending} onClick={() => share.mutate()} data-testid="visit-share-save">
            {translate('kasuwa.partners.visits.shareSave')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** POST visit/{id}/minutes: attaches (or replaces) the minutes document. */
function MinutesUpload({ visit }: { visit: Visit }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const upload = useMutation({
    mutationFn: (file: File) => attachMinutes(visit.id, file),
    onSuccess: async (answer) => {
      notify(successMessage(answer, translate('kasuwa.partners.visits.minutesAttached')), { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: [VISITS_KEY] });
    },
    onError: (error) => notify(serverMessage(error, translate('kasuwa.partners.visits.minutesFailure')), { type: 'error' }),
  });
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {visit.minutes && <DownloadButton document={visit.minutes} testId="visit-minutes-download" />}
      <Button size="small" startIcon={<UploadFileIcon />} disabled={upload.isPending} onClick={() => input.current?.click()} data-testid="visit-minutes-upload">
        {translate(visit.minutes ? 'kasuwa.partners.visits.replaceMinutes' : 'kasuwa.partners.visits.uploadMinutes')}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        accept=".pdf,.jpg,.jpeg,.png,.webp,.docx,.xlsx,.pptx"
        data-testid="visit-minutes-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) upload.mutate(file);
        }}
      />
    </Stack>
  );
}

function VisitSummary({ visit }: { visit: Visit }) {
  return (
    <Box sx={{ maxWidth: 380 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="visit-title">
        {visit.title}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', whiteSpace: 'pre-line' }}>
        {visit.agenda}
      </Typography>
    </Box>
  );
}

function useVisitColumns(): { date: Column<Visit>; place: Column<Visit>; participants: Column<Visit>; summary: Column<Visit> } {
  const translate = useTranslate();
  const formatDate = useDateFormat();
  return {
    summary: { key: 'title', label: translate('kasuwa.partners.visits.visitTitle'), render: (v) => <VisitSummary visit={v} /> },
    date: { key: 'date', label: translate('kasuwa.partners.visits.date'), render: (v) => formatDate(v.startsAt, true) },
    place: { key: 'place', label: translate('kasuwa.partners.visits.place'), render: (v) => v.place },
    participants: { key: 'participants', label: translate('kasuwa.partners.visits.participants'), render: (v) => v.participants.join(', ') || '—' },
  };
}

function MyVisits() {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const visits = useQuery({ queryKey: [VISITS_KEY, 'mine', page], retry: false, queryFn: ({ signal }) => listVisits(page, signal) });
  const base = useVisitColumns();
  const columns: Column<Visit>[] = [
    base.summary,
    base.date,
    base.place,
    base.participants,
    {
      key: 'shared',
      label: translate('kasuwa.partners.visits.sharedWith'),
      render: (v) => (
        <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }} data-testid="visit-shared-with">
          {v.sharedWith?.length ? v.sharedWith.map((p) => <Chip key={p.id} size="small" label={partnerName(p)} data-testid="visit-shared-partner" data-id={p.id} />) : <Typography variant="caption">{translate('kasuwa.partners.visits.notShared')}</Typography>}
          <ShareButton visit={v} />
        </Stack>
      ),
    },
    { key: 'minutes', label: translate('kasuwa.partners.visits.minutes'), render: (v) => <MinutesUpload visit={v} /> },
  ];
  return (
    <DataTable
      {...pagedTable(visits, page, setPage, 50)}
      columns={columns}
      rowKey={(v) => v.id}
      rowTestId="visit-row"
      errorFallback={translate('kasuwa.partners.visits.loadFailure')}
      empty={translate('kasuwa.partners.visits.emptyMine')}
      testId="visits-mine"
    />
  );
}

/** GET visit/share/receive/{id}: the shared calendar. */
function ReceivedVisits({ id }: { id: string }) {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const visits = useQuery({ queryKey: [VISITS_KEY, 'received', id, page], enabled: !!id, retry: false, queryFn: ({ signal }) => receivedVisits(id, page, signal) });
  const base = useVisitColumns();
  const columns: Column<Visit>[] = [
    base.summary,
    base.date,
    base.place,
    base.participants,
    { key: 'planner', label: translate('kasuwa.partners.visits.planner'), render: (v) => partnerName(v.planner) },
    {
      key: 'minutes',
      label: translate('kasuwa.partners.visits.minutes'),
      render: (v) => (v.minutes ? <DownloadButton document={v.minutes} testId="received-minutes-download" /> : translate('kasuwa.partners.visits.noMinutes')),
    },
  ];
  return (
    <DataTable
      {...pagedTable(visits, page, setPage, 50)}
      columns={columns}
      rowKey={(v) => v.id}
      rowTestId="received-visit-row"
      errorFallback={translate('kasuwa.partners.visits.receivedFailure')}
      empty={translate('kasuwa.partners.visits.emptyReceived')}
      testId="visits-received"
    />
  );
}

/** GET visit/share/documents/{id}: the shared minutes. */
function ReceivedMinutes({ id }: { id: string }) {
  const translate = useTranslate();
  const formatDate = useDateFormat();
  const [page, setPage] = useState(0);
  const minutes = useQuery({ queryKey: [VISITS_KEY, 'minutes', id, page], enabled: !!id, retry: false, queryFn: ({ signal }) => sharedMinutes(id, page, signal) });
  const columns: Column<SharedMinutes>[] = [
    { key: 'title', label: translate('kasuwa.partners.visits.visitTitle'), render: (m) => <Typography variant="body2" sx={{ fontWeight: 600 }}>{m.title}</Typography> },
    { key: 'date', label: translate('kasuwa.partners.visits.date'), render: (m) => formatDate(m.startsAt, true) },
    { key: 'place', label: translate('kasuwa.partners.visits.place'), render: (m) => m.place },
    { key: 'planner', label: translate('kasuwa.partners.visits.planner'), render: (m) => partnerName(m.planner) },
    { key: 'document', label: translate('kasuwa.partners.visits.minutes'), render: (m) => <DownloadButton document={m.document} testId="shared-minutes-download" /> },
  ];
  return (
    <DataTable
      {...pagedTable(minutes, page, setPage, 50)}
      columns={columns}
      rowKey={(m) => m.visitId}
      rowTestId="shared-minutes-row"
      errorFallback={translate('kasuwa.partners.visits.minutesLoadFailure')}
      empty={translate('kasuwa.partners.visits.emptyMinutes')}
      testId="visits-minutes"
    />
  );
}

type VisitTab = 'mine' | 'received' | 'minutes';

/** visits: the visits planned (with sharing and minutes), the shared calendar and the shared minutes. */
function Visits() {
  const translate = useTranslate();
  const { id } = useWorkingRole();
  const { has } = usePermissionCheck();
  const planner = has(VISITS_MANAGE);
  const [tab, setTab] = useState<VisitTab>(planner ? 'mine' : 'received');
  const [planning, setPlanning] = useState(false);
  const panels: Record<VisitTab, ReactNode> = {
    mine: <MyVisits />,
    received: <ReceivedVisits id={id} />,
    minutes: <ReceivedMinutes id={id} />,
  };
  return (
    <>
      <Title title={translate('kasuwa.partners.visits.title')} />
      <PageHeading
        title={translate('kasuwa.partners.visits.title')}
        intro={translate('kasuwa.partners.visits.intro')}
        actions={
          planner && (
            <Button variant="contained" disableElevation startIcon={<EventIcon />} onClick={() => setPlanning(true)} data-testid="visit-plan">
              {translate('kasuwa.partners.visits.plan')}
            </Button>
          )
        }
      />
      <Card>
        <Tabs value={tab} onChange={(_, value: VisitTab) => setTab(value)} sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }} variant="scrollable" allowScrollButtonsMobile>
          {planner && <Tab value="mine" label={translate('kasuwa.partners.visits.tabMine')} data-testid="visits-tab-mine" />}
          <Tab value="received" label={translate('kasuwa.partners.visits.tabReceived')} data-testid="visits-tab-received" />
          <Tab value="minutes" label={translate('kasuwa.partners.visits.tabMinutes')} data-testid="visits-tab-minutes" />
        </Tabs>
        {panels[tab]}
      </Card>
      {planner && <PlanDialog open={planning} onClose={() => setPlanning(false)} />}
    </>
  );
}

export function VisitsPage() {
  return (
    <RequireAnyPermission permissions={[VISITS_MANAGE]}>
      <Visits />
    </RequireAnyPermission>
  );
}
