import { Link, useNavigate } from 'react-router-dom';
import { Box, Button, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useQueryClient } from '@tanstack/react-query';
import { Title, useBasename, useCanAccess, useTranslate } from 'react-admin';
import { PanelList } from '../shared/ConsoleList';
import { ExportPdfButton } from './ExportPdfButton';
import { MovementDialog } from './MovementDialog';
import { MovementTable } from './MovementTable';
import { INVENTORY_KEY } from './resources';

/**
 * The own shop's inventory (inventory for distributors and wholesalers, agroinventory for retailers and agro-dealers):
 * its movements, 20 a page, on the owner's path or the staff's (the data provider's shop-movements), and a new movement with its waybill. The new movement is
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
  const client = useQueryClient();
  const basename = useBasename();
  const navigate = useNavigate();
  const toList = () => navigate(`${basename}/${resource}`);
  const { canAccess: canMove } = useCanAccess({ resource, action: 'create' });
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
      <PanelList
        resource="shop-movements"
        errorFallback={translate('kasuwa.inventory.fetchFailure')}
        perPageOptions={[10, 20, 50]}
      >
        <MovementTable />
      </PanelList>
      {creating && (
        <MovementDialog
          onClose={toList}
          onSaved={() => {
            void client.invalidateQueries({ queryKey: [INVENTORY_KEY] });
            void client.invalidateQueries({ queryKey: ['shop-movements'] });
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
