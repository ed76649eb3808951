import { useTranslate } from 'react-admin';
import { Box, Chip, IconButton, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import type { PriceAlert } from './api';

/** The caller's price alerts in a table: product, state, threshold, direction, where the price stands, times fired, delete. */
export function AlertsTable({
  alerts,
  stateName,
  onDelete,
  deleting,
}: {
  alerts: PriceAlert[];
  stateName: (id: number) => string;
  onDelete: (id: string) => void;
  deleting: boolean;
}) {
  const translate = useTranslate();
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('kasuwa.markets.alerts.mine')} data-testid="alerts-table">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {translate('kasuwa.markets.columns.product')}
            </TableCell>
            <TableCell component="th" scope="col">
              {translate('kasuwa.markets.columns.state')}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {translate('kasuwa.markets.alerts.threshold')}
            </TableCell>
            <TableCell component="th" scope="col">
              {translate('kasuwa.markets.alerts.directionColumn')}
            </TableCell>
            <TableCell component="th" scope="col">
              {translate('kasuwa.markets.alerts.now')}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {translate('kasuwa.markets.alerts.fired')}
            </TableCell>
            <TableCell component="th" scope="col">
              <Box component="span" sx={visuallyHidden}>
                {translate('kasuwa.markets.alerts.actions')}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {alerts.map((alert) => (
            <TableRow key={alert.id} data-testid="alert-row">
              <TableCell>{alert.product}</TableCell>
              <TableCell>{stateName(alert.stateId)}</TableCell>
              <TableCell align="right">{alert.threshold}</TableCell>
              <TableCell>{translate(`kasuwa.markets.alerts.directions.${alert.direction ?? 'EITHER'}`)}</TableCell>
              <TableCell>
                {alert.side ? (
                  <Chip
                    size="small"
                    variant="outlined"
                    label={translate(
                      alert.side === 'ABOVE' ? 'kasuwa.markets.alerts.above' : 'kasuwa.markets.alerts.below',
                    )}
                  />
                ) : (
                  translate('kasuwa.markets.alerts.noPrice')
                )}
              </TableCell>
              <TableCell align="right">{alert.fired}</TableCell>
              <TableCell>
                <IconButton
                  aria-label={translate('kasuwa.markets.alerts.delete', {
                    product: alert.product,
                    state: stateName(alert.stateId),
                  })}
                  onClick={() => onDelete(alert.id)}
                  disabled={deleting}
                >
                  <DeleteIcon />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
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
