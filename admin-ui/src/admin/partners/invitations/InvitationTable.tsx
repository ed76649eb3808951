import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { listInvitations } from '../api';
import type { Invitation } from '../types';
import { DataTable, placeOf, useDateFormat, useTypeLabel, pagedTable, type Column } from '../ui';

/** Every query of the invitations (the lists) starts with it. */
export const INVITATIONS_KEY = 'partners-invitations';

const STATUS_COLORS: Record<Invitation['status'], 'warning' | 'success' | 'default'> = { PENDING: 'warning', ACCEPTED: 'success', EXPIRED: 'default' };

/** The invitations the organisation sent, newest first (GET invite, 20 a page). */
export function InvitationTable() {
  const translate = useTranslate();
  const typeLabel = useTypeLabel();
  const formatDate = useDateFormat();
  const [page, setPage] = useState(0);
  const invitations = useQuery({
    queryKey: [INVITATIONS_KEY, page],
    retry: false,
    queryFn: ({ signal }) => listInvitations(page, 20, signal),
  });
  const columns: Column<Invitation>[] = [
    {
      key: 'name',
      label: translate('kasuwa.partners.fields.name'),
      render: (i) => (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="invitation-name">
            {i.fullName}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {i.storeAddress}
          </Typography>
        </>
      ),
    },
    { key: 'type', label: translate('kasuwa.partners.fields.type'), render: (i) => typeLabel(i.type) },
    { key: 'email', label: translate('kasuwa.partners.fields.email'), render: (i) => i.email ?? '—' },
    { key: 'phone', label: translate('kasuwa.partners.fields.phone'), render: (i) => i.phone ?? '—' },
    { key: 'place', label: translate('kasuwa.partners.fields.place'), render: (i) => placeOf(i.state, i.city) },
    {
      key: 'status',
      label: translate('kasuwa.partners.fields.status'),
      render: (i) => (
        <>
          <Chip size="small" variant="outlined" color={STATUS_COLORS[i.status]} label={translate(`kasuwa.partners.invitations.status.${i.status}`)} data-testid="invitation-status" data-status={i.status} />
          {i.acceptedUser && (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
              {translate('kasuwa.partners.invitations.acceptedBy', { name: i.acceptedUser.fullName })}
            </Typography>
          )}
        </>
      ),
    },
    { key: 'sentAt', label: translate('kasuwa.partners.fields.sentAt'), render: (i) => formatDate(i.sentAt, true) },
    { key: 'expiresAt', label: translate('kasuwa.partners.fields.expiresAt'), render: (i) => (i.status === 'PENDING' ? formatDate(i.expiresAt) : '—') },
  ];
  return (
    <DataTable
      {...pagedTable(invitations, page, setPage, 20)}
      columns={columns}
      rowKey={(i) => i.id}
      rowTestId="invitation-row"
      errorFallback={translate('kasuwa.partners.invitations.loadFailure')}
      empty={translate('kasuwa.partners.invitations.empty')}
      testId="invitations-list"
    />
  );
}
