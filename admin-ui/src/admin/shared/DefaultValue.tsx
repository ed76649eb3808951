import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';

/**
 * Inside a react-admin form: gives `source` the value `value` once it is known (the working country, a product's only
 * delivery method arrive after the form opens), unless the person has chosen one already.
 */
export function DefaultValue({ source, value }: { source: string; value: unknown }) {
  const { getValues, setValue } = useFormContext();
  useEffect(() => {
    if (value !== undefined && value !== null && value !== '' && !getValues(source)) setValue(source, value);
  }, [source, value, getValues, setValue]);
  return null;
}
