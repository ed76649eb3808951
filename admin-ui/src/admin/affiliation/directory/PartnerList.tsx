import { useEffect, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Box, Button, Chip, InputAdornment, TextField } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import SearchIcon from '@mui/icons-material/Search';
import { FunctionField, useBasename, useListContext, useTranslate } from 'react-admin';
import { usePermissionCheck } from '../../permissions';
import { ConsoleDatagrid, ConsoleList } from '../../shared/ConsoleList';
import { StatusTabs } from '../../shared/StatusTabs';
import { InvitationTable } from '../invitations/InvitationTable';
import { AFFILIATIONS_MANAGE, INVITATIONS_MANAGE, VISITS_MANAGE } from '../permissions';
import type { PartnerListKind } from '../resources';
import type { Partner } from '../types';
import { ContactCell, NameCell, PageHeading, placeOf, RequireAnyPermission, useDateFormat, useTypeLabel } from '../ui';
import { useConsoleApi } from '../../api/useConsoleApi';

/** Every query of the partners directory (the partners to choose from, e.g. to share a visit) starts with it. */
export const PARTNERS_KEY = 'partners-directory';

/** The whole directory (GET partners, by company or name), read once per search. */
export function usePartners(name = '') {
  const api = useConsoleApi();
  return useQuery({
    queryKey: [PARTNERS_KEY, name],
    retry: false,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => api.allPartners(name.trim() || undefined, signal),
  });
}

/** The search box of the list around it (filter `name`), asked half a second after the last key. */
function PartnerSearch() {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const [typed, setTyped] = useState<string>(typeof filterValues.name === 'string' ? filterValues.name : '');
  useEffect(() => {
    const timer = setTimeout(() => {
      if ((filterValues.name ?? '') !== typed)
        setFilters({ ...filterValues, name: typed || undefined }, displayedFilters);
    }, 500);
    return () => clearTimeout(timer);
  }, [typed, filterValues, setFilters, displayedFilters]);
  return (
    <Box sx={{ p: 2, pb: 0 }}>
      <TextField
        size="small"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        placeholder={translate('kasuwa.partners.common.search')}
        data-testid="partners-search"
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
          htmlInput: { 'aria-label': translate('kasuwa.partners.common.search') },
        }}
        sx={{ minWidth: 280 }}
      />
    </Box>
  );
}

type DirectoryTab = 'partners' | 'invitations';

/** The partners and (to inviters) the invitations sent, the tab kept in the address (?tab=invitations). */
function useDirectoryTab(inviter: boolean) {
  const [params, setParams] = useSearchParams();
  const tab: DirectoryTab = inviter && params.get('tab') === 'invitations' ? 'invitations' : 'partners';
  return [
    tab,
    (next: DirectoryTab) => setParams(next === 'invitations' ? { tab: next } : {}, { replace: true }),
  ] as const;
}

function DirectoryTabs({
  inviter,
  tab,
  onChange,
}: {
  inviter: boolean;
  tab: DirectoryTab;
  onChange: (tab: DirectoryTab) => void;
}) {
  const translate = useTranslate();
  return (
    <StatusTabs
      statuses={inviter ? (['partners', 'invitations'] as const) : (['partners'] as const)}
      value={tab}
      onChange={onChange}
      label={(value) =>
        translate(
          value === 'partners' ? 'kasuwa.partners.directory.tabPartners' : 'kasuwa.partners.directory.tabInvitations',
        )
      }
      testIdPrefix="directory"
    />
  );
}

