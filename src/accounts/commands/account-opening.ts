import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { randomBytes, randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { COUNTRY_LOOKUP, CountryLookup } from '../../kernel/auth/access.ports';
import { DomainError } from '../../kernel/errors/domain-error';
import { RegisterUserCommand } from './register-user.command';
import { nationalPhone } from '../domain/phone-numbers';
import { takenFields } from './uniqueness';
import { KernelErrors } from '../../kernel/errors/kernel.errors';
import { ROLE_USER, type RoleName } from '../../kernel/auth/platform-roles';

/** A phone in national digits for the country, or a 400 naming the length the country expects. */
export async function phoneFor(countries: CountryLookup, countryId: number, phone: string): Promise<string> {
  const country = await countries.byId(countryId);
  const national = nationalPhone(phone, country ?? 9);
  if (!national)
    throw new DomainError(KernelErrors.VALIDATION_FAILED, { phoneLength: country?.phoneLength ?? 9 }, [
      { field: 'phone', message: 'PHONE_LENGTH' },
    ]);
  return national;
}

export interface AccountToOpen {
  /** Besides ROLE_USER. */
  role: RoleName;
  countryId: number;
  firstname: string;
  lastname: string;
  email: string;
  phone?: string | null;
  company: string | null;
  organisationOwner?: boolean;
  employerId?: string | null;
  /** Whoever opens the account: the holder is mailed a link to choose their password (AccountMailSubscriber). */
  invitedBy: string;
  /** The status a duplicate answers: 208 for staff (the spec's rule), 409 otherwise. */
  duplicateStatus: 208 | 409;
}

/**
 * Opens an account for someone else (a staff member, an input provider, a platform manager): active at once, terms
 * to be accepted at the first sign-in, and a password nobody knows until the holder chooses one from the mailed link.
 */
@Injectable()
export class AccountOpening {
  constructor(
    private readonly dataSource: DataSource,
    private readonly commands: CommandBus,
    @Inject(COUNTRY_LOOKUP) private readonly countries: CountryLookup,
  ) {}

  phoneFor(countryId: number, phone: string): Promise<string> {
    return phoneFor(this.countries, countryId, phone);
  }

  async open(account: AccountToOpen): Promise<string> {
    const phone = account.phone ? await this.phoneFor(account.countryId, account.phone) : null;
    const email = account.email.trim();
    const company = account.company?.trim() || null;
    const taken = await takenFields(this.dataSource, {
      email,
      phone,
      company: account.organisationOwner ? company : null,
      countryId: account.countryId,
    });
    if (taken.length) throw new DomainError(taken[0].message, {}, taken).answeredWith(account.duplicateStatus);

    const id = randomUUID();
    try {
      await this.commands.execute(
        new RegisterUserCommand(
          id,
          [ROLE_USER, account.role],
          account.countryId,
          'ACTIVE',
          false,
          {
            firstname: account.firstname.trim(),
            lastname: account.lastname.trim(),
            email,
            phone,
            company,
            address: null,
          },
          randomBytes(32).toString('base64url'),
          {
            organisationOwner: account.organisationOwner ?? false,
            employerId: account.employerId ?? null,
            invitedBy: account.invitedBy,
          },
        ),
      );
    } catch (error) {
      // Someone registered the same address or phone between the check and the write.
      const domain = error as DomainError;
      if (domain instanceof DomainError && domain.status === 409 && domain.code.endsWith('_TAKEN')) {
        throw domain.answeredWith(account.duplicateStatus);
      }
      throw error;
    }
    return id;
  }
}
