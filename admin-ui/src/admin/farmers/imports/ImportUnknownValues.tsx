import { Card, Checkbox, Stack, Typography } from '@mui/material';
import { FunctionField, TextField, useTranslate } from 'react-admin';
import type { ImportReport } from '../types';
import { ConsoleDatagrid, LoadedList } from '../../shared/ConsoleList';

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
      <Card variant="outlined">
        <LoadedList
          resource="import-unknown-values"
          data={unknown.map((value) => ({ ...value, id: `${value.field}|${value.state ?? ''}|${value.value}` }))}
        >
          <ConsoleDatagrid empty="" rowTestId="import-unknown-row" aria-label={t('title')}>
            <FunctionField<UnknownValue>
              label="kasuwa.farmers.import.unknown.columns.field"
              render={(value) => translate(`kasuwa.farmers.import.fields.${value.field}`)}
            />
            <FunctionField<UnknownValue>
              label="kasuwa.farmers.import.unknown.columns.value"
              render={(value) => (value.state ? `${value.value} (${value.state})` : value.value)}
            />
            <TextField source="rows" label="kasuwa.farmers.import.unknown.columns.rows" sortable={false} />
            <FunctionField<UnknownValue>
              label="kasuwa.farmers.import.unknown.columns.suggestion"
              render={(value) => value.suggestion ?? t('none')}
            />
            <FunctionField<UnknownValue>
              label="kasuwa.farmers.import.unknown.columns.accept"
              render={(value) =>
                value.suggestion && (
                  <Checkbox
                    checked={aliases.some((alias) => sameSpelling(alias, value))}
                    disabled={disabled}
                    onChange={(event) => toggle(value, event.target.checked)}
                    slotProps={{
                      input: {
                        'aria-label': t('acceptOne', { value: value.value, suggestion: value.suggestion }),
                        'data-testid': 'import-unknown-accept',
                      } as object,
                    }}
                  />
                )
              }
            />
          </ConsoleDatagrid>
        </LoadedList>
      </Card>
    </Stack>
  );
}
