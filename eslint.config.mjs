import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import moduleBoundaries from './eslint-rules/module-boundaries.cjs';
import typedBusCalls from './eslint-rules/typed-bus-calls.cjs';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  {
    ignores: ['dist/**', 'admin-ui/dist/**', 'admin-ui/src/shared/api-types.ts', 'clients/**', 'node_modules/**', '.data/**', 'coverage/**', '**/*.js', '*.mjs', '*.cjs'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { kasuwa: { rules: { 'module-boundaries': moduleBoundaries, 'typed-bus-calls': typedBusCalls } } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
      // A module is reached only through its index.ts (see eslint-rules/module-boundaries.cjs); only src/ and workers/ are checked.
      'kasuwa/module-boundaries': 'error',
    },
  },
  {
    // An event's payload is read through its declared type (X.dataOf(event), or sharedDataOf for the fields several
    // types share), never cast; the registry itself is where the one cast lives.
    files: ['src/**/*.ts', 'workers/**/*.ts'],
    ignores: ['src/kernel/events/event-registry.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "TSAsExpression > MemberExpression.expression[property.name='data'], TSAsExpression > ChainExpression > MemberExpression[property.name='data']",
          message: "Read a payload through its declared type (X.dataOf(event), sharedDataOf(...) or a typed variable), not a cast of `.data`.",
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '../../kernel/events/decider',
              importNames: ['executeOnStream', 'loadState'],
              message: 'Declare the stream once in the domain with defineAggregate and call its execute/load.',
            },
            {
              name: '../../../kernel/events/decider',
              importNames: ['executeOnStream', 'loadState'],
              message: 'Declare the stream once in the domain with defineAggregate and call its execute/load.',
            },
          ],
        },
      ],
    },
  },
  {
    // A command or query bus call is typed: its message declares its result (Command<R>, Query<R>), so no bus call
    // answers `any` (eslint-rules/typed-bus-calls.cjs). Type-aware, hence the project service for these files.
    files: ['src/**/*.ts', 'workers/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { 'kasuwa/typed-bus-calls': 'error' },
  },
  {
    // Where bus answers are used (controllers, handlers, commands), nothing typed `any` flows on unchecked: a raw query
    // names its row type (manager.query<Row[]>), a transform its input (unknown).
    files: [
      'src/**/*.controller.ts',
      'src/**/*.controllers.ts',
      'src/**/*.handler.ts',
      'src/**/*.handlers.ts',
      'src/**/commands/**/*.ts',
      'src/**/http/**/*.ts',
      // The read side of every module.
      'src/**/{queries,read-models,consumers,jobs}/**/*.ts',
    ],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'error',
      '@typescript-eslint/no-unsafe-return': 'error',
      '@typescript-eslint/no-unsafe-member-access': 'error',
      '@typescript-eslint/no-unsafe-call': 'error',
      '@typescript-eslint/no-unsafe-argument': 'error',
    },
  },
  {
    // Prettier (printWidth 120) breaks code but not a long string, template literal or comment: those are broken by
    // hand (string pieces, SQL over several lines).
    files: ['src/**/*.ts'],
    rules: { 'max-len': ['error', { code: 160, ignoreUrls: true, ignoreRegExpLiterals: true }] },
  },
  {
    // Node scripts run as child processes by the tests (ES modules the test files cannot import).
    files: ['**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', Buffer: 'readonly', console: 'readonly', setTimeout: 'readonly', URL: 'readonly' } },
  },
  {
    files: ['eslint-rules/**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The console: the rules of hooks, and effects that name what they depend on (or say why not).
    files: ['admin-ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // A console screen is built from small components with one job each (a form section, a table, a dialog, a hook
    // for its data): no .tsx over 250 lines, tests aside. Split a file that grows past it rather than listing it here.
    files: ['admin-ui/src/**/*.tsx'],
    ignores: ['admin-ui/src/**/*.test.tsx'],
    rules: { 'max-lines': ['error', { max: 250, skipBlankLines: false, skipComments: false }] },
  },
);
