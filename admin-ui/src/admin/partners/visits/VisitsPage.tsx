import { useRef, useState, type ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormLabel,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import EventIcon from '@mui/icons-material/Event';
import ShareIcon from '@mui/icons-material/Share';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { FunctionField, useNotify, useTranslate } from 'react-admin';
import { fieldErrorList, serverMessage, successMessage } from '../../api/errors';
import { usePermissionCheck } from '../../permissions';
import { Checklist, ChecklistDialog } from '../../shared/ChecklistDialog';
import { ConsoleDatagrid, ConsoleList } from '../../shared/ConsoleList';
import { StatusTabs } from '../../shared/StatusTabs';
import { usePartners } from '../directory/PartnerList';
import { VISITS_MANAGE } from '../permissions';
import { PARTNERS_LISTS } from '../resources';
import type { MinutesDocument, NewVisit, Partner, SharedMinutes, Visit } from '../types';
import { PageHeading, RequireAnyPermission, useDateFormat, useWorkingRole } from '../ui';
import { useConsoleApi } from '../../api/useConsoleApi';
import { useApiMutation } from '../../api/useApiMutation';

/** Every query of the visits screens starts with it. */
export const VISITS_KEY = PARTNERS_LISTS.visits;

const partnerName = (p: { company: string | null; fullName: string }) => p.company || p.fullName;

function DownloadButton({ document: file, testId }: { document: MinutesDocument; testId: string }) {
  const translate = useTranslate();
  const api = useConsoleApi();
  const notify = useNotify();
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      onClick={() =>
        api
          .downloadMinutes(file.url, file.fileName)
          .catch((error) =>
            notify(serverMessage(error, translate('kasuwa.partners.visits.downloadFailure')), { type: 'error' }),
          )
      }
      data-testid={testId}
      title={file.fileName}
    >
      {translate('kasuwa.partners.visits.download')}
    </Button>
  );
}

/** The partners (GET partners) as items to tick. */
const partnerItems = (partners: Partner[] | undefined, exclude: string[] = []) =>
  (partners ?? []).filter((p) => !exclude.includes(p.id)).map((p) => ({ value: p.id, label: partnerName(p) }));

interface PlanValues {
  title: string;
  startsAt: string;
  endsAt: string;
  place: string;
  participants: string;
  agenda: string;
  sharedWith: string[];
}

const EMPTY_PLAN: PlanValues = {
  title: '',
  startsAt: '',
  endsAt: '',
  place: '',
  participants: '',
  agenda: '',
  sharedWith: [],
};

