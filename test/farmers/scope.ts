import { randomUUID } from 'node:crypto';
import { TestApp } from '../support/test-app';
import { api, bearer, farmerBody, GHANA, listsOf, monitor, NIGERIA, person, Person, placeIn } from './support';

/**
 * The callers of the scope matrix: an administrator, platform managers with and without Nigeria, agents A (who enrols
 * the farmer) and B, and input providers, one that brought agent A to the platform and one that did not.
 */
export interface Cast {
  admin: string;
  managerOfNigeria: Person;
  managerOfGhana: Person;
  agentA: Person;
  agentB: Person;
  providerOfA: Person;
  otherProvider: Person;
}

export async function castOf(t: TestApp): Promise<Cast> {
  const admin = await t.login();
  const cast: Cast = {
    admin,
    managerOfNigeria: await person(t, 'ROLE_PLATFORM_MANAGER', { firstname: 'Ngozi', lastname: 'Eze' }),
    managerOfGhana: await person(t, 'ROLE_PLATFORM_MANAGER', {
      firstname: 'Kwame',
      lastname: 'Mensah',
      countryId: GHANA,
    }),
    agentA: await person(t, 'ROLE_EXTENSION_AGENT', { firstname: 'Musa', lastname: 'Ali' }),
    agentB: await person(t, 'ROLE_EXTENSION_AGENT', { firstname: 'Bello', lastname: 'Umar' }),
    providerOfA: await person(t, 'ROLE_INPUT_PROVIDER', { company: 'Green Farms Ltd' }),
    otherProvider: await person(t, 'ROLE_INPUT_PROVIDER', { company: 'Far Away Inputs' }),
  };
  await monitor(t, admin, cast.managerOfNigeria, [NIGERIA]);
  await monitor(t, admin, cast.managerOfGhana, [GHANA]);
  // Agent A joined through the provider's accepted invitation: the farmers module's read model of that fact (the
  // invitation flow itself is the affiliation module's, tested there).
  await t.sql(`INSERT INTO farmer_agent_affiliations (invitation_id, organisation_id, agent_id) VALUES ($1, $2, $3)`, [
    randomUUID(),
    cast.providerOfA.id,
    cast.agentA.id,
  ]);
  return cast;
}

/** A Nigerian farmer enrolled by `agent`; answers the farmer's id. */
export async function enrolFarmer(t: TestApp, agent: Person, overrides: Record<string, unknown> = {}): Promise<string> {
  const place = await placeIn(t, NIGERIA);
  const lists = await listsOf(t, await t.login(), NIGERIA);
  const body = farmerBody(place, lists, {
    email: `farmer-${randomUUID().slice(0, 8)}@example.com`,
    phone: null,
    ...overrides,
  });
  const created = await t.http().post(api('farmers')).set(bearer(agent.token)).send(body).expect(201);
  return created.body.data.id;
}

/** Who reads and who changes a farmer enrolled by agent A in Nigeria (spec section 6). */
export const READERS = ['admin', 'managerOfNigeria', 'agentA', 'providerOfA'] as const;
export const CHANGERS = ['admin', 'managerOfNigeria', 'agentA'] as const;
export const EVERYONE = [
  'admin',
  'managerOfNigeria',
  'managerOfGhana',
  'agentA',
  'agentB',
  'providerOfA',
  'otherProvider',
] as const;
export type Role = (typeof EVERYONE)[number];

export const tokenOf = (cast: Cast, role: Role) => {
  const who = cast[role];
  return typeof who === 'string' ? who : who.token;
};

/** The country each caller works in (the console sends it as the Country header): the manager of Ghana asks as Ghana. */
export const countryOf = (role: Role) => (role === 'managerOfGhana' ? 'Ghana' : 'Nigeria');
