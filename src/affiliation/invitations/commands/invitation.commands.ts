import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { nationalPhone, RegisteredPerson, RegisteredPersonQuery, workingCountryOf } from '../../../accounts';
import { GeographyQueries } from '../../../geography';
import { ActingOrganisations } from '../../../kernel/auth/acting-organisations';
import { COUNTRY_LOOKUP, CountryLookup } from '../../../kernel/auth/access.ports';
import { Clock } from '../../../kernel/clock/clock';
import type { Actor } from '../../../kernel/context/request-context';
import { DomainError, ValidationFailedError } from '../../../kernel/errors/domain-error';
import { KernelErrors } from '../../../kernel/errors/kernel.errors';
import { EventStore } from '../../../kernel/events/event-store';
import { PersonalDataVault } from '../../../kernel/privacy/personal-data-vault';
import { AffiliationErrors } from '../../affiliation.errors';
import {
  decideLapse,
  decideSend,
  InvitationStream,
  InvitationType,
  Invitee,
  inviteeSubject,
} from '../domain/invitation';
import { InvitationView, InvitationViews } from '../queries/invitation.views';

export interface NewInvitation {
  fullName: string;
  email?: string | null;
  phoneNumber?: string | null;
  storeAddress: string;
  stateId: number;
  cityId: number;
  type: InvitationType;
}

type FieldError = { field: string; message: string };

/** The unique indexes that keep one pending invitation per e-mail address and per phone number of a country. */
const PENDING_INDEXES = ['invitations_pending_email', 'invitations_pending_phone'];

/**
 * Invites someone to join Kasuwa on behalf of the caller's organisation, in the country the caller works in. Someone
 * already registered is refused (409: they can be asked for a business affiliation instead), and so is a second
 * invitation while one is running (422). The invitation is mailed when an e-mail address is given.
 */
export class SendInvitationCommand extends Command<InvitationView> {
  constructor(
    readonly actor: Actor,
    readonly input: NewInvitation,
  ) {
    super();
  }
}

@CommandHandler(SendInvitationCommand)
export class SendInvitationHandler implements ICommandHandler<SendInvitationCommand, InvitationView> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly vault: PersonalDataVault,
    private readonly queries: QueryBus,
    private readonly geography: GeographyQueries,
    @Inject(COUNTRY_LOOKUP) private readonly countries: CountryLookup,
    private readonly organisations: ActingOrganisations,
    private readonly views: InvitationViews,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, input }: SendInvitationCommand): Promise<InvitationView> {
    const countryId = workingCountryOf(actor);
    const invitee: Invitee = {
      fullName: input.fullName.trim().replace(/\s+/g, ' '),
      email: input.email?.trim().toLowerCase() || null,
      phone: input.phoneNumber ? await this.phoneOf(countryId, input.phoneNumber) : null,
      storeAddress: input.storeAddress.trim(),
    };
    await this.checkPlace(countryId, input.stateId, input.cityId, !invitee.email && !invitee.phone);
    await this.refuseRegistered(invitee, countryId);

    const organisationId = await this.organisations.ownerOf(actor);
    const invitationId = randomUUID();
    try {
      return await this.dataSource.transaction(async (manager) => {
        const now = this.clock.nowIso();
        for (const pending of await this.views.pendingFor({ ...invitee, countryId }, manager)) {
          await InvitationStream.execute(
            this.store,
            pending.id,
            (state) => decideLapse(state, { invitationId: pending.id, now }),
            manager,
          );
        }
        const sealed = await this.vault.seal(inviteeSubject(invitationId), invitee, manager);
        await InvitationStream.execute(
          this.store,
          invitationId,
          (state) =>
            decideSend(state, {
              invitationId,
              organisationId,
              sentBy: actor.id,
              countryId,
              type: input.type,
              invitee: sealed,
              stateId: input.stateId,
              cityId: input.cityId,
              now,
            }),
          manager,
        );
        return this.views.view(invitationId, manager);
      });
    } catch (error) {
      // Another invitation of the same person was sent between the check and the write.
      if (PENDING_INDEXES.includes((error as { constraint?: string }).constraint ?? '')) {
        const [running] = await this.views.pendingFor({ ...invitee, countryId }, this.dataSource.manager);
        throw new DomainError(AffiliationErrors.INVITATION_ALREADY_PENDING, {
          date: running ? new Date(running.expires_at).toISOString().slice(0, 10) : '',
        });
      }
      throw error;
    }
  }

  private async phoneOf(countryId: number, phone: string): Promise<string> {
    const country = await this.countries.byId(countryId);
    const national = nationalPhone(phone, country ?? 9);
    if (!national)
      throw new DomainError(KernelErrors.VALIDATION_FAILED, { phoneLength: country?.phoneLength ?? 9 }, [
        { field: 'phoneNumber', message: 'PHONE_LENGTH' },
      ]);
    return national;
  }

  private async checkPlace(countryId: number, stateId: number, cityId: number, noContact: boolean): Promise<void> {
    const errors: FieldError[] = [];
    if (noContact) errors.push({ field: 'email', message: 'EMAIL_OR_PHONE_REQUIRED' });
    const state = await this.geography.findState(stateId);
    if (!state || state.countryId !== countryId) errors.push({ field: 'stateId', message: 'STATE_NOT_IN_COUNTRY' });
    else if (!(await this.geography.cityBelongsTo(cityId, stateId, countryId)))
      errors.push({ field: 'cityId', message: 'CITY_NOT_IN_STATE' });
    if (errors.length) throw new ValidationFailedError(errors);
  }

  private async refuseRegistered(invitee: Invitee, countryId: number): Promise<void> {
    const registered: RegisteredPerson | null = await this.queries.execute(
      new RegisteredPersonQuery(invitee.email, invitee.phone, countryId),
    );
    if (!registered) return;
    const errors = registered.matched.map((field) =>
      field === 'email' ? { field: 'email', message: 'EMAIL_TAKEN' } : { field: 'phoneNumber', message: 'PHONE_TAKEN' },
    );
    throw new DomainError(
      AffiliationErrors.INVITEE_ALREADY_REGISTERED,
      { email: invitee.email ?? '-', phone: invitee.phone ?? '-' },
      errors,
    );
  }
}
