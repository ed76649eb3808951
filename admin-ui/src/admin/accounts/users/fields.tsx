import { Avatar, Box, Chip, Stack, Typography } from '@mui/material';
import { useApiImage } from '../../../shared/apiImage';
import { FunctionField, useTranslate } from 'react-admin';
import { useFormat } from '../../shared/format';
import { CountryNameField as FormattedCountryNameField, FormattedDateField } from '../../shared/FormattedFields';
import type { Schema } from '../../../shared/schemas';

/**
 * What the user lists and the user page show (GET users, users/role-type/..., users/profile/{id}): the person as the
 * API sends them, each list sending some of the fields.
 */
export type UserRecord = Pick<Schema<'PersonDetailResponse'>, 'id'> &
  Partial<Omit<Schema<'PersonDetailResponse'>, 'id'>>;

export const fullName = (record: Partial<UserRecord> | undefined) =>
  [record?.firstname, record?.lastname].filter(Boolean).join(' ').trim() ||
  record?.email ||
  record?.phone ||
  String(record?.id ?? '');

/**
 * Deactivated accounts: by status when the record has one (`isActive` is also false for accounts
 * still awaiting confirmation or approval), else by the `isActive` flag.
 */
export const isDeactivated = (record: Partial<UserRecord> | undefined) =>
  record?.status ? record.status === 'DEACTIVATED' : record?.isActive === false;

const STATUS_COLORS: Record<string, 'success' | 'warning' | 'error' | 'default' | 'info'> = {
  ACTIVE: 'success',
  APPROVED: 'success',
  WAITING_CONFIRMATION: 'info',
  WAITING_APPROVAL: 'warning',
  PENDING: 'warning',
  DEACTIVATED: 'default',
  DECLINED: 'error',
  DELETED: 'error',
};

export function StatusChip({ status }: { status?: string | null }) {
  const translate = useTranslate();
  if (!status) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={STATUS_COLORS[status] ?? 'default'}
      label={translate(`kasuwa.status.${status}`, { _: status })}
      data-testid="user-status"
      data-status={status}
    />
  );
}

export function StatusField(_props: { label?: string; source?: string; sortable?: boolean }) {
  return (
    <FunctionField<UserRecord>
      source="status"
      render={(record) => (
        <StatusChip status={isDeactivated(record) && !record.status ? 'DEACTIVATED' : record.status} />
      )}
    />
  );
}

export function RoleField(_props: { label?: string; source?: string; sortable?: boolean }) {
  const translate = useTranslate();
  return (
    <FunctionField<UserRecord>
      source="roleType"
      render={(record) => (record.roleType ? translate(`kasuwa.roles.${record.roleType}`, { _: record.roleType }) : '')}
    />
  );
}

/** A person's photo (fetched with the token when the API serves it), else their initial. */
export function UserAvatar({ record, size = 30 }: { record: Partial<UserRecord>; size?: number }) {
  const src = useApiImage(record.photoUrl);
  return (
    <Avatar
      src={src}
      alt={fullName(record)}
      sx={{ width: size, height: size, fontSize: size * 0.43, bgcolor: size > 40 ? 'primary.main' : 'primary.light' }}
    >
      {(record.firstname?.[0] ?? '?').toUpperCase()}
    </Avatar>
  );
}

/** Avatar, full name, e-mail address and phone. */
export function NameField(_props: { label?: string; source?: string; sortable?: boolean }) {
  return (
    <FunctionField<UserRecord>
      source="firstname"
      render={(record) => (
        <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', minWidth: 180 }}>
          <UserAvatar record={record} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
              {fullName(record)}
            </Typography>
            {record.email && (
              <Typography variant="caption" color="text.secondary" component="div" noWrap>
                {record.email}
              </Typography>
            )}
            {record.phone && (
              <Typography variant="caption" color="text.secondary" component="div" noWrap data-testid="user-phone">
                {record.phone}
              </Typography>
            )}
          </Box>
        </Stack>
      )}
    />
  );
}

/** The user's country, in the console's language (../shared/FormattedFields.tsx). */
export function CountryNameField(props: { label?: string; source?: string; sortable?: boolean }) {
  return <FormattedCountryNameField {...props} source="country" />;
}

/** A date in the console's language: a moment unless `showTime={false}` (../shared/format.ts). */
export function LocalDateField({
  showTime = true,
  ...props
}: {
  source: string;
  label?: string;
  sortable?: boolean;
  showTime?: boolean;
  emptyText?: string;
}) {
  return <FormattedDateField showTime={showTime} {...props} />;
}

/** When the account was created, and under it when the person last signed in (or that they never have). */
export function JoinedField(_props: { label?: string; sortable?: boolean }) {
  const translate = useTranslate();
  const format = useFormat();
  return (
    <FunctionField<UserRecord>
      source="createdAt"
      render={(record) => (
        <Box sx={{ whiteSpace: 'nowrap' }}>
          <Typography variant="body2">{format.date(record.createdAt)}</Typography>
          <Typography variant="caption" color="text.secondary" data-testid="user-last-sign-in">
            {record.lastLoginAt
              ? translate('kasuwa.users.lastSignIn', { date: format.date(record.lastLoginAt) })
              : translate('kasuwa.users.neverSignedIn')}
          </Typography>
        </Box>
      )}
    />
  );
}
