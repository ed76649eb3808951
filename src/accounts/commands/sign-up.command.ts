import { Inject } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { COUNTRY_LOOKUP, CountryLookup } from '../../kernel/auth/access.ports';
import { DomainError } from '../../kernel/errors/domain-error';
import { UserStatus } from '../domain/user.events';
import { takenFields } from './uniqueness';
import { RegisterUserCommand } from './register-user.command';
import { nationalPhone } from '../domain/phone-numbers';
import { KernelErrors } from '../../kernel/errors/kernel.errors';
import { ROLE_USER, type RoleName } from '../../kernel/auth/platform-roles';

/** The roles a person may choose when signing up, and what happens next for each. */
export const SIGN_UP_ROLES = [
  'ROLE_INPUT_PROVIDER',
  'ROLE_DISTRIBUTOR',
  'ROLE_WHOLESALER',
  'ROLE_RETAILER',
  'ROLE_EXTENSION_AGENT',
  'ROLE_FARMER',
] as const satisfies readonly RoleName[];
export type SignUpRole = (typeof SIGN_UP_ROLES)[number];
/** Roles an administrator approves before the account works. */
export const ROLES_NEEDING_APPROVAL: readonly RoleName[] = ['ROLE_EXTENSION_AGENT'];
/** Roles that register a company, whose name must be unique in the country. */
export const COMPANY_ROLES: readonly RoleName[] = [
  'ROLE_INPUT_PROVIDER',
  'ROLE_DISTRIBUTOR',
  'ROLE_WHOLESALER',
  'ROLE_RETAILER',
];

export class SignUpCommand extends Command<SignUpResult> {
  constructor(
    readonly country: string,
    readonly role: SignUpRole,
    readonly company: string | undefined,
    readonly firstname: string,
    readonly lastname: string,
    readonly phone: string,
    readonly email: string,
    readonly password: string,
    readonly termsAccepted: boolean,
    /** The key of an invitation the person accepts by signing up (GET invite/accept/{key} prefilled the form). */
    readonly invitationKey?: string,
  ) {
    super();
  }
}

export interface SignUpResult {
  id: string;
  status: UserStatus;
}

@CommandHandler(SignUpCommand)
export class SignUpHandler implements ICommandHandler<SignUpCommand, SignUpResult> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly commands: CommandBus,
    @Inject(COUNTRY_LOOKUP) private readonly countries: CountryLookup,
  ) {}

  async execute(command: SignUpCommand): Promise<SignUpResult> {
    const country = await this.countries.resolve(command.country);
    const errors: { field: string; message: string }[] = [];
    if (!country) errors.push({ field: 'country', message: 'COUNTRY_NOT_SUPPORTED' });
    if (!command.termsAccepted) errors.push({ field: 'termsAccepted', message: 'TERMS_NOT_ACCEPTED' });
    const companyRole = COMPANY_ROLES.includes(command.role);
    const company = command.company?.trim() || null;
    if (companyRole && !company) errors.push({ field: 'company', message: 'COMPANY_REQUIRED' });
    const phone = country ? nationalPhone(command.phone, country) : null;
    if (country && !phone) errors.push({ field: 'phone', message: 'PHONE_LENGTH' });
    if (errors.length)
      throw new DomainError(KernelErrors.VALIDATION_FAILED, { phoneLength: country?.phoneLength ?? 9 }, errors);

    errors.push(
      ...(await takenFields(this.dataSource, { email: command.email, phone, company, countryId: country!.id })),
    );
    if (errors.length) throw new DomainError(errors[0].message, { phoneLength: country!.phoneLength ?? 9 }, errors);

    const needsApproval = ROLES_NEEDING_APPROVAL.includes(command.role);
    const status: UserStatus = needsApproval ? 'WAITING_APPROVAL' : 'WAITING_CONFIRMATION';
    const id = randomUUID();
    await this.commands.execute(
      new RegisterUserCommand(
        id,
        [ROLE_USER, command.role],
        country!.id,
        status,
        true,
        {
          firstname: command.firstname.trim(),
          lastname: command.lastname.trim(),
          email: command.email.trim(),
          phone,
          company,
          address: null,
        },
        command.password,
        {
          approvalStatus: needsApproval ? 'PENDING' : null,
          organisationOwner: companyRole,
          invitationKey: command.invitationKey,
        },
      ),
    );
    return { id, status };
  }
}
