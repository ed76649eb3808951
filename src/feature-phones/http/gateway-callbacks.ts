import { Inject, Injectable } from '@nestjs/common';
import { timingSafeEqual } from 'node:crypto';
import { APP_CONFIG, AppConfig } from '../../kernel/config/app-config';
import { DomainError } from '../../kernel/errors/domain-error';
import { FeaturePhonesErrors } from '../feature-phones.errors';

/**
 * Who may call the gateway's callbacks: Africa's Talking signs none of them, so (as it advises) the URL it is given
 * carries a shared secret (`?secret=`, SMS_CALLBACK_SECRET) and/or the callers' addresses are allowed one by one
 * (SMS_CALLBACK_SOURCES; behind a proxy, with TRUST_PROXY). With neither set, anyone may call (development).
 */
@Injectable()
export class GatewayCallbacks {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  allows(secret: string | undefined, address: string): boolean {
    const { callbackSecret, callbackSources } = this.config.smsGateway;
    if (callbackSources.length && !callbackSources.includes(address.replace(/^::ffff:/, ''))) return false;
    if (!callbackSecret) return true;
    const given = Buffer.from(secret ?? '');
    const expected = Buffer.from(callbackSecret);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  require(secret: string | undefined, address: string): void {
    if (!this.allows(secret, address)) throw new DomainError(FeaturePhonesErrors.SMS_CALLBACK_REFUSED);
  }

  /** The service code farmers dial, when one is set: another code's session is not ours. */
  servesCode(serviceCode: string | undefined): boolean {
    const expected = this.config.smsGateway.ussdServiceCode;
    return !expected || (serviceCode ?? '').replace(/\s/g, '') === expected.replace(/\s/g, '');
  }
}
