import { TextField, useTranslate } from 'react-admin';
import type { FieldError } from '../api/errors';
import { ConsoleDatagrid, LoadedList } from './ConsoleList';

/**
 * The places of a sheet the server refused (`fieldErrors` of its answer): where (a row and column) and why, in a
 * table named `label`; its two columns headed by the message keys `where` and `why`.
 */
export function FieldErrorsTable({
  errors,
  label,
  where,
  why,
}: {
  errors: FieldError[];
  label: string;
  where: string;
  why: string;
}) {
  const translate = useTranslate();
  return (
    <LoadedList resource="sheet-errors" data={errors.map((error, index) => ({ ...error, id: index }))}>
      <ConsoleDatagrid empty="" aria-label={translate(label)} sx={{ mt: 1 }}>
        <TextField source="field" label={where} sortable={false} />
        <TextField source="message" label={why} sortable={false} />
      </ConsoleDatagrid>
    </LoadedList>
  );
}
