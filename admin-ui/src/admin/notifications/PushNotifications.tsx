import { Chip } from '@mui/material';
import { FunctionField, NumberField, TextField, useBasename, useTranslate } from 'react-admin';
import { useReferenceCountries } from '../api/reference';
import { usePermissionCheck } from '../permissions';
import { ConsoleDatagrid, ConsoleList } from '../shared/ConsoleList';
import { CreateToolbar } from '../shared/RowLinks';
import type { PushNotification } from './api';
import { SEND_PUSH } from './permissions';
import { FormattedDateField } from '../shared/FormattedFields';
import { useFormat } from '../shared/format';

/** The roles a notification may be limited to (every app user of the country when none). */
export const PUSH_ROLES = [
  'ROLE_FARMER',
  'ROLE_EXTENSION_AGENT',
  'ROLE_RETAILER',
  'ROLE_AGRODEALER',
  'ROLE_DISTRIBUTOR',
  'ROLE_WHOLESALER',
  'ROLE_INPUT_PROVIDER',
  'ROLE_INPUT_PROVIDER_STAFF',
  'ROLE_DISTRIBUTOR_STAFF',
  'ROLE_WHOLESALER_STAFF',
  'ROLE_WAFA_PARTNER',
  'ROLE_WAFA_ADMIN',
  'ROLE_PLATFORM_MANAGER',
  'ROLE_ADMIN',
  'ROLE_SUPER_ADMIN',
] as const;

const STATUS_COLORS: Record<string, 'default' | 'primary' | 'success'> = {
  QUEUED: 'default',
  SENDING: 'primary',
  SENT: 'success',
};
export const t = (key: string) => `kasuwa.notifications.push.${key}`;

export function PushStatusChip({ status }: { status: string }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={STATUS_COLORS[status] ?? 'default'}
      label={translate(t(`statuses.${status}`))}
      data-testid="push-status"
    />
  );
}

/** push-notifications: every notification the caller may send, newest first, with its delivery counts. */
export function PushNotificationList() {
  const translate = useTranslate();
  const basename = useBasename();
  const { has } = usePermissionCheck();
  const countries = useReferenceCountries();
  const format = useFormat();
  const countryName = (id: number) => format.placeName(countries.data?.find((c) => c.id === id)) || String(id);
  return (
    <ConsoleList
      title={translate(t('title'))}
      actions={
        <CreateToolbar
          create={{
            to: `${basename}/push-notifications/create`,
            label: t('create'),
            testId: 'push-create',
            allowed: has(SEND_PUSH),
          }}
        />
      }
    >
      <ConsoleDatagrid empty={translate(t('empty'))} rowTestId="push-row" data-testid="push-list">
        <TextField source="title" label={t('fields.title')} sortable={false} />
        <TextField source="message" label={t('fields.message')} sortable={false} />
        <FunctionField<PushNotification> label={t('fields.country')} render={(r) => countryName(r.countryId)} />
        <FunctionField<PushNotification>
          label={t('fields.role')}
          render={(r) => (r.role ? translate(`kasuwa.roles.${r.role}`) : translate(t('anyRole')))}
        />
        <FunctionField<PushNotification>
          label={t('fields.status')}
          render={(r) => <PushStatusChip status={r.status} />}
        />
        <FunctionField<PushNotification> label={t('fields.recipients')} render={(r) => r.recipients ?? '—'} />
        <NumberField source="sent" label={t('fields.sent')} sortable={false} />
        <NumberField source="failed" label={t('fields.failed')} sortable={false} />
        <NumberField source="tokensRemoved" label={t('fields.tokensRemoved')} sortable={false} />
        <FormattedDateField source="createdAt" label={t('fields.createdAt')} showTime sortable={false} />
      </ConsoleDatagrid>
    </ConsoleList>
  );
}
