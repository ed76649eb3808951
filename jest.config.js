/** Unit tests sit beside the code (src, *.spec.ts); end-to-end tests in test/ run the real app
 * against the embedded PostgreSQL and the Redis server that test/setup/global-setup.ts starts. */

// ES-module-only dependencies that Node 20 loads with require(esm) but Jest (before Node 24.9) cannot:
// Jest compiles them to CommonJS.
const ESM_ONLY = ['content-disposition'];

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
  testTimeout: 60000,
};
