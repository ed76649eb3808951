import { describe, expect, it } from 'vitest';
import { phoneLooksValid } from './ContactPage';
import { historyRows } from '../admin/markets/PriceHistoryPage';

describe('the contact form phone rule', () => {
  it('takes numbers typed with spaces, dashes, dots or brackets', () => {
    for (const typed of [
      '+234 803 123 4567',
      '0803-123-4567',
      '(0803) 123.4567',
      '+2348031234567',
      '00234 803 123 4567',
    ])
      expect(phoneLooksValid(typed)).toBe(true);
  });
  it('refuses letters, too few or too many digits', () => {
    for (const typed of ['+234 803 CALL', '12345', '+1234567890123456', '']) expect(phoneLooksValid(typed)).toBe(false);
  });
});

describe('the price history table', () => {
  it('has a row per month (keyed by it) and a column per state, the second half-month price first', () => {
    const rows = historyRows([
      { stateId: 1, state: 'Kakamega', points: [{ period: '2020-04', firstHalfPerKg: 40, secondHalfPerKg: 44.44 }] },
      {
        stateId: 2,
        state: 'Bungoma',
        points: [
          { period: '2020-03', firstHalfPerKg: 38, secondHalfPerKg: null },
          { period: '2020-04', firstHalfPerKg: 40, secondHalfPerKg: null },
        ],
      },
    ]);
    expect(rows).toEqual([
      { id: '2020-03', period: '2020-03', Kakamega: null, Bungoma: 38 },
      { id: '2020-04', period: '2020-04', Kakamega: 44.44, Bungoma: 40 },
    ]);
  });
});
