import { completeLine } from './recommendation';
import { bagsFor, fertilizerMatch, planBasket } from './basket';

describe('fertilizerMatch', () => {
  it('maps what a line names first to NPK, urea or DAP, and nothing else', () => {
    expect(fertilizerMatch('NPK 15-15-15')).toEqual({ subCategoryId: 5, grades: ['15-15-15'] });
    expect(fertilizerMatch('NPK 20-20-0 or 23-23-0')).toEqual({ subCategoryId: 5, grades: ['20-20-0', '23-23-0'] });
    expect(fertilizerMatch('Urea 46% N (alternative)')).toEqual({ subCategoryId: 6, grades: [] });
    expect(fertilizerMatch('DAP or NPK 23-23-0 or Mavuno')).toEqual({ subCategoryId: 10, grades: [] });
    expect(fertilizerMatch('Sulphate of ammonia (or half-bag urea/acre)')).toBeNull();
    expect(fertilizerMatch('CAN 26-0-0')).toBeNull();
    expect(fertilizerMatch('MEA Mazao 10-26-10 +25% Ca')).toBeNull();
    expect(fertilizerMatch('NPK + urea blend')).toBeNull();
  });
});

describe('planBasket', () => {
  const applications = [
    completeLine({ application: 'planting', product: 'NPK 15-15-15', bagsPerHa: 4 }),
    completeLine({ application: 'top1', product: 'Urea', bagsPerHa: 2 }),
    completeLine({ application: 'top2', product: 'Urea', bagsPerHa: 2 }),
  ];
  const offers = [
    {
      productId: 'n',
      productName: 'Golden NPK',
      subCategoryId: 5,
      sellerId: 's1',
      sellerName: 'A',
      distance: 5,
      price: '20000.00',
    },
    {
      productId: 'u',
      productName: 'Urea Prime',
      subCategoryId: 6,
      sellerId: 's2',
      sellerName: 'B',
      distance: 10,
      price: '12000.00',
    },
  ];

  it('rounds bags up per application, without float noise', () => {
    expect([bagsFor(4, 2.5), bagsFor(2, 2.5), bagsFor(2.47, 2.5), bagsFor(0.1, 3)]).toEqual([10, 5, 7, 1]);
  });

  it('funds the planting application first, splits the next and drops the rest', () => {
    const plan = planBasket({ applications, hectares: 2.5, offers, budget: '250000', maxDistanceKm: 100 });
    expect(plan.lines.map((l) => [l.status, l.bagsCovered, l.amountCovered])).toEqual([
      ['COVERED', 10, '200000.00'],
      ['PARTIAL', 4, '48000.00'],
      ['DROPPED', 0, '0.00'],
    ]);
    expect(plan).toMatchObject({ total: '320000.00', toBuy: '248000.00', remaining: '2000.00' });
  });
});
