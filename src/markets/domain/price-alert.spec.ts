import { decider } from '../../kernel/testing/given-when-then';
import {
  decideDeleteAlert,
  decidePrice,
  evolvePriceAlert,
  initialPriceAlertState,
  PriceAlertCrossed,
  PriceAlertDeleted,
  PriceAlertPlaced,
  PriceAlertSet,
} from './price-alert';

const NOW = '2026-03-01T00:00:00.000Z';
const set = (side: 'ABOVE' | 'BELOW' | null) =>
  PriceAlertSet.create({
    alertId: 'a1',
    userId: 'u1',
    countryId: 1,
    stateId: 5,
    product: 'Maize',
    productKey: 'maize',
    threshold: 300,
    side,
    at: NOW,
  });
const seen = (uploadId: string, price: number) => ({
  alertId: 'a1',
  uploadId,
  period: '2026-03',
  price,
  measure: 'KG',
  currency: 'NGN',
  at: NOW,
});

describe('a price alert', () => {
  const alert = decider(evolvePriceAlert, initialPriceAlertState);

  it('fires when the price crosses the threshold, once', () => {
    alert
      .given(set('BELOW'))
      .when((s) => decidePrice(s, seen('x1', 320)))
      .then(PriceAlertCrossed.create({ ...seen('x1', 320), userId: 'u1', from: 'BELOW', to: 'ABOVE' }));
    const crossed = PriceAlertCrossed.create({ ...seen('x1', 320), userId: 'u1', from: 'BELOW', to: 'ABOVE' });
    alert
      .given(set('BELOW'), crossed)
      .when((s) => decidePrice(s, seen('x2', 350)))
      .thenNothing();
    alert
      .given(set('BELOW'), crossed)
      .when((s) => decidePrice(s, seen('x1', 320)))
      .thenNothing();
  });

  it('says nothing on a sheet of an older period than the newest it knows', () => {
    const crossed = PriceAlertCrossed.create({ ...seen('x1', 320), userId: 'u1', from: 'BELOW', to: 'ABOVE' });
    const older = { ...seen('x2', 100), period: '2025-11' };
    alert
      .given(set('BELOW'), crossed)
      .when((s) => decidePrice(s, older))
      .thenNothing();
    const setOnMarch = PriceAlertSet.create({ ...PriceAlertSet.dataOf(set('ABOVE')), period: '2026-03' });
    alert
      .given(setOnMarch)
      .when((s) => decidePrice(s, older))
      .thenNothing();
    // The same period again (a corrected sheet) or a newer one is weighed.
    alert
      .given(set('BELOW'), crossed)
      .when((s) => decidePrice(s, seen('x3', 100)))
      .then(PriceAlertCrossed.create({ ...seen('x3', 100), userId: 'u1', from: 'ABOVE', to: 'BELOW' }));
  });

  it('places a first price without firing', () => {
    alert
      .given(set(null))
      .when((s) => decidePrice(s, seen('x1', 100)))
      .then(PriceAlertPlaced.create({ ...seen('x1', 100), userId: 'u1', from: null, to: 'BELOW' }));
  });

  it('set to tell of a fall below, fires on a fall and only records a rise', () => {
    const below = (side: 'ABOVE' | 'BELOW' | null) =>
      PriceAlertSet.create({ ...PriceAlertSet.dataOf(set(side)), direction: 'BELOW' });
    const fell = PriceAlertCrossed.create({ ...seen('x1', 250), userId: 'u1', from: 'ABOVE', to: 'BELOW' });
    alert
      .given(below('ABOVE'))
      .when((s) => decidePrice(s, seen('x1', 250)))
      .then(fell);
    const rose = PriceAlertPlaced.create({ ...seen('x2', 320), userId: 'u1', from: 'BELOW', to: 'ABOVE' });
    alert
      .given(below('BELOW'))
      .when((s) => decidePrice(s, seen('x2', 320)))
      .then(rose);
    // Down again after the rise: a new crossing, told again; staying below says nothing.
    alert
      .given(below('ABOVE'), fell, rose)
      .when((s) => decidePrice(s, seen('x3', 200)))
      .then(PriceAlertCrossed.create({ ...seen('x3', 200), userId: 'u1', from: 'ABOVE', to: 'BELOW' }));
    alert
      .given(below('ABOVE'), fell)
      .when((s) => decidePrice(s, seen('x2', 240)))
      .thenNothing();
  });

  it('set to tell of a rise above, only records a fall', () => {
    const above = PriceAlertSet.create({ ...PriceAlertSet.dataOf(set('ABOVE')), direction: 'ABOVE' });
    alert
      .given(above)
      .when((s) => decidePrice(s, seen('x1', 250)))
      .then(PriceAlertPlaced.create({ ...seen('x1', 250), userId: 'u1', from: 'ABOVE', to: 'BELOW' }));
  });

  it('is deleted by its owner only, and then says nothing', () => {
    alert
      .given(set('BELOW'))
      .when((s) => decideDeleteAlert(s, { alertId: 'a1', userId: 'u2', now: NOW }))
      .thenFails('MARKET_ALERT_NOT_FOUND');
    const deleted = PriceAlertDeleted.create({ alertId: 'a1', userId: 'u1', at: NOW });
    alert
      .given(set('BELOW'))
      .when((s) => decideDeleteAlert(s, { alertId: 'a1', userId: 'u1', now: NOW }))
      .then(deleted);
    alert
      .given(set('BELOW'), deleted)
      .when((s) => decidePrice(s, seen('x1', 320)))
      .thenNothing();
  });
});
