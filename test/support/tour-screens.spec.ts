import { touredAlike } from './tour-screens';

const desk = { language: 'en', country: 'Nigeria', width: 1440 };

describe('touredAlike: the screens the screen tour audits as a journey shows them', () => {
  it('is the route the tour opens, as the same person, at a width of the same layout', () => {
    expect(touredAlike('/admin/dashboard', { ...desk, role: 'ROLE_INPUT_PROVIDER' })).toBe(true);
    expect(touredAlike('/admin/users/distributors', { ...desk, role: 'ROLE_SUPER_ADMIN' })).toBe(true);
    expect(touredAlike('/admin/farmers/0b8c/edit/1f2e', { ...desk, role: 'ROLE_EXTENSION_AGENT' })).toBe(true);
    expect(touredAlike('/products/', { ...desk, role: null })).toBe(true);
  });

  it('is not a route the tour opens as someone else', () => {
    expect(touredAlike('/admin/inputs/0b8c', { ...desk, role: 'ROLE_DISTRIBUTOR' })).toBe(false);
    expect(touredAlike('/admin/dashboard', { ...desk, role: 'ROLE_ADMIN' })).toBe(false);
    expect(touredAlike('/products', { ...desk, role: 'ROLE_DISTRIBUTOR' })).toBe(false);
  });

  it('is not another language, another country or another layout', () => {
    expect(touredAlike('/admin/dashboard', { ...desk, role: 'ROLE_INPUT_PROVIDER', language: 'fr' })).toBe(false);
    expect(touredAlike('/admin/dashboard', { ...desk, role: 'ROLE_INPUT_PROVIDER', country: 'Kenya' })).toBe(false);
    expect(touredAlike('/admin/dashboard', { ...desk, role: 'ROLE_INPUT_PROVIDER', width: 360 })).toBe(false);
  });

  it('is not a route the tour opens in one state only: an article that exists, an activation link with its key', () => {
    expect(touredAlike('/contents/early-maize-sowing', { ...desk, role: null })).toBe(false);
    expect(touredAlike('/auth/activate', { ...desk, role: null })).toBe(false);
  });
});
