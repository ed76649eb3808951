import TestSequencer from '@jest/test-sequencer';

const Sequencer = TestSequencer.default ?? TestSequencer;

const BROWSER_JOURNEYS = /[\\/]test[\\/]console[\\/]/;

/**
 * The browser journeys are the longest files and run their browsers one at a time (test/support/browser-slot.ts):
 * the first starts at once, and the others are spread among the API files, so that a worker picks up the next
 * journey (and sets up its app) while the one before still runs, and the other workers keep to the API files.
 */
export default class BrowserJourneysFirst extends Sequencer {
  async sort(tests) {
    const sorted = await super.sort(tests);
    const journeys = sorted.filter((t) => BROWSER_JOURNEYS.test(t.path));
    const others = sorted.filter((t) => !BROWSER_JOURNEYS.test(t.path));
    const between = journeys.length ? Math.ceil(others.length / journeys.length) : 0;
    return journeys
      .flatMap((journey, i) => [journey, ...others.slice(i * between, (i + 1) * between)])
      .concat(journeys.length ? [] : others);
  }
}
