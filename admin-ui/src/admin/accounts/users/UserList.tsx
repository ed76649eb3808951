import type { ReactElement } from 'react';
import { Box } from '@mui/material';
import {
  Datagrid,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
  WrapperField,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { ROLE_TYPE_RESOURCES } from '../../dataProvider';
import { useReferenceCountries, useWorkingCountry } from '../../api/reference';
import { useFormat } from '../../shared/format';
import { ActivationButton, DeleteUserButton, ExportUsersButton } from './actions';
import { CountryNameField, JoinedField, NameField, RoleField, StatusField } from './fields';
import { ConsoleList } from '../../shared/ConsoleList';

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

/** The roles and statuses GET users filters by (its `role` and `status`). */
const ROLES = [
  'ROLE_ADMIN',
  'ROLE_PLATFORM_MANAGER',
  'ROLE_INPUT_PROVIDER',
  'ROLE_INPUT_PROVIDER_STAFF',
  'ROLE_DISTRIBUTOR',
  'ROLE_DISTRIBUTOR_STAFF',
  'ROLE_WHOLESALER',
  'ROLE_WHOLESALER_STAFF',
  'ROLE_RETAILER',
  'ROLE_AGRODEALER',
  'ROLE_EXTENSION_AGENT',
  'ROLE_WAFA_PARTNER',
  'ROLE_WAFA_ADMIN',
];
const STATUSES = ['ACTIVE', 'WAITING_CONFIRMATION', 'WAITING_APPROVAL', 'DEACTIVATED'];

/**
 * The filters of the list of everyone: a search box (name, company or e-mail), the role, the status and the country
 * (the console's own country, the API's Country header, when none is chosen).
 */
function useAllUsersFilters(): ReactElement[] {
  const translate = useTranslate();
  const format = useFormat();
  const countries = useReferenceCountries();
  const { country: working } = useWorkingCountry();
  const label = (key: string) => translate(`kasuwa.users.filters.${key}`);
  return [
    <SearchInput key="name" source="name" alwaysOn placeholder={label('search')} data-testid="users-search" />,
    <SelectInput
      key="role"
      source="role"
      alwaysOn
      label={label('role')}
      choices={ROLES.map((role) => ({ id: role, name: translate(`kasuwa.roles.${role}`, { _: role }) }))}
      data-testid="users-filter-role"
    />,
    <SelectInput
      key="status"
      source="status"
      alwaysOn
      label={label('status')}
      choices={STATUSES.map((status) => ({ id: status, name: translate(`kasuwa.status.${status}`, { _: status }) }))}
      data-testid="users-filter-status"
    />,
    <SelectInput
      key="country"
      source="country"
      alwaysOn
      label={label('country')}
      emptyText={
        working ? translate('kasuwa.users.filters.workingCountry', { name: format.placeName(working) }) : undefined
      }
      // The API takes the country's name, as the Country header does.
      choices={(countries.data ?? []).map((country) => ({ id: country.name, name: format.placeName(country) }))}
      isPending={countries.isPending}
      data-testid="users-filter-country"
    />,
  ];
}

/**
 * All users (GET users, searched and filtered by role, status and country) or the users of one role
 * (GET users/role-type/{ROLE}, searchable by name): name and contact, company, role, status, country, dates, and
 * the account actions.
 */
export function UserList({ byRole = false }: { byRole?: boolean }): ReactElement {
  const allUsersFilters = useAllUsersFilters();
  return (
    <ConsoleList
      perPage={USERS_PER_PAGE}
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={byRole ? nameFilter : allUsersFilters}
      actions={<Actions />}
      // react-admin's own page when there are none at all.
      empty={undefined}
    >
      {/* Seven columns that fit a 1280 px screen beside the menu: the phone under the e-mail, the last sign-in under the creation. */}
      <Datagrid bulkActionButtons={false} rowClick="show">
        <NameField label="kasuwa.fields.name" sortable={false} />
        <TextField source="company" label="kasuwa.fields.company" sortable={false} emptyText="—" />
        {!byRole && <RoleField label="kasuwa.fields.role" sortable={false} />}
        <StatusField label="kasuwa.fields.status" sortable={false} />
        <CountryNameField label="kasuwa.fields.country" sortable={false} />
        <JoinedField label="kasuwa.fields.createdAt" sortable={false} />
        <WrapperField label={false} textAlign="right">
          <RowActions />
        </WrapperField>
      </Datagrid>
    </ConsoleList>
  );
}

export const AllUsersList = () => <UserList />;
export const UsersByRoleList = () => <UserList byRole />;
