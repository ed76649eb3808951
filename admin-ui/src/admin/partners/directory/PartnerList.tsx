import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Box, Button, Card, Chip, InputAdornment, Tab, Tabs, TextField, Typography } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import SearchIcon from '@mui/icons-material/Search';
import { Title, useBasename, useTranslate } from 'react-admin';
import { usePermissionCheck } from '../../permissions';
import { allPartners } from '../api';
import { InvitationTable } from '../invitations/InvitationTable';
import type { PartnerListKind } from '../invitations/InvitePage';
import { AFFILIATIONS_MANAGE, INVITATIONS_MANAGE, VISITS_MANAGE } from '../permissions';
import type { Partner } from '../types';
import { DataTable, NameCell, PageHeading, placeOf, RequireAnyPermission, useDateFormat, useTypeLabel, type Column } from '../ui';

/** Every query of the partners directory starts with it. */
export const PARTNERS_KEY = 'partners-directory';

const PER_PAGE = 20;

/** Retailers on the retailers list; every other partner but input providers (found in the affiliations) on the agro-dealers list. */
const belongs = (kind: PartnerListKind, partner: Partner) =>
  kind === 'retailers' ? partner.type === 'RETAILER' : partner.type !== 'RETAILER' && partner.type !== 'INPUT_PROVIDER';

/** The whole directory (GET partners, by company or name), read once per search. */
export function usePartners(name = '') {
  return useQuery({
    queryKey: [PARTNERS_KEY, name],
    retry: false,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => allPartners(name.trim() || undefined, signal),
  });
}

function PartnersTable({ kind, search }: { kind: PartnerListKind; search: string }) {
  const translate = useTranslate();
  const typeLabel = useTypeLabel();
  const formatDate = useDateFormat();
  const [page, setPage] = useState(0);
  const partners = usePartners(search);
  const rows = useMemo(() => (partners.data ?? []).filter((partner) => belongs(kind, partner)), [partners.data, kind]);
  useEffect(() => setPage(0), [search]);
  const columns: Column<Partner>[] = [
    { key: 'name', label: translate('kasuwa.partners.fields.name'), render: (p) => <NameCell company={p.company} name={p.fullName} /> },
    { key: 'type', label: translate('kasuwa.partners.fields.type'), render: (p) => typeLabel(p.type) },
    {
      key: 'contact',
      label: translate('kasuwa.partners.fields.email'),
      render: (p) => (
        <>
          <Typography variant="body2">{p.email ?? '—'}</Typography>
          <Typography variant="caption" color="text.secondary">
            {p.phone ?? ''}
          </Typography>
        </>
      ),
    },
    { key: 'address', label: translate('kasuwa.partners.fields.address'), render: (p) => p.address || '—' },
    { key: 'place', label: translate('kasuwa.partners.fields.place'), render: (p) => placeOf(p.state, p.city) },
    {
      key: 'via',
      label: translate('kasuwa.partners.fields.via'),
      render: (p) => <Chip size="small" variant="outlined" label={translate(`kasuwa.partners.directory.via.${p.via}`)} data-testid="partner-via" data-via={p.via} />,
    },
    { key: 'since', label: translate('kasuwa.partners.fields.since'), render: (p) => formatDate(p.since) },
  ];
  return (
    <DataTable
      rows={rows.slice(page * PER_PAGE, (page + 1) * PER_PAGE)}
      columns={columns}
      rowKey={(p) => p.id}
      rowTestId="partner-row"
      loading={partners.isPending}
      error={partners.error}
      errorFallback={translate('kasuwa.partners.directory.loadFailure')}
      onRetry={() => partners.refetch()}
      empty={translate('kasuwa.partners.directory.empty')}
      testId="partners-list"
      page={page}
      perPage={PER_PAGE}
      total={rows.length}
      onPageChange={setPage}
    />
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
  const [params, setParams] = useSearchParams();
  const tab = inviter && params.get('tab') === 'invitations' ? 'invitations' : 'partners';
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed), 500);
    return () => clearTimeout(timer);
  }, [typed]);
  const title = translate(kind === 'retailers' ? 'kasuwa.partners.directory.retailersTitle' : 'kasuwa.partners.directory.agrodealersTitle');
  return (
    <>
      <Title title={title} />
      <PageHeading
        title={title}
        intro={translate(kind === 'retailers' ? 'kasuwa.partners.directory.retailersIntro' : 'kasuwa.partners.directory.agrodealersIntro')}
        actions={
          inviter && (
            <Button variant="contained" disableElevation startIcon={<PersonAddIcon />} component={Link} to={`${basename}/${kind}/invite`} data-testid={`${kind}-invite`}>
              {translate(kind === 'retailers' ? 'kasuwa.partners.invitations.inviteRetailer' : 'kasuwa.partners.invitations.inviteAgrodealer')}
            </Button>
          )
        }
      />
      <Card data-testid={`${kind}-page`}>
        <Tabs
          value={tab}
          onChange={(_, value: string) => setParams(value === 'invitations' ? { tab: value } : {}, { replace: true })}
          sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
        >
          <Tab value="partners" label={translate('kasuwa.partners.directory.tabPartners')} data-testid="directory-tab-partners" />
          {inviter && <Tab value="invitations" label={translate('kasuwa.partners.directory.tabInvitations')} data-testid="directory-tab-invitations" />}
        </Tabs>
        {tab === 'partners' ? (
          <>
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
            <PartnersTable kind={kind} search={search} />
          </>
        ) : (
          <InvitationTable />
        )}
      </Card>
    </>
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
