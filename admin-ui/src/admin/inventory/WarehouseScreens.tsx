import { Button as MuiButton } from '@mui/material';
import BarChartIcon from '@mui/icons-material/BarChart';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  Create,
  Datagrid,
  Edit,
  EditButton,
  List,
  required,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  TopToolbar,
  CreateButton,
  useNotify,
  useRecordContext,
  useTranslate,
  useCanAccess,
  useBasename,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { useCities, useStates, useWorkingCountryId } from '../api/reference';
import { ExportPdfButton } from './ExportPdfButton';
import type { Warehouse } from './types';

const F = 'kasuwa.inventory.fields';

function StockButton() {
  const record = useRecordContext<Warehouse>();
  const translate = useTranslate();
  const basename = useBasename();
  if (!record) return null;
  return (
    <MuiButton
      component={Link}
      to={`${basename}/warehouses/${record.id}/stock`}
      size="small"
      startIcon={<BarChartIcon />}
      data-testid="warehouse-stock"
    >
      {translate('kasuwa.inventory.stock')}
    </MuiButton>
  );
}

function ThresholdsButton() {
  const record = useRecordContext<Warehouse>();
  const translate = useTranslate();
  const basename = useBasename();
  if (!record) return null;
  return (
    <MuiButton
      component={Link}
      to={`${basename}/warehouses/${record.id}/thresholds`}
      size="small"
      startIcon={<NotificationsActiveIcon />}
      data-testid="warehouse-thresholds"
    >
      {translate('kasuwa.inventory.thresholds')}
    </MuiButton>
  );
}

function ListActions() {
  const translate = useTranslate();
  const basename = useBasename();
  const { canAccess: canCreate } = useCanAccess({ resource: 'warehouses', action: 'create' });
  const { canAccess: canMove } = useCanAccess({ resource: 'inventory', action: 'create' });
  return (
    <TopToolbar>
      {canMove && (
        <MuiButton
          component={Link}
          to={`${basename}/warehouses/transfer`}
          size="small"
          startIcon={<SwapHorizIcon />}
          data-testid="warehouse-transfer"
        >
          {translate('kasuwa.inventory.transfer')}
        </MuiButton>
      )}
      <ExportPdfButton linkToPage />
      {canCreate && <CreateButton data-testid="warehouse-create" />}
    </TopToolbar>
  );
}

/** The warehouses of the caller's organisation (or country, for administrators). */
export function WarehouseList() {
  const { canAccess: canEdit } = useCanAccess({ resource: 'warehouses', action: 'edit' });
  return (
    <List actions={<ListActions />} empty={false} sort={{ field: 'createdAt', order: 'DESC' }} perPage={20}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="name" label={`${F}.name`} />
        <TextField source="code" label={`${F}.code`} />
        <TextField source="manager" label={`${F}.manager`} />
        <TextField source="stateName" label={`${F}.state`} sortable={false} />
        <TextField source="cityName" label={`${F}.city`} sortable={false} />
        <TextField source="address" label={`${F}.address`} sortable={false} />
        <StockButton />
        <ThresholdsButton />
        {canEdit && <EditButton />}
      </Datagrid>
    </List>
  );
}

function PlaceInputs() {
  const countryId = useWorkingCountryId();
  const stateId = useWatch({ name: 'stateId' });
  const { setValue } = useFormContext();
  const states = useStates(countryId);
  const cities = useCities(stateId ? Number(stateId) : null);
  return (
    <>
      <SelectInput
        source="stateId"
        label={`${F}.state`}
        choices={states.data ?? []}
        validate={required()}
        onChange={() => setValue('cityId', '')}
        fullWidth
      />
      <SelectInput
        source="cityId"
        label={`${F}.city`}
        choices={cities.data ?? []}
        validate={required()}
        disabled={!stateId}
        fullWidth
      />
    </>
  );
}

function WarehouseForm() {
  return (
    <SimpleForm>
      <TextInput source="name" label={`${F}.name`} validate={required()} fullWidth />
      <TextInput source="code" label={`${F}.code`} validate={required()} fullWidth />
      <TextInput source="manager" label={`${F}.manager`} validate={required()} fullWidth />
      <PlaceInputs />
      <TextInput source="address" label={`${F}.address`} validate={required()} fullWidth />
    </SimpleForm>
  );
}

/** Only the fields the API takes (PUT warehouse/{id} refuses any other). */
const body = (data: Partial<Warehouse>) => ({
  name: data.name,
  code: data.code,
  manager: data.manager,
  stateId: Number(data.stateId),
  cityId: Number(data.cityId),
  address: data.address,
  ...(data.latitude != null && data.longitude != null ? { latitude: data.latitude, longitude: data.longitude } : {}),
});

export function WarehouseCreate() {
  return (
    <Create redirect="list" transform={body}>
      <WarehouseForm />
    </Create>
  );
}

export function WarehouseEdit() {
  const notify = useNotify();
  return (
    <Edit
      mutationMode="pessimistic"
      transform={body}
      redirect="list"
      mutationOptions={{
        onError: (error: unknown) =>
          notify((error as Error)?.message || 'kasuwa.inventory.updateFailure', { type: 'error' }),
      }}
    >
      <WarehouseForm />
    </Edit>
  );
}
