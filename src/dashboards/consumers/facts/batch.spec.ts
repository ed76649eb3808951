import { EntityManager } from 'typeorm';
import { Deltas } from './batch';

/** The rows a flush writes to `table` (dash_totals: [metric, owner, country, key, value, sign] each). */
async function totalsWritten(deltas: Deltas, table = 'dash_totals'): Promise<unknown[][]> {
  const statements: { sql: string; params: unknown[][] }[] = [];
  const manager = {
    query: (sql: string, params: unknown[][]) => {
      statements.push({ sql, params });
      return Promise.resolve([]);
    },
  } as unknown as EntityManager;
  await deltas.flush(manager);
  const totals = statements.find((s) => s.sql.includes(`INSERT INTO ${table}`));
  if (!totals) return [];
  return totals.params[0].map((_, row) => totals.params.map((column) => column[row]));
}

describe('Deltas', () => {
  it('sums hectares exactly, as PostgreSQL numeric would', async () => {
    const deltas = new Deltas();
    for (let i = 0; i < 3; i++) deltas.total('farm_ha', ['country'], 1, '', '0.1', 1);
    deltas.total('farm_ha', ['country'], 1, '', '12.25', 1).total('farm_ha', ['country'], 1, '', '2.5', -1);
    expect(await totalsWritten(deltas)).toEqual([['farm_ha', 'country', 1, '', '10.05', 1]]);
  });

  it('writes nothing for terms that cancel out, and keeps owners and keys apart', async () => {
    const deltas = new Deltas();
    deltas.total('farm_ha', ['country', 'agent'], 1, '', '1.500', 1).total('farm_ha', ['country'], 1, '', '1.5', -1);
    deltas.total('farmers', ['country'], 1, 'F', 1, 1).total('farmers', ['country'], 1, 'F', 1, -1);
    deltas.total('fertilizer_kg', ['agent'], 2, '', '0.75', -1);
    expect(await totalsWritten(deltas)).toEqual([
      ['farm_ha', 'agent', 1, '', '1.500', 1],
      ['fertilizer_kg', 'agent', 2, '', '-0.75', 1],
    ]);
  });

  it('leaves out a zero, but keeps the scale a zero with decimals gives the sum, as PostgreSQL numeric would', async () => {
    const deltas = new Deltas();
    deltas.total('farm_ha', ['country', 'agent'], 1, '', '1.5', 1).total('farm_ha', ['country'], 1, '', '0.00', 1);
    deltas.total('farm_ha', ['agent'], 1, '', '0', -1).total('farms', ['country', 'agent'], 1, '', 0, 1);
    expect(await totalsWritten(deltas)).toEqual([
      ['farm_ha', 'country', 1, '', '1.50', 1],
      ['farm_ha', 'agent', 1, '', '1.5', 1],
    ]);
  });

  it("moves each owner's community by what it gained, and none whose farmers came and went", async () => {
    const deltas = new Deltas();
    deltas.community(['', 'agent'], 1, 'tudun wada', 1);
    deltas.community(['', 'agent'], 2, 'tudun wada', 1);
    deltas.community(['agent'], 1, 'tudun wada', -1);
    expect(await totalsWritten(deltas, 'dash_communities')).toEqual([
      ['', 1, 'tudun wada', 1],
      ['', 2, 'tudun wada', 1],
      ['agent', 2, 'tudun wada', 1],
    ]);
  });
});
