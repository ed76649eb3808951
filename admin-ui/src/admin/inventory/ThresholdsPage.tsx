import { useState } from 'react';
import { Alert, Box, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { DatagridBody, FunctionField, TextField, Title, useCanAccess, useGetIdentity, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { serverMessage } from '../api/errors';
import { useConsoleApi } from '../api/useConsoleApi';
import { INVENTORY_KEY, stockViewOf } from './resources';
import { F } from './thresholdSave';
import { ThresholdActions, ThresholdInput, ThresholdRow } from './ThresholdRow';
import { ConsoleDatagrid, LoadedList } from '../shared/ConsoleList';
import type { StockLine } from './types';

/** A row's id: its product and size, and its threshold, so that a threshold the server changed starts the row afresh. */
const withId = (line: StockLine) => ({ ...line, id: `${line.productId}-${line.size}-${line.threshold ?? ''}` });
import { NewThreshold } from './NewThreshold';

/**
 * The low-stock thresholds of one warehouse (PUT warehouse/{id}/threshold): every product and size it holds (or has a
 * threshold for) with its threshold, changed or removed in place, and a threshold for another product and size. The
 * owner is mailed when a movement takes the stock to its threshold or below.
 */
export function ThresholdsPage() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const api = useConsoleApi();
  const { identity } = useGetIdentity();
  const role = typeof identity?.role === 'string' ? identity.role : '';
  const view = stockViewOf(role);
  const { canAccess: canManage } = useCanAccess({ resource: 'warehouses', action: 'manage' });
  const [failure, setFailure] = useState<string | null>(null);
  const stock = useQuery({
    queryKey: [INVENTORY_KEY, 'stock', view, id],
    enabled: !!role,
    queryFn: ({ signal }) => api.warehouseStock(view, id, signal),
  });

  if (stock.isPending) return <CircularProgress aria-label={translate(`${F}.threshold`)} />;
  if (stock.isError)
    return <Alert severity="error">{serverMessage(stock.error, translate('kasuwa.inventory.fetchFailure'))}</Alert>;
  const title = translate('kasuwa.inventory.thresholdsTitle', { name: stock.data.warehouse.name });
  return (
    <Box sx={{ p: 2 }} data-testid="thresholds-page">
      <Title title={title} />
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate('kasuwa.inventory.thresholdsIntro')}</Typography>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="threshold-failure">
          {failure}
        </Alert>
      )}
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <LoadedList resource="stock-thresholds" data={stock.data.lines.map(withId)}>
            <ConsoleDatagrid
              empty={translate('kasuwa.inventory.noStock')}
              emptyTestId="threshold-table"
              aria-label={translate('kasuwa.inventory.thresholds')}
              data-testid="threshold-table"
              body={<DatagridBody row={<ThresholdRow warehouseId={id} onFailure={setFailure} />} />}
            >
              <TextField source="productName" label={`${F}.product`} sortable={false} />
              <TextField source="size" label={`${F}.size`} sortable={false} />
              <TextField source="quantity" label={`${F}.quantity`} textAlign="right" sortable={false} />
              <FunctionField label={`${F}.threshold`} render={() => <ThresholdInput canManage={!!canManage} />} />
              {canManage && <FunctionField label="kasuwa.inventory.actions" render={() => <ThresholdActions />} />}
            </ConsoleDatagrid>
          </LoadedList>
        </CardContent>
      </Card>
      {canManage && (
        <Card>
          <CardContent>
            <NewThreshold warehouseId={id} onFailure={setFailure} />
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
