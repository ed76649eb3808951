import { TextField } from '@mui/material';
import { FieldTitle, InputHelperText, useInput, type Validator } from 'react-admin';

export interface Choice {
  id: number | string;
  name: string;
}

const toValue = (value: string) => (value === '' ? null : /^\d+$/.test(value) ? Number(value) : value);

/**
 * A react-admin input shown as the browser's own select (keyboard- and phone-friendly): `choices`
 * by id, numeric ids kept as numbers. Server errors set on `source` show under it.
 */
export function NativeSelectInput({
  source,
  label,
  choices,
  validate,
  emptyLabel = '',
  helperText,
  disabled,
  testId,
  onChange,
}: {
  source: string;
  label: string;
  choices: Choice[];
  validate?: Validator | Validator[];
  emptyLabel?: string;
  helperText?: string;
  disabled?: boolean;
  testId?: string;
  onChange?: (value: number | string | null) => void;
}) {
  const { id, field, fieldState, formState, isRequired } = useInput({ source, validate });
  const showError = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted);
  return (
    <TextField
      select
      fullWidth
      id={id}
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onBlur={field.onBlur}
      onChange={(event) => {
        const value = toValue(event.target.value);
        field.onChange(value);
        onChange?.(value);
      }}
      label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
      disabled={disabled}
      error={showError}
      helperText={<InputHelperText error={showError ? fieldState.error?.message : undefined} helperText={helperText} />}
      data-testid={testId}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ mb: 1 }}
    >
      <option value="">{emptyLabel}</option>
      {choices.map((choice) => (
        <option key={choice.id} value={choice.id}>
          {choice.name}
        </option>
      ))}
    </TextField>
  );
}
