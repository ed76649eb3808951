import {
  Alert,
  Card,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SheetColumns } from '../types';

/** The user's mapping of the sheet's columns: header as written -> field, or null for a column left out. */
export type ColumnMapping = Record<string, string | null>;

/** The mapping the server matched (each column to its field, or to nothing). */
export function mappingOf(columns: SheetColumns['columns']): ColumnMapping {
  return Object.fromEntries(columns.map((c) => [c.column, c.field]));
}

/** Values the user gives for the whole file (field -> value as typed in a cell). */
export type FileValues = Record<string, string>;

/**
 * What is wrong with a mapping before it is sent: a field taken by two columns, required fields that neither a column
 * nor a value for the whole file gives.
 */
export function mappingProblems(
  mapping: ColumnMapping,
  fields: SheetColumns['fields'],
  values: FileValues = {},
): { twice: string[]; missing: string[] } {
  const used = Object.values(mapping).filter((field): field is string => !!field);
  const twice = [...new Set(used.filter((field, index) => used.indexOf(field) !== index))];
  const missing = fields
    .filter((f) => f.required && !used.includes(f.field) && !values[f.field]?.trim())
    .map((f) => f.field);
  return { twice, missing };
}

const LEAVE_OUT = '';

/**
 * The columns of the chosen sheet and the field each one fills, as the server matched them by their headers (English or
 * French): the user corrects a column the server did not recognise (e.g. "Tel" -> Phone) or leaves one out, before the
 * dry run. A field chosen for two columns, or a required field no column fills, is said beside the table.
 */
export function ImportColumnMapping({
  sheet,
  mapping,
  onChange,
  values = {},
  disabled = false,
}: {
  sheet: SheetColumns;
  mapping: ColumnMapping;
  onChange: (mapping: ColumnMapping) => void;
  /** The values for the whole file: a required field given one is not missing. */
  values?: FileValues;
  disabled?: boolean;
}) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`kasuwa.farmers.import.mapping.${key}`, options);
  const fieldLabel = (field: string) => translate(`kasuwa.farmers.import.fields.${field}`, { _: field });
  const { twice, missing } = mappingProblems(mapping, sheet.fields, values);
  return (
    <Stack spacing={1} data-testid="import-mapping">
      <Typography variant="subtitle1" component="h2">
        {t('title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('intro')}
      </Typography>
      <TableContainer component={Card} variant="outlined">
        <Table size="small" aria-label={t('title')}>
          <TableHead>
            <TableRow>
              <TableCell scope="col">{t('column')}</TableCell>
              <TableCell scope="col">{t('field')}</TableCell>
              <TableCell scope="col">{t('why')}</TableCell>
              <TableCell scope="col">{t('values')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {sheet.columns.map(({ column, by, values: seen }) => {
              const field = mapping[column] ?? null;
              const original = sheet.columns.find((c) => c.column === column)?.field ?? null;
              // Why the column reads as it does: the server's match, unless the user changed it here.
              const why =
                field !== original ? 'byYou' : by === 'HEADER' ? 'byHeader' : by === 'MAPPING' ? 'byYou' : 'byNone';
              const clash = !!field && twice.includes(field);
              return (
                <TableRow key={column} data-testid="import-mapping-row">
                  <TableCell component="th" scope="row">
                    {column}
                  </TableCell>
                  <TableCell>
                    <TextField
                      select
                      size="small"
                      fullWidth
                      disabled={disabled}
                      value={field ?? LEAVE_OUT}
                      label={t('fieldOf', { column })}
                      error={clash}
                      helperText={clash ? t('twice', { field: fieldLabel(field) }) : undefined}
                      onChange={(event) =>
                        onChange({ ...mapping, [column]: event.target.value === LEAVE_OUT ? null : event.target.value })
                      }
                      slotProps={{
                        select: {
                          displayEmpty: true,
                          SelectDisplayProps: { 'data-testid': `import-mapping-${column}` } as object,
                        },
                        inputLabel: { shrink: true },
                      }}
                    >
                      <MenuItem value={LEAVE_OUT}>
                        <em>{t('leaveOut')}</em>
                      </MenuItem>
                      {sheet.fields.map((f) => (
                        <MenuItem key={f.field} value={f.field}>
                          {fieldLabel(f.field)}
                          {f.required ? ` (${t('required')})` : ''}
                        </MenuItem>
                      ))}
                    </TextField>
                  </TableCell>
                  <TableCell data-testid="import-mapping-why">
                    <Typography variant="body2" color={why === 'byNone' ? 'warning.main' : 'text.secondary'}>
                      {t(why)}
                    </Typography>
                  </TableCell>
                  <TableCell data-testid="import-mapping-values">
                    <Typography variant="body2" color="text.secondary">
                      {seen.length ? seen.join(', ') : '—'}
                    </Typography>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {missing.length > 0 && (
        <Alert severity="warning" role="alert" data-testid="import-mapping-missing">
          {t('missing', { fields: missing.map(fieldLabel).join(', ') })}
        </Alert>
      )}
    </Stack>
  );
}
