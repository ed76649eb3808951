import { Card, CardContent, Stack, Typography } from '@mui/material';
import { FunctionField, TextField, useTranslate } from 'react-admin';
import { type SmsSummary } from './api';
import { Section, t } from './sections';
import { ConsoleDatagrid, LoadedList } from '../shared/ConsoleList';

const MONTH_COUNTS = ['sent', 'delivered', 'failed', 'queued', 'skipped'] as const;

type Month = SmsSummary['months'][number];
type UssdDay = SmsSummary['ussdDays'][number];
type OptOut = SmsSummary['recentOptOuts'][number];

/** The figures: the numbers opted out, the gateway, SMS per country and month with their cost, USSD sessions per day, the latest opt-outs. */
export function Figures({ summary, countryName }: { summary: SmsSummary; countryName: (id: number) => string }) {
  const translate = useTranslate();
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
        <LoadedList
          resource="sms-months"
          data={summary.months.map((row) => ({ ...row, id: `${row.countryId}-${row.month}` }))}
        >
          <ConsoleDatagrid empty={translate(t('noSms'))} rowTestId="messaging-month" data-testid="messaging-months">
            <FunctionField<Month> label={t('fields.country')} render={(row) => countryName(row.countryId)} />
            <TextField source="month" label={t('fields.month')} sortable={false} />
            {MONTH_COUNTS.map((count) => (
              <FunctionField<Month>
                key={count}
                label={t(`fields.${count}`)}
                textAlign="right"
                render={(row) => <span data-testid={`messaging-${count}`}>{row[count]}</span>}
              />
            ))}
            <FunctionField<Month>
              label={t('fields.cost')}
              textAlign="right"
              render={(row) => (
                <span data-testid="messaging-cost">
                  {row.currency
                    ? `${row.cost.toLocaleString(undefined, { maximumFractionDigits: 4 })} ${row.currency}`
                    : '—'}
                </span>
              )}
            />
          </ConsoleDatagrid>
        </LoadedList>
      </Section>
      <Section title={translate(t('ussdDays'))}>
        <LoadedList
          resource="ussd-days"
          data={summary.ussdDays.map((row) => ({ ...row, id: `${row.countryId}-${row.day}` }))}
        >
          <ConsoleDatagrid empty={translate(t('noSessions'))} data-testid="messaging-ussd">
            <FunctionField<UssdDay> label={t('fields.country')} render={(row) => countryName(row.countryId)} />
            <TextField source="day" label={t('fields.day')} sortable={false} />
            <TextField source="sessions" label={t('fields.sessions')} textAlign="right" sortable={false} />
            <TextField source="knownCallers" label={t('fields.knownCallers')} textAlign="right" sortable={false} />
            <TextField source="steps" label={t('fields.steps')} textAlign="right" sortable={false} />
          </ConsoleDatagrid>
        </LoadedList>
      </Section>
      <Section title={translate(t('recentOptOuts'))}>
        <LoadedList
          resource="sms-opt-outs"
          data={summary.recentOptOuts.map((row) => ({ ...row, id: `${row.phone}-${row.at}` }))}
        >
          <ConsoleDatagrid empty={translate(t('noOptOuts'))} data-testid="messaging-opt-outs">
            <TextField source="phone" label={t('fields.phone')} sortable={false} />
            <FunctionField<OptOut> label={t('fields.country')} render={(row) => countryName(row.countryId)} />
            <TextField source="channel" label={t('fields.channel')} sortable={false} />
            <TextField source="words" label={t('fields.words')} sortable={false} emptyText="—" />
            <FunctionField<OptOut> label={t('fields.at')} render={(row) => new Date(row.at).toLocaleString()} />
          </ConsoleDatagrid>
        </LoadedList>
      </Section>
    </Stack>
  );
}
