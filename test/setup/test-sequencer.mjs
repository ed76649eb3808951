import TestSequencer from '@jest/test-sequencer';

const Sequencer = TestSequencer.default ?? TestSequencer;

/** The browser journeys are the longest files: started first, the short files then fill the workers' last minutes. */
const BROWSER_JOURNEYS = /[\\/]test[\\/]console[\\/]/;

export default class BrowserJourneysFirst extends Sequencer {
  async sort(tests) {
    const sorted = await super.sort(tests);
    return [...sorted.filter((t) => BROWSER_JOURNEYS.test(t.path)), ...sorted.filter((t) => !BROWSER_JOURNEYS.test(t.path))];
  }
}
