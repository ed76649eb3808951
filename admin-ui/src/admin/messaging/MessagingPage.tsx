import { useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField as MuiTextField,
  Typography,
} from '@mui/material';
import { Loading, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { fieldErrorMap, serverMessage } from '../api/errors';
import { useApiMutation } from '../api/useApiMutation';
import { useConsoleApi } from '../api/useConsoleApi';
import { useReferenceCountries, useWorkingCountryId } from '../api/reference';
import { PageHeading } from '../farmers/ui';
import { RequirePermission } from '../pages/RequirePermission';
import { MESSAGING_KEY, type SmsMessage, type SmsSummary, type TestSmsInput } from './api';

const t = (key: string) => `kasuwa.messaging.${key}`;
const MONTH_COUNTS = ['sent', 'delivered', 'failed', 'queued', 'skipped'] as const;

function HeaderCells({ fields, align }: { fields: readonly string[]; align?: (field: string) => 'right' | 'left' }) {
  const translate = useTranslate();
  return (
    <TableHead>
      <TableRow>
        {fields.map((field) => (
          <TableCell key={field} component="th" scope="col" align={align?.(field)}>
            {translate(t(`fields.${field}`))}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function Figures({ summary, countryName }: { summary: SmsSummary; countryName: (id: number) => string }) {
  const translate = useTranslate();
  const empty = (text: string) => <Typography color="text.secondary">{translate(t(text))}</Typography>;
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Card sx={{ flex: 1 }}>
          <CardContent>
            <Typography color="text.secondary">{translate(t('optedOut'))}</Typography>
            <Typography variant="h4" component="p" data-testid="messaging-opted-out">
              {summary.optedOut}
            </Typography>
          </CardContent>
        </Card>
        <Card sx={{ flex: 1 }}>
          <CardContent>
            <Typography color="text.secondary">{translate(t('gateway'))}</Typography>
            <Typography variant="h5" component="p" data-testid="messaging-gateway">
              {translate(t(`gateways.${summary.gateway}`), { _: summary.gateway })}
            </Typography>
          </CardContent>
        </Card>
      </Stack>
      <Section title={translate(t('months'))}>
        {summary.months.length === 0 ? (
          empty('noSms')
        ) : (
          <TableContainer>
            <Table size="small" data-testid="messaging-months">
              <HeaderCells
                fields={['country', 'month', ...MONTH_COUNTS, 'cost']}
                align={(f) => (f === 'country' || f === 'month' ? 'left' : 'right')}
              />
              <TableBody>
                {summary.months.map((row) => (
                  <TableRow key={`${row.countryId}-${row.month}`} data-testid="messaging-month">
                    <TableCell component="th" scope="row">
                      {countryName(row.countryId)}
                    </TableCell>
                    <TableCell>{row.month}</TableCell>
                    {MONTH_COUNTS.map((count) => (
                      <TableCell key={count} align="right" data-testid={`messaging-${count}`}>
                        {row[count]}
                      </TableCell>
                    ))}
                    <TableCell align="right" data-testid="messaging-cost">
                      {row.currency
                        ? `${row.cost.toLocaleString(undefined, { maximumFractionDigits: 4 })} ${row.currency}`
                        : '—'}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Section>
      <Section title={translate(t('ussdDays'))}>
        {summary.ussdDays.length === 0 ? (
          empty('noSessions')
        ) : (
          <TableContainer>
            <Table size="small" data-testid="messaging-ussd">
              <HeaderCells
                fields={['country', 'day', 'sessions', 'knownCallers', 'steps']}
                align={(f) => (f === 'country' || f === 'day' ? 'left' : 'right')}
              />
              <TableBody>
                {summary.ussdDays.map((row) => (
                  <TableRow key={`${row.countryId}-${row.day}`}>
                    <TableCell component="th" scope="row">
                      {countryName(row.countryId)}
                    </TableCell>
                    <TableCell>{row.day}</TableCell>
                    <TableCell align="right">{row.sessions}</TableCell>
                    <TableCell align="right">{row.knownCallers}</TableCell>
                    <TableCell align="right">{row.steps}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Section>
      <Section title={translate(t('recentOptOuts'))}>
        {summary.recentOptOuts.length === 0 ? (
          empty('noOptOuts')
        ) : (
          <TableContainer>
            <Table size="small" data-testid="messaging-opt-outs">
              <HeaderCells fields={['phone', 'country', 'channel', 'words', 'at']} />
              <TableBody>
                {summary.recentOptOuts.map((row) => (
                  <TableRow key={`${row.phone}-${row.at}`}>
                    <TableCell>{row.phone}</TableCell>
                    <TableCell>{countryName(row.countryId)}</TableCell>
                    <TableCell>{row.channel}</TableCell>
                    <TableCell>{row.words ?? '—'}</TableCell>
                    <TableCell>{new Date(row.at).toLocaleString()}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Section>
    </Stack>
  );
}

function LatestMessages() {
  const translate = useTranslate();
  const api = useConsoleApi();
  const messages = useQuery({
    queryKey: [MESSAGING_KEY, 'messages'],
    queryFn: ({ signal }) => api.smsMessages(undefined, signal),
    refetchInterval: 10_000,
  });
  if (messages.isPending) return <Loading />;
  if (messages.isError)
    return <Alert severity="error">{serverMessage(messages.error, translate(t('loadFailure')))}</Alert>;
  return (
    <Section title={translate(t('latest'))}>
      {messages.data.content.length === 0 ? (
        <Typography color="text.secondary">{translate(t('noSms'))}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" data-testid="messaging-messages">
            <HeaderCells fields={['phone', 'kind', 'status', 'gatewayStatus', 'cost', 'createdAt']} />
            <TableBody>
              {messages.data.content.map((message: SmsMessage) => (
                <TableRow key={message.id} data-testid="messaging-message" data-id={message.id}>
                  <TableCell>{message.phone}</TableCell>
                  <TableCell>{translate(t(`kinds.${message.kind}`), { _: message.kind })}</TableCell>
                  <TableCell data-testid="messaging-message-status">
                    {translate(t(`statuses.${message.status}`), { _: message.status })}
                  </TableCell>
                  <TableCell sx={{ wordBreak: 'break-word' }}>
                    {message.failureReason ?? message.gatewayStatus ?? '—'}
                  </TableCell>
                  <TableCell>
                    {message.cost !== null && message.currency ? `${message.cost} ${message.currency}` : '—'}
                  </TableCell>
                  <TableCell>{new Date(message.createdAt).toLocaleString()}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Section>
  );
}

function TestSend({
  countries,
  defaultCountryId,
}: {
  countries: { id: number | string; name: string }[];
  defaultCountryId: number | undefined;
}) {
  const translate = useTranslate();
  const api = useConsoleApi();
  const [form, setForm] = useState({ countryId: '', phone: '', text: '' });
  const countryId = form.countryId || (defaultCountryId ? String(defaultCountryId) : '');
  const send = useApiMutation({
    mutationFn: (body: TestSmsInput) => api.sendTestSms(body),
    success: t('testSent'),
    failure: t('testFailure'),
    refresh: true,
    onSuccess: () => setForm({ ...form, text: '' }),
  });
  const errors = fieldErrorMap(send.error);
  const set = (field: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm({ ...form, [field]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate({ countryId: Number(countryId), phone: form.phone, text: form.text });
  };
  return (
    <Section title={translate(t('testTitle'))}>
      <Stack
        component="form"
        spacing={2}
        onSubmit={submit}
        noValidate
        data-testid="messaging-test-form"
        sx={{ maxWidth: 560 }}
      >
        <Typography color="text.secondary">{translate(t('testHelp'))}</Typography>
        <MuiTextField
          select
          label={translate(t('fields.country'))}
          value={countries.length ? countryId : ''}
          onChange={set('countryId')}
          required
          error={!!errors.countryId}
          helperText={errors.countryId}
        >
          {countries.map((country) => (
            <MenuItem key={country.id} value={String(country.id)}>
              {country.name}
            </MenuItem>
          ))}
        </MuiTextField>
        <MuiTextField
          label={translate(t('fields.phone'))}
          value={form.phone}
          onChange={set('phone')}
          required
          slotProps={{ htmlInput: { maxLength: 40, inputMode: 'tel', 'data-testid': 'messaging-test-phone' } }}
          error={!!errors.phone}
          helperText={errors.phone}
        />
        <MuiTextField
          label={translate(t('fields.text'))}
          value={form.text}
          onChange={set('text')}
          required
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 459, 'data-testid': 'messaging-test-text' } }}
          error={!!errors.text}
          helperText={errors.text ?? translate(t('characters'), { count: form.text.length })}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={send.isPending} data-testid="messaging-test-send">
            {translate(t('testSend'))}
          </Button>
        </Box>
      </Stack>
    </Section>
  );
}

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
