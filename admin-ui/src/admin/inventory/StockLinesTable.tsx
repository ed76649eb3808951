import { Chip } from '@mui/material';
import { FunctionField, TextField, useTranslate } from 'react-admin';
import type { StockLine } from './types';
import { useFormat } from '../shared/format';
import { ConsoleDatagrid, LoadedList } from '../shared/ConsoleList';

export const F = 'kasuwa.inventory.fields';
/** Dark enough on white (and white on them) for WCAG AA. */
const LEVEL_COLOURS: Record<StockLine['level'], 'error' | 'warning' | 'success'> = {
  OUT: 'error',
  LOW: 'warning',
  OK: 'success',
};

/** A stock line named by its product and size, as react-admin's rows need an id. */
const withId = (line: StockLine) => ({ ...line, id: `${line.productId}-${line.size}` });

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
    // The lines come with the warehouse's stock, the figures and charts beside them read the same answer.
    <LoadedList resource="stock-lines" data={lines.map(withId)}>
      <ConsoleDatagrid
        empty={translate('kasuwa.inventory.noStock')}
        aria-label={translate('kasuwa.inventory.stockByProduct')}
        data-testid="stock-lines"
        sx={{ overflowX: 'auto' }}
      >
        <TextField source="productName" label={`${F}.product`} sortable={false} />
        <TextField source="size" label={`${F}.size`} sortable={false} />
        <FunctionField<StockLine>
          label={`${F}.quantity`}
          textAlign="right"
          render={(line) => format.number(line.quantity, 2)}
        />
        {view === 'summary' ? (
          <FunctionField<StockLine>
            label={`${F}.value`}
            textAlign="right"
            render={(line) => format.money(line.value, currency)}
          />
        ) : (
          <FunctionField<StockLine>
            label={`${F}.threshold`}
            textAlign="right"
            render={(line) =>
              line.threshold === null || line.threshold === undefined ? '' : format.number(line.threshold, 2)
            }
          />
        )}
        <FunctionField<StockLine>
          label={`${F}.level`}
          render={(line) => (
            <Chip
              size="small"
              variant="outlined"
              color={LEVEL_COLOURS[line.level]}
              label={translate(`kasuwa.inventory.levels.${line.level}`)}
            />
          )}
        />
      </ConsoleDatagrid>
    </LoadedList>
  );
}
