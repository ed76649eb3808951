import {
  Card,
  Checkbox,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ImportReport } from '../types';

type UnknownValue = ImportReport['unknownValues'][number];

/**
 * A spelling of a state, an LGA or a list value (gender, season, unit, crop) and the place or entry the user says it
 * means (sent with the file as `aliases`).
 */
export interface ImportAlias {
  field: UnknownValue['field'];
  value: string;
  /** For an LGA: the state the rows name. */
  state?: string;
  means: string;
}

const sameSpelling = (alias: ImportAlias, unknown: UnknownValue) =>
  alias.field === unknown.field && alias.value === unknown.value && (alias.state ?? null) === unknown.state;

/**
 * The states, LGAs, genders, seasons, units and crops the check did not know, each spelling once with its rows and the
 * closest place or entry: the user says once per spelling that it means the suggestion. The file is then checked again with those aliases, and the import keeps
 * them for the organisation's next files.
 */
export function ImportUnknownValues({
  unknown,
  aliases,
  onChange,
  disabled = false,
}: {
  unknown: UnknownValue[];
  aliases: ImportAlias[];
  onChange: (aliases: ImportAlias[]) => void;
  disabled?: boolean;
}) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`kasuwa.farmers.import.unknown.${key}`, options);
  if (unknown.length === 0) return null;
  const toggle = (value: UnknownValue, accepted: boolean) => {
    const others = aliases.filter((alias) => !sameSpelling(alias, value));
    onChange(
      accepted && value.suggestion
        ? [
            ...others,
            {
              field: value.field,
              value: value.value,
              ...(value.state ? { state: value.state } : {}),
              means: value.suggestion,
            },
          ]
        : others,
    );
  };
  return (
    <Stack spacing={1} data-testid="import-unknown">
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
              {['field', 'value', 'rows', 'suggestion', 'accept'].map((column) => (
                <TableCell key={column} scope="col">
                  {t(`columns.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {unknown.map((value) => {
              const accepted = aliases.some((alias) => sameSpelling(alias, value));
              return (
                <TableRow key={`${value.field}|${value.state ?? ''}|${value.value}`} data-testid="import-unknown-row">
                  <TableCell>{translate(`kasuwa.farmers.import.fields.${value.field}`)}</TableCell>
                  <TableCell component="th" scope="row">
                    {value.state ? `${value.value} (${value.state})` : value.value}
                  </TableCell>
                  <TableCell>{value.rows}</TableCell>
                  <TableCell>{value.suggestion ?? t('none')}</TableCell>
                  <TableCell>
                    {value.suggestion && (
                      <Checkbox
                        checked={accepted}
                        disabled={disabled}
                        onChange={(event) => toggle(value, event.target.checked)}
                        slotProps={{
                          input: {
                            'aria-label': t('acceptOne', { value: value.value, suggestion: value.suggestion }),
                            'data-testid': 'import-unknown-accept',
                          } as object,
                        }}
                      />
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
