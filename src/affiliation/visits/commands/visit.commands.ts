import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { ActingOrganisations } from '../../../kernel/auth/acting-organisations';
import { Clock } from '../../../kernel/clock/clock';
import type { Actor } from '../../../kernel/context/request-context';
import { DomainError, ValidationFailedError } from '../../../kernel/errors/domain-error';
import { EventStore } from '../../../kernel/events/event-store';
import { PersonalDataVault } from '../../../kernel/privacy/personal-data-vault';
import { StorageService } from '../../../kernel/storage/storage.service';
import { AffiliationErrors } from '../../affiliation.errors';
import { PartnerDirectory } from '../../partners/queries/partner-directory';
import {
  decideAttachMinutes,
  decideCancel,
  decidePlan,
  decideShare,
  decideUnshare,
  decideUpdate,
  evolveVisit,
  MinutesDocument,
  VisitDetails,
  VisitMinutesAttached,
  VisitStream,
} from '../domain/visit';
import { MINUTES_AREA, MINUTES_TYPES } from '../domain/minutes-document';
import { VisitView, VisitViews } from '../queries/visit.views';

/*
 * Visits planned by the caller's organisation (or by the extension agent): plan, change, share with partners, attach
 * the minutes, cancel. Another planner's visit answers 404.
 */

/** What a visit says; a field left out or sent as null is empty (no end, no participants). */
export interface VisitInput {
  title: string;
  startsAt: string;
  endsAt?: string | null;
  place: string;
  participants?: string[] | null;
  agenda: string;
}

/** Plans a visit, shared at once with the partners in `sharedWith` (none when left out or null). */
export class PlanVisitCommand extends Command<VisitView> {
  constructor(
    readonly actor: Actor,
    readonly input: VisitInput,
    readonly sharedWith: readonly string[] | null = null,
  ) {
    super();
  }
}

export class UpdateVisitCommand extends Command<VisitView> {
  constructor(
    readonly actor: Actor,
    readonly visitId: string,
    readonly input: VisitInput,
  ) {
    super();
  }
}

/** Shares the visit with partners of the planner (anyone else is a 400). */
export class ShareVisitCommand extends Command<VisitView> {
  constructor(
    readonly actor: Actor,
    readonly visitId: string,
    readonly userIds: readonly string[],
  ) {
    super();
  }
}

export class UnshareVisitCommand extends Command<VisitView> {
  constructor(
    readonly actor: Actor,
    readonly visitId: string,
    readonly userId: string,
  ) {
    super();
  }
}

/** Keeps the document (its content checked), then records it; the document it replaces is removed once recorded. */
export class AttachVisitMinutesCommand extends Command<VisitView> {
  constructor(
    readonly actor: Actor,
    readonly visitId: string,
    readonly bytes: Buffer | null,
  ) {
    super();
  }
}

/** Cancels the visit; its minutes document, if any, is removed. */
export class CancelVisitCommand extends Command<{ id: string }> {
  constructor(
    readonly actor: Actor,
    readonly visitId: string,
  ) {
    super();
  }
}

function sealed(vault: PersonalDataVault, planner: string, input: VisitInput, manager: EntityManager) {
  const details: VisitDetails = {
    title: input.title.trim(),
    place: input.place.trim(),
    participants: (input.participants ?? []).map((p) => p.trim()).filter(Boolean),
    agenda: input.agenda.trim(),
  };
  // Sealed with the planner's key: deleting their account makes what they wrote unreadable in the log as well.
  return vault.seal(planner, details, manager);
}

const viewerIds = (actor: Actor, planner: string): string[] => [...new Set([actor.id, planner])];
const instant = (value: string) => new Date(value).toISOString();

/** Refuses (400) anyone who is not a partner of the planner. */
async function checkPartners(partners: PartnerDirectory, planner: string, userIds: readonly string[]): Promise<void> {
  const known = await partners.ids(planner);
  const strangers = userIds.filter((id) => !known.has(id));
  if (strangers.length) {
    throw new DomainError(
      AffiliationErrors.VISIT_NOT_A_PARTNER,
      {},
      strangers.map(() => ({ field: 'userIds', message: 'VISIT_NOT_A_PARTNER' })),
    );
  }
}

@CommandHandler(PlanVisitCommand)
export class PlanVisitHandler implements ICommandHandler<PlanVisitCommand, VisitView> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly vault: PersonalDataVault,
    private readonly organisations: ActingOrganisations,
    private readonly partners: PartnerDirectory,
    private readonly views: VisitViews,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, input, sharedWith }: PlanVisitCommand): Promise<VisitView> {
    const userIds = [...(sharedWith ?? [])];
    const organisation = await this.organisations.of(actor);
    const planner = organisation?.id ?? actor.id;
    await checkPartners(this.partners, planner, userIds);
    const visitId = randomUUID();
    return this.dataSource.transaction(async (manager) => {
      const details = await sealed(this.vault, planner, input, manager);
      const now = this.clock.nowIso();
      await VisitStream.execute(
        this.store,
        visitId,
        (state) => {
          const planned = decidePlan(state, {
            visitId,
            plannerId: planner,
            plannedBy: actor.id,
            countryId: organisation?.countryId ?? actor.countryId!,
            startsAt: instant(input.startsAt),
            endsAt: input.endsAt ? instant(input.endsAt) : null,
            details,
            now,
          });
          return [
            ...planned,
            ...decideShare(planned.reduce(evolveVisit, state), { visitId, organisationId: planner, userIds, now }),
          ];
        },
        manager,
      );
      return this.views.one(visitId, viewerIds(actor, planner), manager);
    });
  }
}

