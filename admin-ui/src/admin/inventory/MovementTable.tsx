import { Button, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useFormat } from '../shared/format';
import { useTranslate } from 'react-admin';
import { saveFile } from '../api/files';
import { useConsoleApi } from '../api/useConsoleApi';
import type { Movement } from './types';

const F = 'kasuwa.inventory.fields';

/** Movements, newest first, each with its waybill when one was attached. */
export function MovementTable({
  movements,
  showWarehouse = false,
}: {
  movements: Movement[];
  showWarehouse?: boolean;
}) {
  const translate = useTranslate();
  const format = useFormat();
  const api = useConsoleApi();
  const open = async (movement: Movement) => saveFile(await api.waybill(movement), `waybill-${movement.waybillNumber}`);
  return (
    // Nine columns do not fit a phone: the table scrolls inside its card.
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('kasuwa.inventory.lastMovements')} data-testid="movement-table">
        <TableHead>
          <TableRow>
            <TableCell>{translate(`${F}.movementDate`)}</TableCell>
            {showWarehouse && <TableCell>{translate(`${F}.warehouse`)}</TableCell>}
            <TableCell>{translate(`${F}.product`)}</TableCell>
            <TableCell>{translate(`${F}.size`)}</TableCell>
            <TableCell>{translate(`${F}.direction`)}</TableCell>
            <TableCell align="right">{translate(`${F}.quantity`)}</TableCell>
            <TableCell align="right">{translate(`${F}.balance`)}</TableCell>
            <TableCell>{translate(`${F}.waybillNumber`)}</TableCell>
            <TableCell>{translate(`${F}.comment`)}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {movements.length === 0 && (
            <TableRow>
              <TableCell colSpan={showWarehouse ? 9 : 8} data-testid="movement-table-empty">
                {translate('kasuwa.inventory.noMovements')}
              </TableCell>
            </TableRow>
          )}
          {movements.map((movement) => (
            <TableRow key={movement.id}>
              <TableCell>{format.date(movement.movementDate)}</TableCell>
              {showWarehouse && <TableCell>{movement.warehouseName ?? ''}</TableCell>}
              <TableCell>{movement.productName}</TableCell>
              <TableCell>{movement.size}</TableCell>
              <TableCell>{translate(`kasuwa.inventory.directions.${movement.direction}`)}</TableCell>
              <TableCell align="right">{format.number(movement.quantity, 2)}</TableCell>
              <TableCell align="right">{format.number(movement.balance, 2)}</TableCell>
              <TableCell>
                {movement.waybillUrl ? (
                  <Button size="small" onClick={() => open(movement)}>
                    {movement.waybillNumber}
                  </Button>
                ) : (
                  movement.waybillNumber
                )}
              </TableCell>
              <TableCell>{movement.comment ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
