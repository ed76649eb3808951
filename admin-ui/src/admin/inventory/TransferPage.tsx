import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Grid, List, ListItem, Typography } from '@mui/material';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Form,
  SelectInput,
  TextInput,
  Title,
  required,
  useGetList,
  useInput,
  useNotify,
  useTranslate,
  type TextInputProps,
} from 'react-admin';
import { fieldErrorsOf, serverMessage } from '../api/errors';
import { useConsoleApi } from '../api/useConsoleApi';
import { getSessionUser, workingRole } from '../../shared/session';
import { WaybillDocumentField } from './MovementDialog';
import { INVENTORY_KEY } from './resources';
import type { Movement, TransferDraft, Warehouse } from './types';

const F = 'kasuwa.inventory.fields';
const today = () => new Date().toISOString().slice(0, 10);
const mustBeRequired = required('kasuwa.inventory.required');
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
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A required field of the transfer, named `transfer-<key>` for its label and tests. */
const fieldProps = (key: keyof TransferDraft) => ({
  source: key,
  id: `transfer-${key}`,
  label: LABELS[key] ?? `${F}.${key}`,
  validate: mustBeRequired,
  fullWidth: true,
  size: 'medium' as const,
  inputProps: { 'data-testid': `transfer-${key}` },
});

function TransferText(props: TextInputProps & { source: keyof TransferDraft }) {
  return <TextInput {...fieldProps(props.source)} {...props} />;
}

/** The waybill document (optional), as a react-admin input over the movement dialog's file field. */
function DocumentInput() {
  const { field, fieldState } = useInput<File | null>({ source: 'document' });
  return (
    <WaybillDocumentField
      id="transfer-document"
      file={field.value ?? null}
      error={fieldState.error?.message}
      onChange={(file) => field.onChange(file)}
    />
  );
}

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
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<Movement[] | null>(null);
  const [busy, setBusy] = useState(false);
  // After a transfer, a new form (the document forgotten) from the same two warehouses.
  const [next, setNext] = useState<{ round: number; defaults: TransferDraft }>({ round: 0, defaults: empty() });

  const save = async (values: Record<string, unknown>) => {
    setFailure(null);
    setDone(null);
    const draft: TransferDraft = {
      fromWarehouseId: text(values.fromWarehouseId),
      toWarehouseId: text(values.toWarehouseId),
      productId: text(values.productId),
      size: text(values.size),
      quantity: text(values.quantity),
      movementDate: text(values.movementDate),
      waybillNumber: text(values.waybillNumber),
      comment: text(values.comment),
      document: (values.document as File | null | undefined) ?? null,
    };
    setBusy(true);
    try {
      const answer = await api.transferStock(draft);
      notify(answer.message || 'kasuwa.inventory.transferred', { type: 'success' });
      setDone(answer.data);
      setNext(({ round }) => ({
        round: round + 1,
        defaults: { ...empty(), fromWarehouseId: draft.fromWarehouseId, toWarehouseId: draft.toWarehouseId },
      }));
      void client.invalidateQueries({ queryKey: [INVENTORY_KEY] });
      return undefined;
    } catch (error) {
      setFailure(serverMessage(error, translate('kasuwa.inventory.transferFailure')));
      return fieldErrorsOf(error);
    } finally {
      setBusy(false);
    }
  };

  const warehouseChoices = (warehouses.data ?? []).map((warehouse) => ({
    id: warehouse.id,
    name: `${warehouse.name} (${warehouse.code})`,
  }));
  const title = translate('kasuwa.inventory.transferTitle');

  return (
    <Box sx={{ p: 2 }} data-testid="transfer-page">
      <Title title={title} />
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Card sx={{ maxWidth: 720 }}>
        <CardContent>
          <Box role="form" aria-labelledby="transfer-heading" data-testid="transfer-form">
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
            <Form key={next.round} defaultValues={next.defaults} onSubmit={save} noValidate>
              <Grid container spacing={1}>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <SelectInput {...fieldProps('fromWarehouseId')} choices={warehouseChoices} emptyText="" />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <SelectInput {...fieldProps('toWarehouseId')} choices={warehouseChoices} emptyText="" />
                </Grid>
                <Grid size={12}>
                  <SelectInput {...fieldProps('productId')} choices={products.data ?? []} emptyText="" />
                </Grid>
                <Grid size={{ xs: 6 }}>
                  <TransferText source="size" />
                </Grid>
                <Grid size={{ xs: 6 }}>
                  <TransferText source="quantity" type="number" />
                </Grid>
                <Grid size={{ xs: 6 }}>
                  <TransferText source="movementDate" type="date" InputLabelProps={{ shrink: true }} />
                </Grid>
                <Grid size={{ xs: 6 }}>
                  <TransferText source="waybillNumber" />
                </Grid>
                <Grid size={12}>
                  <TransferText source="comment" multiline minRows={2} />
                </Grid>
                <Grid size={12}>
                  <DocumentInput />
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
            </Form>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
