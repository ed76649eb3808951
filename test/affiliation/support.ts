import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { RegisterUserCommand } from '../../src/accounts';
import { zipOf } from '../support/office-files';
import { TestApp } from '../support/test-app';

export { zipOf };

export const NIGERIA = 1;
export const api = (path: string) => `/api/v1/${path}`;
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export interface Person {
  id: string;
  email: string;
  phone: string;
  token: string;
}

let phones = 0;

/** An active account of `role`, signed in; `company` makes it an organisation owner, `employerId` one of its staff. */
export async function person(t: TestApp, role: string, names: { firstname?: string; lastname?: string; company?: string | null; employerId?: string } = {}): Promise<Person> {
  const id = randomUUID();
  const email = `${role.toLowerCase().replace('role_', '')}-${id.slice(0, 8)}@example.com`;
  const phone = `70${String(process.pid % 1000).padStart(3, '0')}${String(++phones).padStart(5, '0')}`;
  const company = names.company ?? null;
  await t.app.get(CommandBus).execute(
    new RegisterUserCommand(id, ['ROLE_USER', role], NIGERIA, 'ACTIVE', true, { firstname: names.firstname ?? 'Ada', lastname: names.lastname ?? 'Obi', email, phone, company }, 'partner-pass-1', {
      organisationOwner: company !== null,
      employerId: names.employerId ?? null,
    }),
  );
  return { id, email, phone, token: await t.login(email, 'partner-pass-1') };
}

/** A state of Nigeria and one of its cities. */
export async function placeInNigeria(t: TestApp): Promise<{ stateId: number; stateName: string; cityId: number; cityName: string }> {
  const [row] = await t.sql(
    `SELECT s.id AS "stateId", s.name AS "stateName", c.id AS "cityId", c.name AS "cityName"
     FROM states s JOIN cities c ON c.state_id = s.id WHERE s.country_id = $1 ORDER BY s.id, c.id LIMIT 1`,
    [NIGERIA],
  );
  return row;
}

export const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200, 0x20), Buffer.from('\n%%EOF\n')]);

export const DOCX = zipOf(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']);
