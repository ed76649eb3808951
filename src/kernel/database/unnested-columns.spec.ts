import { unnestedColumns, unnestedRows } from './unnested-columns';

describe('unnestedColumns', () => {
  it('names one typed array parameter per column, and joins the plain ones into one array literal', () => {
    expect(
      unnestedColumns([
        ['id', 'uuid', ['6f1c2a4e-0d5b-4c8e-9a71-2b3c4d5e6f70']],
        ['size_ha', 'numeric', [1.5]],
        ['name', 'text', ['Ngozi Okafor']],
      ]),
    ).toEqual({
      relation: 'unnest($1::uuid[], $2::numeric[], $3::text[]) AS x(id, size_ha, name)',
      params: ['{6f1c2a4e-0d5b-4c8e-9a71-2b3c4d5e6f70}', '{1.5}', ['Ngozi Okafor']],
    });
  });

  it('hands a column holding a null to the driver as it is', () => {
    expect(unnestedColumns([['farm_id', 'uuid', [null, 'a1']]]).params).toEqual([[null, 'a1']]);
  });
});

describe('unnestedRows', () => {
  it("turns rows into columns, as r, with each row's place in r.n", () => {
    expect(
      unnestedRows({ farmer_id: 'uuid', farms: 'int' }, [
        { farmer_id: 'f1', farms: 2 },
        { farmer_id: 'f2', farms: 0 },
      ]),
    ).toEqual({
      relation: 'unnest($1::uuid[], $2::int[]) WITH ORDINALITY AS r(farmer_id, farms, n)',
      params: ['{f1,f2}', '{2,0}'],
    });
  });
});
