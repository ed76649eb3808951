import { useState } from 'react';
import { Alert, Box, Card, CardContent, MenuItem, TextField, Typography } from '@mui/material';
import { Title, useCanAccess, useGetList, useTranslate } from 'react-admin';
import { ExportPdfButton } from './ExportPdfButton';
import type { Warehouse } from './types';

/**
 * The PDF export as its own screen (admin/inventory/export/pdf): the stock by warehouse and product with totals, for
 * all of the caller's stock or, for those who keep warehouses, one warehouse. The download is the export button's.
 */
export function ExportPdfPage() {
  const translate = useTranslate();
  const { canAccess: canExport, isPending } = useCanAccess({ resource: 'inventory', action: 'export' });
  const { canAccess: keepsWarehouses } = useCanAccess({ resource: 'warehouses', action: 'list' });
  const warehouses = useGetList<Warehouse>(
    'warehouses',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'createdAt', order: 'DESC' } },
    { enabled: !!keepsWarehouses },
  );
  const [warehouseId, setWarehouseId] = useState('');
  const title = translate('kasuwa.inventory.exportTitle');
  return (
    <Box sx={{ p: 2 }} data-testid="inventory-export-page">
      <Title title={title} />
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Card sx={{ maxWidth: 560 }}>
        <CardContent>
          <Typography sx={{ mb: 2 }}>{translate('kasuwa.inventory.exportIntro')}</Typography>
          {keepsWarehouses && (
            <TextField
              select
              fullWidth
              id="export-warehouse"
              label={translate('kasuwa.inventory.fields.warehouse')}
              value={warehouseId}
              onChange={(event) => setWarehouseId(event.target.value)}
              sx={{ mb: 2 }}
              slotProps={{ htmlInput: { 'data-testid': 'export-warehouse' } }}
            >
              <MenuItem value="">{translate('kasuwa.inventory.allStock')}</MenuItem>
              {(warehouses.data ?? []).map((warehouse) => (
                <MenuItem key={warehouse.id} value={warehouse.id}>
                  {warehouse.name} ({warehouse.code})
                </MenuItem>
              ))}
            </TextField>
          )}
          {!isPending && !canExport ? (
            <Alert severity="info">{translate('kasuwa.inventory.exportNotAllowed')}</Alert>
          ) : (
            <ExportPdfButton warehouseId={warehouseId || undefined} />
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
