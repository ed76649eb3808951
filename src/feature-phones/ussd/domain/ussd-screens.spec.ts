import {
  advance,
  answerUssd,
  inputsOf,
  render,
  startWalk,
  USSD_MAX_CHARS,
  UssdRoute,
  UssdScreen,
  UssdWalk,
} from './ussd-screens';
import { inputsAfter } from '../commands/ussd-sessions';

const words = { more: 'More', back: 'Back', badChoice: 'Invalid choice.' };
const crops = Array.from({ length: 30 }, (_, i) => `Crop number ${i + 1} with a long name`);

const root: UssdScreen = {
  kind: 'menu',
  title: 'Kasuwa',
  options: [
    { label: 'Prices', to: { to: 'crops' } },
    { label: 'Register', to: { to: 'register' } },
  ],
};
const opened: string[] = [];
const open = async (route: UssdRoute): Promise<UssdScreen> => {
  opened.push(route.to);
  if (route.to === 'crops')
    return {
      kind: 'menu',
      title: 'Choose a crop',
      options: crops.map((crop) => ({ label: crop, to: { to: 'price', crop } })),
    };
  if (route.to === 'price') return { kind: 'end', text: `Price of ${route.crop}` };
  return { kind: 'end', text: 'Ask an agent' };
};
const answer = (text: string) => answerUssd(root, text, open, words);

describe('a USSD walk', () => {
  it('shows the first screen without Back, a long list cut into pages numbered across them', async () => {
    expect(await answer('')).toBe('CON Kasuwa\n1 Prices\n2 Register');
    const first = await answer('1');
    expect(first.startsWith('CON Choose a crop\n1 Crop number 1')).toBe(true);
    expect(first.endsWith('\n98 More\n0 Back')).toBe(true);
    const second = await answer('1*98');
    const firstOnSecond = Number(second.split('\n')[1].split(' ')[0]);
    expect(firstOnSecond).toBe(first.split('\n').length - 3 + 1);
    expect(await answer(`1*98*${firstOnSecond}`)).toBe(`END Price of ${crops[firstOnSecond - 1]}`);
  });

  it('goes back a page, then a screen; a bad choice keeps the screen and says so', async () => {
    expect(await answer('1*98*0')).toBe(await answer('1'));
    expect(await answer('1*0')).toBe(await answer(''));
    expect(await answer('7')).toBe('CON Invalid choice.\nKasuwa\n1 Prices\n2 Register');
    expect(await answer('7*2')).toBe('END Ask an agent');
    expect(await answer('0')).toContain('Invalid choice.');
  });

  it('never answers more than 182 characters, whatever the page', async () => {
    let text = '1';
    for (let page = 0; page < 12; page++, text += '*98')
      expect((await answer(text)).length).toBeLessThanOrEqual(USSD_MAX_CHARS);
    const long: UssdScreen = { kind: 'text', title: 'T', lines: ['x'.repeat(400), 'y'] };
    expect((await answerUssd(long, '', open, words)).length).toBeLessThanOrEqual(USSD_MAX_CHARS);
  });

  it('shows a menu’s lines before its options, paged the same way', async () => {
    const advice: UssdScreen = {
      kind: 'menu',
      title: 'Maize',
      lines: Array.from({ length: 8 }, (_, i) => `Line ${i + 1} of the advice, in words`),
      options: [{ label: 'Ask', to: { to: 'register' } }],
    };
    const first = await answerUssd(advice, '', open, words);
    expect(first.startsWith('CON Maize\nLine 1 of the advice')).toBe(true);
    expect(first.endsWith('\n98 More')).toBe(true);
    let text = '98';
    while ((await answerUssd(advice, text, open, words)).includes('98 More')) text += '*98';
    expect((await answerUssd(advice, text, open, words)).endsWith('\n1 Ask\n0 Back')).toBe(true);
    expect(await answerUssd(advice, `${text}*1`, open, words)).toBe('END Ask an agent');
  });
});

describe('a walk kept between steps', () => {
  it('answers as the walk from the first screen does, building only the screen the last input leads to', async () => {
    const steps = ['1', '98', '98', '0', '77', '0', '0', '1', '98', '7'];
    let text = '';
    let walk: UssdWalk = startWalk(root);
    for (const input of steps) {
      const previous = text;
      text = text ? `${text}*${input}` : input;
      opened.length = 0;
      walk = JSON.parse(JSON.stringify(walk)) as UssdWalk; // as Redis gives it back
      await advance(walk, inputsOf(inputsAfter(previous, text)!), open, words);
      expect(opened.length).toBeLessThanOrEqual(1);
      expect(render(walk, words)).toBe(await answer(text));
    }
  });

  it('takes the inputs after the text answered last, and none from a text that does not go on from it', () => {
    expect(inputsAfter('', '1')).toBe('1');
    expect(inputsAfter('1', '1*98')).toBe('98');
    expect(inputsAfter('1*98', '1*98*3*2')).toBe('3*2');
    expect(inputsAfter('1*9', '1*98')).toBeNull();
    expect(inputsAfter('1', '2')).toBeNull();
  });
});
