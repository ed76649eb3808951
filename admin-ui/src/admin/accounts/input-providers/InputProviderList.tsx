import type { MouseEvent } from 'react';
import { IconButton, Stack, Tooltip } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import {
  Button,
  Datagrid,
  Link,
  SearchInput,
  TextField,
  TopToolbar,
  WrapperField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { usePermissionCheck } from '../../permissions';
import { DeleteUserButton, ExportUsersButton } from '../users/actions';
import { LocalDateField, NameField, StatusField } from '../users/fields';
import { InputProviderActivationButton } from './ActivationButton';
import { useInputProviderPaths } from './paths';
import type { InputProviderRecord } from './types';
import { ConsoleList } from '../../shared/ConsoleList';

/** The page size of user lists (spec: 20, first page 0). */
const PER_PAGE = 20;

function Actions() {
  const { has } = usePermissionCheck();
  const paths = useInputProviderPaths();
  return (
    <TopToolbar>
      {has('input-providers:manage') && (
        <Button component={Link} to={paths.invite} label="kasuwa.inputProviders.invite" data-testid="ip-invite">
          <PersonAddIcon />
        </Button>
      )}
      <ExportUsersButton type="ROLE_INPUT_PROVIDER" />
    </TopToolbar>
  );
}

function EditLink() {
  const record = useRecordContext<InputProviderRecord>();
  const translate = useTranslate();
  const { has } = usePermissionCheck();
  const paths = useInputProviderPaths();
  if (!record || !has('input-providers:manage') || record.status === 'DELETED') return null;
  return (
    <Tooltip title={translate('kasuwa.inputProviders.edit')}>
      <IconButton
        size="small"
        color="primary"
        component={Link}
        to={paths.edit(record.id)}
        onClick={(event: MouseEvent) => event.stopPropagation()}
        aria-label={translate('kasuwa.inputProviders.edit')}
        data-testid="ip-edit"
      >
        <EditIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

const filters = [<SearchInput key="name" source="name" alwaysOn />];

/**
 * The working country's input providers, newest first (GET admin/ip, searchable by name, company
 * or e-mail), with the invitation, edit, activation and deletion actions.
 */
export function InputProviderList() {
  const paths = useInputProviderPaths();
  return (
    <ConsoleList
      perPage={PER_PAGE}
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={filters}
      actions={<Actions />}
    >
      <Datagrid bulkActionButtons={false} rowClick={(id) => paths.show(id)} data-testid="input-providers-list">
        <NameField label="kasuwa.fields.name" sortable={false} />
        <TextField source="company" label="kasuwa.fields.company" sortable={false} emptyText="—" />
        <TextField source="phone" label="kasuwa.fields.phone" sortable={false} emptyText="—" />
        <StatusField label="kasuwa.fields.status" sortable={false} />
        <LocalDateField source="createdAt" label="kasuwa.fields.createdAt" sortable={false} showTime={false} />
        <LocalDateField
          source="lastLoginAt"
          label="kasuwa.fields.lastLoginAt"
          sortable={false}
          showTime={false}
          emptyText="—"
        />
        <WrapperField label={false} textAlign="right">
          <Stack direction="row" spacing={0.25} sx={{ justifyContent: 'flex-end' }}>
            <EditLink />
            <InputProviderActivationButton compact />
            <DeleteUserButton compact />
          </Stack>
        </WrapperField>
      </Datagrid>
    </ConsoleList>
  );
}
