import { Injectable, PipeTransform } from '@nestjs/common';
import { DomainError } from '../../kernel/http/domain-error';

/** A status named in a path (`PENDING`, `unread`, ...), in capitals; anything else is a 400 (`code`) naming the accepted ones. */
@Injectable()
export class PathStatusPipe<T extends string> implements PipeTransform<string, T> {
  constructor(
    private readonly accepted: readonly T[],
    private readonly code: string,
  ) {}

  transform(value: string): T {
    const status = String(value ?? '').trim().toUpperCase() as T;
    if (!this.accepted.includes(status)) throw new DomainError(this.code, 400, { status: String(value), accepted: this.accepted.join(', ') });
    return status;
  }
}
