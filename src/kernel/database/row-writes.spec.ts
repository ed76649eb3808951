import { insertStatement, updateStatement } from './row-writes';

describe('row writes', () => {
  it('inserts a row once, its values numbered in the order of its columns', () => {
    expect(insertStatement('farm_fortune_hubs', { id: 7, name: 'Kano hub', open: true })).toEqual([
      'INSERT INTO farm_fortune_hubs (id, name, open) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING',
      [7, 'Kano hub', true],
    ]);
  });

  it('updates the row of an id, the id first among the values', () => {
    expect(updateStatement('farm_fortune_hubs', 7, { name: 'Kano north hub', open: false })).toEqual([
      'UPDATE farm_fortune_hubs SET name = $2, open = $3 WHERE id = $1',
      [7, 'Kano north hub', false],
    ]);
  });
});
