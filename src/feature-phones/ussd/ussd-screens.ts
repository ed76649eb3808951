/**
 * USSD screens and the walk through them. Africa's Talking sends, at every step, everything the caller typed since
 * dialling, levels joined by `*` ("1*98*7"), and shows our answer: `CON <text>` waits for the next input, `END <text>`
 * closes the session. Each answer is at most USSD_MAX_CHARS characters (https://developers.africastalking.com/docs/ussd/overview),
 * so a longer list is cut into pages: "98 More" shows the next one, "0 Back" the previous page or the previous screen.
 * Options are numbered across pages (the second page of a list goes on from 6), so a number always names one option.
 */
export const USSD_MAX_CHARS = 182;
export const MORE = '98';
export const BACK = '0';

export interface UssdOption {
  label: string;
  open: () => Promise<UssdScreen>;
}

export type UssdScreen =
  /** Choose one of the options (at most 97, so no number is taken for 98). */
  | { kind: 'menu'; title: string; options: UssdOption[] }
  /** Lines to read, paged, with Back to where they came from. */
  | { kind: 'text'; title: string; lines: string[] }
  /** The session's last words. */
  | { kind: 'end'; text: string };

export interface UssdWords {
  more: string;
  back: string;
  badChoice: string;
}

const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, Math.max(0, max - 1))}…`);

/** A whole answer, `CON `/`END ` included, within USSD_MAX_CHARS. */
const screenText = (prefix: 'CON' | 'END', lines: string[]) => `${prefix} ${lines.join('\n')}`;

/**
 * The pages of a screen's lines under its header: as many lines as fit with the footer, the last page without "More".
 * Every page holds at least one line (shortened when one line alone would not fit). Each page keeps room for the
 * "Invalid choice." line, so a bad choice shows the same page with it, not the list cut anew.
 */
export function pagesOf(header: string[], lines: string[], firstPageHasBack: boolean, words: UssdWords): string[][] {
  const room = USSD_MAX_CHARS - words.badChoice.length - 1;
  const more = `${MORE} ${words.more}`;
  const back = `${BACK} ${words.back}`;
  const pages: string[][] = [];
  let next = 0;
  do {
    const footer = firstPageHasBack || pages.length > 0 ? [back] : [];
    const fits = (body: string[], withMore: boolean) => screenText('CON', [...header, ...body, ...(withMore ? [more] : []), ...footer]).length <= room;
    const rest = lines.slice(next);
    if (fits(rest, false)) {
      pages.push([...header, ...rest, ...footer]);
      break;
    }
    const body: string[] = [];
    while (next < lines.length && fits([...body, lines[next]], true)) body.push(lines[next++]);
    if (body.length === 0) {
      body.push(cut(lines[next++], room - screenText('CON', [...header, '', more, ...footer]).length));
    }
    pages.push([...header, ...body, ...(next < lines.length ? [more] : []), ...footer]);
  } while (next < lines.length);
  return pages;
}

interface Place {
  screen: UssdScreen;
  page: number;
}

const linesOf = (screen: UssdScreen) => (screen.kind === 'menu' ? screen.options.map((o, i) => `${i + 1} ${o.label}`) : screen.kind === 'text' ? screen.lines : []);

/** The answer to one step: walks `text` from the first screen and shows where it leads. */
export async function answerUssd(first: () => Promise<UssdScreen>, text: string, words: UssdWords): Promise<string> {
  const inputs = text === '' ? [] : text.split('*').map((input) => input.trim());
  const stack: Place[] = [{ screen: await first(), page: 0 }];
  let badChoice = false;
  for (const input of inputs) {
    const place = stack[stack.length - 1];
    if (place.screen.kind === 'end') break;
    const pageCount = pagesOf(titleOf(place.screen), linesOf(place.screen), stack.length > 1, words).length;
    badChoice = false;
    if (input === MORE && place.page + 1 < pageCount) place.page++;
    else if (input === BACK && place.page > 0) place.page--;
    else if (input === BACK && stack.length > 1) stack.pop();
    else {
      const option = place.screen.kind === 'menu' && /^\d{1,2}$/.test(input) ? place.screen.options[Number(input) - 1] : undefined;
      if (option) stack.push({ screen: await option.open(), page: 0 });
      else badChoice = true;
    }
  }
  const { screen, page } = stack[stack.length - 1];
  if (screen.kind === 'end') return screenText('END', [cut(screen.text, USSD_MAX_CHARS - 4)]);
  const pages = pagesOf(titleOf(screen), linesOf(screen), stack.length > 1, words);
  return screenText('CON', [...(badChoice ? [words.badChoice] : []), ...pages[Math.min(page, pages.length - 1)]]);
}

const titleOf = (screen: UssdScreen) => (screen.kind === 'end' ? [] : [screen.title]);
