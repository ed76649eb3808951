import { EntityManager } from 'typeorm';
import { CacheVersionMoves, MovesCacheVersions } from './cache-versions';
import { StoredEvent } from './event.types';

/** A manager that answers the versions tables' rows and records the rows moved, in the order they are moved. */
function recordingManager(tables: Record<string, (number | string)[]>) {
  const moved: string[] = [];
  const manager = {
    query: (sql: string, params: unknown[] = []) => {
      const read = /^SELECT (\w+) FROM (\w+)$/.exec(sql);
      if (read) return Promise.resolve(tables[read[2]].map((partition) => ({ [read[1]]: partition })));
      const update = /^UPDATE (\w+) SET version = version \+ 1 WHERE (\w+) = \$1$/.exec(sql);
      if (!update) throw new Error(`Unexpected statement: ${sql}`);
      moved.push(`${update[1]}/${update[2] === 'country_id' ? '' : `${update[2]}=`}${String(params[0])}`);
      return Promise.resolve([]);
    },
  };
  return { manager: manager as unknown as EntityManager, moved };
}

const event = (type: string, data: Record<string, unknown>) => ({ type, data }) as unknown as StoredEvent;

/** Products whose listing version is their country's, from the event (a new product) or the row (any other). */
const products = (countryOfRow: Record<string, number>, seen: string[] = []): MovesCacheVersions => ({
  cacheVersions: [
    'farmer_list_versions',
    {
      table: 'catalogue_listing_versions',
      partitionsOf: (events) =>
        events.map((e) => {
          seen.push(e.type);
          return e.type === 'ProductSubmitted'
            ? (e.data.countryId as number)
            : countryOfRow[e.data.productId as string];
        }),
    },
  ],
});

describe('CacheVersionMoves', () => {
  it('moves each row once, last, by table then partition, whatever order the changes came in', async () => {
    const { manager, moved } = recordingManager({});
    const moves = new CacheVersionMoves();
    const projection = products({ p1: 12, p2: 3 });
    await moves.before(projection, [event('ProductUpdated', { productId: 'p1' })], manager);
    await moves.before(projection, [event('ProductSubmitted', { productId: 'p9', countryId: 3 })], manager);
    await moves.before(projection, [event('ProductDeleted', { productId: 'p2' })], manager);
    await moves.before({ cacheVersions: ['advisory_hub_versions'] }, [event('HubOpened', {})], manager);
    expect(moved).toEqual([]);
    await moves.move(manager);
    expect(moved).toEqual([
      'advisory_hub_versions/0',
      'catalogue_listing_versions/3',
      'catalogue_listing_versions/12',
      'farmer_list_versions/0',
    ]);
  });

  it('asks the rows of a run taken at once in one call, and moves nothing for changes that name none', async () => {
    const { manager, moved } = recordingManager({});
    const seen: string[] = [];
    const moves = new CacheVersionMoves();
    const run = [event('ProductSubmitted', { countryId: 7 }), event('ProductSubmitted', { countryId: 7 })];
    await moves.before(products({}, seen), run, manager);
    await moves.before(
      { cacheVersions: [{ table: 'people_directory_versions', partitionsOf: () => [] }] },
      [event('UserLoggedIn', {})],
      manager,
    );
    await moves.move(manager);
    expect(seen).toEqual(['ProductSubmitted', 'ProductSubmitted']);
    expect(moved).toEqual(['catalogue_listing_versions/7', 'farmer_list_versions/0']);
  });

  it('puts countries by number before keys by their characters, and moves nothing a second time', async () => {
    const { manager, moved } = recordingManager({});
    const moves = new CacheVersionMoves();
    const keys = (...partitions: (number | string)[]) => ({
      cacheVersions: [{ table: 'agent_versions', partitionsOf: () => partitions }],
    });
    await moves.before(keys('b-agent', 10, 'a-agent', 2), [], manager);
    await moves.move(manager);
    await moves.move(manager);
    expect(moved).toEqual([
      'agent_versions/2',
      'agent_versions/10',
      'agent_versions/a-agent',
      'agent_versions/b-agent',
    ]);
  });

  it('moves every row of the declared tables after a replay, in the same order as the writers', async () => {
    const { manager, moved } = recordingManager({
      catalogue_listing_versions: [40, 3, 12],
      farmer_list_versions: [0],
    });
    const moves = new CacheVersionMoves();
    await moves.everyRowOf([products({}), { cacheVersions: ['farmer_list_versions'] }, {}], manager);
    await moves.move(manager);
    expect(moved).toEqual([
      'catalogue_listing_versions/3',
      'catalogue_listing_versions/12',
      'catalogue_listing_versions/40',
      'farmer_list_versions/0',
    ]);
  });

  it('moves every row of tables keyed by other columns too, by table then key (the swap after a rebuild)', async () => {
    const { manager, moved } = recordingManager({
      people_directory_versions: [5, 0],
      ea_agent_versions: ['f0c1d2e3-0000-4000-8000-000000000002', '0a1b2c3d-0000-4000-8000-000000000001'],
    });
    const moves = new CacheVersionMoves();
    await moves.everyRowOfTables(
      [
        { table: 'people_directory_versions', key: 'country_id' },
        { table: 'ea_agent_versions', key: 'agent_id' },
      ],
      manager,
    );
    await moves.move(manager);
    expect(moved).toEqual([
      'ea_agent_versions/agent_id=0a1b2c3d-0000-4000-8000-000000000001',
      'ea_agent_versions/agent_id=f0c1d2e3-0000-4000-8000-000000000002',
      'people_directory_versions/0',
      'people_directory_versions/5',
    ]);
  });
});
