import type { ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Loading, useGetIdentity, useLocaleState, useTranslate } from 'react-admin';
import { AccessDenied } from '../pages/AccessDenied';
import { usePermissionCheck } from '../permissions';
import { serverMessage } from '../catalogue/shared/serverMessage';

/** The signed-in person's working role ('' while it loads). */
export function useWorkingRole(): { role: string; id: string } {
  const { identity } = useGetIdentity();
  return { role: typeof identity?.role === 'string' ? identity.role : '', id: identity?.id !== undefined ? String(identity.id) : '' };
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
    return date.toLocaleString(locale === 'fr' ? 'fr-FR' : 'en-GB', withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' });
  };
}

/** Renders `children` to holders of one of `permissions`; the permission-denied page to others. */
export function RequireAnyPermission({ permissions, children }: { permissions: string[]; children: ReactNode }) {
  const { has, isPending } = usePermissionCheck();
  if (isPending) return <Loading />;
  return permissions.some(has) ? <>{children}</> : <AccessDenied />;
}

/** A page's heading and one line saying what it is for. */
export function PageHeading({ title, intro, actions, testId }: { title: string; intro?: string; actions?: ReactNode; testId?: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: { sm: 'flex-start' }, flexDirection: { xs: 'column', sm: 'row' }, gap: 2, mt: 2, mb: 2 }}>
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

export interface Column<T> {
  key: string;
  label: string;
  render: (row: T) => ReactNode;
  align?: 'left' | 'right';
}

/** What a query of a page the server sends holds (react-query's result). */
interface PageQuery<T> {
  data?: { content: T[]; totalElements: number };
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** The DataTable props of a page the server sends: its rows, state and paging, `perPage` rows a page. */
export function pagedTable<T>(query: PageQuery<T>, page: number, onPageChange: (page: number) => void, perPage: number) {
  return {
    rows: query.data?.content,
    loading: query.isPending,
    error: query.error,
    onRetry: () => void query.refetch(),
    page,
    perPage,
    total: query.data?.totalElements,
    onPageChange,
  };
}

/**
 * A table of rows the API sent: a spinner while they load, the server's message (and a retry) when the call
 * failed, `empty` when there are none; paged when `total` is given.
 */
export function DataTable<T>({
  rows,
  columns,
  rowKey,
  rowTestId,
  loading,
  error,
  errorFallback,
  onRetry,
  empty,
  emptyTestId,
  testId,
  page,
  perPage,
  total,
  onPageChange,
}: {
  rows: T[] | undefined;
  columns: Column<T>[];
  rowKey: (row: T) => string;
  rowTestId?: string;
  loading: boolean;
  error: unknown;
  errorFallback: string;
  onRetry?: () => void;
  empty: string;
  emptyTestId?: string;
  testId: string;
  page?: number;
  perPage?: number;
  total?: number;
  onPageChange?: (page: number) => void;
}) {
  const translate = useTranslate();
  if (loading) {
    return (
      <Box sx={{ p: 3, display: 'flex', justifyContent: 'center' }}>
        <CircularProgress size={24} aria-label={translate('kasuwa.partners.common.loading')} />
      </Box>
    );
  }
  if (error) {
    return (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        data-testid={`${testId}-error`}
        action={
          onRetry && (
            <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={onRetry}>
              {translate('kasuwa.partners.common.retry')}
            </Button>
          )
        }
      >
        {serverMessage(error, errorFallback)}
      </Alert>
    );
  }
  if (!rows?.length) {
    return (
      <Typography color="text.secondary" sx={{ p: 2 }} data-testid={emptyTestId ?? `${testId}-empty`}>
        {empty}
      </Typography>
    );
  }
  return (
    <>
      <TableContainer>
        <Table size="small" data-testid={testId}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.key} align={column.align} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {column.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={rowKey(row)} data-testid={rowTestId} data-id={rowKey(row)}>
                {columns.map((column) => (
                  <TableCell key={column.key} align={column.align} sx={{ verticalAlign: 'top' }}>
                    {column.render(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {total !== undefined && perPage !== undefined && page !== undefined && onPageChange && total > perPage && (
        <TablePagination
          component="div"
          count={total}
          page={page}
          rowsPerPage={perPage}
          rowsPerPageOptions={[]}
          onPageChange={(_, next) => onPageChange(next)}
          labelDisplayedRows={({ from, to, count }) => translate('kasuwa.partners.common.rows', { from, to, count })}
        />
      )}
    </>
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
