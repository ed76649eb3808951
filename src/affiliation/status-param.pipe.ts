import { Injectable, PipeTransform } from '@nestjs/common';
import { DomainError } from '../kernel/http/domain-error';

/** A status named in a path (`PENDING`, `approved`, ...), in capitals; anything else is a 400 naming the accepted ones. */
@Injectable()
export class StatusParamPipe<T extends string> implements PipeTransform<string, T> {
  constructor(private readonly accepted: readonly T[]) {}

  transform(value: string): T {
    const status = String(value ?? '').trim().toUpperCase() as T;
    if (!this.accepted.includes(status)) throw new DomainError('AFFILIATION_STATUS_UNKNOWN', 400, { status: String(value), accepted: this.accepted.join(', ') });
    return status;
  }
}
