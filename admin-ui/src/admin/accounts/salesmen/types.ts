import type { Schema } from '../../../shared/schemas';

/** A salesman as GET salesmen and GET salesmen/{id} send it. */
export type SalesmanRecord = Schema<'SalesmanResponse'>;

/** What POST salesmen and PUT salesmen/{id} accept (the API refuses any other field). */
export type SalesmanPayload = Pick<
  SalesmanRecord,
  'firstname' | 'lastname' | 'phone' | 'email' | 'stateId' | 'cityId' | 'company' | 'active'
>;

export const salesmanName = (record: Partial<SalesmanRecord> | undefined) =>
  [record?.firstname, record?.lastname].filter(Boolean).join(' ').trim() || record?.phone || '';

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
const placeId = (value: unknown) => (value === null || value === undefined || value === '' ? null : Number(value));

/** The form's values as the API takes them: empty optional fields are sent as null (which clears them). */
export function toSalesmanPayload(values: Record<string, unknown>): SalesmanPayload {
  return {
    firstname: String(values.firstname ?? '').trim(),
    lastname: String(values.lastname ?? '').trim(),
    phone: String(values.phone ?? '').trim(),
    email: text(values.email),
    stateId: placeId(values.stateId),
    cityId: placeId(values.cityId),
    company: text(values.company),
    active: values.active !== false,
  };
}
