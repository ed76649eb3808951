import { useState } from 'react';
import {
  Alert,
  Box,
  Card,
  CardContent,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useCanAccess, useGetIdentity, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { serverMessage } from '../api/errors';
import { useConsoleApi } from '../api/useConsoleApi';
import { INVENTORY_KEY, stockViewOf } from './resources';
import { F } from './thresholdSave';
import { ThresholdRow } from './ThresholdRow';
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
          {stock.data.lines.length === 0 ? (
            <Typography data-testid="threshold-table">{translate('kasuwa.inventory.noStock')}</Typography>
          ) : (
            <Table size="small" aria-label={translate('kasuwa.inventory.thresholds')} data-testid="threshold-table">
              <TableHead>
                <TableRow>
                  <TableCell>{translate(`${F}.product`)}</TableCell>
                  <TableCell>{translate(`${F}.size`)}</TableCell>
                  <TableCell align="right">{translate(`${F}.quantity`)}</TableCell>
                  <TableCell>{translate(`${F}.threshold`)}</TableCell>
                  {canManage && <TableCell>{translate('kasuwa.inventory.actions')}</TableCell>}
                </TableRow>
              </TableHead>
              <TableBody>
                {stock.data.lines.map((line) => (
                  <ThresholdRow
                    key={`${line.productId}-${line.size}-${line.threshold ?? ''}`}
                    line={line}
                    warehouseId={id}
                    canManage={!!canManage}
                    onFailure={setFailure}
                  />
                ))}
              </TableBody>
            </Table>
          )}
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
