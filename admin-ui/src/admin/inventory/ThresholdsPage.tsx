import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Grid,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useCanAccess, useGetIdentity, useNotify, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { fieldErrorMap, serverMessage } from '../api/errors';
import { useConsoleApi } from '../api/useConsoleApi';
import { getSessionUser, workingRole } from '../../shared/session';
import { INVENTORY_KEY, stockViewOf } from './resources';
import type { StockLine, ThresholdDraft } from './types';

const F = 'kasuwa.inventory.fields';

/** Sends one threshold change (set, change or, with null, remove) and says how it went. */
function useThresholdSave(warehouseId: string) {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useConsoleApi();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const save = async (
    draft: ThresholdDraft,
  ): Promise<{ ok: true } | { ok: false; message: string; errors: Record<string, string> }> => {
    setBusy(true);
    try {
      const answer = await api.setThreshold(warehouseId, draft);
      notify(
        answer.message ||
          (draft.threshold === null ? 'kasuwa.inventory.thresholdRemoved' : 'kasuwa.inventory.thresholdSaved'),
        { type: 'success' },
      );
      await client.invalidateQueries({ queryKey: [INVENTORY_KEY] });
      return { ok: true };
    } catch (error) {
      return {
        ok: false,
        message: serverMessage(error, translate('kasuwa.inventory.thresholdFailure')),
        errors: fieldErrorMap(error),
      };
    } finally {
      setBusy(false);
    }
  };
  return { save, busy };
}

const parseThreshold = (text: string): number | null | 'invalid' => {
  if (!text.trim()) return null;
  const value = Number(text);
  return Number.isInteger(value) && value >= 0 ? value : 'invalid';
};

/** One stock line's threshold: changed in place, or removed. */
function ThresholdRow({
  line,
  warehouseId,
  canManage,
  onFailure,
}: {
  line: StockLine;
  warehouseId: string;
  canManage: boolean;
  onFailure: (message: string | null) => void;
}) {
  const translate = useTranslate();
  const { save, busy } = useThresholdSave(warehouseId);
  const [text, setText] = useState(line.threshold === null ? '' : String(line.threshold));
  const [error, setError] = useState<string | null>(null);
  const name = `${line.productName} (${line.size})`;
  const send = async (threshold: number | null) => {
    onFailure(null);
    const answer = await save({ productId: line.productId, size: line.size, threshold });
    if (!answer.ok) {
      setError(answer.errors.threshold ?? null);
      onFailure(answer.message);
    } else if (threshold === null) setText('');
  };
  const change = () => {
    const value = parseThreshold(text);
    if (value === null || value === 'invalid')
      return setError(translate(value === null ? 'kasuwa.inventory.required' : 'kasuwa.inventory.thresholdRule'));
    setError(null);
    void send(value);
  };
  return (
    <TableRow data-testid="threshold-row">
      <TableCell>{line.productName}</TableCell>
      <TableCell>{line.size}</TableCell>
      <TableCell align="right">{line.quantity}</TableCell>
      <TableCell>
        {canManage ? (
          <TextField
            size="small"
            type="number"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') change();
            }}
            error={!!error}
            helperText={error ?? undefined}
            placeholder={translate('kasuwa.inventory.noThreshold')}
            slotProps={{
              htmlInput: {
                min: 0,
                'aria-label': translate('kasuwa.inventory.thresholdOf', { name }),
                'data-testid': 'threshold-value',
              },
            }}
          />
        ) : (
          (line.threshold ?? translate('kasuwa.inventory.noThreshold'))
        )}
      </TableCell>
      {canManage && (
        <TableCell>
          <Button
            size="small"
            onClick={change}
            disabled={busy}
            aria-label={translate('kasuwa.inventory.saveThresholdOf', { name })}
            data-testid="threshold-save"
          >
            {translate('kasuwa.inventory.save')}
          </Button>
          <Button
            size="small"
            color="error"
            onClick={() => void send(null)}
            disabled={busy || line.threshold === null}
            aria-label={translate('kasuwa.inventory.removeThresholdOf', { name })}
            data-testid="threshold-remove"
          >
            {translate('kasuwa.inventory.remove')}
          </Button>
        </TableCell>
      )}
    </TableRow>
  );
}

/** A threshold for a product and size the warehouse does not hold yet (or any other). */
function NewThreshold({
  warehouseId,
  onFailure,
}: {
  warehouseId: string;
  onFailure: (message: string | null) => void;
}) {
  const translate = useTranslate();
  const api = useConsoleApi();
  const own = workingRole(getSessionUser()).startsWith('ROLE_INPUT_PROVIDER');
  const products = useQuery({
    queryKey: [INVENTORY_KEY, 'products', own],
    queryFn: ({ signal }) => api.stockableProducts(own, signal),
  });
  const { save, busy } = useThresholdSave(warehouseId);
  const [draft, setDraft] = useState({ productId: '', size: '', threshold: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof typeof draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));
  const submit = async () => {
    const found: Record<string, string> = {};
    for (const key of ['productId', 'size', 'threshold'] as const)
      if (!draft[key].trim()) found[key] = translate('kasuwa.inventory.required');
    const threshold = parseThreshold(draft.threshold);
    if (!found.threshold && threshold === 'invalid') found.threshold = translate('kasuwa.inventory.thresholdRule');
    setErrors(found);
    onFailure(null);
    if (Object.keys(found).length || typeof threshold !== 'number') return;
    const answer = await save({ productId: draft.productId, size: draft.size, threshold });
    if (answer.ok) setDraft({ productId: '', size: '', threshold: '' });
    else {
      setErrors(answer.errors);
      onFailure(answer.message);
    }
  };
  const field = (key: keyof typeof draft, label: string, props: Record<string, unknown> = {}) => (
    <TextField
      fullWidth
      size="small"
      id={`threshold-new-${key}`}
      label={translate(label)}
      value={draft[key]}
      onChange={set(key)}
      error={!!errors[key]}
      helperText={errors[key] ?? ' '}
      slotProps={{ htmlInput: { name: key, 'data-testid': `threshold-new-${key}` } }}
      {...props}
    />
  );
  return (
    <Box
      component="form"
      noValidate
      aria-labelledby="threshold-new-title"
      data-testid="threshold-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Typography id="threshold-new-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('kasuwa.inventory.newThreshold')}
      </Typography>
      <Grid container spacing={1}>
        <Grid size={{ xs: 12, sm: 5 }}>
          {field('productId', `${F}.product`, {
            select: true,
            children: (products.data ?? []).map((product) => (
              <MenuItem key={product.id} value={product.id}>
                {product.name}
              </MenuItem>
            )),
          })}
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>{field('size', `${F}.size`)}</Grid>
        <Grid size={{ xs: 6, sm: 2 }}>{field('threshold', `${F}.threshold`, { type: 'number' })}</Grid>
        <Grid size={{ xs: 12, sm: 2 }}>
          <Button type="submit" variant="contained" disabled={busy} data-testid="threshold-new-save">
            {translate('kasuwa.inventory.save')}
          </Button>
        </Grid>
      </Grid>
    </Box>
  );
}

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
