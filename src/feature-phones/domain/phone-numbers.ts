import { nationalPhone } from '../../accounts';
import type { CountryView } from '../../geography';

/**
 * Numbers as gateways give them ("+2348031234567") and as people type them ("0803 123 4567", "234 803-123-4567"),
 * read by sign-in's own rules (accounts' nationalPhone): one form to store and match, the national digits in a
 * country, and one to send to, +<calling code><national digits>.
 */
export interface PhoneInCountry {
  countryId: number;
  national: string;
  international: string;
}

export const internationalPhone = (country: Pick<CountryView, 'phoneCode'>, national: string) =>
  `+${country.phoneCode.replace(/\D/g, '')}${national}`;

/** A number typed for a known country. */
export function phoneInCountry(typed: string, country: CountryView): PhoneInCountry | null {
  const national = nationalPhone(typed, country);
  return national ? { countryId: country.id, national, international: internationalPhone(country, national) } : null;
}

/** A number in international form (what the gateway sends), matched to the platform's country by its calling code. */
export function phoneFromGateway(text: string, countries: CountryView[]): PhoneInCountry | null {
  const typed = text.trim();
  const withPlus = typed.startsWith('+') || typed.startsWith('00') ? typed : `+${typed}`;
  for (const country of countries) {
    const code = country.phoneCode.replace(/\D/g, '');
    if (!withPlus.replace(/\D/g, '').replace(/^00/, '').startsWith(code)) continue;
    const found = phoneInCountry(withPlus, country);
    if (found) return found;
  }
  return null;
}
