import { Alert, AlertTitle, Button } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Pagination, useListContext, useTranslate, type PaginationProps } from 'react-admin';
import { serverMessage } from './api/errors';

/** What a list shows instead of an empty grid when the API call failed: the server's message and a retry. */
export function ListError({ testId, fallback }: { testId?: string; fallback?: string }) {
  const { error, refetch } = useListContext();
  const translate = useTranslate();
  const message = serverMessage(error, fallback ?? translate('ra.notification.http_error'));
  return (
    <Alert
      severity="error"
      sx={{ m: 2 }}
      data-testid={testId}
      action={
        <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={() => refetch()}>
          {translate('ra.action.refresh')}
        </Button>
      }
    >
      <AlertTitle>{translate('ra.page.error')}</AlertTitle>
      {message}
    </Alert>
  );
}

/** react-admin's pagination, hidden while the list is in error. */
export function ListPagination(props: PaginationProps) {
  const { error } = useListContext();
  return error ? null : <Pagination {...props} />;
}
