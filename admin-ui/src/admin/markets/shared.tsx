import { FunctionField, TextField, useTranslate } from 'react-admin';
import { FormControlLabel, Switch } from '@mui/material';
import { ConsoleDatagrid, LoadedList } from '../shared/ConsoleList';
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

/** The prices of the list around it as a table: place, product, unit, month, the four prices. */
export function PriceTable({ perKg, label }: { perKg: boolean; label: string }) {
  const translate = useTranslate();
  const format = useFormat();
  const unitOf = (p: MarketPrice) => (perKg ? (p.measure === 'L' ? 'L' : 'kg') : p.unit);
  const C = 'kasuwa.markets.columns';
  const price = (half: 'first' | 'second', subsidy: boolean) => (
    <FunctionField<MarketPrice>
      label={`${C}.${half}Half${subsidy ? 'Subsidy' : ''}`}
      textAlign="right"
      render={(p) => formatPrice(format.locale, priceOf(p, half, subsidy, perKg))}
    />
  );
  return (
    <ConsoleDatagrid empty={translate('kasuwa.markets.list.empty')} aria-label={label} data-testid="market-price-table">
      <TextField source="state" label={`${C}.state`} sortable={false} />
      <FunctionField<MarketPrice> label={`${C}.market`} render={(p) => p.market || '—'} />
      <TextField source="product" label={`${C}.product`} sortable={false} />
      <FunctionField<MarketPrice> label={`${C}.unit`} render={(p) => `${p.currency} / ${unitOf(p)}`} />
      <FunctionField<MarketPrice> label={`${C}.period`} render={(p) => format.month(p.period)} />
      {price('first', false)}
      {price('first', true)}
      {price('second', false)}
      {price('second', true)}
    </ConsoleDatagrid>
  );
}

/** Prices an answer holds (a comparison's, read whole for its chart), in the same table. */
export function PriceRows({ rows, ...props }: { rows: MarketPrice[]; perKg: boolean; label: string }) {
  return (
    <LoadedList resource="market-prices" data={rows}>
      <PriceTable {...props} />
    </LoadedList>
  );
}