/** POST visit: date, place, participants, agenda, and the partners it is shared with at once. */
function PlanDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const api = useConsoleApi();
  const partners = usePartners();
  const [values, setValues] = useState<PlanValues>(EMPTY_PLAN);
  const [errors, setErrors] = useState<Partial<Record<keyof PlanValues, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const plan = useMutation({
    mutationFn: (visit: NewVisit) => api.planVisit(visit),
    onSuccess: async (answer) => {
      notify(successMessage(answer, translate('kasuwa.partners.visits.planned')), { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: [VISITS_KEY] });
      setValues(EMPTY_PLAN);
      onClose();
    },
    onError: (error) => {
      const fields: Partial<Record<keyof PlanValues, string>> = {};
      for (const { field, message } of fieldErrorList(error))
        if (field in EMPTY_PLAN) fields[field as keyof PlanValues] = message;
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
    for (const field of ['title', 'startsAt', 'place', 'agenda'] as const)
      if (!values[field].trim()) found[field] = required;
    setErrors(found);
    if (Object.keys(found).length) return;
    plan.mutate({
      title: values.title.trim(),
      startsAt: new Date(values.startsAt).toISOString(),
      endsAt: values.endsAt ? new Date(values.endsAt).toISOString() : null,
      place: values.place.trim(),
      participants: values.participants
        .split(/\n|,/)
        .map((name) => name.trim())
        .filter(Boolean),
      agenda: values.agenda.trim(),
      sharedWith: values.sharedWith,
    });
  };
  const field = (
    name: keyof PlanValues,
    label: string,
    extra: { type?: string; multiline?: boolean; help?: string } = {},
  ) => (
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
    <Dialog
      open={open}
      onClose={() => !plan.isPending && onClose()}
      fullWidth
      maxWidth="sm"
      data-testid="visit-plan-dialog"
    >
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
          {field('participants', translate('kasuwa.partners.visits.participants'), {
            multiline: true,
            help: translate('kasuwa.partners.visits.participantsHelp'),
          })}
          {field('agenda', translate('kasuwa.partners.visits.agenda'), { multiline: true })}
          <FormLabel>{translate('kasuwa.partners.visits.shareWith')}</FormLabel>
          <Checklist
            items={partnerItems(partners.data)}
            chosen={values.sharedWith}
            onChange={(ids) => setValues((current) => ({ ...current, sharedWith: ids }))}
            empty={translate('kasuwa.partners.visits.noPartners')}
            testId="visit-share-partners"
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={plan.isPending}>
          {translate('kasuwa.partners.common.cancel')}
        </Button>
        <Button
          variant="contained"
          disableElevation
          onClick={submit}
          disabled={plan.isPending}
          data-testid="visit-plan-save"
        >
          {translate('kasuwa.partners.visits.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** POST visit/{id}/share with the partners ticked. */
function ShareButton({ visit }: { visit: Visit }) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const api = useConsoleApi();
  const partners = usePartners();
  const [open, setOpen] = useState(false);
  const share = useApiMutation({
    mutationFn: (chosen: string[]) => api.shareVisit(visit.id, chosen),
    success: 'kasuwa.partners.visits.shared',
    failure: 'kasuwa.partners.visits.shareFailure',
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [VISITS_KEY] });
      setOpen(false);
    },
  });
  return (
    <>
      <Button size="small" startIcon={<ShareIcon />} onClick={() => setOpen(true)} data-testid="visit-share">
        {translate('kasuwa.partners.visits.share')}
      </Button>
      <ChecklistDialog
        open={open}
        onClose={() => setOpen(false)}
        title={translate('kasuwa.partners.visits.shareTitle', { title: visit.title })}
        items={
          partners.data
            ? partnerItems(
                partners.data,
                (visit.sharedWith ?? []).map((p) => p.id),
              )
            : undefined
        }
        initial={[]}
        error={partners.error}
        empty={translate('kasuwa.partners.visits.noPartners')}
        onSave={(chosen) => share.mutate(chosen)}
        saving={share.isPending}
        requireChoice
        saveLabel={translate('kasuwa.partners.visits.shareSave')}
        testIds={{ dialog: 'visit-share-dialog', list: 'visit-share-partners', save: 'visit-share-save' }}
      />
    </>
  );
}

/** POST visit/{id}/minutes: attaches (or replaces) the minutes document. */
function MinutesUpload({ visit }: { visit: Visit }) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const api = useConsoleApi();
  const input = useRef<HTMLInputElement>(null);
  const upload = useApiMutation({
    mutationFn: (file: File) => api.attachMinutes(visit.id, file),
    success: 'kasuwa.partners.visits.minutesAttached',
    failure: 'kasuwa.partners.visits.minutesFailure',
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [VISITS_KEY] });
    },
  });
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {visit.minutes && <DownloadButton document={visit.minutes} testId="visit-minutes-download" />}
      <Button
        size="small"
        startIcon={<UploadFileIcon />}
        disabled={upload.isPending}
        onClick={() => input.current?.click()}
        data-testid="visit-minutes-upload"
      >
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

function VisitSummaryField() {
  return (
    <FunctionField<Visit>
      label="kasuwa.partners.visits.visitTitle"
      sortable={false}
      render={(v) => <VisitSummary visit={v} />}
    />
  );
}

