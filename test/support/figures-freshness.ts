import type { TestApp } from './test-app';

/** One reading of the figures' freshness is shared for a second by the calls of a screen: waits for the next one. */
export const nextFreshnessReading = () => new Promise((resolve) => setTimeout(resolve, 1100));

/** What a figures answer says of its freshness: when the last event it counted was recorded, and whether it is catching up. */
export const freshnessOf = (response: { headers: Record<string, unknown> }) => ({
  asOf: response.headers['x-figures-as-of'] as string | undefined,
  catchingUp: response.headers['x-figures-catching-up'] as string | undefined,
});

/** When the last event of the log was recorded (ISO), as a caught-up answer's X-Figures-As-Of says it. */
export const lastRecordedAt = async (t: TestApp) =>
  new Date(
    (await t.sql(`SELECT recorded_at FROM events ORDER BY transaction_id DESC, global_position DESC LIMIT 1`))[0]
      .recorded_at,
  ).toISOString();
