import { MigrationInterface, QueryRunner } from 'typeorm';
import { CountryCode, LOCAL_AREAS, RWANDA_SECTORS } from './data/local-areas';

/**
 * Local areas as people name them: the `cities` of the seven countries become their real second-level areas —
 * Nigeria's LGAs, Ghana's, Rwanda's and Tanzania's districts, Kenya's sub-counties, Senegal's and Ivory Coast's
 * departments — and Rwanda's 416 sectors get a table of their own (city_sectors).
 *
 * Sources, licences, counts against the official ones, corrections and gaps: see the header of
 * migrations/data/local-areas.ts (NG 774, GH 261, CI 109 + Abidjan, SN 46, KE 290, RW 30 / 416 sectors, TZ 175).
 *
 * Existing ids keep their meaning (users, salesmen, invitations and products point at them):
 * - A city of the earlier seed whose name is an area of its state (accents, case and punctuation ignored, and a
 *   trailing "Metropolitan", "Municipal Area Council", "City", "Municipal", "Town", "Township" or "District" of the
 *   area's name ignored) IS that area: it keeps its id and takes the area's name (the old one stays in
 *   `former_name`): "Kano" is Kano Municipal, "Abuja" Abuja Municipal Area Council, "Tamale" Tamale Metropolitan,
 *   "Arusha" Arusha City; SPELLINGS below pairs the few entries spelled otherwise ("Kpandu", Kpando Municipal).
 *   When a town name fits both an urban council and a district council, the urban one (Metropolitan, City,
 *   Municipal, Town, Township, in that order) is chosen: the town is in it.
 * - Any other city of the seven countries is a town, not a local area ("Aba", "Burumburum"): it keeps its id, name
 *   and coordinates but is no longer listed (`listed` false, kind TOWN), so that what points at it still reads;
 *   `successor_id` names the area it stands for when two old entries fit the same area, or when the table
 *   TOWN_SUCCESSORS below knows the area a well-known town is in. The others have no successor (no boundaries to
 *   place them by).
 * - Morocco is not touched (its cities stay cities).
 * New areas get ids after the existing ones, inserted in a stable order (country id, state name, area name, accents
 * folded), so the ids are the same on every run.
 *
 * Coordinates: no source above gives centroids. An area matched to an old city keeps that city's point (the town
 * of that name, usually the area's seat: location_precision PLACE); a new area takes its state's coordinates and
 * location_precision STATE, which the API reports as an approximate location. Farm coordinates, not these, place
 * farms on maps.
 */

type AreaKind = 'LGA' | 'DISTRICT' | 'SUB_COUNTY' | 'DEPARTMENT' | 'AUTONOMOUS_DISTRICT';

const COUNTRY_IDS: Record<CountryCode, number> = { NG: 1, GH: 2, CI: 3, SN: 4, KE: 5, RW: 6, TZ: 7 };
const KIND_OF: Record<CountryCode, AreaKind> = {
  NG: 'LGA',
  GH: 'DISTRICT',
  CI: 'DEPARTMENT',
  SN: 'DEPARTMENT',
  KE: 'SUB_COUNTY',
  RW: 'DISTRICT',
  TZ: 'DISTRICT',
};

/** Areas outside the per-country kind. */
const SPECIAL_AREAS: { country: CountryCode; state: string; name: string; kind: AreaKind }[] = [
  { country: 'CI', state: 'Abidjan', name: 'Abidjan', kind: 'AUTONOMOUS_DISTRICT' },
];

/** Entries of the earlier seed spelled otherwise than their area ('CC/State/Name' -> area name). */
const SPELLINGS: Record<string, string> = {
  'NG/Cross River/Akankpa': 'Akamkpa',
  'GH/Bono/Berekum East': 'Berekum Municipal',
  'GH/North East/Bunkpurugu-Nyakpanduri': 'Bunkpurugu Nyankpanduri District',
  'GH/Northern/Kpandae': 'Kpandai District',
  'GH/Volta/Kpandu': 'Kpando Municipal',
  'KE/Busia/Nambare': 'Nambale',
  "KE/Murang'a/Maragua": 'Maragwa',
  'TZ/Arusha/Kiratu': 'Karatu District',
  'TZ/Morogoro/Geiro': 'Gairo District',
  'TZ/Njombe/Makumbako': 'Makambako Town',
};

/**
 * Well-known towns of the earlier seed that are not areas themselves, and the area that contains them
 * ('CC/State/Town' -> area name). Each is the area that holds the town's centre.
 */
const TOWN_SUCCESSORS: Record<string, string> = {
  'NG/Abia/Aba': 'Aba South',
  'NG/Abia/Umuahia': 'Umuahia North',
  'NG/Adamawa/Jimeta': 'Yola North',
  'NG/Adamawa/Yola': 'Yola South',
  'NG/Adamawa/Mubi': 'Mubi North',
  'NG/Anambra/Awka': 'Awka South',
  'NG/Anambra/Onitsha': 'Onitsha North',
  'NG/Anambra/Nnewi': 'Nnewi North',
  'NG/Delta/Asaba': 'Oshimili South',
  'NG/Delta/Warri': 'Warri South',
  'NG/Delta/Ughelli': 'Ughelli North',
  'NG/Ebonyi/Afikpo': 'Afikpo North',
  'NG/Edo/Benin City': 'Oredo',
  'NG/Edo/Auchi': 'Etsako West',
  'NG/Edo/Ekpoma': 'Esan West',
};

