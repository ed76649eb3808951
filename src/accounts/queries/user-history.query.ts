import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { EventStore } from '../../kernel/events/event-store';
import { NotFoundError } from '../../kernel/errors/domain-error';
import { userStreamId } from '../domain/user.events';
import { UserRecord } from '../read-models/user.entity';
import { AccountsErrors } from '../accounts.errors';

export class UserHistoryQuery extends Query<HistoryEntry[]> {
  constructor(readonly userId: string) {
    super();
  }
}

export interface HistoryEntry {
  at: string;
  type: string;
  actor: { id: string; name: string } | null;
  details: Record<string, unknown>;
}

/** What happened to a person, newest first, from their event stream (sealed personal data left out). */
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

@QueryHandler(UserHistoryQuery)
export class UserHistoryHandler implements IQueryHandler<UserHistoryQuery, HistoryEntry[]> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
  ) {}

  async execute({ userId }: UserHistoryQuery): Promise<HistoryEntry[]> {
    const events = await this.store.readStream(userStreamId(userId));
    if (events.length === 0) throw new NotFoundError(AccountsErrors.USER_NOT_FOUND);
    const actorIds = [...new Set(events.map((e) => e.metadata.actorId).filter((id): id is string => !!id))];
    const actors = actorIds.length
      ? await this.dataSource
          .getRepository(UserRecord)
          .createQueryBuilder('u')
          .select(['u.id', 'u.firstname', 'u.lastname'])
          .where('u.id IN (:...ids)', { ids: actorIds })
          .getMany()
      : [];
    const names = new Map(actors.map((a) => [a.id, `${a.firstname} ${a.lastname}`.trim()]));
    return events.reverse().map((event) => {
      const data: unknown = event.data;
      const { personal: _personal, userId: _userId, ...details }: Record<string, unknown> = isRecord(data) ? data : {};
      const actorId = event.metadata.actorId;
      return {
        at: event.metadata.occurredAt,
        type: event.type,
        actor: actorId ? { id: actorId, name: names.get(actorId) ?? '' } : null,
        details,
      };
    });
  }
}
