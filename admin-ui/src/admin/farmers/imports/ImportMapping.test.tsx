import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import farmers from '../messages';
import { ImportColumnMapping, mappingOf, mappingProblems, type ColumnMapping } from './ImportMapping';
import type { SheetColumns } from '../types';

const i18nProvider = polyglotI18nProvider(() => ({ ...englishMessages, kasuwa: { farmers: farmers.en.texts } }), 'en');

/** A sheet as farmers/import/columns answers it: "Tel" and "Remarks" matched to nothing. */
const SHEET: SheetColumns = {
  sheet: 1,
  headerRow: 2,
  columns: [
    { column: 'Full name', field: 'fullName', by: 'HEADER', values: ['Amina Yusuf', 'Bala Sani'] },
    { column: 'Tel', field: null, by: null, values: ['0803 123 4567'] },
    { column: 'State', field: 'state', by: 'HEADER', values: ['Kano'] },
    { column: 'Remarks', field: null, by: null, values: [] },
  ],
  missing: [],
  notUnderstood: ['Tel', 'Remarks'],
  values: {},
  template: false,
  fields: [
    { field: 'state', required: true },
    { field: 'fullName', required: true },
    { field: 'phone', required: false },
    { field: 'email', required: false },
  ],
};

function Mapping({ onChange }: { onChange: (mapping: ColumnMapping) => void }) {
  const [mapping, setMapping] = useState(mappingOf(SHEET.columns));
  return (
    <AdminContext i18nProvider={i18nProvider}>
      <ImportColumnMapping
        sheet={SHEET}
        mapping={mapping}
        onChange={(changed) => {
          setMapping(changed);
          onChange(changed);
        }}
      />
    </AdminContext>
  );
}

/** Opens the field list of a column (found by its accessible name) and picks `option`. */
function choose(column: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: `Field of the column ${column}` }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

describe('ImportColumnMapping', () => {
  it('shows each column of the sheet with the field it was matched to, and sends the corrected mapping', () => {
    const onChange = vi.fn();
    render(<Mapping onChange={onChange} />);

    const rows = screen
      .getAllByTestId('import-mapping-row')
      .map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('combobox').textContent]);
    expect(rows).toEqual([
      ['Full name', 'Full name (required)'],
      ['Tel', 'Leave out'],
      ['State', 'State (required)'],
      ['Remarks', 'Leave out'],
    ]);

    // Why each column reads as it does, and the values seen in it.
    expect(screen.getAllByTestId('import-mapping-why').map((cell) => cell.textContent)).toEqual([
      'Its header',
      'Not recognised',
      'Its header',
      'Not recognised',
    ]);
    expect(screen.getAllByTestId('import-mapping-values').map((cell) => cell.textContent)).toEqual([
      'Amina Yusuf, Bala Sani',
      '0803 123 4567',
      'Kano',
      '—',
    ]);

    choose('Tel', 'Phone');
    expect(screen.getAllByTestId('import-mapping-why')[1].textContent).toBe('Your choice');
    expect(onChange).toHaveBeenLastCalledWith({ 'Full name': 'fullName', Tel: 'phone', State: 'state', Remarks: null });
    expect(screen.getByRole('combobox', { name: 'Field of the column Tel' }).textContent).toBe('Phone');

    choose('State', 'Leave out');
    expect(onChange).toHaveBeenLastCalledWith({ 'Full name': 'fullName', Tel: 'phone', State: null, Remarks: null });
    expect(screen.getByRole('alert').textContent).toBe(
      'No column for: State. Choose the column that holds each, or give a value for the whole file below.',
    );
    // A value for the whole file stands for the column.
    expect(mappingProblems({ 'Full name': 'fullName', State: null }, SHEET.fields, { state: 'Kano' })).toEqual({
      twice: [],
      missing: [],
    });
  });

  it('says when one field is chosen for two columns', () => {
    render(<Mapping onChange={() => {}} />);
    choose('Remarks', 'Full name (required)');

    expect(screen.getAllByText('Full name is chosen for another column too: keep one.')).toHaveLength(2);
    expect(mappingProblems({ 'Full name': 'fullName', Remarks: 'fullName', State: 'state' }, SHEET.fields)).toEqual({
      twice: ['fullName'],
      missing: [],
    });
  });
});
