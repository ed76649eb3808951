import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { RoleName } from '../auth/platform-roles';

export type Language = 'en' | 'fr';

export interface Actor {
  id: string;
  /** Narrowed from the stored roles with isRoleName (kernel/auth/platform-roles). */
  roles: RoleName[];
  countryId: number | null;
  /** The signed-in session the access token belongs to (absent for system actors). */
  sessionId?: string;
}

/** What one request (or one job) knows about who asks, for which country, in which language. */
export interface RequestContext {
  requestId: string;
  correlationId: string;
  causationId: string | null;
  language: Language;
  /** The country the caller asked for, by its canonical name. */
  country: string;
  countryId: number | null;
  actor: Actor | null;
  /**
   * Which budget bounds this unit of work's time on the database (an API request's: DB_READ_BUDGET_MS for all of a
   * read's, DB_WRITE_BUDGET_MS for each statement of a write), past which it fails as "database unavailable". Absent
   * for jobs and consumers: they keep the pool's own, longer limits.
   */
  statementBudget?: 'read' | 'write';
  /** When a read's budget ends (epoch ms), set at its first database call. */
  readDeadline?: number;
}

const storage = new AsyncLocalStorage<RequestContext>();

export const DEFAULT_COUNTRY = 'Nigeria';

export function systemContext(overrides: Partial<RequestContext> = {}): RequestContext {
  const id = randomUUID();
  return {
    requestId: id,
    correlationId: id,
    causationId: null,
    language: 'en',
    country: DEFAULT_COUNTRY,
    countryId: null,
    actor: null,
    ...overrides,
  };
}

export const RequestContexts = {
  run<T>(context: RequestContext, fn: () => T): T {
    return storage.run(context, fn);
  },
  /** Replaces the current context's fields for the rest of this async flow. */
  enterWith(context: RequestContext): void {
    storage.enterWith(context);
  },
  current(): RequestContext | undefined {
    return storage.getStore();
  },
  currentOrSystem(): RequestContext {
    return storage.getStore() ?? systemContext();
  },
};
