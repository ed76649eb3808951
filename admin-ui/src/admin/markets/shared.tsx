import { useTranslate } from 'react-admin';
import { FormControlLabel, Switch, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { MarketPrice } from './api';
import { formatNumber, useFormat } from '../shared/format';

/** A price as shown: per unit, or per kg (or litre) when `perKg`. */
export const priceOf = (p: MarketPrice, half: 'first' | 'second', subsidy: boolean, perKg: boolean): number | null => {
  const key = `${half}Half${subsidy ? 'Subsidy' : ''}${perKg ? 'PerKg' : ''}` as keyof MarketPrice;
  const value = p[key];
  return typeof value === 'number' ? value : null;
};

/** A price in the console's language, to 2 decimals at most (the currency is in the unit column). */
export const formatPrice = (locale: string, value: number | null) => formatNumber(locale, value, 2);

export function PerKgSwitch({ perKg, onChange }: { perKg: boolean; onChange: (perKg: boolean) => void }) {
  const translate = useTranslate();
  return (
    <FormControlLabel
      control={
        <Switch
          checked={perKg}
          onChange={(event) => onChange(event.target.checked)}
          inputProps={{ 'aria-label': translate('kasuwa.markets.perKg') }}
          data-testid="market-per-kg"
        />
      }
      label={translate('kasuwa.markets.perKg')}
    />
  );
}

/** The prices as a table: place, product, unit, month, the four prices. */
export function PriceTable({ rows, perKg, label }: { rows: MarketPrice[]; perKg: boolean; label: string }) {
  const translate = useTranslate();
  const format = useFormat();
  const unitOf = (p: MarketPrice) => (perKg ? (p.measure === 'L' ? 'L' : 'kg') : p.unit);
  return (
    <Table size="small" aria-label={label} data-testid="market-price-table">
      <TableHead>
        <TableRow>
          <TableCell>{translate('kasuwa.markets.columns.state')}</TableCell>
          <TableCell>{translate('kasuwa.markets.columns.market')}</TableCell>
          <TableCell>{translate('kasuwa.markets.columns.product')}</TableCell>
          <TableCell>{translate('kasuwa.markets.columns.unit')}</TableCell>
          <TableCell>{translate('kasuwa.markets.columns.period')}</TableCell>
          <TableCell align="right">{translate('kasuwa.markets.columns.firstHalf')}</TableCell>
          <TableCell align="right">{translate('kasuwa.markets.columns.firstHalfSubsidy')}</TableCell>
          <TableCell align="right">{translate('kasuwa.markets.columns.secondHalf')}</TableCell>
          <TableCell align="right">{translate('kasuwa.markets.columns.secondHalfSubsidy')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((p) => (
          <TableRow key={p.id}>
            <TableCell>{p.state}</TableCell>
            <TableCell>{p.market || '—'}</TableCell>
            <TableCell>{p.product}</TableCell>
            <TableCell>{`${p.currency} / ${unitOf(p)}`}</TableCell>
            <TableCell>{format.month(p.period)}</TableCell>
            <TableCell align="right">{formatPrice(format.locale, priceOf(p, 'first', false, perKg))}</TableCell>
            <TableCell align="right">{formatPrice(format.locale, priceOf(p, 'first', true, perKg))}</TableCell>
            <TableCell align="right">{formatPrice(format.locale, priceOf(p, 'second', false, perKg))}</TableCell>
            <TableCell align="right">{formatPrice(format.locale, priceOf(p, 'second', true, perKg))}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
