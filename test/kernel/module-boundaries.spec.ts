import { RuleTester } from 'eslint';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the rule is the plain CommonJS file eslint.config.mjs loads
const rule = require('../../eslint-rules/module-boundaries.cjs');

const root = '/repo';
const file = (path: string) => join(root, path);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const options = [{ root }];

tester.run('kasuwa/module-boundaries', rule, {
  valid: [
    {
      name: 'another module through its index',
      filename: file('src/orders/commands/quote.ts'),
      code: "import { UserEvents } from '../../accounts';",
      options,
    },
    {
      name: 'another module through index explicitly',
      filename: file('src/orders/commands/quote.ts'),
      code: "export { UserEvents } from '../../accounts/index';",
      options,
    },
    {
      name: 'its own insides',
      filename: file('src/orders/commands/quote.ts'),
      code: "import { decide } from '../domain/quotation';",
      options,
    },
    {
      name: 'the kernel insides',
      filename: file('src/orders/commands/quote.ts'),
      code: "import { EventStore } from '../../kernel/events/event-store';",
      options,
    },
    {
      name: 'a package',
      filename: file('src/orders/commands/quote.ts'),
      code: "import { Injectable } from '@nestjs/common';",
      options,
    },
    {
      name: 'a worker through the index',
      filename: file('workers/main.ts'),
      code: "import { AccountsModule } from '../src/accounts';",
      options,
    },
    {
      name: 'a test, free',
      filename: file('test/orders/quotes.e2e-spec.ts'),
      code: "import { decide } from '../../src/orders/domain/quotation';",
      options,
    },
    {
      name: 'a migration, free',
      filename: file('migrations/1-Authorization.ts'),
      code: "import { ROLES } from '../src/authorization/default-permissions';",
      options,
    },
    {
      name: 'a benchmark, free',
      filename: file('bench/data.ts'),
      code: "import { decide } from '../src/catalogue/domain/product';",
      options,
    },
  ],
  invalid: [
    {
      name: 'another module insides',
      filename: file('src/orders/commands/quote.ts'),
      code: "import { UserRegistered } from '../../accounts/domain/user.events';",
      options,
      errors: [
        {
          messageId: 'insides',
          data: { source: '../../accounts/domain/user.events', area: 'accounts', index: '../../accounts' },
        },
      ],
    },
    {
      name: 'a re-export of insides',
      filename: file('src/catalogue/index.ts'),
      code: "export * from '../orders/domain/quotation';",
      options,
      errors: [{ messageId: 'insides' }],
    },
    {
      name: 'a require of insides',
      filename: file('src/catalogue/x.ts'),
      code: "const q = require('../orders/domain/quotation');",
      options,
      errors: [{ messageId: 'insides' }],
    },
    {
      name: 'a worker reaching into a module',
      filename: file('workers/main.ts'),
      code: "import { SendMailJob } from '../src/accounts/mail/account-mails';",
      options,
      errors: [{ messageId: 'insides' }],
    },
    {
      name: 'the kernel reaching into a module',
      filename: file('src/kernel/http/x.ts'),
      code: "import { x } from '../../geography/country-directory';",
      options,
      errors: [{ messageId: 'insides' }],
    },
  ],
});

describe('the lint configuration', () => {
  it('turns the rule on for the modules and the workers', () => {
    // In a child process: ESLint loads eslint.config.mjs with a dynamic import, which Jest's module system refuses.
    const cwd = join(__dirname, '..', '..');
    for (const path of ['src/accounts/commands/sign-in.command.ts', 'workers/main.ts']) {
      const config = JSON.parse(
        execFileSync(
          process.execPath,
          [join(cwd, 'node_modules', 'eslint', 'bin', 'eslint.js'), '--print-config', path],
          { cwd, encoding: 'utf8' },
        ),
      );
      expect([path, config.rules['kasuwa/module-boundaries']]).toEqual([path, [2]]);
    }
  });
});
