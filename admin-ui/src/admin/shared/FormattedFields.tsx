/**
 * List and show fields that write through the console's one format (./format.ts): a date (a day, or a moment with
 * `showTime`) and a country's name in the console's language.
 */
import { FunctionField, useRecordContext, type FunctionFieldProps } from 'react-admin';
import { useReferenceCountries } from '../api/reference';
import { useFormat } from './format';

type FieldProps = Omit<FunctionFieldProps, 'render'> & { source: string; showTime?: boolean; emptyText?: string };

const valueAt = (record: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
      record,
    );

/** A date: "29 Nov 2026" / "29 nov. 2026"; with `showTime`, "29 Nov 2026, 04:21". */
export function FormattedDateField({ showTime = false, emptyText = '—', ...props }: FieldProps) {
  const format = useFormat();
  return (
    <FunctionField
      {...props}
      render={(record) => {
        const value = valueAt(record, props.source) as string | number | null | undefined;
        if (value === null || value === undefined || value === '') return emptyText;
        return showTime ? format.dateTime(value) : format.date(value);
      }}
    />
  );
}

/** The record's country (`country: { id, name }` unless `source` says otherwise), named in the console's language. */
export function CountryNameField({ source = 'country', ...props }: Partial<FieldProps>) {
  const record = useRecordContext();
  const countries = useReferenceCountries(!!record);
  const format = useFormat();
  return (
    <FunctionField
      {...props}
      source={`${source}.name`}
      render={(row) => {
        const country = valueAt(row, source) as { id?: number | string; name?: string } | null | undefined;
        if (!country?.name) return '';
        const reference = countries.data?.find((c) => String(c.id) === String(country.id) || c.name === country.name);
        return format.placeName(reference ?? { name: country.name });
      }}
    />
  );
}
