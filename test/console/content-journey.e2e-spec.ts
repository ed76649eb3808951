/// <reference lib="dom" />
import { Page } from 'playwright-core';
import { byTestId, chromiumForThisFile, notification, openByRouter, signIn, step } from '../support/browser';
import { DEFAULT_PASSWORD, person, Person } from '../support/people';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp, TestApp } from '../support/test-app';

/**
 * Agronomy content from the console to the public site, in Nigeria. An extension agent writes an article in French on
 * the (English) console, saying it is in French (pending review: not public); an administrator approves it from the list after a confirmation; a
 * visitor of the public site, in French, finds it among the French contents by searching a misspelt word ("precose" for
 * "précoce") and reads it. The agent and the administrator take turns at one browser; the visitor has their own.
 * Needs the built console (npm run build -w admin-ui) and Debian's chromium.
 */
const ARTICLE = {
  title: 'Semis précoce du maïs',
  category: 'Conduite des cultures',
  heading: 'Quand semer',
  paragraph: 'Semez le maïs dès les premières pluies utiles, sur un sol bien préparé.',
  crops: 'Maïs',
};

let t: TestApp;
let agent: Person;

beforeAll(async () => {
  t = await startTestApp({ listen: true, smtp: false, env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
  agent = await person(t, 'ROLE_EXTENSION_AGENT', { firstname: 'Aisha', lastname: 'Bello' });
}, 120_000);

// After the set-up above: it runs before this file waits for the browser slot, and so does opening the console in the
// office's browser and in the visitor's.
const chromium = chromiumForThisFile({
  app: () => t,
  page: { screenshotPrefix: 'content-journey', language: 'en', collectProblems: true },
  morePages: [{ screenshotPrefix: 'content-journey', language: 'fr', collectProblems: true }],
});

afterAll(async () => {
  await t?.close();
});

const contentInDb = async () =>
  (await t.sql(`SELECT id, title, body AS content, status, review, publish, language FROM agronomy_contents`)) as {
    id: string;
    title: string;
    content: string;
    status: string;
    review: string;
    publish: boolean;
    language: string;
  }[];

describe('agronomy content from the console to the public site', () => {
  it('is written, approved and found by a misspelt French word', async () => {
    const [office, visitor] = chromium.pagesOpenedAhead();
    const agentPage: Page = office;
    await step(agentPage, 'write', async () => {
      await signIn(t, agentPage, agent.email, DEFAULT_PASSWORD, '/admin/agronomy/create');
      await agentPage.locator('h1', { hasText: 'New agronomy content' }).waitFor();
      await byTestId(agentPage, 'content-title').fill(ARTICLE.title);
      await byTestId(agentPage, 'content-category').fill(ARTICLE.category);
      // Written in the editor as an author writes: a heading chosen in the toolbar, then a paragraph.
      const editor = byTestId(agentPage, 'content-editor').locator('.ProseMirror');
      await editor.click();
      await agentPage.getByRole('button', { name: 'H2 Heading', exact: true }).click();
      await editor.pressSequentially(ARTICLE.heading);
      await editor.press('Enter');
      await editor.pressSequentially(ARTICLE.paragraph);
      await agentPage.getByRole('tab', { name: 'Preview' }).click();
      await byTestId(agentPage, 'content-preview').locator('h2', { hasText: ARTICLE.heading }).waitFor();
      await byTestId(agentPage, 'content-crops').fill(ARTICLE.crops);
      await agentPage.getByRole('combobox', { name: 'Language' }).click();
      await agentPage.getByRole('option', { name: 'French' }).click();
      await byTestId(agentPage, 'content-save').click();
      await notification(agentPage, 'Content created successfully').waitFor();
      await agentPage.waitForURL(/\/admin\/agronomy\/edit\/[0-9a-f-]{36}$/);
      await byTestId(agentPage, 'content-status').getByText('Pending').waitFor();
    });
    const [written] = await contentInDb();
    expect(written.content).toBe(`<h2>${ARTICLE.heading}</h2><p>${ARTICLE.paragraph}</p>`);
    expect(written).toMatchObject({
      title: ARTICLE.title,
      status: 'PENDING',
      review: 'PENDING',
      publish: true,
      language: 'fr',
    });
    // Pending content is on no public route.
    await t.http().get(`/api/v1/agronomy-contents/${written.id}`).expect(404);

    // At the same desk, once the agent has signed out.
    const adminPage = office;
    await step(adminPage, 'approve', async () => {
      await signIn(t, adminPage, ADMIN_EMAIL, ADMIN_PASSWORD, '/admin/agronomy');
      const row = adminPage.locator('tbody tr', { hasText: ARTICLE.title });
      await byTestId(row, 'content-status').getByText('Pending').waitFor();
      await byTestId(row, 'content-approval').click();
      const dialog = adminPage.getByRole('dialog');
      await dialog.getByText(`Approve “${ARTICLE.title}”?`).waitFor();
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await notification(adminPage, 'Content approved').waitFor();
      await byTestId(row, 'content-status').getByText('Published').waitFor();
    });
    expect((await contentInDb())[0]).toMatchObject({ status: 'PUBLISHED', review: 'APPROVED' });

    await step(visitor, 'find', async () => {
      await openByRouter(visitor, `/contents?query=${encodeURIComponent('semis precose')}`);
      await byTestId(visitor, 'contents-title').getByText('Contenus agricoles pour « semis precose »').waitFor();
      const card = byTestId(visitor, 'content-card').filter({ hasText: ARTICLE.title });
      await card.waitFor();
      await card.click();
      await visitor.waitForURL(new RegExp(`/contents/semis-precoce-du-mais-${written.id}$`));
      await expect(byTestId(visitor, 'content-title').innerText()).resolves.toBe(ARTICLE.title);
      await byTestId(visitor, 'content-body')
        .getByText('Semez le maïs dès les premières pluies utiles', { exact: false })
        .waitFor();
      await expect(visitor.title()).resolves.toBe(`${ARTICLE.title} · Kasuwa`);
    });
  });
});
