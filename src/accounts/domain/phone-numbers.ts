/**
 * Phone numbers as people type them, to the one form accounts store: the national significant number, digits only.
 * "+234 803 123 4567", "00234-803-123-4567", "234 8031234567", "0803 123 4567" and "(0803) 123-4567" are all
 * 8031234567 in Nigeria. The country's rules come from geography: its calling code (phoneCode, "+234") and the
 * length of a national number (phoneLength, 10). A leading 0 is the trunk prefix only when it makes the number one
 * digit too long: Ivory Coast numbers have ten digits and begin with 0 ("07 07 12 34 56" stays 0707123456).
 */
export interface PhoneRules {
  phoneCode?: string | null;
  phoneLength?: number | null;
}

/** What a person may type: digits, spaces, dashes, dots, brackets and one leading +. */
export const PHONE_AS_TYPED = /^\+?[\d\s().-]{1,30}$/;
export const PHONE_AS_TYPED_MAX = 30;

const DEFAULT_LENGTH = 9;

/** The stored form, or null when the text cannot be a number of this country. */
export function nationalPhone(typed: string, rules: PhoneRules | number): string | null {
  const { phoneCode, phoneLength } = typeof rules === 'number' ? { phoneCode: null, phoneLength: rules } : rules;
  const length = phoneLength ?? DEFAULT_LENGTH;
  const text = typed.trim();
  if (!PHONE_AS_TYPED.test(text)) return null;
  const international = text.startsWith('+') || /^00[1-9]/.test(text.replace(/[\s().-]/g, ''));
  let digits = text.replace(/\D/g, '');
  if (text.startsWith('+') === false && international) digits = digits.replace(/^00/, '');
  const code = (phoneCode ?? '').replace(/\D/g, '');
  if (international) {
    // With an international prefix the number must be of this country.
    if (!code || !digits.startsWith(code)) return null;
    digits = digits.slice(code.length);
  } else if (
    code &&
    digits.startsWith(code) &&
    (digits.length === code.length + length || digits.length === code.length + length + 1)
  ) {
    digits = digits.slice(code.length);
  }
  // "+234 0803…": a trunk 0 kept after the code.
  if (digits.length === length + 1 && digits.startsWith('0')) digits = digits.slice(1);
  return digits.length === length ? digits : null;
}

/** The calling code a typed number starts with (+ or 00), so that sign-in may find the country from the number. */
export function typedCallingCode(typed: string): string | null {
  const text = typed.trim().replace(/[\s().-]/g, '');
  if (text.startsWith('+')) return text.slice(1);
  if (/^00[1-9]/.test(text)) return text.slice(2);
  return null;
}
