/// <reference lib="dom" />
import { byTestId, chromiumForThisFile, notification, row, signIn, step } from '../support/browser';
import { OpenMeteoReplay, weatherEnv } from '../support/open-meteo-replay';
import { DEFAULT_PASSWORD, person, Person } from '../support/people';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * Weather in the console and on the public widgets, against a local server replaying recorded Open-Meteo replies (the
 * Brno forecast). A farmer searches "Brno", sees today and the days after, saves the place as a farm (the name is
 * required), finds it under "My locations" with its field-work advice, and deletes it. The widgets show today's
 * summary for a place in their address, and the "unavailable" state, not an error page, when the service fails.
 * Needs the built console (npm run build -w admin-ui) and Debian's chromium (.ci/run installs it).
 */
const replay = new OpenMeteoReplay();
let t: TestApp;
let farmer: Person;

beforeAll(async () => {
  t = await startTestApp({
    listen: true,
    smtp: false,
    env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000', WEATHER_TIMEOUT_MS: '1000', ...weatherEnv(await replay.start()) },
  });
  farmer = await person(t, 'ROLE_FARMER', { firstname: 'Musa', lastname: 'Bello' });
}, 120_000);

// After the set-up above: it runs before this file waits for the browser slot, and so does opening the console.
const chromium = chromiumForThisFile({
  app: () => t,
  page: { screenshotPrefix: 'weather-journey', language: 'en', timezoneId: 'Africa/Lagos', collectProblems: true },
});

afterAll(async () => {
  await t?.close();
  await replay.stop();
});

const locationsInDb = () =>
  t.sql(
    `SELECT name, latitude::float8 AS latitude, longitude::float8 AS longitude, state, country FROM weather_locations`,
  );

describe('weather for a saved farm', () => {
  it('searches a place, saves it as a farm, reads its forecast and field work, deletes it; the widgets show it or say it is unavailable', async () => {
    const page = chromium.firstPage();

    await step(page, 'search', async () => {
      await signIn(t, page, farmer.email, DEFAULT_PASSWORD, '/admin/advisory/weather');
      await page.getByLabel('Address, town or village').fill('Brno');
      await page.getByRole('button', { name: 'Search' }).click();
      await byTestId(page, 'weather-place').first().click();
      await expect(byTestId(page, 'weather-today').innerText()).resolves.toContain('Overcast');
      await expect(byTestId(page, 'weather-now').innerText()).resolves.toContain('23.2 °C');
      await byTestId(page, 'weather-day-2026-10-03').waitFor();
    });

    await step(page, 'save', async () => {
      await byTestId(page, 'weather-save-open').click();
      const dialog = page.getByRole('dialog', { name: 'Save this location' });
      await byTestId(dialog, 'weather-save-submit').click();
      await dialog.getByText('Give the farm a name.').waitFor();
      expect(await locationsInDb()).toEqual([]);
      await byTestId(dialog, 'weather-farm-name').fill('Brno trial plot');
      await byTestId(dialog, 'weather-save-submit').click();
      await notification(page, 'Location saved.').waitFor();
      await page.waitForURL(/\/admin\/advisory\/weather\/my-locations$/);
      await row(page, 'Brno trial plot').waitFor();
      expect(await locationsInDb()).toEqual([
        {
          name: 'Brno trial plot',
          latitude: 49.19522,
          longitude: 16.60796,
          state: 'South Moravian',
          country: 'Czechia',
        },
      ]);
    });

    await step(page, 'field-work', async () => {
      await expect(byTestId(page, 'field-work-2026-10-01').innerText()).resolves.toContain(
        'No spray window: no daylight hours in the forecast.',
      );
    });

    await step(page, 'delete', async () => {
      await page.getByRole('button', { name: 'Delete Brno trial plot' }).click();
      await byTestId(page.getByRole('dialog', { name: 'Delete this location?' }), 'weather-delete-confirm').click();
      await notification(page, 'Location deleted.').waitFor();
      await page.getByText('No saved location yet').waitFor();
      expect(await locationsInDb()).toEqual([]);
    });

    await step(page, 'widgets', async () => {
      await page.goto(`${t.baseUrl}/today-summary-widget?latitude=49.2&longitude=16.6&place=Brno`);
      await expect(byTestId(page, 'weather-now').innerText()).resolves.toContain('23.2 °C');
      await page.goto(`${t.baseUrl}/upcoming-days-widget?latitude=49.2&longitude=16.6`);
      await byTestId(page, 'weather-day-2026-10-03').waitFor();
      replay.mode = 'overloaded';
      await page.goto(`${t.baseUrl}/tomorrow?latitude=1.5&longitude=2.5`);
      await expect(byTestId(page, 'weather-unavailable').innerText()).resolves.toContain(
        'Weather is unavailable at the moment.',
      );
    });
  });
});
