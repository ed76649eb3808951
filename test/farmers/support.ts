import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { RedeemInvitationCommand } from '../../src/affiliation';
import { api, bearer, NIGERIA, person, Person } from '../support/people';
import { TestApp } from '../support/test-app';

export { api, bearer, NIGERIA, person, type Person };
export const GHANA = 2;

/** A PDF and a PNG good enough for content sniffing. */
export const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200, 0x20), Buffer.from('\n%%EOF\n')]);
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 0)]);

export interface Place {
  stateId: number;
  cityId: number;
  otherStateId: number;
  otherStateCityId: number;
}

/** A state of the country, one of its cities, and a city of another state of the same country. */
export async function placeIn(t: TestApp, countryId: number): Promise<Place> {
  const rows = await t.sql<{ stateId: number; cityId: number }>(
    `SELECT s.id AS "stateId", min(c.id) AS "cityId" FROM states s JOIN cities c ON c.state_id = s.id AND c.listed WHERE s.country_id = $1 GROUP BY s.id ORDER BY s.id LIMIT 2`,
    [countryId],
  );
  return {
    stateId: rows[0].stateId,
    cityId: rows[0].cityId,
    otherStateId: rows[1].stateId,
    otherStateCityId: rows[1].cityId,
  };
}

export interface Lists {
  projectId: number;
  aggregationPartnerId: number;
  farmerCompanyId: number;
}

/** A project, an aggregation partner and a farmer company of the country, added by an administrator. */
export async function listsOf(t: TestApp, adminToken: string, countryId: number): Promise<Lists> {
  const tag = randomUUID().slice(0, 6);
  const add = async (path: string, name: string) =>
    (
      await t
        .http()
        .post(api(path))
        .set(bearer(adminToken))
        .send({ countryId, name: `${name} ${tag}` })
        .expect(201)
    ).body.data.id as number;
  return {
    projectId: await add('projects', 'Project'),
    aggregationPartnerId: await add('aggregation-partner', 'Aggregator'),
    farmerCompanyId: await add('farmers/farmer-company', 'Farmer group'),
  };
}

let phones = 0;

/** A farmer's JSON body in Nigeria with everything required; each with a phone number of its own unless one is given. */
export function farmerBody(place: Place, lists: Lists, overrides: Record<string, unknown> = {}) {
  return {
    fullName: 'Amina Yusuf',
    gender: 'FEMALE',
    email: 'amina.yusuf@example.com',
    phone: `0806${String(1_000_000 + ++phones).slice(-7)}`,
    address: 'Near the primary school',
    stateId: place.stateId,
    cityId: place.cityId,
    community: 'Dawakin Tofa',
    projectId: lists.projectId,
    aggregationPartnerId: lists.aggregationPartnerId,
    farmerCompanyId: lists.farmerCompanyId,
    age: 34,
    year: 2015,
    ...overrides,
  };
}

/** Makes `manager` a platform manager of `countryIds`. */
export async function monitor(t: TestApp, adminToken: string, manager: Person, countryIds: number[]): Promise<void> {
  await t
    .http()
    .post(api(`users/${manager.id}/monitored-countries`))
    .set(bearer(adminToken))
    .send({ countryIds })
    .expect(200);
}

/** The key of the invitation link mailed to `email`. */
export async function invitationKeyMailedTo(t: TestApp, email: string): Promise<string> {
  const mail = await t.inbox!.waitFor((m) => m.to.includes(email) && /invitation=/.test(m.text));
  const match = /\/auth\/register\?invitation=([\w-]+)/.exec(mail.text);
  if (!match) throw new Error(`No invitation link in: ${mail.text}`);
  return match[1];
}

/** `who` accepts the invitation with `key`, as their sign-up does (the account exists already). */
export async function redeem(t: TestApp, key: string, who: Person): Promise<void> {
  await t.app
    .get(DataSource)
    .transaction((manager) => t.app.get(CommandBus).execute(new RedeemInvitationCommand(key, who.id, manager)));
  await t.drainConsumers();
}

/** `provider` brings `agent` to the platform: an invitation of type EXTENSION AGENT, accepted. */
export async function bringAgent(t: TestApp, provider: Person, agent: Person, place: Place): Promise<void> {
  await t
    .http()
    .post(api('invite'))
    .set(bearer(provider.token))
    .send({
      fullName: 'Agent Invitee',
      email: `invitee-${agent.id.slice(0, 8)}@example.com`,
      storeAddress: 'Field office',
      stateId: place.stateId,
      cityId: place.cityId,
      type: 'EXTENSION AGENT',
    })
    .expect(201);
  await redeem(t, await invitationKeyMailedTo(t, `invitee-${agent.id.slice(0, 8)}@example.com`), agent);
}
