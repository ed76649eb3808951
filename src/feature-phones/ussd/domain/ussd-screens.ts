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

/**
 * Where an option leads, as data (a screen's name and what it needs): a session's screens can then be kept in Redis
 * between steps and the next one built from its route alone, without walking the session again from the first screen.
 */
export interface UssdRoute {
  to: string;
  [field: string]: string | number | boolean | null | { latitude: number; longitude: number };
}

export interface UssdOption {
  label: string;
  to: UssdRoute;
}

export type UssdScreen =
  /** Choose one of the options (at most 97, so no number is taken for 98), after the lines to read, if any. */
  | { kind: 'menu'; title: string; lines?: string[]; options: UssdOption[] }
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
    const fits = (body: string[], withMore: boolean) =>
      screenText('CON', [...header, ...body, ...(withMore ? [more] : []), ...footer]).length <= room;
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

/** Where a session stands: its screens from the first (each with the page shown) and whether the last input was refused. */
export interface UssdWalk {
  stack: Place[];
  badChoice: boolean;
}

/** Builds the screen a route names. */
export type OpenRoute = (route: UssdRoute) => Promise<UssdScreen>;

const optionLines = (screen: UssdScreen) =>
  screen.kind === 'menu' ? screen.options.map((o, i) => `${i + 1} ${o.label}`) : [];
const linesOf = (screen: UssdScreen) =>
  screen.kind === 'end' ? [] : [...(screen.lines ?? []), ...optionLines(screen)];
const titleOf = (screen: UssdScreen) => (screen.kind === 'end' ? [] : [screen.title]);

/** The levels of the gateway's `text` ('' is none). */
export const inputsOf = (text: string) => (text === '' ? [] : text.split('*').map((input) => input.trim()));

export const startWalk = (first: UssdScreen): UssdWalk => ({ stack: [{ screen: first, page: 0 }], badChoice: false });

/**
 * Takes the inputs one by one from where the walk stands: 98 the next page, 0 the previous page or screen, a number
 * the option it names (its screen built from its route: the one level of reads of a step), anything else a bad
 * choice that keeps the page. Changes `walk` in place.
 */
export async function advance(walk: UssdWalk, inputs: string[], open: OpenRoute, words: UssdWords): Promise<UssdWalk> {
  const { stack } = walk;
  for (const input of inputs) {
    const place = stack[stack.length - 1];
    if (place.screen.kind === 'end') break;
    const pageCount = pagesOf(titleOf(place.screen), linesOf(place.screen), stack.length > 1, words).length;
    walk.badChoice = false;
    if (input === MORE && place.page + 1 < pageCount) place.page++;
    else if (input === BACK && place.page > 0) place.page--;
    else if (input === BACK && stack.length > 1) stack.pop();
    else {
      const option =
        place.screen.kind === 'menu' && /^\d{1,2}$/.test(input) ? place.screen.options[Number(input) - 1] : undefined;
      if (option) stack.push({ screen: await open(option.to), page: 0 });
      else walk.badChoice = true;
    }
  }
  return walk;
}

/** The answer the gateway shows for where the walk stands. */
export function render(walk: UssdWalk, words: UssdWords): string {
  const { screen, page } = walk.stack[walk.stack.length - 1];
  if (screen.kind === 'end') return screenText('END', [cut(screen.text, USSD_MAX_CHARS - 4)]);
  const pages = pagesOf(titleOf(screen), linesOf(screen), walk.stack.length > 1, words);
  return screenText('CON', [...(walk.badChoice ? [words.badChoice] : []), ...pages[Math.min(page, pages.length - 1)]]);
}

/** The answer to one step walked from the first screen: what a step does when nothing of its session is kept. */
export async function answerUssd(first: UssdScreen, text: string, open: OpenRoute, words: UssdWords): Promise<string> {
  return render(await advance(startWalk(first), inputsOf(text), open, words), words);
}
