import { randomBytes } from 'node:crypto';
import { uuidText } from './uuid-text';

describe('uuidText', () => {
  it('writes 16 bytes as the hex digits of a UUID, dashes in their places', () => {
    for (let n = 0; n < 200; n++) {
      const bytes = randomBytes(40);
      const at = n % 24;
      const hex = bytes.toString('hex', at, at + 16);
      expect(uuidText(bytes, at)).toBe(
        `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`,
      );
    }
  });

  it('gives each call a string of its own', () => {
    const first = uuidText(Buffer.alloc(16, 0x00));
    const second = uuidText(Buffer.alloc(16, 0xff));
    expect(first).toBe('00000000-0000-0000-0000-000000000000');
    expect(second).toBe('ffffffff-ffff-ffff-ffff-ffffffffffff');
  });
});
