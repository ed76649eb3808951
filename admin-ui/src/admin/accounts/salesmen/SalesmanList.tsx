import type {} from 'react';
import { Box, Chip, Typography } from '@mui/material';
import {
  Datagrid,
  SearchInput,
  TextField,
  WrapperField,
  useBasename,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { CreateToolbar, RowLinks } from '../../shared/RowLinks';
import { usePermissionCheck } from '../../permissions';
import { useStates, useWorkingCountryId } from '../../api/reference';
import { salesmanName, type SalesmanRecord } from './types';
import { ConsoleList } from '../../shared/ConsoleList';

/** The spec's routes: salesmen/create, salesmen/edit/{id}, salesmen/delete/{id}. */
export function useSalesmanPaths() {
  const basename = useBasename();
  const item = (action: string, id: string | number) =>
    `${basename}/salesmen/${action}/${encodeURIComponent(String(id))}`;
  return {
    create: `${basename}/salesmen/create`,
    edit: (id: string | number) => item('edit', id),
    delete: (id: string | number) => item('delete', id),
  };
}

const canManage = 'salesmen:manage';

function Actions() {
  const { has } = usePermissionCheck();
  const paths = useSalesmanPaths();
  return (
    <CreateToolbar
      create={{ to: paths.create, label: 'kasuwa.salesmen.create', testId: 'salesman-create', allowed: has(canManage) }}
    />
  );
}

function NameCell() {
  const record = useRecordContext<SalesmanRecord>();
  if (!record) return null;
  return (
    <Box sx={{ minWidth: 160 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="salesman-name">
        {salesmanName(record)}
      </Typography>
      {record.email && (
        <Typography variant="caption" color="text.secondary" component="div" noWrap>
          {record.email}
        </Typography>
      )}
    </Box>
  );
}

/** The state's name, from the working country's states (cached reference data). */
function StateCell() {
  const record = useRecordContext<SalesmanRecord>();
  const states = useStates(useWorkingCountryId());
  if (!record?.stateId) return <>—</>;
  return <>{states.data?.find((state) => state.id === record.stateId)?.name ?? ''}</>;
}

function ActiveChip() {
  const record = useRecordContext<SalesmanRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={record.active ? 'success' : 'default'}
      label={translate(record.active ? 'kasuwa.salesmen.active' : 'kasuwa.salesmen.inactive')}
      data-testid="salesman-active-status"
      data-active={String(record.active)}
    />
  );
}

function RowActions() {
  const record = useRecordContext<SalesmanRecord>();
  const { has } = usePermissionCheck();
  const paths = useSalesmanPaths();
  if (!record || !has(canManage)) return null;
  return (
    <RowLinks
      edit={{ to: paths.edit(record.id), label: 'kasuwa.salesmen.edit', testId: 'salesman-edit', allowed: true }}
      remove={{
        to: paths.delete(record.id),
        label: 'kasuwa.salesmen.delete',
        testId: 'salesman-delete-button',
        allowed: true,
      }}
    />
  );
}

function EmptyList() {
  const translate = useTranslate();
  return (
    <Typography color="text.secondary" sx={{ p: 2 }} data-testid="salesmen-empty">
      {translate('kasuwa.salesmen.empty')}
    </Typography>
  );
}

const filters = [<SearchInput key="name" source="name" alwaysOn />];

/** The working country's salesmen by last name (GET salesmen, 20 a page), searchable by name, company, phone or e-mail. */
export function SalesmanList() {
  const { has } = usePermissionCheck();
  const paths = useSalesmanPaths();
  return (
    <ConsoleList actions={<Actions />} filters={filters}>
      <Datagrid
        bulkActionButtons={false}
        rowClick={has(canManage) ? (id) => paths.edit(id) : false}
        empty={<EmptyList />}
        data-testid="salesmen-list"
      >
        <WrapperField label="kasuwa.fields.name">
          <NameCell />
        </WrapperField>
        <TextField source="phone" label="kasuwa.fields.phone" sortable={false} />
        <TextField source="company" label="kasuwa.fields.company" sortable={false} emptyText="—" />
        <WrapperField label="kasuwa.fields.state">
          <StateCell />
        </WrapperField>
        <WrapperField label="kasuwa.fields.status">
          <ActiveChip />
        </WrapperField>
        <WrapperField label={false} textAlign="right">
          <RowActions />
        </WrapperField>
      </Datagrid>
    </ConsoleList>
  );
}
