import { answerUssd, USSD_MAX_CHARS, UssdScreen } from './ussd-screens';

const words = { more: 'More', back: 'Back', badChoice: 'Invalid choice.' };
const crops = Array.from({ length: 30 }, (_, i) => `Crop number ${i + 1} with a long name`);

const root = async (): Promise<UssdScreen> => ({
  kind: 'menu',
  title: 'Kasuwa',
  options: [
    {
      label: 'Prices',
      open: async () => ({ kind: 'menu', title: 'Choose a crop', options: crops.map((crop) => ({ label: crop, open: async () => ({ kind: 'end', text: `Price of ${crop}` }) })) }),
    },
    { label: 'Register', open: async () => ({ kind: 'end', text: 'Ask an agent' }) },
  ],
});

describe('a USSD walk', () => {
  it('shows the first screen without Back, a long list cut into pages numbered across them', async () => {
    expect(await answerUssd(root, '', words)).toBe('CON Kasuwa\n1 Prices\n2 Register');
    const first = await answerUssd(root, '1', words);
    expect(first.startsWith('CON Choose a crop\n1 Crop number 1')).toBe(true);
    expect(first.endsWith('\n98 More\n0 Back')).toBe(true);
    const second = await answerUssd(root, '1*98', words);
    const firstOnSecond = Number(second.split('\n')[1].split(' ')[0]);
    expect(firstOnSecond).toBe(first.split('\n').length - 3 + 1);
    expect(await answerUssd(root, `1*98*${firstOnSecond}`, words)).toBe(`END Price of ${crops[firstOnSecond - 1]}`);
  });

  it('goes back a page, then a screen; a bad choice keeps the screen and says so', async () => {
    expect(await answerUssd(root, '1*98*0', words)).toBe(await answerUssd(root, '1', words));
    expect(await answerUssd(root, '1*0', words)).toBe(await answerUssd(root, '', words));
    expect(await answerUssd(root, '7', words)).toBe('CON Invalid choice.\nKasuwa\n1 Prices\n2 Register');
    expect(await answerUssd(root, '7*2', words)).toBe('END Ask an agent');
    expect(await answerUssd(root, '0', words)).toContain('Invalid choice.');
  });

  it('never answers more than 182 characters, whatever the page', async () => {
    let text = '1';
    for (let page = 0; page < 12; page++, text += '*98') expect((await answerUssd(root, text, words)).length).toBeLessThanOrEqual(USSD_MAX_CHARS);
    const long = async (): Promise<UssdScreen> => ({ kind: 'text', title: 'T', lines: ['x'.repeat(400), 'y'] });
    expect((await answerUssd(long, '', words)).length).toBeLessThanOrEqual(USSD_MAX_CHARS);
  });
});
