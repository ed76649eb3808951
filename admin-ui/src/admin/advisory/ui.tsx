import type { ReactNode } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { useConsoleApi } from '../api/useConsoleApi';
import { ADVISORY_KEY } from './api';

/** Message keys of the advisory screens. */
export const t = (key: string) => `kasuwa.advisory.${key}`;

/** GET farmer-record/crop-types, read once an hour. */
export function useCrops() {
  const api = useConsoleApi();
  return useQuery({
    queryKey: [ADVISORY_KEY, 'crops'],
    staleTime: 60 * 60 * 1000,
    queryFn: ({ signal }) => api.advisoryCrops(signal),
  });
}

export interface Option {
  id: number;
  name: string;
  nameFr?: string;
}

/** A labelled drop-down of `options` (ids), its error under it. */
export function SelectField({
  name,
  label,
  value,
  options,
  onChange,
  error,
  required,
  allowEmpty,
  helper,
}: {
  name: string;
  label: string;
  value: number | '';
  options: Option[];
  onChange: (value: number | '') => void;
  error?: string;
  required?: boolean;
  allowEmpty?: boolean;
  helper?: ReactNode;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <TextField
      select
      fullWidth
      required={required}
      label={translate(label)}
      value={value}
      onChange={(event) => onChange(event.target.value === '' ? '' : Number(event.target.value))}
      error={!!error}
      helperText={error ? translate(error, { _: error }) : (helper ?? ' ')}
      slotProps={{
        htmlInput: { name, 'data-testid': `advisory-${name}` },
        select: { inputProps: { 'aria-label': translate(label) } },
      }}
    >
      {allowEmpty && (
        <MenuItem value="">
          <em>—</em>
        </MenuItem>
      )}
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id} data-testid={`advisory-${name}-option`}>
          {locale === 'fr' && option.nameFr ? option.nameFr : option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