const fold = (text: string) =>
  text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

const byKey = (a: string, b: string) => {
  const fa = fold(a);
  const fb = fold(b);
  if (fa !== fb) return fa < fb ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
};

/** Urban designations first: a town named like the council is in the urban one. */
const DESIGNATIONS = ['metropolitan', 'municipal area council', 'city', 'municipal', 'town', 'township', 'district'];

/** [name without its designation, rank of the designation] (the bare name ranks between urban and district). */
const withoutDesignation = (folded: string): [string, number] => {
  for (const [rank, word] of DESIGNATIONS.entries()) {
    if (folded.endsWith(` ${word}`)) return [folded.slice(0, -word.length - 1), rank === DESIGNATIONS.length - 1 ? rank + 1 : rank];
  }
  return [folded, DESIGNATIONS.length - 1];
};

interface Area {
  countryId: number;
  stateName: string;
  name: string;
  kind: AreaKind;
}

function areasOfSeed(): Area[] {
  const areas: Area[] = [];
  for (const [code, states] of Object.entries(LOCAL_AREAS) as [CountryCode, [string, string][]][]) {
    for (const [stateName, names] of states) {
      for (const name of names.split(';').map((n) => n.trim())) {
        areas.push({ countryId: COUNTRY_IDS[code], stateName, name, kind: KIND_OF[code] });
      }
    }
  }
  for (const special of SPECIAL_AREAS) {
    areas.push({ countryId: COUNTRY_IDS[special.country], stateName: special.state, name: special.name, kind: special.kind });
  }
  return areas;
}

const codeOf = (countryId: number) => (Object.entries(COUNTRY_IDS) as [CountryCode, number][]).find(([, id]) => id === countryId)![0];

const BATCH = 500;

