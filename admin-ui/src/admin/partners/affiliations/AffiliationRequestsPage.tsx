import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Card, Chip, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, Tab, Tabs, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Title, useNotify, useTranslate } from 'react-admin';
import { serverMessage, successMessage } from '../../catalogue/shared/serverMessage';
import { decideAffiliation } from '../api';
import { AFFILIATIONS_MANAGE } from '../permissions';
import { isInputProviderSide, isObserver } from '../roles';
import { AFFILIATION_STATUSES, type AffiliationDecision, type AffiliationRequest, type AffiliationStatus } from '../types';
import { DataTable, NameCell, PageHeading, placeOf, RequireAnyPermission, useDateFormat, useTypeLabel, useWorkingRole, pagedTable, type Column } from '../ui';
import { AFFILIATIONS_KEY, useAffiliationCount, useAffiliationRequests } from './useAffiliations';

const STATUS_COLORS: Record<AffiliationStatus, 'warning' | 'success' | 'error'> = { PENDING: 'warning', APPROVED: 'success', DECLINED: 'error' };

const requesterOf = (request: AffiliationRequest) => request.company || request.fullName;

function StatusTab({ status, ...props }: { status: AffiliationStatus; value: string }) {
  const translate = useTranslate();
  const count = useAffiliationCount(status);
  return (
    <Tab
      {...props}
      data-testid={`affiliations-tab-${status}`}
      label={
        <Badge
          color={status === 'PENDING' ? 'warning' : 'default'}
          badgeContent={count.data ?? 0}
          max={999}
          showZero={false}
          data-testid={`affiliations-count-${status}`}
          sx={{ pr: 1.5, '& .MuiBadge-colorDefault': { bgcolor: 'grey.300', color: 'text.primary' } }}
        >
          {translate(`kasuwa.partners.affiliations.tabs.${status}`)}
        </Badge>
      }
    />
  );
}

/**
 * Approve or decline, each confirmed first (POST partners/{id}/{decision}); the server's answer names the requester.
 * The lists and counts (tabs and menu badge) are read again once it is saved.
 */
