import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert, Box, Button, CircularProgress, TablePagination, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useBasename, useCanAccess, useGetIdentity, useTranslate } from 'react-admin';
import { serverMessage } from '../api/errors';
import { useConsoleApi } from '../api/useConsoleApi';
import { ExportPdfButton } from './ExportPdfButton';
import { MovementDialog } from './MovementDialog';
import { MovementTable } from './MovementTable';
import { INVENTORY_KEY } from './resources';

const OWNERS = ['ROLE_DISTRIBUTOR', 'ROLE_WHOLESALER', 'ROLE_RETAILER', 'ROLE_AGRODEALER'];

/**
 * The own shop's inventory (inventory for distributors and wholesalers, agroinventory for retailers and agro-dealers):
 * its movements, paged, on the owner's path or the staff's, and a new movement with its waybill. The new movement is
 * its own route (/inventory/create, /agroinventory/create): the list with the movement dialog open over it, closed by
 * going back to the list.
 */
export function ShopInventoryPage({
  resource,
  creating = false,
}: {
  resource: 'inventory' | 'agroinventory';
  creating?: boolean;
}) {
  const translate = useTranslate();
  const api = useConsoleApi();
  const client = useQueryClient();
  const { identity } = useGetIdentity();
  const role = typeof identity?.role === 'string' ? identity.role : '';
  const staff = !!role && !OWNERS.includes(role);
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(20);
  const basename = useBasename();
  const navigate = useNavigate();
  const toList = () => navigate(`${basename}/${resource}`);
  const { canAccess: canMove } = useCanAccess({ resource, action: 'create' });
  const movements = useQuery({
    queryKey: [INVENTORY_KEY, 'shop', staff, page, size],
    enabled: !!role,
    queryFn: ({ signal }) => api.shopMovements(staff, page, size, signal),
  });

  return (
    <Box sx={{ p: 2 }} data-testid={`${resource}-page`}>
      <Title title={translate(`resources.${resource}.name`, { smart_count: 2 })} />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('kasuwa.inventory.shopTitle')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, mb: 2 }}>
        {canMove && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            component={Link}
            to={`${basename}/${resource}/create`}
            data-testid="movement-new"
          >
            {translate('kasuwa.inventory.newMovement')}
          </Button>
        )}
        <ExportPdfButton linkToPage />
      </Box>
      {movements.isPending ? (
        <CircularProgress aria-label={translate('kasuwa.inventory.lastMovements')} />
      ) : movements.isError ? (
        <Alert severity="error">{serverMessage(movements.error, translate('kasuwa.inventory.fetchFailure'))}</Alert>
      ) : (
        <>
          <MovementTable movements={movements.data.content} />
          <TablePagination
            component="div"
            count={movements.data.totalElements}
            page={page}
            rowsPerPage={size}
            rowsPerPageOptions={[10, 20, 50]}
            onPageChange={(_, next) => setPage(next)}
            onRowsPerPageChange={(event) => {
              setSize(Number(event.target.value));
              setPage(0);
            }}
          />
        </>
      )}
      {creating && (
        <MovementDialog
          onClose={toList}
          onSaved={() => {
            void client.invalidateQueries({ queryKey: [INVENTORY_KEY] });
            toList();
          }}
        />
      )}
    </Box>
  );
}

export const ShopInventoryList = () => <ShopInventoryPage resource="inventory" />;
export const AgroInventoryList = () => <ShopInventoryPage resource="agroinventory" />;
export const ShopInventoryCreate = () => <ShopInventoryPage resource="inventory" creating />;
export const AgroInventoryCreate = () => <ShopInventoryPage resource="agroinventory" creating />;
