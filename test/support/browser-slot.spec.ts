import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { browserSlotCount, takeBrowserSlot } from './browser-slot';

describe('browser slots', () => {
  it('follow the machine: one on two cores, half the cores above', () => {
    expect(browserSlotCount({}, 1)).toBe(1);
    expect(browserSlotCount({}, 2)).toBe(1);
    expect(browserSlotCount({}, 3)).toBe(1);
    expect(browserSlotCount({}, 4)).toBe(2);
    expect(browserSlotCount({}, 16)).toBe(8);
  });

  it('take KASUWA_BROWSER_SLOTS as typed, and refuse what is not a count', () => {
    expect(browserSlotCount({ KASUWA_BROWSER_SLOTS: ' 3 ' }, 2)).toBe(3);
    expect(browserSlotCount({ KASUWA_BROWSER_SLOTS: '1' }, 32)).toBe(1);
    expect(() => browserSlotCount({ KASUWA_BROWSER_SLOTS: '0' }, 2)).toThrow(/at least 1, not "0"/);
    expect(() => browserSlotCount({ KASUWA_BROWSER_SLOTS: 'two' }, 2)).toThrow(/whole number/);
  });

  describe('with two slots', () => {
    const saved = { ...process.env };
    let dir: string;
    beforeEach(() => {
      dir = mkdtempSync(join(tmpdir(), 'kasuwa-slots-'));
      process.env.KASUWA_TEST_RUN_DIR = dir;
      process.env.KASUWA_BROWSER_SLOTS = '2';
    });
    afterEach(() => {
      process.env = { ...saved };
      rmSync(dir, { recursive: true, force: true });
    });

    it('lets two journeys hold a browser at once, and a third wait until one gives its slot back', async () => {
      const first = await takeBrowserSlot();
      const second = await takeBrowserSlot();
      let thirdTaken = false;
      const third = takeBrowserSlot().then((release) => {
        thirdTaken = true;
        return release;
      });
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(thirdTaken).toBe(false);
      first();
      (await third)();
      expect(thirdTaken).toBe(true);
      second();
    });
  });
});