async function insertRows<T>(q: QueryRunner, table: string, columns: string[], rows: T[], values: (row: T) => unknown[]): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    const params: unknown[] = [];
    const tuples = rows.slice(start, start + BATCH).map((row) => `(${values(row).map((v) => (params.push(v), `$${params.length}`)).join(', ')})`);
    await q.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}`, params);
  }
}

export class LocalAreas1763800000810 implements MigrationInterface {
  name = 'LocalAreas1763800000810';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE cities
        ADD COLUMN kind text NOT NULL DEFAULT 'CITY'
          CHECK (kind IN ('LGA', 'DISTRICT', 'SUB_COUNTY', 'DEPARTMENT', 'AUTONOMOUS_DISTRICT', 'CITY', 'TOWN')),
        ADD COLUMN listed boolean NOT NULL DEFAULT true,
        ADD COLUMN successor_id integer REFERENCES cities (id),
        ADD COLUMN former_name text,
        ADD COLUMN location_precision text NOT NULL DEFAULT 'PLACE' CHECK (location_precision IN ('PLACE', 'STATE')),
        ADD CONSTRAINT cities_listed_or_town CHECK (listed OR kind = 'TOWN')`);
    await q.query('CREATE INDEX cities_listed_state_idx ON cities (state_id) WHERE listed');

    const countryIds = Object.values(COUNTRY_IDS);
    const states: { id: number; country_id: number; name: string; latitude: string; longitude: string }[] = await q.query(
      'SELECT id, country_id, name, latitude::text, longitude::text FROM states WHERE country_id = ANY($1)',
      [countryIds],
    );
    const stateOf = new Map(states.map((s) => [`${s.country_id}/${s.name}`, s]));
    const existing: { id: number; state_id: number; country_id: number; name: string }[] = await q.query(
      'SELECT id, state_id, country_id, name FROM cities WHERE country_id = ANY($1) ORDER BY id',
      [countryIds],
    );

    // Areas per state, with the ids of the old cities that are them.
    const areas = areasOfSeed();
    const perState = new Map<number, (Area & { id?: number })[]>();
    for (const area of areas) {
      const state = stateOf.get(`${area.countryId}/${area.stateName}`);
      if (!state) throw new Error(`LocalAreas: unknown state ${area.countryId}/${area.stateName}`);
      if (!perState.has(state.id)) perState.set(state.id, []);
      perState.get(state.id)!.push(area);
    }
    for (const state of states) {
      if (!perState.has(state.id)) throw new Error(`LocalAreas: state ${state.country_id}/${state.name} has no area`);
    }

    // Exact names first, so that an entry already named like the area keeps it before a shorter name can claim it.
    const matched: { id: number; name: string; kind: AreaKind }[] = [];
    const bestOf = new Map<number, Area & { id?: number }>();
    const keyOf = (city: (typeof existing)[number]) => `${codeOf(city.country_id)}/${states.find((s) => s.id === city.state_id)!.name}/${city.name}`;
    for (const exact of [true, false]) {
      for (const city of existing) {
        if (bestOf.has(city.id)) continue;
        const folded = fold(SPELLINGS[keyOf(city)] ?? city.name);
        let best: (Area & { id?: number }) | undefined;
        let bestRank = Infinity;
        for (const area of perState.get(city.state_id)!) {
          const areaFolded = fold(area.name);
          if (exact) {
            if (areaFolded === folded) best = area;
            continue;
          }
          const [bare, rank] = withoutDesignation(areaFolded);
          if (bare === folded && rank < bestRank) {
            best = area;
            bestRank = rank;
          }
        }
        if (!best) continue;
        bestOf.set(city.id, best);
        if (best.id === undefined) {
          best.id = city.id;
          matched.push({ id: city.id, name: best.name, kind: best.kind });
        }
      }
    }
    const towns = existing
      .filter((city) => !matched.some((m) => m.id === city.id))
      .map((city) => {
        const key = keyOf(city);
        return { id: city.id, stateId: city.state_id, key, successorOf: bestOf.get(city.id)?.name ?? TOWN_SUCCESSORS[key] };
      });

    await q.query(
      `UPDATE cities c SET kind = v.kind, former_name = CASE WHEN c.name <> v.name THEN c.name END, name = v.name
         FROM unnest($1::int[], $2::text[], $3::text[]) AS v (id, kind, name) WHERE c.id = v.id`,
      [matched.map((m) => m.id), matched.map((m) => m.kind), matched.map((m) => m.name)],
    );

    // New areas, in a stable order.
    const fresh = [...perState.entries()]
      .flatMap(([stateId, list]) => list.filter((a) => a.id === undefined).map((a) => ({ ...a, stateId })))
      .sort((a, b) => a.countryId - b.countryId || byKey(a.stateName, b.stateName) || byKey(a.name, b.name));
    await insertRows(q, 'cities', ['state_id', 'country_id', 'name', 'latitude', 'longitude', 'kind', 'location_precision'], fresh, (a) => {
      const state = stateOf.get(`${a.countryId}/${a.stateName}`)!;
      return [a.stateId, a.countryId, a.name, state.latitude, state.longitude, a.kind, 'STATE'];
    });

    const ids: { id: number; state_id: number; name: string }[] = await q.query(
      `SELECT id, state_id, name FROM cities WHERE country_id = ANY($1) AND kind <> 'CITY'`,
      [countryIds],
    );
    const areaId = new Map(ids.map((row) => [`${row.state_id}/${row.name}`, row.id]));
    const successors = towns.map((town) => {
      if (town.successorOf === undefined) return null;
      const successor = areaId.get(`${town.stateId}/${town.successorOf}`);
      if (successor === undefined) throw new Error(`LocalAreas: no area ${town.successorOf} for ${town.key}`);
      return successor;
    });
    await q.query(
      `UPDATE cities c SET kind = 'TOWN', listed = false, successor_id = v.successor
         FROM unnest($1::int[], $2::int[]) AS v (id, successor) WHERE c.id = v.id`,
      [towns.map((town) => town.id), successors],
    );

    await q.query(`
      CREATE TABLE city_sectors (
        id serial PRIMARY KEY,
        city_id integer NOT NULL REFERENCES cities (id),
        name text NOT NULL,
        CONSTRAINT city_sectors_city_name_key UNIQUE (city_id, name)
      )`);
    const districts: { id: number; name: string }[] = await q.query(`SELECT id, name FROM cities WHERE country_id = $1 AND listed`, [COUNTRY_IDS.RW]);
    const districtId = new Map(districts.map((d) => [d.name, d.id]));
    const sectors = RWANDA_SECTORS.flatMap(([district, names]) => {
      const cityId = districtId.get(district);
      if (cityId === undefined) throw new Error(`LocalAreas: no Rwandan district ${district}`);
      return names.split(';').map((name) => ({ cityId, district, name: name.trim() }));
    }).sort((a, b) => byKey(a.district, b.district) || byKey(a.name, b.name));
    await insertRows(q, 'city_sectors', ['city_id', 'name'], sectors, (s) => [s.cityId, s.name]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS city_sectors');
    await q.query(`UPDATE cities SET successor_id = NULL`);
    await q.query(`DELETE FROM cities WHERE location_precision = 'STATE'`);
    await q.query(`UPDATE cities SET name = former_name WHERE former_name IS NOT NULL`);
    await q.query('DROP INDEX IF EXISTS cities_listed_state_idx');
    await q.query(`
      ALTER TABLE cities
        DROP CONSTRAINT cities_listed_or_town,
        DROP COLUMN location_precision,
        DROP COLUMN former_name,
        DROP COLUMN successor_id,
        DROP COLUMN listed,
        DROP COLUMN kind`);
  }
}
