import { Button, Chip, Stack } from '@mui/material';
import { FunctionField, TextField, useTranslate } from 'react-admin';
import { ConsoleDatagrid, PanelList } from '../../shared/ConsoleList';
import { type Hub } from '../api';
import { t } from '../ui';

/** The hubs, 20 a page: name, address, phone, open or closed (managers: the closed ones too, each edited, closed or reopened). */
export function HubsTable({
  manager,
  onEdit,
  onToggle,
  toggling,
}: {
  manager: boolean;
  onEdit: (hub: Hub) => void;
  onToggle: (hub: Hub) => void;
  toggling: boolean;
}) {
  const translate = useTranslate();
  return (
    <PanelList
      resource="farm-fortune-hubs"
      filter={{ includeClosed: manager }}
      errorFallback={translate(t('hubs.failure'))}
    >
      <ConsoleDatagrid
        empty={translate(t('hubs.empty'))}
        rowTestId="hub-row"
        data-testid="hubs-table"
        aria-label={translate(t('hubs.title'))}
      >
        <TextField source="name" label={t('fields.name')} sortable={false} />
        <TextField source="address" label={t('fields.address')} sortable={false} />
        <TextField source="phone" label={t('fields.phone')} sortable={false} emptyText="—" />
        <FunctionField<Hub>
          label={t('fields.status')}
          render={(hub) => (
            <Chip
              size="small"
              color={hub.open ? 'success' : 'default'}
              variant={hub.open ? 'filled' : 'outlined'}
              label={translate(t(hub.open ? 'hubs.open' : 'hubs.closed'))}
            />
          )}
        />
        {manager && (
          <FunctionField<Hub>
            label={t('fields.actions')}
            render={(hub) => (
              <Stack direction="row" spacing={1}>
                <Button size="small" onClick={() => onEdit(hub)}>
                  {translate(t('hubs.edit'))}
                </Button>
                <Button size="small" onClick={() => onToggle(hub)} disabled={toggling}>
                  {translate(t(hub.open ? 'hubs.close' : 'hubs.reopen'))}
                </Button>
              </Stack>
            )}
          />
        )}
      </ConsoleDatagrid>
    </PanelList>
  );
}
