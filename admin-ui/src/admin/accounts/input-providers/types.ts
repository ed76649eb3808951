import type { UserRecord } from '../users/fields';

/** An input provider as GET admin/ip and GET admin/ip/{id} send it. */
export type InputProviderRecord = UserRecord;

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** POST admin/ip takes exactly these fields (all required). */
export function toInvitation(values: Record<string, unknown>) {
  return {
    firstname: trimmed(values.firstname),
    lastname: trimmed(values.lastname),
    email: trimmed(values.email),
    phone: trimmed(values.phone),
    company: trimmed(values.company),
  };
}

/** PUT admin/ip/{id} takes these fields (the e-mail address is not one); an emptied address is cleared. */
export function toInputProviderChanges(values: Record<string, unknown>) {
  const phone = trimmed(values.phone);
  return {
    firstname: trimmed(values.firstname),
    lastname: trimmed(values.lastname),
    ...(phone ? { phone } : {}),
    company: trimmed(values.company),
    address: trimmed(values.address),
  };
}
