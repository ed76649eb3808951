import { describeHostileWalk, startHostileApp } from './hostile-input';

/** The second quarter of the hostile walk (see hostile-input.ts). */
jest.setTimeout(600_000);
startHostileApp();

describe('hostile input on every operation (second quarter of the areas)', () => {
  describeHostileWalk(1);
});