function DecisionButtons({ request }: { request: AffiliationRequest }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [asked, setAsked] = useState<AffiliationDecision | null>(null);
  const decide = useMutation({
    mutationFn: (decision: AffiliationDecision) => decideAffiliation(request.id, decision),
    onSuccess: async (answer) => {
      setAsked(null);
      notify(successMessage(answer, translate('kasuwa.partners.affiliations.saved')), { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: [AFFILIATIONS_KEY] });
    },
    onError: (error) => {
      setAsked(null);
      notify(serverMessage(error, translate('kasuwa.partners.affiliations.failure')), { type: 'error' });
    },
  });
  const name = requesterOf(request);
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {(['APPROVED', 'DECLINED'] as const).map((decision) => (
          <Button
            key={decision}
            size="small"
            variant="contained"
            disableElevation
            color={decision === 'APPROVED' ? 'success' : 'error'}
            startIcon={decision === 'APPROVED' ? <CheckIcon /> : <CloseIcon />}
            disabled={decide.isPending}
            onClick={() => setAsked(decision)}
            data-testid={decision === 'APPROVED' ? 'affiliation-approve' : 'affiliation-decline'}
          >
            {translate(decision === 'APPROVED' ? 'kasuwa.partners.affiliations.approve' : 'kasuwa.partners.affiliations.decline')}
          </Button>
        ))}
      </Stack>
      <Dialog open={asked !== null} onClose={() => !decide.isPending && setAsked(null)} data-testid="affiliation-confirm-dialog">
        <DialogTitle>
          {translate(asked === 'DECLINED' ? 'kasuwa.partners.affiliations.declineTitle' : 'kasuwa.partners.affiliations.approveTitle')}
        </DialogTitle>
        <DialogContent>
          <DialogContentText data-testid="affiliation-confirm-text">
            {translate(asked === 'DECLINED' ? 'kasuwa.partners.affiliations.declineText' : 'kasuwa.partners.affiliations.approveText', { name })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsked(null)} disabled={decide.isPending} data-testid="affiliation-confirm-cancel">
            {translate('kasuwa.partners.common.cancel')}
          </Button>
          <Button
            variant="contained"
            disableElevation
            color={asked === 'DECLINED' ? 'error' : 'success'}
            disabled={decide.isPending}
            onClick={() => asked && decide.mutate(asked)}
            data-testid="affiliation-confirm"
          >
            {translate(asked === 'DECLINED' ? 'kasuwa.partners.affiliations.decline' : 'kasuwa.partners.affiliations.approve')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** An input provider reads who asked; a dealer, whom it asked; a WAFA observer, both. */
function RequestsTable({ status, provider, observer }: { status: AffiliationStatus; provider: boolean; observer: boolean }) {
  const translate = useTranslate();
  const typeLabel = useTypeLabel();
  const formatDate = useDateFormat();
  const [page, setPage] = useState(0);
  const requests = useAffiliationRequests(status, page);
  const requesterColumns: Column<AffiliationRequest>[] = [
        { key: 'requester', label: translate('kasuwa.partners.fields.requester'), render: (r) => <NameCell company={r.company} name={r.fullName} /> },
        { key: 'type', label: translate('kasuwa.partners.fields.type'), render: (r) => typeLabel(r.type) },
        {
          key: 'contact',
          label: translate('kasuwa.partners.fields.email'),
          render: (r) => (
            <>
              <Typography variant="body2">{r.email ?? '—'}</Typography>
              <Typography variant="caption" color="text.secondary">
                {r.phone ?? ''}
              </Typography>
            </>
          ),
        },
        { key: 'place', label: translate('kasuwa.partners.fields.place'), render: (r) => placeOf(r.state, r.city) },
      ];
  const providerColumn: Column<AffiliationRequest> = {
    key: 'provider',
    label: translate('kasuwa.partners.fields.inputProvider'),
    render: (r) => <NameCell company={r.inputProvider.company} name={r.inputProvider.fullName} />,
  };
  const columns: Column<AffiliationRequest>[] = [...(provider || observer ? requesterColumns : []), ...(provider ? [] : [providerColumn])];
  columns.push(
    { key: 'requestDate', label: translate('kasuwa.partners.fields.requestDate'), render: (r) => formatDate(r.requestDate, true) },
    ...(status === 'PENDING' ? [] : [{ key: 'decidedDate', label: translate('kasuwa.partners.fields.decidedDate'), render: (r: AffiliationRequest) => formatDate(r.decidedDate, true) }]),
    {
      key: 'status',
      label: translate('kasuwa.partners.fields.status'),
      render: (r) => (
        <Chip size="small" color={STATUS_COLORS[r.status]} variant="outlined" label={translate(`kasuwa.partners.affiliations.tabs.${r.status}`)} data-testid="affiliation-status" data-status={r.status} />
      ),
    },
  );
  if (provider && status === 'PENDING') columns.push({ key: 'actions', label: '', align: 'right', render: (r) => <DecisionButtons request={r} /> });
  return (
    <DataTable
      {...pagedTable(requests, page, setPage, 20)}
      columns={columns}
      rowKey={(r) => r.id}
      rowTestId="affiliation-row"
      errorFallback={translate('kasuwa.partners.affiliations.loadFailure')}
      empty={translate('kasuwa.partners.affiliations.empty')}
      testId="affiliations-list"
    />
  );
}

/**
 * affiliations (and wafa/affiliations): the affiliation requests by status (GET partners/status/{status}). An
 * input provider sees those it received and answers the pending ones; a dealer follows those it sent.
 */
function AffiliationRequests() {
  const translate = useTranslate();
  const { role } = useWorkingRole();
  const provider = isInputProviderSide(role);
  const [status, setStatus] = useState<AffiliationStatus>('PENDING');
  return (
    <>
      <Title title={translate('kasuwa.partners.affiliations.title')} />
      <PageHeading
        title={translate('kasuwa.partners.affiliations.title')}
        intro={translate(
          provider ? 'kasuwa.partners.affiliations.introProvider' : isObserver(role) ? 'kasuwa.partners.affiliations.introObserver' : 'kasuwa.partners.affiliations.introDealer',
        )}
      />
      <Card data-testid="affiliations-page" data-status={status}>
        <Tabs value={status} onChange={(_, value: AffiliationStatus) => setStatus(value)} sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }} variant="scrollable" allowScrollButtonsMobile>
          {AFFILIATION_STATUSES.map((value) => (
            <StatusTab key={value} value={value} status={value} />
          ))}
        </Tabs>
        <RequestsTable key={status} status={status} provider={provider} observer={isObserver(role)} />
      </Card>
    </>
  );
}

export function AffiliationRequestsPage() {
  return (
    <RequireAnyPermission permissions={[AFFILIATIONS_MANAGE]}>
      <AffiliationRequests />
    </RequireAnyPermission>
  );
}
