import type { ReactNode } from 'react';
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
  type RaRecord,
} from 'react-admin';
import { serverMessage } from '../api/errors';

/**
 * `{resource}/delete/{id}`: names the record, asks for confirmation, then deletes it and goes back to
 * the list with `messages.deleted`; a refusal (such as a category in use) shows the server's message.
 */
export function ConfirmDeletePage<T extends RaRecord>({
  resource,
  testId,
  title,
  content,
  messages,
}: {
  resource: string;
  testId: string;
  title: (record: T | undefined) => string;
  content: ReactNode;
  messages: { deleted: string; failure: string; loadFailure: string; confirm: string };
}) {
  const { id = '' } = useParams<{ id: string }>();
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const basename = useBasename();
  const access = useRequireAccess({ resource, action: 'delete' });
  const record = useGetOne<T>(resource, { id }, { enabled: !access.isPending && !!id, retry: false });
  const [remove, { isPending: deleting, error }] = useDelete<T>();

  const confirm = () =>
    remove(
      resource,
      { id, previousData: record.data },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(messages.deleted, { type: 'success' });
          redirect('list', resource);
        },
        onError: (failure) => notify(serverMessage(failure, translate(messages.failure)), { type: 'error' }),
      },
    );

  // A record that cannot be read (gone, or never there) is not offered for deletion: the page says so and leads back.
  const gone = !!record.error;
  const heading = gone ? translate('kasuwa.common.nothingToDelete') : title(record.data);
  return (
    <Box sx={{ mt: 2, maxWidth: 560 }}>
      <Title title={access.isPending || record.isPending ? '' : heading} />
      <Card data-testid={gone ? `${testId}-gone` : testId}>
        {access.isPending || record.isPending ? (
          <CardContent>
            <CircularProgress size={24} />
          </CardContent>
        ) : gone ? (
          <CardContent>
            <Typography variant="h6" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
              {heading}
            </Typography>
            <Alert severity="warning">{serverMessage(record.error, translate(messages.loadFailure))}</Alert>
          </CardContent>
        ) : (
          <CardContent>
            <Typography variant="h6" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
              {heading}
            </Typography>
            <Typography color="text.secondary">{content}</Typography>
            {!!error && (
              <Alert severity="error" sx={{ mt: 2 }} data-testid={`${testId}-error`}>
                {serverMessage(error, translate(messages.failure))}
              </Alert>
            )}
          </CardContent>
        )}
        <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
          <MuiButton
            component={Link}
            to={`${basename}/${resource}`}
            variant={gone ? 'contained' : 'text'}
            disableElevation
            data-testid={`${testId}-cancel`}
          >
            {translate(gone ? 'kasuwa.common.backToList' : 'kasuwa.common.cancel')}
          </MuiButton>
          {!gone && (
            <MuiButton
              variant="contained"
              color="error"
              disableElevation
              startIcon={<DeleteIcon />}
              disabled={!record.data || deleting}
              onClick={confirm}
              data-testid={`${testId}-confirm`}
            >
              {translate(messages.confirm)}
            </MuiButton>
          )}
        </CardActions>
      </Card>
    </Box>
  );
}
