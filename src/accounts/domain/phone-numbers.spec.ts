import { nationalPhone } from './phone-numbers';

/** The countries' rules as geography seeds them (calling code, digits of a national number). */
const COUNTRIES = {
  Nigeria: {
    phoneCode: '+234',
    phoneLength: 10,
    stored: '8031234567',
    typed: [
      '8031234567',
      '08031234567',
      '0803 123 4567',
      '0803-123-4567',
      '+234 803 123 4567',
      '+2348031234567',
      '+234 (0) 803 123 4567',
      '00234 803 123 4567',
      '234 803 123 4567',
      '(0803) 123.4567',
    ],
  },
  Ghana: {
    phoneCode: '+233',
    phoneLength: 9,
    stored: '241234567',
    typed: [
      '241234567',
      '0241234567',
      '024 123 4567',
      '+233 24 123 4567',
      '+233-24-123-4567',
      '00233241234567',
      '233241234567',
    ],
  },
  Kenya: {
    phoneCode: '+254',
    phoneLength: 9,
    stored: '712345678',
    typed: ['712345678', '0712 345 678', '+254 712 345 678', '254712345678', '00254 712-345-678'],
  },
  Senegal: {
    phoneCode: '+221',
    phoneLength: 9,
    stored: '771234567',
    typed: ['771234567', '77 123 45 67', '+221 77 123 45 67', '00221771234567', '221 77 123 45 67'],
  },
  'Ivory Coast': {
    phoneCode: '+225',
    phoneLength: 10,
    stored: '0707123456',
    typed: ['0707123456', '07 07 12 34 56', '+225 07 07 12 34 56', '002250707123456', '225 0707123456'],
  },
  Rwanda: {
    phoneCode: '+250',
    phoneLength: 9,
    stored: '788123456',
    typed: ['788123456', '0788 123 456', '+250 788 123 456', '250788123456'],
  },
  Tanzania: {
    phoneCode: '+255',
    phoneLength: 9,
    stored: '754123456',
    typed: ['754123456', '0754 123 456', '+255 754 123 456', '255-754-123-456'],
  },
};

describe('phone numbers as typed', () => {
  for (const [country, { stored, typed, ...rules }] of Object.entries(COUNTRIES)) {
    it(`${country}: every way of writing the number is stored as ${stored}`, () => {
      expect(typed.map((text) => nationalPhone(text, rules))).toEqual(typed.map(() => stored));
    });
  }

  it('refuses another country, a wrong length and letters', () => {
    const nigeria = COUNTRIES.Nigeria;
    expect(nationalPhone('+233 24 123 4567', nigeria)).toBeNull();
    expect(nationalPhone('803123456', nigeria)).toBeNull();
    expect(nationalPhone('0803 123 456 78', nigeria)).toBeNull();
    expect(nationalPhone('0803 CALL NOW', nigeria)).toBeNull();
    expect(nationalPhone('++2348031234567', nigeria)).toBeNull();
    expect(nationalPhone('', nigeria)).toBeNull();
  });

  it('keeps the length-only rule for callers that know no calling code', () => {
    expect(nationalPhone('08031234567', 10)).toBe('8031234567');
  });
});
