import { FunctionField, TextField, useTranslate } from 'react-admin';
import { Box, Chip, IconButton } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { ConsoleDatagrid, PanelList } from '../shared/ConsoleList';
import type { PriceAlert } from './api';

const A = 'kasuwa.markets.alerts';

/** The caller's price alerts, 20 a page: product, state, threshold, direction, where the price stands, times fired, delete. */
export function AlertsTable({
  stateName,
  onDelete,
  deleting,
}: {
  stateName: (id: number) => string;
  onDelete: (id: string) => void;
  deleting: boolean;
}) {
  const translate = useTranslate();
  return (
    <PanelList resource="price-alerts" errorFallback={translate(`${A}.failureList`)}>
      <ConsoleDatagrid
        empty={translate(`${A}.empty`)}
        rowTestId="alert-row"
        aria-label={translate(`${A}.mine`)}
        data-testid="alerts-table"
      >
        <TextField source="product" label="kasuwa.markets.columns.product" sortable={false} />
        <FunctionField<PriceAlert> label="kasuwa.markets.columns.state" render={(alert) => stateName(alert.stateId)} />
        <TextField source="threshold" label={`${A}.threshold`} textAlign="right" sortable={false} />
        <FunctionField<PriceAlert>
          label={`${A}.directionColumn`}
          render={(alert) => translate(`${A}.directions.${alert.direction ?? 'EITHER'}`)}
        />
        <FunctionField<PriceAlert>
          label={`${A}.now`}
          render={(alert) =>
            alert.side ? (
              <Chip
                size="small"
                variant="outlined"
                label={translate(alert.side === 'ABOVE' ? `${A}.above` : `${A}.below`)}
              />
            ) : (
              translate(`${A}.noPrice`)
            )
          }
        />
        <TextField source="fired" label={`${A}.fired`} textAlign="right" sortable={false} />
        <FunctionField<PriceAlert>
          label={
            <Box component="span" sx={visuallyHidden}>
              {translate(`${A}.actions`)}
            </Box>
          }
          render={(alert) => (
            <IconButton
              aria-label={translate(`${A}.delete`, { product: alert.product, state: stateName(alert.stateId) })}
              onClick={() => onDelete(alert.id)}
              disabled={deleting}
            >
              <DeleteIcon />
            </IconButton>
          )}
        />
      </ConsoleDatagrid>
    </PanelList>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
