import { TextField } from '@mui/material';

/** A state or local area to choose, as a native select. */
export function PlaceSelect({
  label,
  value,
  places,
  emptyLabel,
  error,
  disabled,
  testId,
  onChange,
}: {
  label: string;
  value: string;
  places: { id: number; name: string }[];
  emptyLabel: string;
  error?: string;
  disabled?: boolean;
  testId: string;
  onChange: (id: string) => void;
}) {
  return (
    <TextField
      select
      fullWidth
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
      error={!!error}
      helperText={error || ' '}
      data-testid={testId}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{emptyLabel}</option>
      {places.map((place) => (
        <option key={place.id} value={place.id}>
          {place.name}
        </option>
      ))}
    </TextField>
  );
}
