import { findUnstorableText, withoutNulls } from './text-safety';

describe('text PostgreSQL cannot store', () => {
  it('is found by its path, in values and in keys, and nothing else is', () => {
    expect(findUnstorableText({ name: 'Kano', farm: { crops: ['maize', 'so\u0000rghum'] } })).toBe('farm.crops.1');
    expect(findUnstorableText({ note: 'lone \ud800 surrogate' })).toBe('note');
    expect(findUnstorableText({ ['ba\u0000d']: 1 })).toBe('ba?d');
    expect(findUnstorableText('a\udc00', 'id')).toBe('id');
    expect(findUnstorableText({ name: 'Ségou 🌽', list: [1, true, null] })).toBeNull();
  });
});

describe('an explicit null in a body', () => {
  it('is dropped, unless the field is declared nullable', () => {
    expect(
      withoutNulls({ title: null, sharedWith: null, email: null, nested: { a: null, b: 1 } }, new Set(['email'])),
    ).toEqual({ email: null, nested: { b: 1 } });
    expect(withoutNulls([{ a: null }, null])).toEqual([{}, null]);
  });
});
