import { Autocomplete, TextField, type SxProps, type Theme } from '@mui/material';
import { FieldTitle, InputHelperText, useInput, type Validator } from 'react-admin';

/**
 * A react-admin text input that suggests the values already known (a product, a category) and takes any other typed:
 * MUI's free-text Autocomplete, its value the text in the box.
 */
export function SuggestedTextInput({
  source,
  label,
  suggestions,
  validate,
  isRequired: required,
  helperText,
  inputProps,
  size,
  sx,
}: {
  source: string;
  label: string;
  suggestions: string[] | undefined;
  validate?: Validator | Validator[];
  /** Marked required though the server is the one to check it. */
  isRequired?: boolean;
  helperText?: string;
  /** The text box's own attributes (data-testid, maxLength). */
  inputProps?: Record<string, unknown>;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}) {
  const { field, fieldState, isRequired, id } = useInput({
    source,
    validate,
    isRequired: required,
    format: (value) => value ?? '',
  });
  return (
    <Autocomplete
      freeSolo
      id={id}
      size={size}
      sx={sx}
      options={suggestions ?? []}
      inputValue={field.value}
      onInputChange={(_, value) => field.onChange(value)}
      onBlur={field.onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          variant="outlined"
          inputRef={field.ref}
          label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
          error={fieldState.invalid}
          helperText={<InputHelperText error={fieldState.error?.message} helperText={helperText} />}
          inputProps={{ ...params.inputProps, ...inputProps }}
        />
      )}
    />
  );
}
