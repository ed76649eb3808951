import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext, type DataProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import farmers from '../messages';
import { FarmRecords } from './FarmRecords';
import type { Farm, PlantingRecord } from '../types';

const i18nProvider = polyglotI18nProvider(() => ({ ...englishMessages, kasuwa: { farmers: farmers.en.texts } }), 'en');

const FARM = { id: 'farm-1', name: 'Gidan Kwano plot' } as Farm;

function record(id: string, season: PlantingRecord['season'], year: number, cropName: string): PlantingRecord {
  return {
    id,
    season,
    year,
    cropName,
    fertilizers: [{ typeName: 'NPK 15-15-15', quantity: '2.5', unitName: 'bags (50 kg)' }],
    seeds: [],
    actualYield: 1850.5,
    yieldUnitName: 'kg',
  } as unknown as PlantingRecord;
}

function renderRecords(records: PlantingRecord[], canChange: boolean) {
  const onEdit = vi.fn();
  const onRemove = vi.fn();
  const api = { recordsOf: vi.fn(async () => records) };
  render(
    <AdminContext i18nProvider={i18nProvider} dataProvider={api as unknown as DataProvider}>
      <FarmRecords farm={FARM} canChange={canChange} onEdit={onEdit} onRemove={onRemove} />
    </AdminContext>,
  );
  return { api, onEdit, onRemove };
}

describe("a farm's planting records", () => {
  it('lists every record read, with its season, crop, inputs and yield, each editable and deletable', async () => {
    const records = [record('r2', 'RAINY', 2025, 'Maize'), record('r1', 'DRY', 2024, 'Sorghum')];
    const { api, onEdit, onRemove } = renderRecords(records, true);

    const rows = await screen.findAllByTestId('record-row');
    expect(api.recordsOf).toHaveBeenCalledWith('farm-1', expect.anything());
    expect(rows.map((row) => row.getAttribute('data-id'))).toEqual(['r2', 'r1']);
    expect(within(rows[0]).getByTestId('record-crop').textContent).toBe('Maize');
    expect(rows[0].textContent).toContain('Rainy season 2025');
    expect(rows[0].textContent).toContain('NPK 15-15-15 2.5 bags (50 kg)');
    expect(rows[0].textContent).toContain('1,850.5 kg');

    fireEvent.click(within(rows[1]).getByTestId('record-edit'));
    expect(onEdit).toHaveBeenCalledWith(records[1]);
    fireEvent.click(within(rows[0]).getByTestId('record-delete'));
    expect(onRemove).toHaveBeenCalledWith({ kind: 'record', record: records[0] });
  });

  it('offers no change to whoever may only read them, and says when there is none', async () => {
    renderRecords([record('r1', 'DRY', 2024, 'Sorghum')], false);
    await screen.findByTestId('record-row');
    expect(screen.queryByTestId('record-edit')).toBeNull();

    document.body.innerHTML = '';
    renderRecords([], true);
    expect((await screen.findByTestId('records-empty')).textContent).toBe('No planting records yet.');
  });
});
