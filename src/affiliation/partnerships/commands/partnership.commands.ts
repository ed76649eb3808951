import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Clock } from '../../../kernel/clock/clock';
import { ActingOrganisations } from '../../../kernel/auth/acting-organisations';
import { isDealerRole, ROLE_INPUT_PROVIDER } from '../../../kernel/auth/organisation-roles';
import type { Actor } from '../../../kernel/context/request-context';
import { DomainError } from '../../../kernel/errors/domain-error';
import { EventStore } from '../../../kernel/events/event-store';
import { AffiliationErrors } from '../../affiliation.errors';
import { displayName, People } from '../../queries/people';
import { AffiliationDecision, decideAnswer, decideRequest, PartnershipStream } from '../domain/partnership';
import { AffiliationRequestView, AffiliationRequestViews } from '../queries/affiliation-request.views';

/** The request made, and the input provider's company (the confirmation names it). */
export interface RequestedAffiliation {
  request: AffiliationRequestView;
  company: string;
}

/** The request answered, and who asked (the confirmation names them). */
export interface AnsweredAffiliation {
  request: AffiliationRequestView;
  requester: string;
}

/** The caller's organisation (a dealer) asks `inputProviderId`, an active input provider of its country, for an affiliation. */
export class RequestAffiliationCommand extends Command<RequestedAffiliation> {
  constructor(
    readonly actor: Actor,
    readonly inputProviderId: string,
  ) {
    super();
  }
}

/**
 * The input provider asked (or their staff) approves or declines a pending request. Anyone else's request (or none)
 * answers 404, so no one learns who asked whom.
 */
export class AnswerAffiliationCommand extends Command<AnsweredAffiliation> {
  constructor(
    readonly actor: Actor,
    readonly requestId: string,
    readonly decision: AffiliationDecision,
  ) {
    super();
  }
}

@CommandHandler(RequestAffiliationCommand)
export class RequestAffiliationHandler implements ICommandHandler<RequestAffiliationCommand, RequestedAffiliation> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly organisations: ActingOrganisations,
    private readonly people: People,
    private readonly views: AffiliationRequestViews,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, inputProviderId }: RequestAffiliationCommand): Promise<RequestedAffiliation> {
    const dealer = await this.organisations.of(actor);
    if (!dealer || !isDealerRole(dealer.role)) throw new DomainError(AffiliationErrors.AFFILIATION_DEALERS_ONLY);
    const provider = (await this.people.cards([inputProviderId])).get(inputProviderId);
    if (
      !provider ||
      provider.roleType !== ROLE_INPUT_PROVIDER ||
      provider.countryId !== dealer.countryId ||
      provider.status !== 'ACTIVE'
    ) {
      throw new DomainError(AffiliationErrors.AFFILIATION_INPUT_PROVIDER_NOT_FOUND);
    }
    const company = provider.company ?? `${provider.firstname} ${provider.lastname}`.trim();
    const requestId = randomUUID();
    const request = await this.dataSource.transaction(async (manager) => {
      await PartnershipStream.execute(
        this.store,
        { dealerId: dealer.id, inputProviderId },
        (state) =>
          decideRequest(state, {
            requestId,
            dealerId: dealer.id,
            dealerRole: dealer.role,
            inputProviderId,
            countryId: dealer.countryId,
            requestedBy: actor.id,
            company,
            now: this.clock.nowIso(),
          }),
        manager,
      );
      return (await this.views.view(requestId, manager))!;
    });
    return { request, company };
  }
}

@CommandHandler(AnswerAffiliationCommand)
export class AnswerAffiliationHandler implements ICommandHandler<AnswerAffiliationCommand, AnsweredAffiliation> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly organisations: ActingOrganisations,
    private readonly views: AffiliationRequestViews,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, requestId, decision }: AnswerAffiliationCommand): Promise<AnsweredAffiliation> {
    const organisation = await this.organisations.of(actor);
    const row = await this.views.row(requestId);
    if (!row || !organisation || row.input_provider_id !== organisation.id)
      throw new DomainError(AffiliationErrors.AFFILIATION_REQUEST_NOT_FOUND);
    const request = await this.dataSource.transaction(async (manager) => {
      await PartnershipStream.execute(
        this.store,
        { dealerId: row.dealer_id, inputProviderId: row.input_provider_id },
        (state) =>
          decideAnswer(state, {
            requestId,
            dealerId: row.dealer_id,
            inputProviderId: row.input_provider_id,
            decidedBy: actor.id,
            decision,
            now: this.clock.nowIso(),
          }),
        manager,
      );
      return (await this.views.view(requestId, manager))!;
    });
    return { request, requester: displayName({ fullName: request.fullName, company: request.company }) };
  }
}
