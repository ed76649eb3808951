import { DomainError } from '../../kernel/errors/domain-error';
import { defineAggregate } from '../../kernel/events/decider';
import { defineEvent } from '../../kernel/events/event-registry';
import { NewEvent, StoredEvent } from '../../kernel/events/event.types';
import { NotificationsErrors } from '../notifications.errors';

/**
 * The mobile app's versions: one stream for all of them, so that two administrators cannot both record "the latest"
 * (the second append meets the first's version and is decided again).
 */
export const APP_VERSIONS_STREAM = 'app-versions';
export const APP_VERSIONS_STREAM_ID = 'app-versions';

export interface AppVersionReleased {
  version: string;
  isMandatory: boolean;
  releasedBy: string;
  at: string;
}

export const AppVersionReleased = defineEvent<AppVersionReleased>('AppVersionReleased');
export const AppVersionEvents = { released: AppVersionReleased.type } as const;

/** major.minor.patch, each a whole number without leading zeros (at most 9 digits). */
const SEMVER = /^(0|[1-9]\d{0,8})\.(0|[1-9]\d{0,8})\.(0|[1-9]\d{0,8})$/;

export type SemVer = [number, number, number];

export function parseVersion(text: string): SemVer | null {
  const match = SEMVER.exec(text.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/** Negative when a is lower than b, 0 when equal, positive when higher; compared part by part as numbers (1.10.0 > 1.9.0). */
export function compareVersions(a: SemVer, b: SemVer): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

export interface AppVersionsState {
  latest: string | null;
}

export const initialAppVersionsState: AppVersionsState = { latest: null };

export function evolveAppVersions(state: AppVersionsState, event: StoredEvent | NewEvent): AppVersionsState {
  if (event.type === AppVersionEvents.released) return { latest: AppVersionReleased.dataOf(event).version };
  return state;
}

/** Records a version; it must be higher than the latest recorded one. */
export function decideReleaseVersion(
  state: AppVersionsState,
  command: { version: string; isMandatory: boolean; releasedBy: string; now: string },
): NewEvent[] {
  const parsed = parseVersion(command.version);
  if (!parsed)
    throw new DomainError(NotificationsErrors.APP_VERSION_INVALID, {}, [
      { field: 'version', message: 'APP_VERSION_INVALID' },
    ]);
  const version = parsed.join('.');
  if (state.latest && compareVersions(parsed, parseVersion(state.latest)!) <= 0) {
    throw new DomainError(NotificationsErrors.APP_VERSION_NOT_HIGHER, { version, latest: state.latest });
  }
  return [
    AppVersionReleased.create({
      version,
      isMandatory: command.isMandatory,
      releasedBy: command.releasedBy,
      at: command.now,
    }),
  ];
}

/** One stream for every version. A release is decided again after another administrator's: it may no longer be the highest. */
export const AppVersionsStream = defineAggregate<AppVersionsState, void>({
  streamType: APP_VERSIONS_STREAM,
  streamId: () => APP_VERSIONS_STREAM_ID,
  initial: initialAppVersionsState,
  evolve: evolveAppVersions,
  retries: 2,
});
