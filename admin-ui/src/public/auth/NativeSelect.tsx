import { type ChangeEvent } from 'react';
import { Field } from './fields';

/** A native <select> inside a TextField (easy to use on phones and to drive in tests). */
export function NativeSelect({
  testId,
  label,
  value,
  onChange,
  error,
  placeholder,
  options,
  disabled,
}: {
  testId: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: string;
  placeholder: string;
  options: { value: string; label: string }[];
  disabled?: boolean;
}) {
  return (
    <Field
      select
      testId={testId}
      label={label}
      value={value}
      onChange={onChange}
      error={error}
      disabled={disabled}
      required
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="" disabled>
        {placeholder}
      </option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </Field>
  );
}
