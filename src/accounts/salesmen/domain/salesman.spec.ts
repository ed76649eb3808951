import { decider } from '../../../kernel/testing/given-when-then';
import {
  decideRegisterSalesman,
  decideRemoveSalesman,
  decideUpdateSalesman,
  evolveSalesman,
  initialSalesmanState,
  RegisterSalesman,
} from './salesman';
import { SalesmanRegistered, SalesmanRemoved, SalesmanUpdated } from './salesman.events';

const sealed = { sealed: 1 as const, subject: 's1', iv: '', tag: '', data: '' };
const NOW = '2026-01-01T00:00:00.000Z';
const NIGERIA = 1;
const GHANA = 2;
const details = { stateId: null, cityId: null, company: 'Green Farms Ltd', active: true };
const register = (overrides: Partial<RegisterSalesman> = {}): RegisterSalesman => ({
  salesmanId: 's1',
  countryId: NIGERIA,
  personal: sealed,
  now: NOW,
  ...details,
  ...overrides,
});
const registered = SalesmanRegistered.create({
  salesmanId: 's1',
  countryId: NIGERIA,
  personal: sealed,
  at: NOW,
  ...details,
});
const removed = SalesmanRemoved.create({ salesmanId: 's1', at: NOW });
const salesman = decider(evolveSalesman, initialSalesmanState);

describe('salesman decisions', () => {
  it('registers once, with the personal details sealed and the time from the command', () => {
    salesman
      .given()
      .when((s) => decideRegisterSalesman(s, register()))
      .then(registered);
    salesman
      .given(registered)
      .when((s) => decideRegisterSalesman(s, register()))
      .thenFails('SALESMAN_ALREADY_EXISTS');
  });

  it('updates and removes a salesman of the caller’s country only', () => {
    const update = { salesmanId: 's1', personal: sealed, now: NOW, ...details, active: false };
    salesman
      .given(registered)
      .when((s) => decideUpdateSalesman(s, { ...update, countryId: NIGERIA }))
      .then(SalesmanUpdated.create({ salesmanId: 's1', personal: sealed, at: NOW, ...details, active: false }));
    salesman
      .given(registered)
      .when((s) => decideUpdateSalesman(s, { ...update, countryId: GHANA }))
      .thenFails('SALESMAN_NOT_FOUND');
    salesman
      .given(registered)
      .when((s) => decideRemoveSalesman(s, { salesmanId: 's1', countryId: GHANA, now: NOW }))
      .thenFails('SALESMAN_NOT_FOUND');
    salesman
      .given()
      .when((s) => decideUpdateSalesman(s, { ...update, countryId: NIGERIA }))
      .thenFails('SALESMAN_NOT_FOUND');
  });

  it('answers 404 once removed', () => {
    salesman
      .given(registered)
      .when((s) => decideRemoveSalesman(s, { salesmanId: 's1', countryId: NIGERIA, now: NOW }))
      .then(removed);
    expect(salesman.given(registered, removed).state).toEqual({ exists: true, removed: true, countryId: NIGERIA });
    salesman
      .given(registered, removed)
      .when((s) => decideRemoveSalesman(s, { salesmanId: 's1', countryId: NIGERIA, now: NOW }))
      .thenFails('SALESMAN_NOT_FOUND');
  });
});
