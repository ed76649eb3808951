import { Chip } from '@mui/material';
import {
  Datagrid,
  ExportButton,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  TextField,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import type { Country } from './types';
import { ListError, ListPagination } from '../ListError';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

function ListActions() {
  return (
    <TopToolbar>
      <ExportButton />
    </TopToolbar>
  );
}

/** A language code shown as its translated name. Takes `source` so that the Datagrid header gets its label. */
function LanguageField({ source }: { source: keyof Country & string; label?: string; sortable?: boolean }) {
  const translate = useTranslate();
  return (
    <FunctionField<Country>
      source={source}
      render={(record) => {
        const code = String(record[source] ?? '').toLowerCase();
        if (!code) return null;
        return (
          <Chip
            size="small"
            variant="outlined"
            label={translate(`kasuwa.languages.${code}`, { _: code.toUpperCase() })}
          />
        );
      }}
    />
  );
}

/** The countries Kasuwa serves (public reference data, read-only). */
export function CountryList() {
  return (
    <List<Country>
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      filters={filters}
      actions={<ListActions />}
      error={<ListError />}
      pagination={<ListPagination />}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="name" />
        <TextField source="code" />
        <TextField source="currency" />
        <LanguageField source="defaultLanguage" />
        <TextField source="phoneCode" />
        <NumberField source="phoneLength" />
      </Datagrid>
    </List>
  );
}
