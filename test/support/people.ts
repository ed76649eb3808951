import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { RegisterUserCommand } from '../../src/accounts';
import { isRoleName } from '../../src/kernel/auth/platform-roles';
import { TestApp } from './test-app';

/** The people of a test and how they call the API: every test file takes these rather than its own copies. */

export const NIGERIA = 1;
export const api = (path: string) => `/api/v1/${path}`;
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export interface Person {
  id: string;
  email: string;
  phone: string | null;
  token: string;
}

export interface PersonOptions {
  firstname?: string;
  lastname?: string;
  /** An organisation owner's company (none by default). */
  company?: string | null;
  /** Makes them staff of that organisation. */
  employerId?: string;
  /** A country id (Nigeria by default). */
  countryId?: number;
  email?: string;
  /** Ten digits, unique in the file, unless given (null for none). */
  phone?: string | null;
  password?: string;
}

/** The password of every person made without one. */
export const DEFAULT_PASSWORD = 'person-pass-1';

let phones = 0;

/** An active account of `role`, registered through the accounts module (as an approved sign-up would be) and signed in. */
export async function person(t: TestApp, role: string, options: PersonOptions = {}): Promise<Person> {
  if (!isRoleName(role)) throw new Error(`${role} is not a role of the roles table`);
  const id = randomUUID();
  const email = options.email ?? `${role.toLowerCase().replace('role_', '')}-${id.slice(0, 8)}@example.com`;
  const phone = options.phone === undefined ? `70${String(++phones).padStart(8, '0')}` : options.phone;
  const company = options.company ?? null;
  const password = options.password ?? DEFAULT_PASSWORD;
  await t.app
    .get(CommandBus)
    .execute(
      new RegisterUserCommand(
        id,
        ['ROLE_USER', role],
        options.countryId ?? NIGERIA,
        'ACTIVE',
        true,
        { firstname: options.firstname ?? 'Ada', lastname: options.lastname ?? 'Obi', email, phone, company },
        password,
        { organisationOwner: company !== null, employerId: options.employerId ?? null },
      ),
    );
  return { id, email, phone, token: await t.login(email, password) };
}
