import { arrayParameter } from './array-parameter';

describe('arrayParameter', () => {
  it('joins plain words and numbers into one array literal', () => {
    expect(arrayParameter(['farmer-0b8f0c3e-9d1a-4a47-8f1e-3c2b1a0d9e8f', 'phone:+2348012345678', 'a.b@c_d'])).toBe(
      '{farmer-0b8f0c3e-9d1a-4a47-8f1e-3c2b1a0d9e8f,phone:+2348012345678,a.b@c_d}',
    );
    expect(arrayParameter([1, 20, -3])).toBe('{1,20,-3}');
    expect(arrayParameter([])).toBe('{}');
  });

  it('leaves an array with anything else to the driver', () => {
    for (const odd of ['two words', 'a,b', '{x}', 'quote"', 'back\\slash', '', 'NULL', 'null', 'é']) {
      const values = ['plain', odd];
      expect(arrayParameter(values)).toBe(values);
    }
    const numbers = [1, Number.NaN];
    expect(arrayParameter(numbers)).toBe(numbers);
  });
});
