import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Grid,
  List,
  ListItem,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useGetList, useNotify, useTranslate } from 'react-admin';
import { fieldErrorMap, serverMessage } from '../api/errors';
import { useConsoleApi } from '../api/useConsoleApi';
import { getSessionUser, workingRole } from '../../shared/session';
import { WaybillDocumentField } from './MovementDialog';
import { INVENTORY_KEY } from './resources';
import type { Movement, TransferDraft, Warehouse } from './types';

const F = 'kasuwa.inventory.fields';
const today = () => new Date().toISOString().slice(0, 10);
const REQUIRED = [
  'fromWarehouseId',
  'toWarehouseId',
  'productId',
  'size',
  'quantity',
  'movementDate',
  'waybillNumber',
  'comment',
] as const;
const LABELS: Partial<Record<keyof TransferDraft, string>> = {
  fromWarehouseId: 'kasuwa.inventory.fromWarehouse',
  toWarehouseId: 'kasuwa.inventory.toWarehouse',
  productId: `${F}.product`,
};
const empty = (): TransferDraft => ({
  fromWarehouseId: '',
  toWarehouseId: '',
  productId: '',
  size: '',
  quantity: '',
  movementDate: today(),
  waybillNumber: '',
  comment: '',
  document: null,
});

/**
 * Moves goods between two warehouses of the caller's organisation (POST warehouse/transfer): one form, one waybill for
 * both halves, the server's message when it refuses (a 409 names what is available in the sending warehouse).
 */
export function TransferPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useConsoleApi();
  const client = useQueryClient();
  const own = workingRole(getSessionUser()).startsWith('ROLE_INPUT_PROVIDER');
  const warehouses = useGetList<Warehouse>('warehouses', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'createdAt', order: 'DESC' },
  });
  const products = useQuery({
    queryKey: [INVENTORY_KEY, 'products', own],
    queryFn: ({ signal }) => api.stockableProducts(own, signal),
  });
  const [draft, setDraft] = useState<TransferDraft>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<Movement[] | null>(null);
  const [busy, setBusy] = useState(false);
  /** Changed after a transfer, so the file input forgets the document sent. */
  const [round, setRound] = useState(0);
  const set = (key: keyof TransferDraft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));

  const save = async () => {
    const found: Record<string, string> = {};
    for (const key of REQUIRED) if (!String(draft[key]).trim()) found[key] = translate('kasuwa.inventory.required');
    setErrors(found);
    setFailure(null);
    setDone(null);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const answer = await api.transferStock(draft);
      notify(answer.message || 'kasuwa.inventory.transferred', { type: 'success' });
      setDone(answer.data);
      setDraft((current) => ({
        ...empty(),
        fromWarehouseId: current.fromWarehouseId,
        toWarehouseId: current.toWarehouseId,
      }));
      setRound((n) => n + 1);
      void client.invalidateQueries({ queryKey: [INVENTORY_KEY] });
    } catch (error) {
      setErrors(fieldErrorMap(error));
      setFailure(serverMessage(error, translate('kasuwa.inventory.transferFailure')));
    } finally {
      setBusy(false);
    }
  };

  const field = (key: keyof TransferDraft, props: Record<string, unknown> = {}) => (
    <TextField
      fullWidth
      id={`transfer-${key}`}
      label={translate(LABELS[key] ?? `${F}.${key}`)}
      value={draft[key] ?? ''}
      onChange={set(key)}
      error={!!errors[key]}
      helperText={errors[key] ?? ' '}
      slotProps={{ htmlInput: { name: key, 'data-testid': `transfer-${key}` } }}
      {...props}
    />
  );
  const warehouseChoices = (warehouses.data ?? []).map((warehouse) => (
    <MenuItem key={warehouse.id} value={warehouse.id}>
      {warehouse.name} ({warehouse.code})
    </MenuItem>
  ));
  const title = translate('kasuwa.inventory.transferTitle');

  return (
    <Box sx={{ p: 2 }} data-testid="transfer-page">
      <Title title={title} />
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Card sx={{ maxWidth: 720 }}>
        <CardContent>
          <Box
            component="form"
            noValidate
            aria-labelledby="transfer-heading"
            data-testid="transfer-form"
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            <Typography id="transfer-heading" sx={{ mb: 2 }}>
              {translate('kasuwa.inventory.transferIntro')}
            </Typography>
            {warehouses.error ? (
              <Alert severity="error" sx={{ mb: 2 }}>
                {serverMessage(warehouses.error, translate('kasuwa.inventory.warehousesFailure'))}
              </Alert>
            ) : null}
            {failure && (
              <Alert severity="error" sx={{ mb: 2 }} data-testid="transfer-failure">
                {failure}
              </Alert>
            )}
            {done && (
              <Alert severity="success" sx={{ mb: 2 }} data-testid="transfer-done">
                {translate('kasuwa.inventory.transferred')}
                <List dense disablePadding>
                  {done.map((movement) => (
                    <ListItem key={movement.id} disableGutters>
                      {translate('kasuwa.inventory.balanceAfter', {
                        warehouse: movement.warehouseName ?? '',
                        product: movement.productName,
                        size: movement.size,
                        balance: movement.balance,
                      })}
                    </ListItem>
                  ))}
                </List>
              </Alert>
            )}
            <Grid container spacing={1}>
              <Grid size={{ xs: 12, sm: 6 }}>
                {field('fromWarehouseId', { select: true, children: warehouseChoices })}
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                {field('toWarehouseId', { select: true, children: warehouseChoices })}
              </Grid>
              <Grid size={12}>
                {field('productId', {
                  select: true,
                  children: (products.data ?? []).map((product) => (
                    <MenuItem key={product.id} value={product.id}>
                      {product.name}
                    </MenuItem>
                  )),
                })}
              </Grid>
              <Grid size={{ xs: 6 }}>{field('size')}</Grid>
              <Grid size={{ xs: 6 }}>{field('quantity', { type: 'number' })}</Grid>
              <Grid size={{ xs: 6 }}>
                {field('movementDate', {
                  type: 'date',
                  slotProps: {
                    inputLabel: { shrink: true },
                    htmlInput: { name: 'movementDate', 'data-testid': 'transfer-movementDate' },
                  },
                })}
              </Grid>
              <Grid size={{ xs: 6 }}>{field('waybillNumber')}</Grid>
              <Grid size={12}>{field('comment', { multiline: true, minRows: 2 })}</Grid>
              <Grid size={12}>
                <WaybillDocumentField
                  id="transfer-document"
                  resetKey={round}
                  file={draft.document}
                  error={errors.document}
                  onChange={(document) => setDraft((current) => ({ ...current, document }))}
                />
              </Grid>
            </Grid>
            <Box sx={{ mt: 2 }}>
              <Button
                type="submit"
                variant="contained"
                startIcon={<SwapHorizIcon />}
                disabled={busy}
                data-testid="transfer-save"
              >
                {translate('kasuwa.inventory.transfer')}
              </Button>
            </Box>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
