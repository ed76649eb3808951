import type { ReactNode } from 'react';
import { Chip, Typography } from '@mui/material';
import { FunctionField, useTranslate } from 'react-admin';
import { ConsoleDatagrid, ConsoleList } from '../../shared/ConsoleList';
import { PARTNERS_LISTS } from '../resources';
import type { Invitation } from '../types';
import { placeOf, useDateFormat, useTypeLabel } from '../ui';

/** Every query of the invitations (the lists react-admin reads) starts with it. */
export const INVITATIONS_KEY = PARTNERS_LISTS.invitations;

const STATUS_COLORS: Record<Invitation['status'], 'warning' | 'success' | 'default'> = {
  PENDING: 'warning',
  ACCEPTED: 'success',
  EXPIRED: 'default',
};

/** The invitations the organisation sent, newest first (GET invite, 20 a page), under `header` (e.g. the page's tabs). */
export function InvitationTable({ title, header }: { title: string; header?: ReactNode }) {
  const translate = useTranslate();
  const typeLabel = useTypeLabel();
  const formatDate = useDateFormat();
  return (
    <ConsoleList
      resource={PARTNERS_LISTS.invitations}
      title={title}
      embedded
      // The page around it decides who may read it.
      disableAuthentication
      queryOptions={{ retry: false }}
      errorTestId="invitations-list-error"
      errorFallback={translate('kasuwa.partners.invitations.loadFailure')}
      perPageOptions={[20]}
    >
      {header}
      <ConsoleDatagrid
        empty={translate('kasuwa.partners.invitations.empty')}
        emptyTestId="invitations-list-empty"
        rowTestId="invitation-row"
        data-testid="invitations-list"
      >
        <FunctionField<Invitation>
          label="kasuwa.partners.fields.name"
          sortable={false}
          render={(i) => (
            <>
              <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="invitation-name">
                {i.fullName}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {i.storeAddress}
              </Typography>
            </>
          )}
        />
        <FunctionField<Invitation>
          label="kasuwa.partners.fields.type"
          sortable={false}
          render={(i) => typeLabel(i.type)}
        />
        <FunctionField<Invitation>
          label="kasuwa.partners.fields.email"
          sortable={false}
          render={(i) => i.email ?? '—'}
        />
        <FunctionField<Invitation>
          label="kasuwa.partners.fields.phone"
          sortable={false}
          render={(i) => i.phone ?? '—'}
        />
        <FunctionField<Invitation>
          label="kasuwa.partners.fields.place"
          sortable={false}
          render={(i) => placeOf(i.state, i.city)}
        />
        <FunctionField<Invitation>
          label="kasuwa.partners.fields.status"
          sortable={false}
          render={(i) => (
            <>
              <Chip
                size="small"
                variant="outlined"
                color={STATUS_COLORS[i.status]}
                label={translate(`kasuwa.partners.invitations.status.${i.status}`)}
                data-testid="invitation-status"
                data-status={i.status}
              />
              {i.acceptedUser && (
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
                  {translate('kasuwa.partners.invitations.acceptedBy', { name: i.acceptedUser.fullName })}
                </Typography>
              )}
            </>
          )}
        />
        <FunctionField<Invitation>
          label="kasuwa.partners.fields.sentAt"
          sortable={false}
          render={(i) => formatDate(i.sentAt, true)}
        />
        <FunctionField<Invitation>
          label="kasuwa.partners.fields.expiresAt"
          sortable={false}
          render={(i) => (i.status === 'PENDING' ? formatDate(i.expiresAt) : '—')}
        />
      </ConsoleDatagrid>
    </ConsoleList>
  );
}
