import ExcelJS from 'exceljs';
import { Clock } from '../../src/kernel/clock/clock';
import { APP_CONFIG, AppConfig } from '../../src/kernel/config/app-config';
import { DownloadLinks } from '../../src/kernel/files/download-links';
import { startTestApp, TestApp } from '../support/test-app';
import { castOf, Cast, enrolFarmer } from './scope';
import { api, bearer } from './support';

let t: TestApp;
let cast: Cast;

beforeAll(async () => {
  t = await startTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000', FARMER_EXPORT_LIMIT: '4' } });
  cast = await castOf(t);
  for (let i = 0; i < 3; i++) await enrolFarmer(t, cast.agentA, { fullName: `Exported Farmer ${i}` });
});
afterAll(() => t.close());

const get = (token: string, path: string, language = 'en') =>
  t.http().get(api(path)).set(bearer(token)).set('Accept-Language', language).set('Country', 'Nigeria');

async function attachmentRows(email: string, subject: RegExp): Promise<string[][]> {
  const mail = await t.inbox!.waitFor((m) => m.to.includes(email) && subject.test(m.subject), 30000);
  expect(mail.attachments).toHaveLength(1);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(mail.attachments[0].content as unknown as ExcelJS.Buffer);
  const rows: string[][] = [];
  workbook.worksheets[0].eachRow((row) =>
    rows.push((row.values as string[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))),
  );
  return rows;
}

describe('exporting farmers', () => {
  it("mails the caller's farmers as an Excel file whose rows are the database's", async () => {
    const answer = await get(cast.agentA.token, 'farmers/export-all-farmers').expect(200);
    expect(answer.body).toMatchObject({
      success: true,
      message: 'Farmers exported successfully, check your email to download the list',
      data: { total: 3 },
    });
    const rows = await attachmentRows(cast.agentA.email, /farmers export/i);
    expect(rows[0]).toEqual([
      'Full name',
      'Gender',
      'Phone',
      'E-mail',
      'Address',
      'State',
      'LGA',
      'Community',
      'Project',
      'Aggregation partner',
      'Age',
      'Enrolled by',
      'Enrolled on',
    ]);
    const stored = await t.sql<{
      full_name: string;
      gender: string;
      email: string;
      address: string;
      community: string;
      age: number;
    }>(`SELECT full_name, gender, email, address, community, age FROM farmers WHERE created_by = $1 ORDER BY id`, [
      cast.agentA.id,
    ]);
    expect(rows.slice(1).map((r) => [r[0], r[1], r[3], r[4], r[7], r[10]])).toEqual(
      stored.map((f) => [f.full_name, f.gender, f.email, f.address, f.community, String(f.age)]),
    );
  });

  it('filters like the lists, and says when there is nothing or too much to export (in English and French)', async () => {
    const none = await get(cast.agentA.token, 'farmers/export-all-farmers?name=nobody-has-this-name').expect(400);
    expect(none.body.message).toBe('No item to export!');
    const noneFr = await get(cast.agentB.token, 'farmers/export-all-farmers', 'fr').expect(400);
    expect(noneFr.body.message).toBe('Aucun élément à exporter !');
    for (let i = 0; i < 2; i++) await enrolFarmer(t, cast.agentA, { fullName: `Extra Farmer ${i}` });
    const tooMany = await get(cast.agentA.token, 'farmers/export-all-farmers').expect(400);
    expect(tooMany.body.message).toBe('Total exceeds 4 items! Use search/filters to obtain fewer results.');
    const filtered = await get(cast.agentA.token, 'farmers/export-all-farmers?name=Extra').expect(200);
    expect(filtered.body.data.total).toBe(2);
  });

  it('mails an input provider the farmers referred by its agents; another organisation finds no such list', async () => {
    await get(
      cast.providerOfA.token,
      `farmers/sharing/ip/export-farmers-referred/${cast.providerOfA.id}?name=Exported`,
    ).expect(200);
    const rows = await attachmentRows(cast.providerOfA.email, /farmers export/i);
    expect(
      rows
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual(['Exported Farmer 0', 'Exported Farmer 1', 'Exported Farmer 2']);
    await get(cast.otherProvider.token, `farmers/sharing/ip/export-farmers-referred/${cast.providerOfA.id}`).expect(
      404,
    );
  });
});

describe('an export too large to mail', () => {
  let small: TestApp;
  let smallCast: Cast;
  beforeAll(async () => {
    small = await startTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000', MAIL_ATTACHMENT_MAX_BYTES: '1' } });
    smallCast = await castOf(small);
    await enrolFarmer(small, smallCast.agentA, { fullName: 'Linked Farmer' });
  });
  afterAll(() => small.close());

  it('is mailed as a download link that opens the workbook until it expires, and nothing else', async () => {
    await small.http().get(api('farmers/export-all-farmers')).set(bearer(smallCast.agentA.token)).expect(200);
    const mail = await small.inbox!.waitFor(
      (m) => m.to.includes(smallCast.agentA.email) && /farmers export/i.test(m.subject),
      30000,
    );
    expect(mail.attachments).toHaveLength(0);
    const link = new URL(/https?:\/\/\S+\/api\/v1\/exports\/download\?token=\S+/.exec(mail.text)![0]);

    const file = await small
      .http()
      .get(`${link.pathname}${link.search}`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename=".+\.xlsx"$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.body as ExcelJS.Buffer);
    expect(workbook.worksheets[0].getRow(2).getCell(1).value).toBe('Linked Farmer');

    const token = link.searchParams.get('token')!;
    const tampered = token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    const refused = await small
      .http()
      .get(api(`exports/download?token=${encodeURIComponent(tampered)}`))
      .set('Accept-Language', 'fr')
      .expect(404);
    expect(refused.body).toMatchObject({
      code: 'EXPORT_LINK_INVALID',
      message: "Ce lien de téléchargement n'est pas valide.",
    });
    await small.http().get(api('exports/download')).expect(404);

    const config = small.app.get<AppConfig>(APP_CONFIG);
    const lastWeek = new DownloadLinks(config, {
      now: () => new Date(Date.now() - config.exportLinkTtlSeconds * 1000 - 60_000),
    } as Clock);
    const stale = new URL(lastWeek.url({ storageKey: 'exports/whatever.xlsx', fileName: 'old.xlsx' }));
    const expired = await small.http().get(`${stale.pathname}${stale.search}`).expect(410);
    expect(expired.body).toMatchObject({
      code: 'EXPORT_LINK_EXPIRED',
      message: 'This download link has expired. Export the list again to get a new one.',
    });
  });
});
