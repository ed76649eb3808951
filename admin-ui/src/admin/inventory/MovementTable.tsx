import { Box, Button } from '@mui/material';
import {
  FunctionField,
  ListContextProvider,
  ResourceContextProvider,
  TextField,
  useList,
  useTranslate,
} from 'react-admin';
import { useFormat } from '../shared/format';
import { saveFile } from '../api/files';
import { useConsoleApi } from '../api/useConsoleApi';
import { ConsoleDatagrid } from '../shared/ConsoleList';
import { FormattedDateField } from '../shared/FormattedFields';
import type { Movement } from './types';

const F = 'kasuwa.inventory.fields';

/** The movements of the list around it, newest first, each with its waybill when one was attached. */
export function MovementTable() {
  const translate = useTranslate();
  const format = useFormat();
  const api = useConsoleApi();
  const open = async (movement: Movement) => saveFile(await api.waybill(movement), `waybill-${movement.waybillNumber}`);
  return (
    // Eight columns do not fit a phone: the table scrolls inside its card.
    <Box sx={{ overflowX: 'auto' }}>
      <ConsoleDatagrid
        empty={translate('kasuwa.inventory.noMovements')}
        emptyTestId="movement-table-empty"
        aria-label={translate('kasuwa.inventory.lastMovements')}
        data-testid="movement-table"
      >
        <FormattedDateField source="movementDate" label={`${F}.movementDate`} sortable={false} />
        <TextField source="productName" label={`${F}.product`} sortable={false} />
        <TextField source="size" label={`${F}.size`} sortable={false} />
        <FunctionField<Movement>
          label={`${F}.direction`}
          render={(movement) => translate(`kasuwa.inventory.directions.${movement.direction}`)}
        />
        <FunctionField<Movement>
          label={`${F}.quantity`}
          textAlign="right"
          render={(movement) => format.number(movement.quantity, 2)}
        />
        <FunctionField<Movement>
          label={`${F}.balance`}
          textAlign="right"
          render={(movement) => format.number(movement.balance, 2)}
        />
        <FunctionField<Movement>
          label={`${F}.waybillNumber`}
          render={(movement) =>
            movement.waybillUrl ? (
              <Button size="small" onClick={() => open(movement)}>
                {movement.waybillNumber}
              </Button>
            ) : (
              movement.waybillNumber
            )
          }
        />
        <TextField source="comment" label={`${F}.comment`} sortable={false} emptyText="" />
      </ConsoleDatagrid>
    </Box>
  );
}

/** Movements an answer holds (a warehouse's last ones, not a list of the API's), in the same table. */
export function LastMovements({ movements }: { movements: Movement[] }) {
  return (
    // react-admin's Datagrid asks for a resource: the movements' own.
    <ResourceContextProvider value="shop-movements">
      <ListContextProvider value={useList({ data: movements })}>
        <MovementTable />
      </ListContextProvider>
    </ResourceContextProvider>
  );
}