@CommandHandler(UpdateVisitCommand)
export class UpdateVisitHandler implements ICommandHandler<UpdateVisitCommand, VisitView> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly vault: PersonalDataVault,
    private readonly organisations: ActingOrganisations,
    private readonly views: VisitViews,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, visitId, input }: UpdateVisitCommand): Promise<VisitView> {
    const planner = await this.organisations.ownerOf(actor);
    return this.dataSource.transaction(async (manager) => {
      const details = await sealed(this.vault, planner, input, manager);
      await VisitStream.execute(
        this.store,
        visitId,
        (state) =>
          decideUpdate(state, {
            visitId,
            organisationId: planner,
            startsAt: instant(input.startsAt),
            endsAt: input.endsAt ? instant(input.endsAt) : null,
            details,
            now: this.clock.nowIso(),
          }),
        manager,
      );
      return this.views.one(visitId, viewerIds(actor, planner), manager);
    });
  }
}

@CommandHandler(ShareVisitCommand)
export class ShareVisitHandler implements ICommandHandler<ShareVisitCommand, VisitView> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly organisations: ActingOrganisations,
    private readonly partners: PartnerDirectory,
    private readonly views: VisitViews,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, visitId, userIds }: ShareVisitCommand): Promise<VisitView> {
    const planner = await this.organisations.ownerOf(actor);
    await checkPartners(this.partners, planner, userIds);
    return this.dataSource.transaction(async (manager) => {
      await VisitStream.execute(
        this.store,
        visitId,
        (state) =>
          decideShare(state, { visitId, organisationId: planner, userIds: [...userIds], now: this.clock.nowIso() }),
        manager,
      );
      return this.views.one(visitId, viewerIds(actor, planner), manager);
    });
  }
}

@CommandHandler(UnshareVisitCommand)
export class UnshareVisitHandler implements ICommandHandler<UnshareVisitCommand, VisitView> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly organisations: ActingOrganisations,
    private readonly views: VisitViews,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, visitId, userId }: UnshareVisitCommand): Promise<VisitView> {
    const planner = await this.organisations.ownerOf(actor);
    return this.dataSource.transaction(async (manager) => {
      await VisitStream.execute(
        this.store,
        visitId,
        (state) => decideUnshare(state, { visitId, organisationId: planner, userId, now: this.clock.nowIso() }),
        manager,
      );
      return this.views.one(visitId, viewerIds(actor, planner), manager);
    });
  }
}

@CommandHandler(AttachVisitMinutesCommand)
export class AttachVisitMinutesHandler implements ICommandHandler<AttachVisitMinutesCommand, VisitView> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly storage: StorageService,
    private readonly organisations: ActingOrganisations,
    private readonly views: VisitViews,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, visitId, bytes }: AttachVisitMinutesCommand): Promise<VisitView> {
    if (!bytes) throw new ValidationFailedError([{ field: 'document', message: 'VISIT_MINUTES_REQUIRED' }]);
    const planner = await this.organisations.ownerOf(actor);
    await this.views.one(visitId, [planner]); // another planner's visit: 404 before anything is kept
    const stored = await this.storage.save(MINUTES_AREA, bytes, { accept: MINUTES_TYPES });
    const document: MinutesDocument = { storageKey: stored.key, contentType: stored.contentType, size: stored.size };
    try {
      const { view, replaced } = await this.dataSource.transaction(async (manager) => {
        const [attached] = await VisitStream.execute(
          this.store,
          visitId,
          (state) =>
            decideAttachMinutes(state, { visitId, organisationId: planner, document, now: this.clock.nowIso() }),
          manager,
        );
        return {
          view: await this.views.one(visitId, viewerIds(actor, planner), manager),
          replaced: VisitMinutesAttached.dataOf(attached).replaced,
        };
      });
      if (replaced) await this.storage.remove(replaced.storageKey);
      return view;
    } catch (error) {
      await this.storage.remove(stored.key);
      throw error;
    }
  }
}

@CommandHandler(CancelVisitCommand)
export class CancelVisitHandler implements ICommandHandler<CancelVisitCommand, { id: string }> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly storage: StorageService,
    private readonly organisations: ActingOrganisations,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, visitId }: CancelVisitCommand): Promise<{ id: string }> {
    const planner = await this.organisations.ownerOf(actor);
    const minutes = await this.dataSource.transaction(async (manager) => {
      let document: MinutesDocument | null = null;
      await VisitStream.execute(
        this.store,
        visitId,
        (state) => {
          document = state.minutes;
          return decideCancel(state, { visitId, organisationId: planner, now: this.clock.nowIso() });
        },
        manager,
      );
      return document as MinutesDocument | null;
    });
    if (minutes) await this.storage.remove(minutes.storageKey);
    return { id: visitId };
  }
}
