import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface Option {
  id: string | number;
  name: string;
}

/**
 * The record dialog's two kinds of field, a native select and an input, each named `record-<key>` for tests, with
 * its error (a message key or the server's text) under it.
 */
export function useRecordFields(errors: Record<string, string>) {
  const translate = useTranslate();
  const errorOf = (key: string) => (errors[key] ? translate(errors[key], { _: errors[key] }) : ' ');
  const select = (
    key: string,
    label: string,
    value: string,
    onChange: (value: string) => void,
    options: Option[],
    optional = false,
  ) => (
    <TextField
      select
      fullWidth
      size="small"
      label={translate(label)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={!!errors[key]}
      helperText={errorOf(key)}
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        htmlInput: { 'data-testid': `record-${key}` },
      }}
    >
      <option value="">{optional ? '—' : translate('kasuwa.farmers.form.choose')}</option>
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.name}
        </option>
      ))}
    </TextField>
  );
  const input = (key: string, label: string, value: string, onChange: (value: string) => void, type = 'text') => (
    <TextField
      fullWidth
      size="small"
      type={type}
      label={translate(label)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={!!errors[key]}
      helperText={errorOf(key)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `record-${key}` } }}
    />
  );
  return { select, input };
}

export type RecordFields = ReturnType<typeof useRecordFields>;
