/** Unit tests sit beside the code (src, *.spec.ts); end-to-end tests in test/ run the real app
 * against the embedded PostgreSQL and the Redis server that test/setup/global-setup.ts starts.
 * Files run side by side: each owns its database, queue prefix, data directory and ports (test/support). */

// ES-module-only dependencies that Node 20 loads with require(esm) but Jest (before Node 24.9) cannot:
// Jest compiles them to CommonJS.
const ESM_ONLY = ['content-disposition'];

// Workers: the end-to-end files spend most of their time waiting on PostgreSQL, Redis and Chromium,
// so one worker more than there are cores keeps the cores busy.
// JEST_WORKERS overrides it; `npx jest --runInBand` still runs one file at a time.
const os = require('node:os');
const cores = typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.spec.ts', '**/*.e2e-spec.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.test.json' }],
    [`/node_modules/(${ESM_ONLY.join('|')})/.+\\.js$`]: [
      'ts-jest',
      { tsconfig: { allowJs: true, module: 'commonjs', target: 'es2022', esModuleInterop: true, isolatedModules: true } },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY.join('|')})/)`],
  globalSetup: '<rootDir>/test/setup/global-setup.ts',
  globalTeardown: '<rootDir>/test/setup/global-teardown.ts',
  testSequencer: '<rootDir>/test/setup/test-sequencer.mjs',
  maxWorkers: process.env.JEST_WORKERS ? Number(process.env.JEST_WORKERS) : cores + 1,
  // Each file boots a whole application in the worker, and a long-lived worker grew to 4 GB over a run: one that has
  // passed 2 GB is replaced by a fresh one between files.
  workerIdleMemoryLimit: '2GB',
  // Workers share the cores with PostgreSQL, Redis and Chromium: a test's time limit leaves room for that.
  testTimeout: 180_000,
};
