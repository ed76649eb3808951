import type { ReactElement } from 'react';
import { Box } from '@mui/material';
import { Datagrid, SearchInput, TextField, TopToolbar, WrapperField, useResourceContext } from 'react-admin';
import { ROLE_TYPE_RESOURCES } from '../dataProvider';
import { ActivationButton, DeleteUserButton, ExportUsersButton } from './actions';
import { CountryNameField, LocalDateField, NameField, RoleField, StatusField } from './fields';
import { ConsoleList } from '../shared/ConsoleList';

/** The page size of user lists (spec: 20, first page 0). */
export const USERS_PER_PAGE = 20;

/** What GET users/export/{type} is given for each list: the role of a by-type list, `all` otherwise. */
export function exportTypeOf(resource: string): string {
  return ROLE_TYPE_RESOURCES[resource] ?? 'all';
}

function Actions() {
  const resource = useResourceContext() ?? 'users';
  return (
    <TopToolbar>
      <ExportUsersButton type={exportTypeOf(resource)} />
    </TopToolbar>
  );
}

/** The row's actions: deactivate or reactivate, delete (shown to holders of users:manage). */
export function RowActions() {
  return (
    <Box sx={{ display: 'flex', gap: 0.25, justifyContent: 'flex-end' }}>
      <ActivationButton compact />
      <DeleteUserButton compact />
    </Box>
  );
}

const nameFilter = [<SearchInput key="name" source="name" alwaysOn />];

/**
 * All users (GET users) or the users of one role (GET users/role-type/{ROLE}, searchable by name):
 * name, contact, role, status, country, dates, and the account actions.
 */
export function UserList({ byRole = false }: { byRole?: boolean }): ReactElement {
  return (
    <ConsoleList
      perPage={USERS_PER_PAGE}
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={byRole ? nameFilter : undefined}
      actions={<Actions />}
      // react-admin's own page when there are none at all.
      empty={undefined}
    >
      <Datagrid bulkActionButtons={false} rowClick="show">
        <NameField label="kasuwa.fields.name" sortable={false} />
        <TextField source="phone" label="kasuwa.fields.phone" sortable={false} emptyText="—" />
        <TextField source="company" label="kasuwa.fields.company" sortable={false} emptyText="—" />
        {!byRole && <RoleField label="kasuwa.fields.role" sortable={false} />}
        <StatusField label="kasuwa.fields.status" sortable={false} />
        <CountryNameField label="kasuwa.fields.country" sortable={false} />
        <LocalDateField source="createdAt" label="kasuwa.fields.createdAt" sortable={false} showTime={false} />
        <LocalDateField source="lastLoginAt" label="kasuwa.fields.lastLoginAt" sortable={false} showTime={false} emptyText="—" />
        <WrapperField label={false} textAlign="right">
          <RowActions />
        </WrapperField>
      </Datagrid>
    </ConsoleList>
  );
}

export const AllUsersList = () => <UserList />;
export const UsersByRoleList = () => <UserList byRole />;
