import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { Loading, useGetIdentity, useLocaleState, useTranslate } from 'react-admin';
import { AccessDenied } from '../pages/AccessDenied';
import { usePermissionCheck } from '../permissions';

/** The signed-in person's working role ('' while it loads). */
export function useWorkingRole(): { role: string; id: string } {
  const { identity } = useGetIdentity();
  return {
    role: typeof identity?.role === 'string' ? identity.role : '',
    id: identity?.id !== undefined ? String(identity.id) : '',
  };
}

/** "RETAILER", "ROLE_RETAILER" or "EXTENSION AGENT" in the reader's language. */
export function useTypeLabel() {
  const translate = useTranslate();
  return (type: string | null | undefined) => {
    if (!type) return '—';
    const key = type.replace(/^ROLE_/, '').replace(/\s+/g, '_');
    return translate(`kasuwa.partners.types.${key}`, { _: type });
  };
}

/** A date (and time) in the reader's language. */
export function useDateFormat() {
  const [locale] = useLocaleState();
  return (value: string | null | undefined, withTime = false) => {
    if (!value) return '—';
    const date = new Date(value);
    if (Number.isNaN(date.getTime())) return '—';
    return date.toLocaleString(
      locale === 'fr' ? 'fr-FR' : 'en-GB',
      withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' },
    );
  };
}

/** Renders `children` to holders of one of `permissions`; the permission-denied page to others. */
export function RequireAnyPermission({ permissions, children }: { permissions: string[]; children: ReactNode }) {
  const { has, isPending } = usePermissionCheck();
  if (isPending) return <Loading />;
  return permissions.some(has) ? <>{children}</> : <AccessDenied />;
}

/** A page's heading and one line saying what it is for. */
export function PageHeading({
  title,
  intro,
  actions,
  testId,
}: {
  title: string;
  intro?: string;
  actions?: ReactNode;
  testId?: string;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: { sm: 'flex-start' },
        flexDirection: { xs: 'column', sm: 'row' },
        gap: 2,
        mt: 2,
        mb: 2,
      }}
    >
      <Box sx={{ flexGrow: 1 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }} data-testid={testId ?? 'page-title'}>
          {title}
        </Typography>
        {intro && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {intro}
          </Typography>
        )}
      </Box>
      {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>}
    </Box>
  );
}

/** A company and the person's name under it. */
export function NameCell({ company, name }: { company: string | null | undefined; name: string | null | undefined }) {
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {company || name || '—'}
      </Typography>
      {company && name && (
        <Typography variant="caption" color="text.secondary">
          {name}
        </Typography>
      )}
    </Box>
  );
}

/** "City, State" */
export const placeOf = (state: { name: string } | null | undefined, city: { name: string } | null | undefined) =>
  [city?.name, state?.name].filter(Boolean).join(', ') || '—';

/** An e-mail address and the phone number under it. */
export function ContactCell({ email, phone }: { email: string | null; phone: string | null }) {
  return (
    <>
      <Typography variant="body2">{email ?? '—'}</Typography>
      <Typography variant="caption" color="text.secondary">
        {phone ?? ''}
      </Typography>
    </>
  );
}
