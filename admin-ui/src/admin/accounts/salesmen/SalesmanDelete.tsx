import { useParams } from 'react-router-dom';
import {
  Alert,
  Box,
  Button as MuiButton,
  Card,
  CardActions,
  CardContent,
  CircularProgress,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Link,
  Title,
  useBasename,
  useDelete,
  useGetOne,
  useNotify,
  useRedirect,
  useRequireAccess,
  useTranslate,
} from 'react-admin';
import { serverMessage } from '../../api/errors';
import { salesmanName, type SalesmanRecord } from './types';

/** salesmen/delete/{id}: asks for confirmation, then DELETE salesmen/{id} and back to the list. */
export function SalesmanDelete() {
  const { id = '' } = useParams<{ id: string }>();
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const basename = useBasename();
  const access = useRequireAccess({ resource: 'salesmen', action: 'delete' });
  const salesman = useGetOne<SalesmanRecord>('salesmen', { id }, { enabled: !access.isPending && !!id, retry: false });
  const [remove, { isPending: deleting }] = useDelete<SalesmanRecord>();

  const confirm = () =>
    remove(
      'salesmen',
      { id, previousData: salesman.data },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('kasuwa.salesmen.deleted', { type: 'success' });
          redirect('list', 'salesmen');
        },
        onError: (error) => notify(serverMessage(error, translate('kasuwa.salesmen.deleteFailure')), { type: 'error' }),
      },
    );

  const name = salesmanName(salesman.data);
  return (
    <Box sx={{ mt: 2, maxWidth: 560 }}>
      <Title title={translate('kasuwa.salesmen.deleteTitle', { name })} />
      <Card data-testid="salesman-delete">
        {access.isPending || salesman.isPending ? (
          <CardContent>
            <CircularProgress size={24} />
          </CardContent>
        ) : salesman.error ? (
          <CardContent>
            <Alert severity="error">{serverMessage(salesman.error, translate('kasuwa.salesmen.loadFailure'))}</Alert>
          </CardContent>
        ) : (
          <CardContent>
            <Typography variant="h6" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
              {translate('kasuwa.salesmen.deleteTitle', { name })}
            </Typography>
            <Typography color="text.secondary">{translate('kasuwa.salesmen.deleteContent')}</Typography>
          </CardContent>
        )}
        <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
          <MuiButton component={Link} to={`${basename}/salesmen`} data-testid="salesman-delete-cancel">
            {translate('kasuwa.common.cancel')}
          </MuiButton>
          <MuiButton
            variant="contained"
            color="error"
            disableElevation
            startIcon={<DeleteIcon />}
            disabled={!salesman.data || deleting}
            onClick={confirm}
            data-testid="salesman-delete-confirm"
          >
            {translate('kasuwa.salesmen.delete')}
          </MuiButton>
        </CardActions>
      </Card>
    </Box>
  );
}