type VisitTab = 'mine' | 'received' | 'minutes';

/** A tab's list: 50 rows a page, its own paging, the page's tabs above the rows. */
function VisitList({
  resource,
  recipient,
  tabs,
  failure,
  children,
}: {
  resource: string;
  recipient?: string;
  tabs: ReactNode;
  failure: string;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <ConsoleList
      resource={resource}
      title={translate('kasuwa.partners.visits.title')}
      embedded
      // RequireAnyPermission below decides who may read the page.
      disableAuthentication
      perPage={50}
      perPageOptions={[50]}
      filter={recipient === undefined ? undefined : { recipient }}
      queryOptions={{ retry: false, enabled: recipient === undefined || !!recipient }}
      errorFallback={failure}
    >
      {tabs}
      {children}
    </ConsoleList>
  );
}

function MyVisits({ tabs }: { tabs: ReactNode }) {
  const translate = useTranslate();
  const formatDate = useDateFormat();
  return (
    <VisitList resource={PARTNERS_LISTS.visits} tabs={tabs} failure={translate('kasuwa.partners.visits.loadFailure')}>
      <ConsoleDatagrid
        empty={translate('kasuwa.partners.visits.emptyMine')}
        emptyTestId="visits-mine-empty"
        rowTestId="visit-row"
        data-testid="visits-mine"
      >
        <VisitSummaryField />
        <FunctionField<Visit>
          label="kasuwa.partners.visits.date"
          sortable={false}
          render={(v) => formatDate(v.startsAt, true)}
        />
        <FunctionField<Visit> label="kasuwa.partners.visits.place" sortable={false} render={(v) => v.place} />
        <FunctionField<Visit>
          label="kasuwa.partners.visits.participants"
          sortable={false}
          render={(v) => v.participants.join(', ') || '—'}
        />
        <FunctionField<Visit>
          label="kasuwa.partners.visits.sharedWith"
          sortable={false}
          render={(v) => (
            <Stack
              direction="row"
              spacing={0.5}
              sx={{ flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}
              data-testid="visit-shared-with"
            >
              {v.sharedWith?.length ? (
                v.sharedWith.map((p) => (
                  <Chip
                    key={p.id}
                    size="small"
                    label={partnerName(p)}
                    data-testid="visit-shared-partner"
                    data-id={p.id}
                  />
                ))
              ) : (
                <Typography variant="caption">{translate('kasuwa.partners.visits.notShared')}</Typography>
              )}
              <ShareButton visit={v} />
            </Stack>
          )}
        />
        <FunctionField<Visit>
          label="kasuwa.partners.visits.minutes"
          sortable={false}
          render={(v) => <MinutesUpload visit={v} />}
        />
      </ConsoleDatagrid>
    </VisitList>
  );
}

/** GET visit/share/receive/{id}: the shared calendar. */
function ReceivedVisits({ id, tabs }: { id: string; tabs: ReactNode }) {
  const translate = useTranslate();
  const formatDate = useDateFormat();
  return (
    <VisitList
      resource={PARTNERS_LISTS.receivedVisits}
      recipient={id}
      tabs={tabs}
      failure={translate('kasuwa.partners.visits.receivedFailure')}
    >
      <ConsoleDatagrid
        empty={translate('kasuwa.partners.visits.emptyReceived')}
        emptyTestId="visits-received-empty"
        rowTestId="received-visit-row"
        data-testid="visits-received"
      >
        <VisitSummaryField />
        <FunctionField<Visit>
          label="kasuwa.partners.visits.date"
          sortable={false}
          render={(v) => formatDate(v.startsAt, true)}
        />
        <FunctionField<Visit> label="kasuwa.partners.visits.place" sortable={false} render={(v) => v.place} />
        <FunctionField<Visit>
          label="kasuwa.partners.visits.participants"
          sortable={false}
          render={(v) => v.participants.join(', ') || '—'}
        />
        <FunctionField<Visit>
          label="kasuwa.partners.visits.planner"
          sortable={false}
          render={(v) => partnerName(v.planner)}
        />
        <FunctionField<Visit>
          label="kasuwa.partners.visits.minutes"
          sortable={false}
          render={(v) =>
            v.minutes ? (
              <DownloadButton document={v.minutes} testId="received-minutes-download" />
            ) : (
              translate('kasuwa.partners.visits.noMinutes')
            )
          }
        />
      </ConsoleDatagrid>
    </VisitList>
  );
}

/** GET visit/share/documents/{id}: the shared minutes. */
function ReceivedMinutes({ id, tabs }: { id: string; tabs: ReactNode }) {
  const translate = useTranslate();
  const formatDate = useDateFormat();
  return (
    <VisitList
      resource={PARTNERS_LISTS.sharedMinutes}
      recipient={id}
      tabs={tabs}
      failure={translate('kasuwa.partners.visits.minutesLoadFailure')}
    >
      <ConsoleDatagrid
        empty={translate('kasuwa.partners.visits.emptyMinutes')}
        emptyTestId="visits-minutes-empty"
        rowTestId="shared-minutes-row"
        data-testid="visits-minutes"
      >
        <FunctionField<SharedMinutes>
          label="kasuwa.partners.visits.visitTitle"
          sortable={false}
          render={(m) => (
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {m.title}
            </Typography>
          )}
        />
        <FunctionField<SharedMinutes>
          label="kasuwa.partners.visits.date"
          sortable={false}
          render={(m) => formatDate(m.startsAt, true)}
        />
        <FunctionField<SharedMinutes> label="kasuwa.partners.visits.place" sortable={false} render={(m) => m.place} />
        <FunctionField<SharedMinutes>
          label="kasuwa.partners.visits.planner"
          sortable={false}
          render={(m) => partnerName(m.planner)}
        />
        <FunctionField<SharedMinutes>
          label="kasuwa.partners.visits.minutes"
          sortable={false}
          render={(m) => <DownloadButton document={m.document} testId="shared-minutes-download" />}
        />
      </ConsoleDatagrid>
    </VisitList>
  );
}

const VISIT_TAB_LABELS: Record<VisitTab, string> = {
  mine: 'kasuwa.partners.visits.tabMine',
  received: 'kasuwa.partners.visits.tabReceived',
  minutes: 'kasuwa.partners.visits.tabMinutes',
};

/** visits: the visits planned (with sharing and minutes), the shared calendar and the shared minutes. */
function Visits() {
  const translate = useTranslate();
  const { id } = useWorkingRole();
  const { has } = usePermissionCheck();
  const planner = has(VISITS_MANAGE);
  const [tab, setTab] = useState<VisitTab>(planner ? 'mine' : 'received');
  const [planning, setPlanning] = useState(false);
  const tabs = (
    <StatusTabs<VisitTab>
      statuses={planner ? ['mine', 'received', 'minutes'] : ['received', 'minutes']}
      value={tab}
      onChange={setTab}
      label={(value) => translate(VISIT_TAB_LABELS[value])}
      testIdPrefix="visits"
    />
  );
  const panels: Record<VisitTab, ReactNode> = {
    mine: <MyVisits tabs={tabs} />,
    received: <ReceivedVisits id={id} tabs={tabs} />,
    minutes: <ReceivedMinutes id={id} tabs={tabs} />,
  };
  return (
    <>
      <PageHeading
        title={translate('kasuwa.partners.visits.title')}
        intro={translate('kasuwa.partners.visits.intro')}
        actions={
          planner && (
            <Button
              variant="contained"
              disableElevation
              startIcon={<EventIcon />}
              onClick={() => setPlanning(true)}
              data-testid="visit-plan"
            >
              {translate('kasuwa.partners.visits.plan')}
            </Button>
          )
        }
      />
      {panels[tab]}
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
