import { DomainError } from '../../../kernel/errors/domain-error';
import { decideRegisterSalesman, decideRemoveSalesman, decideUpdateSalesman, evolveSalesman, initialSalesmanState, RegisterSalesman, SalesmanState } from './salesman';

const sealed = { sealed: 1 as const, subject: 's1', iv: '', tag: '', data: '' };
const NOW = '2026-01-01T00:00:00.000Z';
const NIGERIA = 1;
const GHANA = 2;
const details = { stateId: null, cityId: null, company: 'Green Farms Ltd', active: true };
const register = (overrides: Partial<RegisterSalesman> = {}): RegisterSalesman => ({ salesmanId: 's1', countryId: NIGERIA, personal: sealed, now: NOW, ...details, ...overrides });
const registered = (): SalesmanState => decideRegisterSalesman(initialSalesmanState, register()).reduce(evolveSalesman, initialSalesmanState);
const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return (e as DomainError).code;
  }
  return 'no error';
};

describe('salesman decisions', () => {
  it('registers once, with the personal details sealed and the time from the command', () => {
    const [event] = decideRegisterSalesman(initialSalesmanState, register());
    expect(event).toEqual({ type: 'SalesmanRegistered', data: { salesmanId: 's1', countryId: NIGERIA, personal: sealed, at: NOW, ...details } });
    expect(codeOf(() => decideRegisterSalesman(registered(), register()))).toBe('SALESMAN_ALREADY_EXISTS');
  });

  it('updates and removes a salesman of the caller’s country only', () => {
    const update = { salesmanId: 's1', personal: sealed, now: NOW, ...details, active: false };
    expect(decideUpdateSalesman(registered(), { ...update, countryId: NIGERIA })).toEqual([
      { type: 'SalesmanUpdated', data: { salesmanId: 's1', personal: sealed, at: NOW, ...details, active: false } },
    ]);
    expect(codeOf(() => decideUpdateSalesman(registered(), { ...update, countryId: GHANA }))).toBe('SALESMAN_NOT_FOUND');
    expect(codeOf(() => decideRemoveSalesman(registered(), { salesmanId: 's1', countryId: GHANA, now: NOW }))).toBe('SALESMAN_NOT_FOUND');
    expect(codeOf(() => decideUpdateSalesman(initialSalesmanState, { ...update, countryId: NIGERIA }))).toBe('SALESMAN_NOT_FOUND');
  });

  it('answers 404 once removed', () => {
    const removed = decideRemoveSalesman(registered(), { salesmanId: 's1', countryId: NIGERIA, now: NOW }).reduce(evolveSalesman, registered());
    expect(removed).toEqual({ exists: true, removed: true, countryId: NIGERIA });
    expect(codeOf(() => decideRemoveSalesman(removed, { salesmanId: 's1', countryId: NIGERIA, now: NOW }))).toBe('SALESMAN_NOT_FOUND');
  });
});
