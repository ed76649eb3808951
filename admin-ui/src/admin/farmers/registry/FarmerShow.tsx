import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Avatar, Box, Button, Card, CardContent, Chip, Grid, Stack, Tab, Tabs, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import { Link, useParams } from 'react-router-dom';
import { Loading, Title, useBasename, useGetIdentity, useNotify, useTranslate } from 'react-admin';
import { useApiImage } from '../../../shared/apiImage';
import { usePermissionCheck } from '../../permissions';
import { FarmsTab, type FarmOpening } from '../farms/FarmsTab';
import { HistoryTab } from '../history/HistoryTab';
import { PendingIndicator } from '../offline/PendingIndicator';
import { FARMERS_EDIT, FARMERS_VIEW } from '../permissions';
import { changesFarmers } from '../roles';
import { SeasonsTab } from '../records/SeasonsTab';
import type { Farmer } from '../types';
import { PageHeading, RequirePermission, messageOf } from '../ui';
import { useFarmersApi } from '../useFarmersApi';
import { useFormat } from '../../shared/format';

const TABS = ['details', 'farms', 'seasons', 'history'] as const;
type DetailTab = (typeof TABS)[number];

function Fact({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography data-testid={testId}>
        {value === null || value === undefined || value === '' ? '—' : value}
      </Typography>
    </Grid>
  );
}

