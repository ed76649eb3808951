import { TextField } from '@mui/material';
import { FieldTitle, InputHelperText, useInput, type InputProps } from 'react-admin';

/**
 * A react-admin input shown as a native select (a state, a local area, a type): the choice a phone's own picker
 * offers, with the form's validators and the server's error under it.
 */
export function NativeSelectInput({
  choices,
  emptyText,
  label,
  testId,
  disabled,
  ...props
}: InputProps & {
  choices: { id: string | number; name: string }[];
  emptyText: string;
  label: string;
  testId: string;
  disabled?: boolean;
}) {
  const {
    field,
    fieldState: { error, invalid },
    id,
    isRequired,
  } = useInput(props);
  return (
    <TextField
      {...field}
      id={id}
      select
      fullWidth
      label={<FieldTitle label={label} source={props.source} isRequired={isRequired} />}
      value={field.value ?? ''}
      disabled={disabled}
      error={invalid}
      helperText={<InputHelperText error={error?.message} />}
      data-testid={testId}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{emptyText}</option>
      {choices.map((choice) => (
        <option key={choice.id} value={choice.id}>
          {choice.name}
        </option>
      ))}
    </TextField>
  );
}
