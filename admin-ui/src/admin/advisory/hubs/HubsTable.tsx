import { Button, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { type Hub } from '../api';
import { t } from '../ui';

/** The hubs in a table: name, address, phone, open or closed; a manager edits, closes or reopens each. */
export function HubsTable({
  hubs,
  manager,
  onEdit,
  onToggle,
  toggling,
}: {
  hubs: Hub[];
  manager: boolean;
  onEdit: (hub: Hub) => void;
  onToggle: (hub: Hub) => void;
  toggling: boolean;
}) {
  const translate = useTranslate();
  return (
    <Table size="small" data-testid="hubs-table" aria-label={translate(t('hubs.title'))}>
      <TableHead>
        <TableRow>
          <TableCell>{translate(t('fields.name'))}</TableCell>
          <TableCell>{translate(t('fields.address'))}</TableCell>
          <TableCell>{translate(t('fields.phone'))}</TableCell>
          <TableCell>{translate(t('fields.status'))}</TableCell>
          {manager && <TableCell>{translate(t('fields.actions'))}</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {hubs.map((hub) => (
          <TableRow key={hub.id} data-testid="hub-row">
            <TableCell>{hub.name}</TableCell>
            <TableCell>{hub.address}</TableCell>
            <TableCell>{hub.phone ?? '—'}</TableCell>
            <TableCell>
              <Chip
                size="small"
                color={hub.open ? 'success' : 'default'}
                variant={hub.open ? 'filled' : 'outlined'}
                label={translate(t(hub.open ? 'hubs.open' : 'hubs.closed'))}
              />
            </TableCell>
            {manager && (
              <TableCell>
                <Stack direction="row" spacing={1}>
                  <Button size="small" onClick={() => onEdit(hub)}>
                    {translate(t('hubs.edit'))}
                  </Button>
                  <Button size="small" onClick={() => onToggle(hub)} disabled={toggling}>
                    {translate(t(hub.open ? 'hubs.close' : 'hubs.reopen'))}
                  </Button>
                </Stack>
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
