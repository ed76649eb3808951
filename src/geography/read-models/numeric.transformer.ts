import { ValueTransformer } from 'typeorm';

/** PostgreSQL returns numeric columns as strings; the read models hand out numbers. */
export const numericTransformer: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null | undefined) => (value === null || value === undefined ? null : Number(value)),
};
