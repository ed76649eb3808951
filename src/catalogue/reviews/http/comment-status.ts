import { DomainError } from '../../../kernel/http/domain-error';

/** A status from the path, whatever its case; anything else is 400 with the accepted values. */
export function commentStatusFrom<T extends string>(value: string, accepted: readonly T[], field = 'status'): T {
  const status = value.toUpperCase() as T;
  if (accepted.includes(status)) return status;
  const params = { status: value, accepted: accepted.join(', ') };
  throw new DomainError('COMMENT_STATUS_UNKNOWN', 400, params, [{ field, message: 'COMMENT_STATUS_UNKNOWN' }]);
}
