import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import {
  formatArea,
  formatDate,
  formatDateTime,
  formatMoney,
  formatMonth,
  formatNumber,
  placeName,
  useFormat,
} from './format';

// Intl writes French groups with a narrow no-break space and the unit with a no-break space: compared as plain spaces.
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

function Figures() {
  const format = useFormat();
  return (
    <dl>
      <dd data-testid="farmers">{format.number(40534)}</dd>
      <dd data-testid="area">{format.area('80318.1879')}</dd>
      <dd data-testid="average">{format.area(10.0234)}</dd>
      <dd data-testid="sales">{format.money(12500.5, 'NGN')}</dd>
      <dd data-testid="day">{format.date('2026-11-29')}</dd>
      <dd data-testid="moment">{format.dateTime('2026-11-29T01:28:40Z', { timeZone: 'UTC' })}</dd>
      <dd data-testid="country">{format.placeName({ name: "Cote d'Ivoire", nameFr: "Côte d'Ivoire" })}</dd>
      <dd data-testid="month">{format.month('2026-02')}</dd>
      <dd data-testid="axis-day">{format.dayOfMonth('2026-03-04')}</dd>
    </dl>
  );
}

function renderIn(locale: 'en' | 'fr') {
  const i18nProvider = polyglotI18nProvider(
    (language) => (language === 'fr' ? frenchMessages : englishMessages),
    locale,
  );
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <Figures />
    </AdminContext>,
  );
  const text = (id: string) => plain(screen.getByTestId(id).textContent);
  return text;
}

describe('the console writes numbers and dates in the user’s language', () => {
  it('in English: grouped thousands, hectares to 2 decimals, the currency, one date format', () => {
    const text = renderIn('en');
    expect(text('farmers')).toBe('40,534');
    expect(text('area')).toBe('80,318.19 ha');
    expect(text('average')).toBe('10.02 ha');
    expect(text('sales')).toBe('₦12,500.50');
    expect(text('day')).toBe('29 Nov 2026');
    expect(text('moment')).toBe('29 Nov 2026, 01:28');
    expect(text('country')).toBe("Cote d'Ivoire");
    expect(text('month')).toBe('Feb 2026');
    expect(text('axis-day')).toBe('4 Mar');
  });

  it('in French: spaces between thousands, a decimal comma, the same date format in French words', () => {
    const text = renderIn('fr');
    expect(text('farmers')).toBe('40 534');
    expect(text('area')).toBe('80 318,19 ha');
    expect(text('average')).toBe('10,02 ha');
    expect(text('sales')).toBe('12 500,50 ₦');
    expect(text('day')).toBe('29 nov. 2026');
    expect(text('moment')).toBe('29 nov. 2026, 01:28');
    expect(text('country')).toBe("Côte d'Ivoire");
    expect(text('month')).toBe('févr. 2026');
    expect(text('axis-day')).toBe('4 mars');
  });

  it('writes a dash for nothing, and what it cannot read as it came', () => {
    expect(formatNumber('en', null)).toBe('—');
    expect(formatArea('fr', undefined)).toBe('—');
    expect(formatMoney('en', '', 'XOF')).toBe('—');
    expect(formatDate('en', 'not a date')).toBe('not a date');
    expect(formatDateTime('fr', null)).toBe('—');
    expect(plain(formatMoney('fr', 1500, 'XOF'))).toBe('1 500 F CFA'); // the franc CFA has no cents;
    expect(plain(formatMoney('en', 3, 'ZZZ1'))).toBe('3.00 ZZZ1');
    expect(placeName('fr', { name: 'Tanzania', nameFr: null })).toBe('Tanzania');
    expect(formatMonth('fr', null)).toBe('—');
    expect(formatMonth('en', 'spring')).toBe('spring');
  });
});
