import type { Page, Response } from 'playwright-core';
import { Answer, checkAnswer, contractCheckedIn, UNREAD_BODY } from './contract';

/** How long the end of a test waits for the bodies of answers still arriving before it judges them. */
const PENDING_ANSWERS_WAIT_MS = 10_000;

const isJsonType = (contentType: string | undefined) => /^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType ?? '');

/**
 * The API answers a console page receives in Chromium, checked against openapi.json with the same rules as the
 * tests' own requests (contract.ts). The differences are kept rather than thrown, so that a journey is not cut in
 * the middle of a screen: the test fails at its end with the whole list (see chromiumForThisFile).
 */
export class ConsoleAnswers {
  private readonly pending = new Set<Promise<void>>();
  private differences: string[] = [];
  private checked: boolean | null = null;

  /** Starts checking the answers of `page`'s calls to /api/v1/ (when the test file's answers are checked at all). */
  watch(page: Page): void {
    this.checked ??= contractCheckedIn(expect.getState().testPath);
    if (!this.checked) return;
    page.on('response', (response) => {
      if (!new URL(response.url()).pathname.startsWith('/api/v1/')) return;
      const check: Promise<void> = this.check(response)
        .catch(
          (error: Error) =>
            void this.differences.push(
              `${response.request().method()} ${response.url()}: the answer could not be read (${error.message})`,
            ),
        )
        .finally(() => this.pending.delete(check));
      this.pending.add(check);
    });
  }

  /** The differences found since the last call, each once with how often it came, once the answers in flight are read. */
  async takeDifferences(): Promise<string[]> {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all([...this.pending]),
      new Promise((resolve) => (timer = setTimeout(resolve, PENDING_ANSWERS_WAIT_MS))),
    ]);
    clearTimeout(timer);
    const counts = new Map<string, number>();
    for (const difference of this.differences) counts.set(difference, (counts.get(difference) ?? 0) + 1);
    this.differences = [];
    return [...counts].map(([difference, times]) => (times > 1 ? `${difference}\n  (${times} times)` : difference));
  }

  private async check(response: Response): Promise<void> {
    const request = response.request();
    // allHeaders has the headers Chromium keeps from the page (set-cookie among them) while the page is open.
    const headers = await response.allHeaders().catch(() => response.headers());
    const answer: Answer = {
      method: request.method(),
      url: response.url(),
      status: response.status(),
      headers,
      body: await bodyOf(response, headers),
    };
    this.differences.push(
      ...checkAnswer(answer).map(
        (difference) => `${difference}\n  (the console's call ${request.method()} ${new URL(response.url()).pathname})`,
      ),
    );
  }
}

/**
 * The parsed body of a JSON answer, the bytes of another; undefined when there is none. A body Chromium does not
 * hold is unread (UNREAD_BODY): its status, headers and content type are still checked.
 */
async function bodyOf(response: Response, headers: Record<string, string>): Promise<Answer['body']> {
  if (
    response.status() === 204 ||
    response.status() === 304 ||
    (response.status() >= 300 && response.status() < 400) ||
    response.request().method() === 'HEAD'
  ) {
    return undefined;
  }
  const bytes = await response.body().catch(() => null);
  if (!bytes?.length) {
    // The headers say whether there was a body: Chromium keeps none of a download's (it went to the file) nor of a
    // page that navigated away or closed before the body was read, and an answer it serves again from its cache has
    // lost its transfer-encoding: a streamed body is then known by its content type alone.
    const length = headers['content-length'];
    const streamed = length === undefined && (!!headers['transfer-encoding'] || !!headers['content-type']);
    return (length !== undefined && Number(length) > 0) || streamed ? UNREAD_BODY : undefined;
  }
  if (!isJsonType(headers['content-type'])) return bytes;
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    return bytes.toString('utf8');
  }
}
