import { Box, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import {
  Button,
  Labeled,
  Link,
  Show,
  TextField,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { usePermissionCheck } from '../../permissions';
import { DeleteUserButton } from '../users/actions';
import { LocalDateField, StatusChip, UserAvatar, fullName } from '../users/fields';
import { InputProviderActivationButton } from './ActivationButton';
import { useInputProviderPaths } from './paths';
import { serverMessage } from '../../api/errors';
import type { InputProviderRecord } from './types';

function Title() {
  const record = useRecordContext<InputProviderRecord>();
  return <>{record ? fullName(record) : ''}</>;
}

function Actions() {
  const record = useRecordContext<InputProviderRecord>();
  const { has } = usePermissionCheck();
  const paths = useInputProviderPaths();
  return (
    <TopToolbar>
      {record && has('input-providers:manage') && record.status !== 'DELETED' && (
        <Button component={Link} to={paths.edit(record.id)} label="kasuwa.inputProviders.edit" data-testid="ip-edit">
          <EditIcon />
        </Button>
      )}
      <InputProviderActivationButton />
      <DeleteUserButton redirectTo="list" />
    </TopToolbar>
  );
}

function Header() {
  const record = useRecordContext<InputProviderRecord>();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', p: 2 }}>
      <UserAvatar record={record} size={56} />
      <Box>
        <Typography variant="h6" component="h1" sx={{ fontWeight: 700 }} data-testid="ip-name">
          {fullName(record)}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
          {record.company && (
            <Typography variant="body2" color="text.secondary" data-testid="ip-company-name">
              {record.company}
            </Typography>
          )}
          <StatusChip status={record.status} />
        </Stack>
      </Box>
    </Stack>
  );
}

function Details() {
  const record = useRecordContext<InputProviderRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const text = (source: keyof InputProviderRecord, label: string) => (
    <Labeled label={label}>
      <TextField source={source} emptyText="—" />
    </Labeled>
  );
  return (
    <Box
      sx={{ display: 'grid', gap: 2, p: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' } }}
      data-testid="ip-details"
    >
      {text('firstname', 'kasuwa.fields.firstname')}
      {text('lastname', 'kasuwa.fields.lastname')}
      {text('email', 'kasuwa.fields.email')}
      {text('phone', 'kasuwa.fields.phone')}
      {text('company', 'kasuwa.fields.company')}
      {text('address', 'kasuwa.fields.address')}
      <Labeled label="kasuwa.fields.country">
        <TextField source="country.name" emptyText="—" />
      </Labeled>
      <Labeled label="kasuwa.inputProviders.termsAccepted">
        <Typography variant="body2">
          {translate(record.termsAccepted ? 'kasuwa.inputProviders.yes' : 'kasuwa.inputProviders.no')}
        </Typography>
      </Labeled>
      <Labeled label="kasuwa.fields.createdAt">
        <LocalDateField source="createdAt" />
      </Labeled>
      <Labeled label="kasuwa.fields.lastLoginAt">
        <LocalDateField source="lastLoginAt" emptyText="—" />
      </Labeled>
    </Box>
  );
}

/** users/inputproviders/{id}: the input provider's record (GET admin/ip/{id}) and its actions. */
export function InputProviderShow() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Show
      actions={<Actions />}
      title={<Title />}
      queryOptions={{
        refetchOnMount: 'always',
        onError: (error: unknown) => {
          notify(serverMessage(error, translate('kasuwa.inputProviders.loadFailure')), { type: 'error' });
          redirect('list', 'users/inputproviders');
        },
      }}
    >
      <Header />
      <Details />
    </Show>
  );
}
