import { useLocaleState } from 'react-admin';
import { useWorkingCountry } from '../../api/reference';

/** The working country's currency (GET countries carries it), for prices sent without one. */
function useWorkingCurrency(): string | undefined {
  return useWorkingCountry().country?.currency || undefined;
}

/** Formats a decimal price ("12500.50") in its currency (the product's, else the working country's). */
export function usePriceFormat() {
  const [locale] = useLocaleState();
  const fallback = useWorkingCurrency();
  return (price: string | number | null | undefined, currency?: string | null): string => {
    if (price === null || price === undefined || price === '') return '—';
    const amount = Number(price);
    if (!Number.isFinite(amount)) return String(price);
    const code = currency || fallback;
    const language = locale === 'fr' ? 'fr-FR' : 'en-GB';
    try {
      return new Intl.NumberFormat(
        language,
        code ? { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' } : { minimumFractionDigits: 2 },
      ).format(amount);
    } catch {
      return `${amount.toFixed(2)}${code ? ` ${code}` : ''}`;
    }
  };
}
