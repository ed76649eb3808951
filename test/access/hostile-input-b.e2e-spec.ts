import { describeHostileWalk, startHostileApp } from './hostile-input';

/** The other half of the hostile walk (see hostile-input.ts). */
jest.setTimeout(600_000);
startHostileApp();

describe('hostile input on every operation (second half of the areas)', () => {
  describeHostileWalk(1);
});
