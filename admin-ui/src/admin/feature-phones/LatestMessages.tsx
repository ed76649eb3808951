import { FunctionField, TextField, useTranslate } from 'react-admin';
import { ConsoleDatagrid, PanelList } from '../shared/ConsoleList';
import { FormattedDateField } from '../shared/FormattedFields';
import type { SmsMessage } from './api';
import { Section, t } from './sections';

/** The latest SMS, 20 a page, with their status, the gateway's answer and their cost, read again every 10 s. */
export function LatestMessages() {
  const translate = useTranslate();
  const label = (field: string) => t(`fields.${field}`);
  return (
    <Section title={translate(t('latest'))}>
      <PanelList
        resource="sms-messages"
        queryOptions={{ refetchInterval: 10_000 }}
        errorFallback={translate(t('loadFailure'))}
      >
        <ConsoleDatagrid empty={translate(t('noSms'))} rowTestId="messaging-message" data-testid="messaging-messages">
          <TextField source="phone" label={label('phone')} sortable={false} />
          <FunctionField<SmsMessage>
            label={label('kind')}
            render={(message) => translate(t(`kinds.${message.kind}`), { _: message.kind })}
          />
          <FunctionField<SmsMessage>
            label={label('status')}
            render={(message) => (
              <span data-testid="messaging-message-status">
                {translate(t(`statuses.${message.status}`), { _: message.status })}
              </span>
            )}
          />
          <FunctionField<SmsMessage>
            label={label('gatewayStatus')}
            sx={{ wordBreak: 'break-word' }}
            render={(message) => message.failureReason ?? message.gatewayStatus ?? '—'}
          />
          <FunctionField<SmsMessage>
            label={label('cost')}
            render={(message) =>
              message.cost !== null && message.currency ? `${message.cost} ${message.currency}` : '—'
            }
          />
          <FormattedDateField source="createdAt" label={label('createdAt')} showTime sortable={false} />
        </ConsoleDatagrid>
      </PanelList>
    </Section>
  );
}
