import { takeBrowserSlot } from '../support/browser-slot';

/** Before anything of a browser journey (test/console) starts, it waits for the one browser slot of the run. */
const BROWSER_JOURNEY = /[\\/]test[\\/]console[\\/]/;

if (BROWSER_JOURNEY.test(expect.getState().testPath ?? '')) {
  let release: (() => void) | undefined;
  // The wait lasts as long as the journeys ahead of this one.
  beforeAll(async () => {
    release = await takeBrowserSlot();
  }, 30 * 60_000);
  afterAll(() => release?.());
}
