import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import type { Actor } from '../../../kernel/context/request-context';
import { executeOnStream } from '../../../kernel/events/decider';
import { EventStore } from '../../../kernel/events/event-store';
import { NewEvent } from '../../../kernel/events/event.types';
import { DomainError } from '../../../kernel/http/domain-error';
import { PersonalDataVault } from '../../../kernel/privacy/personal-data-vault';
import { StorageService } from '../../../kernel/storage/storage.service';
import { Organisation, OrganisationOf } from '../../organisation-of';
import { PartnerDirectory } from '../../partners/queries/partner-directory';
import {
  decideAttachMinutes,
  decideCancel,
  decidePlan,
  decideShare,
  decideUnshare,
  decideUpdate,
  evolveVisit,
  initialVisitState,
  MinutesDocument,
  VISIT_STREAM,
  VisitDetails,
  VisitMinutesAttached,
  VisitState,
  visitStreamId,
} from '../domain/visit';
import { MINUTES_AREA, MINUTES_TYPES } from '../minutes-document';
import { VisitView, VisitViews } from '../queries/visit.views';

export interface VisitInput {
  title: string;
  startsAt: string;
  endsAt?: string | null;
  place: string;
  participants?: string[];
  agenda: string;
}

const nowIso = () => new Date().toISOString();

/**
 * Visits planned by the caller's organisation (or by the extension agent): plan, change, share with partners, attach
 * the minutes, cancel. Another planner's visit answers 404.
 */
@Injectable()
export class VisitCommands {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly vault: PersonalDataVault,
    private readonly storage: StorageService,
    private readonly organisations: OrganisationOf,
    private readonly partners: PartnerDirectory,
    private readonly views: VisitViews,
  ) {}

  private on(visitId: string, decide: (state: VisitState) => NewEvent[], manager: EntityManager) {
    return executeOnStream(this.store, { id: visitStreamId(visitId), type: VISIT_STREAM }, evolveVisit, initialVisitState, decide, { manager });
  }

  private sealed(planner: Organisation, input: VisitInput, manager: EntityManager) {
    const details: VisitDetails = {
      title: input.title.trim(),
      place: input.place.trim(),
      participants: (input.participants ?? []).map((p) => p.trim()).filter(Boolean),
      agenda: input.agenda.trim(),
    };
    // Sealed with the planner's key: deleting their account makes what they wrote unreadable in the log as well.
    return this.vault.seal(planner.id, details, manager);
  }

  private viewerIds(actor: Actor, planner: Organisation): string[] {
    return [...new Set([actor.id, planner.id])];
  }

  /** Refuses (400) anyone who is not a partner of the planner. */
  private async checkPartners(planner: Organisation, userIds: string[]): Promise<void> {
    const partners = await this.partners.ids(planner.id);
    const strangers = userIds.filter((id) => !partners.has(id));
    if (strangers.length) {
      throw new DomainError('VISIT_NOT_A_PARTNER', 400, {}, strangers.map(() => ({ field: 'userIds', message: 'VISIT_NOT_A_PARTNER' })));
    }
  }

  async plan(actor: Actor, input: VisitInput, sharedWith: string[] = []): Promise<VisitView> {
    const planner = await this.organisations.of(actor);
    await this.checkPartners(planner, sharedWith);
    const visitId = randomUUID();
    return this.dataSource.transaction(async (manager) => {
      const details = await this.sealed(planner, input, manager);
      const now = nowIso();
      await this.on(
        visitId,
        (state) => {
          const planned = decidePlan(state, {
            visitId,
            plannerId: planner.id,
            plannedBy: actor.id,
            countryId: planner.countryId,
            startsAt: new Date(input.startsAt).toISOString(),
            endsAt: input.endsAt ? new Date(input.endsAt).toISOString() : null,
            details,
            now,
          });
          return [...planned, ...decideShare(planned.reduce(evolveVisit, state), { visitId, organisationId: planner.id, userIds: sharedWith, now })];
        },
        manager,
      );
      return this.views.one(visitId, this.viewerIds(actor, planner), manager);
    });
  }

  async update(actor: Actor, visitId: string, input: VisitInput): Promise<VisitView> {
    const planner = await this.organisations.of(actor);
    return this.dataSource.transaction(async (manager) => {
      const details = await this.sealed(planner, input, manager);
      await this.on(
        visitId,
        (state) =>
          decideUpdate(state, {
            visitId,
            organisationId: planner.id,
            startsAt: new Date(input.startsAt).toISOString(),
            endsAt: input.endsAt ? new Date(input.endsAt).toISOString() : null,
            details,
            now: nowIso(),
          }),
        manager,
      );
      return this.views.one(visitId, this.viewerIds(actor, planner), manager);
    });
  }

  async share(actor: Actor, visitId: string, userIds: string[]): Promise<VisitView> {
    const planner = await this.organisations.of(actor);
    await this.checkPartners(planner, userIds);
    return this.dataSource.transaction(async (manager) => {
      await this.on(visitId, (state) => decideShare(state, { visitId, organisationId: planner.id, userIds, now: nowIso() }), manager);
      return this.views.one(visitId, this.viewerIds(actor, planner), manager);
    });
  }

  async unshare(actor: Actor, visitId: string, userId: string): Promise<VisitView> {
    const planner = await this.organisations.of(actor);
    return this.dataSource.transaction(async (manager) => {
      await this.on(visitId, (state) => decideUnshare(state, { visitId, organisationId: planner.id, userId, now: nowIso() }), manager);
      return this.views.one(visitId, this.viewerIds(actor, planner), manager);
    });
  }

  /** Keeps the document (its content checked), then records it; the document it replaces is removed once recorded. */
  async attachMinutes(actor: Actor, visitId: string, bytes: Buffer | null): Promise<VisitView> {
    if (!bytes) throw new DomainError('VALIDATION_FAILED', 400, {}, [{ field: 'document', message: 'VISIT_MINUTES_REQUIRED' }]);
    const planner = await this.organisations.of(actor);
    await this.views.one(visitId, [planner.id]); // another planner's visit: 404 before anything is kept
    const stored = await this.storage.save(MINUTES_AREA, bytes, { accept: MINUTES_TYPES });
    const document: MinutesDocument = { storageKey: stored.key, contentType: stored.contentType, size: stored.size };
    try {
      const { view, replaced } = await this.dataSource.transaction(async (manager) => {
        const [attached] = await this.on(visitId, (state) => decideAttachMinutes(state, { visitId, organisationId: planner.id, document, now: nowIso() }), manager);
        return { view: await this.views.one(visitId, this.viewerIds(actor, planner), manager), replaced: (attached.data as VisitMinutesAttached).replaced };
      });
      if (replaced) await this.storage.remove(replaced.storageKey);
      return view;
    } catch (error) {
      await this.storage.remove(stored.key);
      throw error;
    }
  }

  async cancel(actor: Actor, visitId: string): Promise<{ id: string }> {
    const planner = await this.organisations.of(actor);
    const minutes = await this.dataSource.transaction(async (manager) => {
      let document: MinutesDocument | null = null;
      await this.on(
        visitId,
        (state) => {
          document = state.minutes;
          return decideCancel(state, { visitId, organisationId: planner.id, now: nowIso() });
        },
        manager,
      );
      return document as MinutesDocument | null;
    });
    if (minutes) await this.storage.remove(minutes.storageKey);
    return { id: visitId };
  }
}
