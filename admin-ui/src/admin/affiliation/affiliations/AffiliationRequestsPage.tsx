import { Chip } from '@mui/material';
import { FunctionField, useListContext, useTranslate } from 'react-admin';
import { ConsoleDatagrid, ConsoleList } from '../../shared/ConsoleList';
import { ListStatusTabs } from '../../shared/StatusTabs';
import { AFFILIATIONS_MANAGE } from '../permissions';
import { PARTNERS_LISTS } from '../resources';
import { isInputProviderSide, isObserver } from '../roles';
import { ScreenForRole } from '../../pages/ScreenForRole';
import { AFFILIATION_STATUSES, type AffiliationRequest, type AffiliationStatus } from '../types';
import {
  ContactCell,
  NameCell,
  PageHeading,
  placeOf,
  RequireAnyPermission,
  useDateFormat,
  useTypeLabel,
  useWorkingRole,
} from '../ui';
import { useAffiliationCount } from './useAffiliations';
import { DecisionButtons } from './DecisionButtons';

const STATUS_COLORS: Record<AffiliationStatus, 'warning' | 'success' | 'error'> = {
  PENDING: 'warning',
  APPROVED: 'success',
  DECLINED: 'error',
};

const useCountOf = (status: AffiliationStatus) => useAffiliationCount(status).data;

/** An input provider reads who asked; a dealer, whom it asked; a WAFA observer, both. */
function RequestsGrid({ provider, observer }: { provider: boolean; observer: boolean }) {
  const translate = useTranslate();
  const typeLabel = useTypeLabel();
  const formatDate = useDateFormat();
  const { filterValues } = useListContext();
  const status: AffiliationStatus = (AFFILIATION_STATUSES as readonly unknown[]).includes(filterValues.status)
    ? filterValues.status
    : 'PENDING';
  return (
    <>
      <ListStatusTabs
        statuses={AFFILIATION_STATUSES}
        label={(value) => translate(`kasuwa.partners.affiliations.tabs.${value}`)}
        useCount={useCountOf}
        badgeColor={(value) => (value === 'PENDING' ? 'warning' : 'default')}
        testIdPrefix="affiliations"
      />
      <ConsoleDatagrid
        empty={translate('kasuwa.partners.affiliations.empty')}
        emptyTestId="affiliations-list-empty"
        rowTestId="affiliation-row"
        data-testid="affiliations-list"
      >
        {(provider || observer) && (
          <FunctionField<AffiliationRequest>
            label="kasuwa.partners.fields.requester"
            sortable={false}
            render={(r) => <NameCell company={r.company} name={r.fullName} />}
          />
        )}
        {(provider || observer) && (
          <FunctionField<AffiliationRequest>
            label="kasuwa.partners.fields.type"
            sortable={false}
            render={(r) => typeLabel(r.type)}
          />
        )}
        {(provider || observer) && (
          <FunctionField<AffiliationRequest>
            label="kasuwa.partners.fields.email"
            sortable={false}
            render={(r) => <ContactCell email={r.email} phone={r.phone} />}
          />
        )}
        {(provider || observer) && (
          <FunctionField<AffiliationRequest>
            label="kasuwa.partners.fields.place"
            sortable={false}
            render={(r) => placeOf(r.state, r.city)}
          />
        )}
        {!provider && (
          <FunctionField<AffiliationRequest>
            label="kasuwa.partners.fields.inputProvider"
            sortable={false}
            render={(r) => <NameCell company={r.inputProvider.company} name={r.inputProvider.fullName} />}
          />
        )}
        <FunctionField<AffiliationRequest>
          label="kasuwa.partners.fields.requestDate"
          sortable={false}
          render={(r) => formatDate(r.requestDate, true)}
        />
        {status !== 'PENDING' && (
          <FunctionField<AffiliationRequest>
            label="kasuwa.partners.fields.decidedDate"
            sortable={false}
            render={(r) => formatDate(r.decidedDate, true)}
          />
        )}
        <FunctionField<AffiliationRequest>
          label="kasuwa.partners.fields.status"
          sortable={false}
          render={(r) => (
            <Chip
              size="small"
              color={STATUS_COLORS[r.status]}
              variant="outlined"
              label={translate(`kasuwa.partners.affiliations.tabs.${r.status}`)}
              data-testid="affiliation-status"
              data-status={r.status}
            />
          )}
        />
        {provider && status === 'PENDING' && (
          <FunctionField<AffiliationRequest>
            label=""
            textAlign="right"
            sortable={false}
            render={(r) => <DecisionButtons request={r} />}
          />
        )}
      </ConsoleDatagrid>
    </>
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
  const title = translate('kasuwa.partners.affiliations.title');
  return (
    <>
      <PageHeading
        title={title}
        intro={translate(
          provider
            ? 'kasuwa.partners.affiliations.introProvider'
            : isObserver(role)
              ? 'kasuwa.partners.affiliations.introObserver'
              : 'kasuwa.partners.affiliations.introDealer',
        )}
      />
      <ConsoleList
        resource={PARTNERS_LISTS.affiliations}
        title={title}
        embedded
        // RequireAnyPermission below decides who may read the page.
        disableAuthentication
        filterDefaultValues={{ status: 'PENDING' }}
        queryOptions={{ retry: false }}
        errorTestId="affiliations-list-error"
        errorFallback={translate('kasuwa.partners.affiliations.loadFailure')}
        perPageOptions={[20]}
      >
        <RequestsGrid provider={provider} observer={isObserver(role)} />
      </ConsoleList>
    </>
  );
}
export function AffiliationRequestsPage() {
  return (
    <RequireAnyPermission permissions={[AFFILIATIONS_MANAGE]}>
      <ScreenForRole screen="affiliations">
        <AffiliationRequests />
      </ScreenForRole>
    </RequireAnyPermission>
  );
}
