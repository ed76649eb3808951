import { Alert, Box, Stack } from '@mui/material';
import { Loading, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { serverMessage } from '../api/errors';
import { useConsoleApi } from '../api/useConsoleApi';
import { useReferenceCountries, useWorkingCountryId } from '../api/reference';
import { PageHeading } from '../farmers/ui';
import { RequirePermission } from '../pages/RequirePermission';
import { MESSAGING_KEY } from './api';
import { t } from './sections';
import { Figures } from './Figures';
import { LatestMessages } from './LatestMessages';
import { TestSend } from './TestSend';

function Messaging() {
  const translate = useTranslate();
  const api = useConsoleApi();
  const countries = useReferenceCountries();
  const workingCountryId = useWorkingCountryId();
  const summary = useQuery({
    queryKey: [MESSAGING_KEY, 'summary'],
    queryFn: ({ signal }) => api.smsSummary(undefined, signal),
    refetchInterval: 30_000,
  });
  const countryName = (id: number) => countries.data?.find((country) => Number(country.id) === id)?.name ?? String(id);
  return (
    <Stack spacing={2}>
      {summary.isPending ? (
        <Loading />
      ) : summary.isError ? (
        <Alert severity="error">{serverMessage(summary.error, translate(t('loadFailure')))}</Alert>
      ) : (
        <Figures summary={summary.data} countryName={countryName} />
      )}
      <TestSend countries={countries.data ?? []} defaultCountryId={workingCountryId} />
      <LatestMessages />
    </Stack>
  );
}

/** messaging: SMS sent, delivered and failed with their cost per country and month, USSD sessions per day, opt-outs, a test send (administrators). */
export function MessagingPage() {
  const translate = useTranslate();
  return (
    <RequirePermission resource="messaging">
      <Box sx={{ px: { xs: 1, md: 2 }, pb: 4 }} data-testid="messaging-page">
        <PageHeading title={translate(t('title'))} />
        <Messaging />
      </Box>
    </RequirePermission>
  );
}