function Details({ farmer }: { farmer: Farmer }) {
  const api = useFarmersApi();
  const translate = useTranslate();
  const format = useFormat();
  const notify = useNotify();
  const picture = useApiImage(farmer.pictureUrl);
  const consent = farmer.consent;
  const yes = (value: boolean) => translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
  return (
    <Stack spacing={2}>
      <Card variant="outlined">
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
            <Avatar src={picture} sx={{ width: 64, height: 64 }}>
              {farmer.fullName.slice(0, 1)}
            </Avatar>
            <Box>
              <Typography variant="h6" data-testid="farmer-name">
                {farmer.fullName}
              </Typography>
              <Stack direction="row" spacing={1}>
                <Chip size="small" label={translate(`kasuwa.farmers.genders.${farmer.gender}`)} />
                {farmer.userId && (
                  <Chip size="small" color="success" label={translate('kasuwa.farmers.detail.platformUser')} />
                )}
                {!farmer.userId && farmer.invitedToPlatform && (
                  <Chip size="small" color="info" label={translate('kasuwa.farmers.detail.invited')} />
                )}
              </Stack>
            </Box>
          </Stack>
          <Grid container spacing={2}>
            <Fact label={translate('kasuwa.farmers.fields.email')} value={farmer.email} />
            <Fact label={translate('kasuwa.farmers.fields.phone')} value={farmer.phone} testId="farmer-phone-value" />
            <Fact label={translate('kasuwa.farmers.fields.address')} value={farmer.address} />
            <Fact
              label={translate('kasuwa.farmers.fields.place')}
              value={`${farmer.city?.name ?? ''}, ${farmer.state?.name ?? ''}`}
              testId="farmer-place"
            />
            <Fact label={translate('kasuwa.farmers.fields.community')} value={farmer.community} />
            <Fact label={translate('kasuwa.farmers.fields.project')} value={farmer.project?.name} />
            <Fact
              label={translate('kasuwa.farmers.fields.aggregationPartner')}
              value={farmer.aggregationPartner?.name}
            />
            <Fact label={translate('kasuwa.farmers.fields.farmerCompany')} value={farmer.farmerCompany?.name} />
            <Fact label={translate('kasuwa.farmers.fields.age')} value={farmer.age} />
            <Fact label={translate('kasuwa.farmers.fields.year')} value={farmer.year} />
            <Fact label={translate('kasuwa.farmers.fields.createdBy')} value={farmer.createdBy?.fullName} />
            <Fact label={translate('kasuwa.farmers.fields.createdAt')} value={format.dateTime(farmer.createdAt)} />
          </Grid>
        </CardContent>
      </Card>
      <Card variant="outlined" data-testid="farmer-consent-facts">
        <CardContent>
          <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            {translate('kasuwa.farmers.consent.title')}
          </Typography>
          {consent ? (
            <Grid container spacing={2}>
              <Fact label={translate('kasuwa.farmers.consent.firstName')} value={consent.firstName} />
              <Fact label={translate('kasuwa.farmers.consent.idNumber')} value={consent.idNumber} />
              <Fact label={translate('kasuwa.farmers.consent.authorisation')} value={yes(consent.authorisation)} />
              <Fact
                label={translate('kasuwa.farmers.consent.personalDataTransfer')}
                value={yes(consent.personalDataTransfer)}
              />
              <Fact label={translate('kasuwa.farmers.consent.accountCreation')} value={yes(consent.accountCreation)} />
              {consent.formUrl && (
                <Grid size={12}>
                  <Button
                    startIcon={<DownloadIcon />}
                    onClick={() =>
                      api
                        .downloadFarmerFile(consent.formUrl!, `consent-${farmer.id}`)
                        .catch((error) =>
                          notify(messageOf(error, translate('kasuwa.farmers.loadFailure')), { type: 'error' }),
                        )
                    }
                    data-testid="farmer-consent-download"
                  >
                    {translate('kasuwa.farmers.consent.download')}
                  </Button>
                </Grid>
              )}
            </Grid>
          ) : (
            <Typography color="text.secondary">{translate('kasuwa.farmers.consent.none')}</Typography>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}

/** farmers/{farmerId} and users/farmers/{farmerId}: the farmer, their farms and records, season by season, and their history. */
function FarmerPage({ farmerId, opening }: { farmerId: string; opening?: FarmOpening }) {
  const translate = useTranslate();
  const basename = useBasename();
  const api = useFarmersApi();
  const { has } = usePermissionCheck();
  const { identity } = useGetIdentity();
  const role = typeof identity?.role === 'string' ? identity.role : '';
  const [tab, setTab] = useState<DetailTab>(opening ? 'farms' : 'details');
  const farmer = useQuery({
    queryKey: ['farmers', 'one', farmerId],
    queryFn: ({ signal }) => api.getFarmer(farmerId, signal),
  });
  if (farmer.isPending) return <Loading />;
  if (farmer.error || !farmer.data)
    return (
      <Alert severity="error" sx={{ mt: 2 }} data-testid="farmer-error">
        {messageOf(farmer.error, translate('kasuwa.farmers.loadFailure'))}
      </Alert>
    );
  const canChange = has(FARMERS_EDIT) && changesFarmers(role);
  return (
    <Box>
      <Title title={farmer.data.fullName} />
      <PageHeading
        title={farmer.data.fullName}
        actions={
          <>
            <PendingIndicator farmerId={farmerId} />
            {canChange && (
              <Button
                variant="outlined"
                component={Link}
                to={`${basename}/farmers/edit/${farmerId}`}
                startIcon={<EditIcon />}
                data-testid="farmer-edit"
              >
                {translate('kasuwa.farmers.actions.edit')}
              </Button>
            )}
          </>
        }
      />
      <Tabs
        value={tab}
        onChange={(_, next: DetailTab) => setTab(next)}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {TABS.map((value) => (
          <Tab
            key={value}
            value={value}
            label={translate(`kasuwa.farmers.detail.tabs.${value}`)}
            data-testid={`farmer-tab-${value}`}
          />
        ))}
      </Tabs>
      {tab === 'details' && <Details farmer={farmer.data} />}
      {tab === 'farms' && <FarmsTab farmerId={farmerId} canChange={canChange} opening={opening} />}
      {tab === 'seasons' && <SeasonsTab farmerId={farmerId} />}
      {tab === 'history' && <HistoryTab farmerId={farmerId} canChange={canChange} />}
    </Box>
  );
}

export function FarmerShow() {
  const { farmerId } = useParams();
  return (
    <RequirePermission permission={FARMERS_VIEW}>
      <FarmerPage key={farmerId} farmerId={farmerId ?? ''} />
    </RequirePermission>
  );
}

/**
 * The spec's paths to a farm's forms, each the farmer page on its farms tab with the form open:
 * farmers/{farmerId}/{farmId}/create-record (a new planting record on the farm), farmers/{farmerId}/{recordId}/edit-record
 * and farmers/{farmerId}/edit/{farmId} (the farm).
 */
export function FarmerShowOpening({ kind }: { kind: FarmOpening['kind'] }) {
  const { farmerId = '', recordId = '', id = '' } = useParams();
  const opening: FarmOpening =
    kind === 'edit-record' ? { kind, recordId } : { kind, farmId: kind === 'edit-farm' ? id : recordId };
  return (
    <RequirePermission permission={FARMERS_VIEW}>
      <FarmerPage key={`${farmerId}/${kind}/${recordId}${id}`} farmerId={farmerId} opening={opening} />
    </RequirePermission>
  );
}
