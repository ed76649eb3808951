import { Box, Button as MuiButton, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Link, useNavigate } from 'react-router-dom';
import {
  DeleteWithConfirmButton,
  FunctionField,
  TextField,
  useBasename,
  useGetIdentity,
  useListContext,
  useTranslate,
  WrapperField,
} from 'react-admin';
import { ConsoleDatagrid, ConsoleList } from '../../shared/ConsoleList';
import { StatusTabs } from '../../shared/StatusTabs';
import { usePermissionCheck } from '../../permissions';
import { useWorkingCountryId } from '../../api/reference';
import { PendingIndicator } from '../offline/PendingIndicator';
import { FARMERS_CREATE, FARMERS_DELETE, FARMERS_EDIT, FARMERS_IMPORT } from '../permissions';
import { FARMERS_PER_PAGE } from '../resources';
import { tabsOf, type FarmerTab } from '../roles';
import type { Farmer } from '../types';
import { FormattedDateField } from '../../shared/FormattedFields';
import { useFilters } from './farmerFilters';

function Tabs({ tabs, value }: { tabs: FarmerTab[]; value: FarmerTab }) {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const navigate = useNavigate();
  const basename = useBasename();
  if (tabs.length < 2) return null;
  return (
    <StatusTabs
      statuses={tabs}
      value={value}
      label={(tab) => translate(`kasuwa.farmers.tabs.${tab}`)}
      testIdPrefix="farmers"
      onChange={(tab) => {
        // All Farmer Users has its own address (users/farmers); the others are the farmers list's tab filter.
        if (tab === 'USERS') navigate(`${basename}/users/farmers`);
        else if (value === 'USERS')
          navigate(`${basename}/farmers?filter=${encodeURIComponent(JSON.stringify({ tab }))}`);
        else setFilters({ ...filterValues, tab }, displayedFilters);
      }}
    />
  );
}

function RowActions({ detailBase }: { detailBase: string }) {
  const translate = useTranslate();
  const basename = useBasename();
  const { has } = usePermissionCheck();
  return (
    <FunctionField<Farmer>
      label={false}
      textAlign="right"
      render={(farmer) => (
        <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
          <MuiButton
            size="small"
            component={Link}
            to={`${basename}${detailBase}/${farmer.id}`}
            startIcon={<VisibilityIcon />}
            data-testid="farmer-view"
          >
            {translate('kasuwa.farmers.actions.view')}
          </MuiButton>
          {has(FARMERS_EDIT) && (
            <MuiButton
              size="small"
              component={Link}
              to={`${basename}/farmers/edit/${farmer.id}`}
              startIcon={<EditIcon />}
              data-testid="farmer-edit"
            >
              {translate('kasuwa.farmers.actions.edit')}
            </MuiButton>
          )}
          {has(FARMERS_DELETE) && (
            <DeleteWithConfirmButton
              resource="farmers"
              record={farmer}
              mutationMode="pessimistic"
              confirmTitle={translate('kasuwa.farmers.delete.title', { name: farmer.fullName })}
              confirmContent={translate('kasuwa.farmers.delete.content')}
              successMessage="kasuwa.farmers.delete.done"
              redirect={false}
              data-testid="farmer-delete"
            />
          )}
        </Box>
      )}
    />
  );
}

function Grid({ detailBase }: { detailBase: string }) {
  const translate = useTranslate();
  return (
    <ConsoleDatagrid empty={translate('kasuwa.farmers.empty')} emptyTestId="farmers-empty" rowTestId="farmer-row">
      <TextField source="fullName" label="kasuwa.farmers.fields.fullName" sortable={false} />
      <FunctionField<Farmer>
        label="kasuwa.farmers.fields.gender"
        render={(farmer) => translate(`kasuwa.farmers.genders.${farmer.gender}`)}
      />
      <TextField source="phone" label="kasuwa.farmers.fields.phone" sortable={false} emptyText="—" />
      <FunctionField<Farmer>
        label="kasuwa.farmers.fields.place"
        render={(farmer) => `${farmer.city?.name ?? ''}, ${farmer.state?.name ?? ''}`}
      />
      <TextField source="project.name" label="kasuwa.farmers.fields.project" sortable={false} />
      <TextField source="createdBy.fullName" label="kasuwa.farmers.fields.createdBy" sortable={false} emptyText="—" />
      <FormattedDateField source="createdAt" label="kasuwa.farmers.fields.createdAt" sortable={false} />
      <WrapperField label={false}>
        <RowActions detailBase={detailBase} />
      </WrapperField>
    </ConsoleDatagrid>
  );
}

/**
 * Farmers (ui-routes farmers, users/farmers): the role's lists as tabs (All Farmer Users, All farmers, Created by me,
 * Referred by AEAs), the spec's filters (applied 800 ms after the last keystroke), 10 a page, and each row's actions.
 */
export function FarmerList({ usersOnly = false }: { usersOnly?: boolean }) {
  const translate = useTranslate();
  const basename = useBasename();
  const { identity } = useGetIdentity();
  const { has } = usePermissionCheck();
  const role = typeof identity?.role === 'string' ? identity.role : '';
  const tabs = tabsOf(role);
  const countryId = useWorkingCountryId();
  const filters = useFilters();
  const listTabs = tabs.filter((tab) => tab !== 'USERS');
  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 2, mb: 1, gap: 2 }}>
        <Typography variant="h5" data-testid="page-title">
          {translate('kasuwa.farmers.title')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <PendingIndicator />
          {has(FARMERS_IMPORT) && (
            <MuiButton
              variant="outlined"
              component={Link}
              to={`${basename}/farmers/import`}
              startIcon={<UploadFileIcon />}
              data-testid="farmer-import"
            >
              {translate('kasuwa.farmers.actions.import')}
            </MuiButton>
          )}
          {has(FARMERS_CREATE) && (
            <MuiButton
              variant="contained"
              component={Link}
              to={`${basename}/farmers/create`}
              startIcon={<AddIcon />}
              data-testid="farmer-add"
            >
              {translate('kasuwa.farmers.actions.add')}
            </MuiButton>
          )}
        </Stack>
      </Stack>
      <ConsoleList
        resource={usersOnly ? 'users/farmers' : 'farmers'}
        title={translate('kasuwa.farmers.title')}
        perPage={FARMERS_PER_PAGE}
        perPageOptions={[10]}
        debounce={800}
        filters={filters}
        filter={usersOnly ? undefined : { countryId }}
        filterDefaultValues={usersOnly ? undefined : { tab: listTabs[0] ?? 'MINE' }}
        sort={{ field: '', order: 'ASC' }}
        errorTestId="farmers-error"
      >
        <TabbedGrid tabs={tabs} usersOnly={usersOnly} />
      </ConsoleList>
    </Box>
  );
}

function TabbedGrid({ tabs, usersOnly }: { tabs: FarmerTab[]; usersOnly: boolean }) {
  const { filterValues } = useListContext();
  const value: FarmerTab = usersOnly
    ? 'USERS'
    : tabs.includes(filterValues.tab) && filterValues.tab !== 'USERS'
      ? filterValues.tab
      : (tabs.find((tab) => tab !== 'USERS') ?? 'MINE');
  return (
    <>
      <Tabs tabs={tabs} value={value} />
      <Grid detailBase={usersOnly ? '/users/farmers' : '/farmers'} />
    </>
  );
}

export const UserFarmerList = () => <FarmerList usersOnly />;
