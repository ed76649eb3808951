import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { RegisterUserCommand } from '../../src/accounts';
import { TestApp } from '../support/test-app';

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

/** A zip archive (entries stored, uncompressed) holding `names`: with [Content_Types].xml and word/document.xml, a Word document. */
export function zipOf(names: string[]): Buffer {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const name of names) {
    const data = Buffer.from('<x/>');
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    parts.push(local, nameBytes, data);
    directory.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const centralDirectory = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(names.length, 8);
  end.writeUInt16LE(names.length, 10);
  end.writeUInt32LE(centralDirectory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, centralDirectory, end]);
}

export const DOCX = zipOf(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']);
