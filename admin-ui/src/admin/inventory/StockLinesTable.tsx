import { Chip, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { StockLine } from './types';
import { useFormat } from '../shared/format';

export const F = 'kasuwa.inventory.fields';
/** Dark enough on white (and white on them) for WCAG AA. */
const LEVEL_COLOURS: Record<StockLine['level'], 'error' | 'warning' | 'success'> = {
  OUT: 'error',
  LOW: 'warning',
  OK: 'success',
};

/** A warehouse's stock lines: product, size, quantity, value (or threshold, as the role sees stock) and level. */
export function StockLinesTable({
  lines,
  view,
  currency,
}: {
  lines: StockLine[];
  view: 'summary' | 'status';
  currency: string | undefined;
}) {
  const translate = useTranslate();
  const format = useFormat();
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('kasuwa.inventory.stockByProduct')} data-testid="stock-lines">
        <TableHead>
          <TableRow>
            <TableCell>{translate(`${F}.product`)}</TableCell>
            <TableCell>{translate(`${F}.size`)}</TableCell>
            <TableCell align="right">{translate(`${F}.quantity`)}</TableCell>
            {view === 'summary' ? (
              <TableCell align="right">{translate(`${F}.value`)}</TableCell>
            ) : (
              <TableCell align="right">{translate(`${F}.threshold`)}</TableCell>
            )}
            <TableCell>{translate(`${F}.level`)}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={`${line.productId}-${line.size}`}>
              <TableCell>{line.productName}</TableCell>
              <TableCell>{line.size}</TableCell>
              <TableCell align="right">{format.number(line.quantity, 2)}</TableCell>
              <TableCell align="right">
                {view === 'summary'
                  ? format.money(line.value, currency)
                  : line.threshold === null || line.threshold === undefined
                    ? ''
                    : format.number(line.threshold, 2)}
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  variant="outlined"
                  color={LEVEL_COLOURS[line.level]}
                  label={translate(`kasuwa.inventory.levels.${line.level}`)}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
