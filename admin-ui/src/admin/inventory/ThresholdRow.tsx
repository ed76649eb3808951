import { useState } from 'react';
import { Button, TableCell, TableRow, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { StockLine } from './types';
import { parseThreshold, useThresholdSave } from './thresholdSave';

/** One stock line's threshold: changed in place, or removed. */
export function ThresholdRow({
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