/** The partners of a kind (the whole directory, GET partners, of that kind: see ../resources.ts), 20 a page. */
function PartnersTable({ kind, title, tabs }: { kind: PartnerListKind; title: string; tabs: ReactNode }) {
  const translate = useTranslate();
  const typeLabel = useTypeLabel();
  const formatDate = useDateFormat();
  return (
    <ConsoleList
      resource={kind}
      title={title}
      embedded
      // RequireAnyPermission below decides who may read the page.
      disableAuthentication
      queryOptions={{ retry: false, placeholderData: keepPreviousData }}
      errorTestId="partners-list-error"
      errorFallback={translate('kasuwa.partners.directory.loadFailure')}
      perPageOptions={[20]}
    >
      {tabs}
      <PartnerSearch />
      <ConsoleDatagrid
        empty={translate('kasuwa.partners.directory.empty')}
        emptyTestId="partners-list-empty"
        rowTestId="partner-row"
        data-testid="partners-list"
      >
        <FunctionField<Partner>
          label="kasuwa.partners.fields.name"
          sortable={false}
          render={(p) => <NameCell company={p.company} name={p.fullName} />}
        />
        <FunctionField<Partner>
          label="kasuwa.partners.fields.type"
          sortable={false}
          render={(p) => typeLabel(p.type)}
        />
        <FunctionField<Partner>
          label="kasuwa.partners.fields.email"
          sortable={false}
          render={(p) => <ContactCell email={p.email} phone={p.phone} />}
        />
        <FunctionField<Partner>
          label="kasuwa.partners.fields.address"
          sortable={false}
          render={(p) => p.address || '—'}
        />
        <FunctionField<Partner>
          label="kasuwa.partners.fields.place"
          sortable={false}
          render={(p) => placeOf(p.state, p.city)}
        />
        <FunctionField<Partner>
          label="kasuwa.partners.fields.via"
          sortable={false}
          render={(p) => (
            <Chip
              size="small"
              variant="outlined"
              label={translate(`kasuwa.partners.directory.via.${p.via}`)}
              data-testid="partner-via"
              data-via={p.via}
            />
          )}
        />
        <FunctionField<Partner>
          label="kasuwa.partners.fields.since"
          sortable={false}
          render={(p) => formatDate(p.since)}
        />
      </ConsoleDatagrid>
    </ConsoleList>
  );
}

/**
 * retailers and agrodealers: the organisation's partners of that kind (GET partners: affiliated organisations,
 * people it invited who signed up, whoever invited it) and the invitations it sent (GET invite).
 */
function PartnerDirectory({ kind }: { kind: PartnerListKind }) {
  const translate = useTranslate();
  const basename = useBasename();
  const { has } = usePermissionCheck();
  const inviter = has(INVITATIONS_MANAGE);
  const [tab, setTab] = useDirectoryTab(inviter);
  const title = translate(
    kind === 'retailers' ? 'kasuwa.partners.directory.retailersTitle' : 'kasuwa.partners.directory.agrodealersTitle',
  );
  const tabs = <DirectoryTabs inviter={inviter} tab={tab} onChange={setTab} />;
  return (
    <Box data-testid={`${kind}-page`}>
      <PageHeading
        title={title}
        intro={translate(
          kind === 'retailers'
            ? 'kasuwa.partners.directory.retailersIntro'
            : 'kasuwa.partners.directory.agrodealersIntro',
        )}
        actions={
          inviter && (
            <Button
              variant="contained"
              disableElevation
              startIcon={<PersonAddIcon />}
              component={Link}
              to={`${basename}/${kind}/invite`}
              data-testid={`${kind}-invite`}
            >
              {translate(
                kind === 'retailers'
                  ? 'kasuwa.partners.invitations.inviteRetailer'
                  : 'kasuwa.partners.invitations.inviteAgrodealer',
              )}
            </Button>
          )
        }
      />
      {tab === 'partners' ? (
        <PartnersTable kind={kind} title={title} tabs={tabs} />
      ) : (
        <InvitationTable title={title} header={tabs} />
      )}
    </Box>
  );
}

export function PartnerList({ kind }: { kind: PartnerListKind }) {
  return (
    <RequireAnyPermission permissions={[AFFILIATIONS_MANAGE, INVITATIONS_MANAGE, VISITS_MANAGE]}>
      <PartnerDirectory kind={kind} />
    </RequireAnyPermission>
  );
}

export const RetailerList = () => <PartnerList kind="retailers" />;
export const AgrodealerList = () => <PartnerList kind="agrodealers" />;
