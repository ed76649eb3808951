import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import farmers from '../messages';
import { ImportUnknownValues, type ImportAlias } from './ImportUnknownValues';
import type { ImportReport } from '../types';

const i18nProvider = polyglotI18nProvider(() => ({ ...englishMessages, kasuwa: { farmers: farmers.en.texts } }), 'en');

/** The unknown spellings of a dry run, as farmers/bulk answers them. */
const UNKNOWN: ImportReport['unknownValues'] = [
  { field: 'city', value: 'Zangon Katf', state: 'Kaduna', rows: 12, suggestion: 'Zangon Kataf' },
  { field: 'city', value: 'Atlantis', state: 'Kaduna', rows: 1, suggestion: null },
  { field: 'state', value: 'Kadunna', state: null, rows: 3, suggestion: 'Kaduna' },
];

function Unknown({ onChange }: { onChange: (aliases: ImportAlias[]) => void }) {
  const [aliases, setAliases] = useState<ImportAlias[]>([]);
  return (
    <AdminContext i18nProvider={i18nProvider}>
      <ImportUnknownValues
        unknown={UNKNOWN}
        aliases={aliases}
        onChange={(changed) => {
          setAliases(changed);
          onChange(changed);
        }}
      />
    </AdminContext>
  );
}

describe('ImportUnknownValues', () => {
  it('shows each unknown spelling once with its rows and closest place, and says what the ticked ones mean', () => {
    const onChange = vi.fn();
    render(<Unknown onChange={onChange} />);
    const rows = screen.getAllByTestId('import-unknown-row').map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ['LGA / city', 'Zangon Katf (Kaduna)', '12', 'Zangon Kataf', ''],
      ['LGA / city', 'Atlantis (Kaduna)', '1', 'None is close', ''],
      ['State', 'Kadunna', '3', 'Kaduna', ''],
    ]);
    // A spelling with no close place offers nothing to tick.
    expect(screen.getAllByTestId('import-unknown-accept')).toHaveLength(2);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Zangon Katf means Zangon Kataf' }));
    expect(onChange).toHaveBeenLastCalledWith([
      { field: 'city', value: 'Zangon Katf', state: 'Kaduna', means: 'Zangon Kataf' },
    ]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Kadunna means Kaduna' }));
    expect(onChange).toHaveBeenLastCalledWith([
      { field: 'city', value: 'Zangon Katf', state: 'Kaduna', means: 'Zangon Kataf' },
      { field: 'state', value: 'Kadunna', means: 'Kaduna' },
    ]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Zangon Katf means Zangon Kataf' }));
    expect(onChange).toHaveBeenLastCalledWith([{ field: 'state', value: 'Kadunna', means: 'Kaduna' }]);
  });
});

describe('ImportUnknownValues with list values', () => {
  it('offers the crops, genders, seasons and units as it offers places, each under its column', () => {
    const onChange = vi.fn();
    const unknown: ImportReport['unknownValues'] = [
      { field: 'crop', value: 'Maiz', state: null, rows: 7, suggestion: 'Maize' },
      { field: 'gender', value: 'Femal', state: null, rows: 2, suggestion: 'Female' },
      { field: 'farmSizeUnit', value: 'plots', state: null, rows: 1, suggestion: null },
    ];
    function Values() {
      const [aliases, setAliases] = useState<ImportAlias[]>([]);
      return (
        <AdminContext i18nProvider={i18nProvider}>
          <ImportUnknownValues
            unknown={unknown}
            aliases={aliases}
            onChange={(changed) => (setAliases(changed), onChange(changed))}
          />
        </AdminContext>
      );
    }
    render(<Values />);
    expect(screen.getByRole('heading', { name: 'Values not recognised' })).toBeTruthy();
    const rows = screen.getAllByTestId('import-unknown-row').map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ['Crop', 'Maiz', '7', 'Maize', ''],
      ['Gender', 'Femal', '2', 'Female', ''],
      ['Farm size unit', 'plots', '1', 'None is close', ''],
    ]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Maiz means Maize' }));
    expect(onChange).toHaveBeenLastCalledWith([{ field: 'crop', value: 'Maiz', means: 'Maize' }]);
  });
});
