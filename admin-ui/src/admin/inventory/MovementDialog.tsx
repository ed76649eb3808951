import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { fieldErrorMap, serverMessage } from '../api/errors';
import { useConsoleApi } from '../api/useConsoleApi';
import { getSessionUser, workingRole } from '../../shared/session';
import { INVENTORY_KEY } from './resources';
import type { Direction, MovementDraft } from './types';

const F = 'kasuwa.inventory.fields';
const today = () => new Date().toISOString().slice(0, 10);

/** Shows the chosen waybill before it is sent: the image, or the PDF's first page as the browser renders it. */
export function WaybillPreview({ file }: { file: File }) {
  const translate = useTranslate();
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <Box sx={{ mt: 1 }} data-testid="waybill-preview">
      <Typography variant="caption">{translate('kasuwa.inventory.preview')}</Typography>
      {file.type.startsWith('image/') ? (
        <img
          src={url}
          alt={translate('kasuwa.inventory.preview')}
          style={{ maxWidth: '100%', maxHeight: 240, display: 'block' }}
        />
      ) : (
        <iframe
          src={url}
          title={translate('kasuwa.inventory.preview')}
          style={{ width: '100%', height: 240, border: 0 }}
        />
      )}
    </Box>
  );
}

/**
 * The waybill document of a movement or transfer: a labelled file input (PDF or image), the server's message about it,
 * and a preview of the chosen file. `resetKey` empties the input when it changes (after a save).
 */
export function WaybillDocumentField({
  id,
  file,
  error,
  onChange,
  resetKey,
}: {
  id: string;
  file: File | null;
  error?: string;
  onChange: (file: File | null) => void;
  resetKey?: number;
}) {
  const translate = useTranslate();
  return (
    <>
      <Typography component="label" htmlFor={id} variant="body2">
        {translate(`${F}.document`)}
      </Typography>
      <input
        key={resetKey}
        id={id}
        type="file"
        accept="application/pdf,image/jpeg,image/png,image/webp"
        data-testid={id}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        style={{ display: 'block', marginTop: 4 }}
      />
      {error && (
        <Typography color="error" variant="caption">
          {error}
        </Typography>
      )}
      {file && <WaybillPreview file={file} />}
    </>
  );
}

/**
 * Records a movement (warehouse/movement when `warehouseId` is given, inventory-movement otherwise) with its waybill:
 * every field the spec requires, the server's message when it refuses (a 409 names what is available), else
 * "Error adding inventory.".
 */
export function MovementDialog({
  warehouseId,
  onClose,
  onSaved,
}: {
  warehouseId?: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useConsoleApi();
  const own = workingRole(getSessionUser()).startsWith('ROLE_INPUT_PROVIDER');
  const products = useQuery({
    queryKey: [INVENTORY_KEY, 'products', own],
    queryFn: ({ signal }) => api.stockableProducts(own, signal),
  });
  const [draft, setDraft] = useState<MovementDraft>({
    warehouseId,
    productId: '',
    size: '',
    quantity: '',
    movementDate: today(),
    direction: 'IN',
    waybillNumber: '',
    comment: '',
    document: null,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof MovementDraft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));

  const save = async () => {
    const found: Record<string, string> = {};
    for (const key of ['productId', 'size', 'quantity', 'movementDate', 'waybillNumber', 'comment'] as const)
      if (!String(draft[key]).trim()) found[key] = translate('kasuwa.inventory.required');
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const answer = warehouseId ? await api.recordWarehouseMovement(draft) : await api.recordShopMovement(draft);
      notify(answer.message || 'kasuwa.inventory.saved', { type: 'success' });
      onSaved();
    } catch (error) {
      setErrors(fieldErrorMap(error));
      setFailure(serverMessage(error, translate('kasuwa.inventory.failure')));
    } finally {
      setBusy(false);
    }
  };

  const field = (key: keyof MovementDraft, props: Record<string, unknown> = {}) => (
    <TextField
      fullWidth
      id={`movement-${key}`}
      label={translate(`${F}.${key === 'productId' ? 'product' : key}`)}
      value={draft[key] ?? ''}
      onChange={set(key)}
      error={!!errors[key]}
      helperText={errors[key] ?? ' '}
      slotProps={{ htmlInput: { name: key, 'data-testid': `movement-${key}` } }}
      {...props}
    />
  );

  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="movement-title"
      data-testid="movement-dialog"
    >
      <DialogTitle id="movement-title">{translate('kasuwa.inventory.movementTitle')}</DialogTitle>
      <DialogContent>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="movement-failure">
            {failure}
          </Alert>
        )}
        <Grid container spacing={1} sx={{ pt: 1 }}>
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
            {field('direction', {
              select: true,
              children: (['IN', 'OUT'] as Direction[]).map((direction) => (
                <MenuItem key={direction} value={direction}>
                  {translate(`kasuwa.inventory.directions.${direction}`)}
                </MenuItem>
              )),
            })}
          </Grid>
          <Grid size={{ xs: 6 }}>
            {field('movementDate', {
              type: 'date',
              slotProps: {
                inputLabel: { shrink: true },
                htmlInput: { name: 'movementDate', 'data-testid': 'movement-movementDate' },
              },
            })}
          </Grid>
          <Grid size={12}>{field('waybillNumber')}</Grid>
          <Grid size={12}>{field('comment', { multiline: true, minRows: 2 })}</Grid>
          <Grid size={12}>
            <WaybillDocumentField
              id="movement-document"
              file={draft.document}
              error={errors.document}
              onChange={(document) => setDraft((current) => ({ ...current, document }))}
            />
          </Grid>
        </Grid>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('kasuwa.inventory.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={busy} data-testid="movement-save">
          {translate('kasuwa.inventory.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
