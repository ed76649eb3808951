import type { DailyWeather } from '../../advisory';
import { translate } from '../../kernel/i18n/translator';
import { LOCAL_AREAS } from '../../../migrations/data/local-areas';
import '../feature-phones.messages';
import { drySpellIn, warnsOfDrySpell } from './dry-spell';

const day = (date: string, precipitationSum: number | null): DailyWeather => ({
  date,
  weatherCode: null,
  temperatureMax: null,
  temperatureMin: null,
  precipitationSum,
  precipitationProbabilityMax: null,
  windSpeedMax: null,
  et0: null,
  sunrise: null,
  sunset: null,
});

/** Forecast days from 2026-12-01, with these precipitation sums (mm). */
const week = (...sums: (number | null)[]) =>
  sums.map((sum, i) => day(`2026-12-${String(i + 1).padStart(2, '0')}`, sum));

describe('a dry spell', () => {
  it('is more than 5 consecutive days under 1 mm: 6 or 7 of the forecast days, counted whole', () => {
    expect(drySpellIn(week(12.4, 0, 0.2, 0, 0.9, 0, 0))).toEqual({ from: '2026-12-02', to: '2026-12-07', days: 6 });
    expect(drySpellIn(week(0, 0, 0, 0, 0, 0, 0))).toEqual({ from: '2026-12-01', to: '2026-12-07', days: 7 });
    expect(drySpellIn(week(0, 0, 0, 0, 0, 0, 3))).toEqual({ from: '2026-12-01', to: '2026-12-06', days: 6 });
  });

  it('is not 5 dry days, nor a run broken by a day of 1 mm or more', () => {
    expect(drySpellIn(week(4, 0, 0, 0, 0, 0, 7))).toBeNull();
    expect(drySpellIn(week(0, 0, 0, 1, 0, 0, 0))).toBeNull();
    expect(drySpellIn(week(0, 0, 0, 0, 0))).toBeNull();
  });

  it('does not count a day without a precipitation figure as dry, nor a run with a missing date', () => {
    expect(drySpellIn(week(0, 0, 0, null, 0, 0, 0))).toBeNull();
    const gap = week(0, 0, 0, 0, 0, 0, 0);
    gap.splice(3, 1);
    // 1-3 and 5-8 December: two runs of 3 and 4 dry days.
    expect(drySpellIn([...gap, day('2026-12-08', 0)])).toBeNull();
  });
});

describe('warning of a dry spell', () => {
  const spell = { from: '2026-12-01', to: '2026-12-07', days: 7 };
  const today = '2026-12-01';

  it('waits for a wet day read on an earlier run: nothing on the first run, nor without a wet day', () => {
    expect(warnsOfDrySpell(spell, null, today)).toBe(false);
    expect(warnsOfDrySpell(spell, { lastWetOn: null, drySpellWarnedOn: null }, today)).toBe(false);
    expect(warnsOfDrySpell(null, { lastWetOn: '2026-11-30', drySpellWarnedOn: null }, today)).toBe(false);
  });

  it('warns when the wet day is no more than 14 days old', () => {
    expect(warnsOfDrySpell(spell, { lastWetOn: '2026-11-30', drySpellWarnedOn: null }, today)).toBe(true);
    expect(warnsOfDrySpell(spell, { lastWetOn: '2026-11-17', drySpellWarnedOn: null }, today)).toBe(true);
    expect(warnsOfDrySpell(spell, { lastWetOn: '2026-11-16', drySpellWarnedOn: null }, today)).toBe(false);
  });

  it('warns once per spell: not again until a wet day has been seen after the warning', () => {
    expect(warnsOfDrySpell(spell, { lastWetOn: '2026-11-28', drySpellWarnedOn: '2026-11-30' }, today)).toBe(false);
    expect(warnsOfDrySpell(spell, { lastWetOn: '2026-11-30', drySpellWarnedOn: '2026-11-30' }, today)).toBe(false);
    expect(warnsOfDrySpell(spell, { lastWetOn: '2026-11-30', drySpellWarnedOn: '2026-11-20' }, today)).toBe(true);
  });
});

describe('the dry-spell SMS', () => {
  // The gateway's single part: 160 characters of the GSM 03.38 alphabet (another character makes it a 70-character part).
  const GSM_7 = /^[@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&'()*+,\-./0-9:;<=>?¡A-ZÄÖÑÜ§¿a-zäöñüà]*$/;
  const longest = Object.values(LOCAL_AREAS)
    .flatMap((states) => states.flatMap(([, areas]) => areas.split(';').map((area) => area.trim())))
    .reduce((a, b) => (b.length > a.length ? b : a), '');

  it.each(['en', 'fr'] as const)('fits one GSM part in %s, even for the longest area name', (language) => {
    const text = translate('SMS_DRY_SPELL', language, { place: longest, from: '29/11', to: '05/12' });
    expect(longest.length).toBeGreaterThan(30);
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text.replace(longest, '')).toMatch(GSM_7);
  });
});
