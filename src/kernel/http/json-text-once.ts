/** Answers kept in memory, and the JSON text of each once it has been sent (null until then). */
const keptTexts = new WeakMap<object, string | null>();

/**
 * Marks `answer` as kept in memory and never changed once given (the dashboards' and the agents' analytics answers):
 * the same object answers many requests, so its JSON text is made once, when first sent, not once per request. For
 * such answers the text was a tenth of a request's CPU (a state-and-LGA answer is 54 kB). Returns `answer`.
 */
export function sentAsKept<T>(answer: T): T {
  if (answer !== null && typeof answer === 'object' && !keptTexts.has(answer)) keptTexts.set(answer, null);
  return answer;
}

/** The JSON text of a reply's payload: made once for a kept answer (see sentAsKept), each time for any other. */
export function jsonTextOnce(payload: unknown): string {
  if (payload === null || typeof payload !== 'object') return JSON.stringify(payload);
  const kept = keptTexts.get(payload);
  if (kept) return kept;
  const text = JSON.stringify(payload);
  if (kept === null) keptTexts.set(payload, text);
  return text;
}
