import { Chip } from '@mui/material';
import { Datagrid, FunctionField, List, SearchInput, TextField, useTranslate } from 'react-admin';
import type { Country } from './types';
import { ListError, ListPagination } from '../ListError';

/** The spec's page size for countries. */
export const COUNTRIES_PER_PAGE = 10;

const filters = [<SearchInput key="search" source="search" alwaysOn />];

function ActiveField(_props: { label?: string; sortable?: boolean }) {
  const translate = useTranslate();
  return (
    <FunctionField<Country>
      source="active"
      render={(record) => (
        <Chip
          size="small"
          variant={record.active ? 'filled' : 'outlined'}
          color={record.active ? 'success' : 'default'}
          label={translate(record.active ? 'kasuwa.countries.active' : 'kasuwa.countries.inactive')}
        />
      )}
    />
  );
}

function ProfilesField(_props: { label?: string; sortable?: boolean }) {
  return (
    <FunctionField<Country>
      source="profiles"
      render={(record) => (Array.isArray(record.profiles) ? record.profiles.length : (record.profiles ?? '—'))}
    />
  );
}

/** The countries and whether they are active (GET authorizations/countries, 10 a page, searchable). */
export function CountryList() {
  return (
    <List<Country>
      perPage={COUNTRIES_PER_PAGE}
      sort={{ field: 'name', order: 'ASC' }}
      filters={filters}
      exporter={false}
      error={<ListError />}
      pagination={<ListPagination rowsPerPageOptions={[10]} />}
    >
      <Datagrid bulkActionButtons={false} rowClick="show">
        <TextField source="name" sortable={false} />
        <TextField source="code" sortable={false} emptyText="—" />
        <ActiveField label="resources.countries.fields.active" sortable={false} />
        <ProfilesField label="resources.countries.fields.profiles" sortable={false} />
      </Datagrid>
    </List>
  );
}
