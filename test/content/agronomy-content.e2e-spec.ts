import request from 'supertest';
import { PNG } from '../support/catalogue';
import { api, bearer, person, Person } from '../support/people';
import { startTestApp, TestApp } from '../support/test-app';

/*
 * Agronomy content end to end: an extension agent writes, managers review, and only approved and published content is
 * ever public, on every public route.
 */

let t: TestApp;
let admin: string;
let agent: Person;
let otherAgent: Person;
let manager: Person;
let farmer: Person;

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200, 0x20), Buffer.from('\n%%EOF\n')]);
const MP4 = Buffer.concat([
  Buffer.from('\x00\x00\x00\x20ftypisom\x00\x00\x02\x00isomiso2avc1mp41', 'latin1'),
  Buffer.alloc(256, 1),
]);
const SCRIPT = Buffer.from('<script>alert(1)</script>');

const ARTICLE = {
  title: 'Semis précoce du maïs',
  category: 'Conduite des cultures',
  fileType: 'DOCUMENT',
  content:
    '<h2>Quand semer</h2><p onclick="steal()">Semez le <strong>maïs</strong> dès les premières pluies utiles.<script>alert(1)</script></p>',
  crops: 'Maize',
  tags: 'semis,engrais',
  youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
};

type Fields = Record<string, string | string[] | undefined>;
interface Files {
  mainImage?: Buffer;
  video?: Buffer;
  documents?: Buffer[];
}

function form(req: request.Test, fields: Fields, files: Files = {}): request.Test {
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) req.field(key, v);
  }
  if (files.mainImage) req.attach('mainImage', files.mainImage, { filename: 'photo.png', contentType: 'image/png' });
  if (files.video) req.attach('video', files.video, { filename: 'clip.mp4', contentType: 'video/mp4' });
  for (const [i, doc] of (files.documents ?? []).entries())
    req.attach('documents', doc, { filename: `guide-${i}.pdf`, contentType: 'application/pdf' });
  return req;
}

const as = (token: string) => ({
  get: (path: string) => t.http().get(api(path)).set(bearer(token)),
  put: (path: string) => t.http().put(api(path)).set(bearer(token)),
  delete: (path: string) => t.http().delete(api(path)).set(bearer(token)),
  create: (fields: Fields, files?: Files) =>
    form(t.http().post(api('agronomy-contents/create')).set(bearer(token)), fields, files),
  update: (id: string, fields: Fields, files?: Files) =>
    form(
      t
        .http()
        .put(api(`agronomy-contents/update/${id}`))
        .set(bearer(token)),
      fields,
      files,
    ),
});
const anonymous = (path: string) => t.http().get(api(path));
const count = async (table: string) => (await t.sql(`SELECT count(*)::int AS n FROM ${table}`))[0].n;

/** What every public route says about a content: whether it shows it. */
async function publicly(id: string, search = 'mais'): Promise<Record<string, boolean>> {
  const listed = (
    await anonymous('agronomy-contents/list-published-contents?countryName=Nigeria').expect(200)
  ).body.content.map((c: any) => c.id);
  const found = (
    await anonymous(
      `agronomy-contents/list-published-contents?countryName=Nigeria&title=${encodeURIComponent(search)}`,
    ).expect(200)
  ).body.content.map((c: any) => c.id);
  const latest = (
    await anonymous('agronomy-contents/latest-published-contents?countryName=Nigeria').expect(200)
  ).body.map((c: any) => c.id);
  const one = (await anonymous(`agronomy-contents/${id}`)).status;
  const related = (await anonymous(`agronomy-contents/${id}/related-content`)).status;
  const categories: string[] = (await anonymous('agronomy-contents/categories?countryName=Nigeria').expect(200)).body;
  const sitemap = (await anonymous('sitemap.xml').expect(200)).text;
  return {
    list: listed.includes(id),
    search: found.includes(id),
    latest: latest.includes(id),
    get: one === 200,
    related: related === 200,
    category: categories.includes(ARTICLE.category),
    sitemap: sitemap.includes(id),
  };
}
const everywhere = (shown: boolean) => ({
  list: shown,
  search: shown,
  latest: shown,
  get: shown,
  related: shown,
  category: shown,
  sitemap: shown,
});

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login();
  agent = await person(t, 'ROLE_EXTENSION_AGENT', { firstname: 'Aisha', lastname: 'Bello' });
  otherAgent = await person(t, 'ROLE_EXTENSION_AGENT', { firstname: 'Tunde', lastname: 'Ade' });
  manager = await person(t, 'ROLE_PLATFORM_MANAGER', { firstname: 'Grace', lastname: 'Eze' });
  await t
    .http()
    .post(api(`users/${manager.id}/monitored-countries`))
    .set(bearer(admin))
    .send({ countryIds: [1] })
    .expect(200);
  farmer = await person(t, 'ROLE_FARMER');
});
afterAll(() => t.close());

let articleId: string;
let documentId: string;
let imageUrl: string;

describe('writing content', () => {
  it('creates content pending review, its text sanitised and its files kept', async () => {
    const created = await as(agent.token)
      .create(ARTICLE, { mainImage: PNG, documents: [PDF, PDF] })
      .expect(201);
    expect(created.body).toMatchObject({ success: true, message: 'Content created successfully' });
    const data = created.body.data;
    expect(data).toMatchObject({
      title: ARTICLE.title,
      category: ARTICLE.category,
      fileType: 'DOCUMENT',
      crops: ['Maize'],
      tags: ['semis', 'engrais'],
      youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      youtubeVideoId: 'dQw4w9WgXcQ',
      status: 'PENDING',
      approved: false,
      published: true,
      author: { id: agent.id, name: 'Aisha Bello' },
    });
    expect(data.content).toBe(
      '<h2>Quand semer</h2><p>Semez le <strong>maïs</strong> dès les premières pluies utiles.</p>',
    );
    expect(data.documents).toHaveLength(2);
    expect(data.mainImage.contentType).toBe('image/png');
    articleId = data.id;
    documentId = data.documents[0].id;
    imageUrl = data.mainImage.url;

    // The author reads the image back; nobody else can while it is not public.
    const image = await as(agent.token).get(imageUrl).expect(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(image.body, PNG)).toBe(0);
    await anonymous(imageUrl).expect(404);
    await as(otherAgent.token).get(imageUrl).expect(404);
  });

  it('keeps a video checked by its content', async () => {
    const video = await as(agent.token)
      .create({ ...ARTICLE, title: 'Démonstration de semis', fileType: 'MEDIA', youtubeUrl: undefined }, { video: MP4 })
      .expect(201);
    expect(video.body.data.video.contentType).toBe('video/mp4');
    const disguised = await as(agent.token)
      .create({ ...ARTICLE, fileType: 'MEDIA' }, { video: PNG })
      .expect(415);
    expect(disguised.body).toMatchObject({ code: 'UPLOAD_TYPE_REJECTED', errors: [{ field: 'video' }] });
    await as(agent.token).delete(`agronomy-contents/delete/${video.body.data.id}`).expect(200);
  });

  it('refuses bad input in English and French, and writes nothing', async () => {
    const events = await count('events');
    const contents = await count('agronomy_contents');

    const missing = await as(agent.token).create({ content: ARTICLE.content, fileType: 'DOCUMENT' }).expect(400);
    expect([...new Set(missing.body.errors.map((e: any) => e.field))].sort()).toEqual(['category', 'crops', 'title']);

    const video = await as(agent.token)
      .create({ ...ARTICLE, youtubeUrl: 'https://vimeo.com/123456' })
      .set('Accept-Language', 'fr')
      .expect(400);
    expect(video.body).toMatchObject({ code: 'CONTENT_VIDEO_LINK_INVALID', errors: [{ field: 'youtubeUrl' }] });
    expect(video.body.message).toContain('vidéo YouTube');
    const channel = await as(agent.token)
      .create({ ...ARTICLE, youtubeUrl: 'https://www.youtube.com/@kasuwa' })
      .expect(400);
    expect(channel.body.message).toBe(
      'The video link must be a YouTube video address (https://www.youtube.com/watch?v=… or https://youtu.be/…).',
    );

    // Files are checked by what they hold, never by their name.
    const script = await as(agent.token).create(ARTICLE, { mainImage: SCRIPT }).expect(415);
    expect(script.body).toMatchObject({ code: 'UPLOAD_TYPE_REJECTED', errors: [{ field: 'mainImage' }] });
    const pdfAsImage = await as(agent.token).create(ARTICLE, { mainImage: PDF }).expect(415);
    expect(pdfAsImage.body.code).toBe('UPLOAD_TYPE_REJECTED');
    const scriptDocument = await as(agent.token)
      .create(ARTICLE, { documents: [PDF, SCRIPT] })
      .expect(415);
    expect(scriptDocument.body).toMatchObject({ code: 'UPLOAD_TYPE_REJECTED', errors: [{ field: 'documents' }] });
    const tooLarge = await as(agent.token)
      .create(ARTICLE, { mainImage: Buffer.concat([PNG, Buffer.alloc(t.config.uploadMaxBytes)]) })
      .expect(413);
    expect(tooLarge.body.code).toBe('UPLOAD_TOO_LARGE');

    const onlyMarkup = await as(agent.token)
      .create({ ...ARTICLE, content: '<p><script>alert(1)</script></p>' })
      .set('Accept-Language', 'fr')
      .expect(400);
    expect(onlyMarkup.body).toMatchObject({
      code: 'CONTENT_TEXT_EMPTY',
      message: 'Le contenu n’a plus de texte une fois son balisage nettoyé : rédigez l’article.',
    });
    await as(agent.token)
      .create({ ...ARTICLE, fileType: 'PODCAST' })
      .expect(400);
    await as(agent.token)
      .create({ ...ARTICLE, unknown: 'x' })
      .expect(400);

    expect(await count('agronomy_contents')).toBe(contents);
    expect(await count('events')).toBe(events);
  });

  it('is written only by those allowed to', async () => {
    await as(farmer.token).create(ARTICLE).expect(403);
    await form(t.http().post(api('agronomy-contents/create')), ARTICLE).expect(401);
  });
});

describe('reading and listing', () => {
  it('shows pending content on no public route', async () => {
    expect(await publicly(articleId)).toEqual(everywhere(false));
  });

  it('lets the author and managers read it privately, nobody else', async () => {
    expect((await as(agent.token).get(`agronomy-contents/${articleId}/private`).expect(200)).body.status).toBe(
      'PENDING',
    );
    await as(admin).get(`agronomy-contents/${articleId}/private`).expect(200);
    await as(manager.token).get(`agronomy-contents/${articleId}/private`).expect(200);
    await as(otherAgent.token).get(`agronomy-contents/${articleId}/private`).expect(404);
    await as(farmer.token).get(`agronomy-contents/${articleId}/private`).expect(403);
  });

  it('lists every content for managers (with filters) and their own for authors', async () => {
    await as(otherAgent.token)
      .create({
        ...ARTICLE,
        title: 'Irrigation du riz',
        category: 'Irrigation',
        crops: 'Rice',
        tags: undefined,
        fileType: 'IMAGE',
      })
      .expect(201);
    const all = (await as(admin).get('agronomy-contents').expect(200)).body;
    expect(all).toMatchObject({ page: 0, size: 20, totalElements: 2 });
    const images = (await as(admin).get('agronomy-contents?fileType=IMAGE').expect(200)).body.content;
    expect(images.map((c: any) => c.title)).toEqual(['Irrigation du riz']);
    const byTitle = (await as(manager.token).get('agronomy-contents?title=MAIS').expect(200)).body.content;
    expect(byTitle.map((c: any) => c.id)).toEqual([articleId]);
    const pending = (
      await as(admin).get('agronomy-contents?status=PENDING&approved=false&category=conduite des cultures').expect(200)
    ).body.content;
    expect(pending.map((c: any) => c.id)).toEqual([articleId]);

    const own = (await as(agent.token).get('agronomy-contents/current-user').expect(200)).body;
    expect(own.content.map((c: any) => c.id)).toEqual([articleId]);
    await as(agent.token).get('agronomy-contents').expect(403);
    await as(admin).get('agronomy-contents?status=LOST').expect(400);

    expect((await as(agent.token).get('agronomy-contents/all-categories').expect(200)).body).toEqual([
      'Conduite des cultures',
      'Irrigation',
    ]);
  });
});

describe('approval', () => {
  it('refuses authors approving their own content unless administrators', async () => {
    await as(agent.token).put(`agronomy-contents/${articleId}/approval`).expect(403);
    const own = (
      await as(manager.token)
        .create({ ...ARTICLE, title: 'Fertilisation du sorgho', category: 'Fertilisation', crops: 'Sorghum' })
        .expect(201)
    ).body.data;
    const refused = await as(manager.token)
      .put(`agronomy-contents/${own.id}/approval`)
      .set('Accept-Language', 'fr')
      .expect(403);
    expect(refused.body).toMatchObject({
      code: 'CONTENT_SELF_APPROVAL',
      message: 'Vous ne pouvez pas approuver ni refuser votre propre contenu : un administrateur le fait.',
    });
    expect((await as(manager.token).get(`agronomy-contents/${own.id}/private`).expect(200)).body.status).toBe(
      'PENDING',
    );

    const adminsOwn = (
      await as(admin)
        .create({ ...ARTICLE, title: 'Stockage des grains', crops: 'Maize' })
        .expect(201)
    ).body.data;
    expect((await as(admin).put(`agronomy-contents/${adminsOwn.id}/approval`).expect(200)).body.data.status).toBe(
      'PUBLISHED',
    );
    await as(admin).delete(`agronomy-contents/delete/${adminsOwn.id}`).expect(200);
    await as(admin).put(`agronomy-contents/${own.id}/approval`).expect(200);
  });

  it('publishes approved content on every public route, found by a misspelt French word', async () => {
    const approved = await as(manager.token).put(`agronomy-contents/${articleId}/approval`).expect(200);
    expect(approved.body).toMatchObject({ message: 'Content approved', data: { status: 'PUBLISHED', approved: true } });
    expect(await publicly(articleId, 'semiss precoce')).toEqual(everywhere(true));
    const byCrop = (
      await anonymous('agronomy-contents/list-published-contents?countryName=Nigeria&crop=maize').expect(200)
    ).body.content;
    expect(byCrop.map((c: any) => c.id)).toContain(articleId);
    const related = (await anonymous(`agronomy-contents/${articleId}/related-content`).expect(200)).body;
    expect(related.map((c: any) => c.title)).toEqual(['Fertilisation du sorgho']);
    // Public files are public.
    await anonymous(imageUrl).expect(200);
    // Another country's visitors do not see it.
    const ghana = (await anonymous('agronomy-contents/list-published-contents?countryName=Ghana').expect(200)).body;
    expect(ghana.totalElements).toBe(0);
    await anonymous('agronomy-contents/list-published-contents?countryName=Atlantis').expect(400);
    const sitemap = (await anonymous('sitemap.xml').expect(200)).text;
    expect(sitemap).toMatch(new RegExp(`/contents/semis-precoce-du-mais-${articleId}<`));
  });

  it('declines with the same call, and then nothing is public', async () => {
    const declined = await as(admin)
      .put(`agronomy-contents/${articleId}/approval`)
      .set('Accept-Language', 'fr')
      .expect(200);
    expect(declined.body).toMatchObject({ message: 'Contenu refusé', data: { status: 'DECLINED', approved: false } });
    expect(await publicly(articleId)).toEqual(everywhere(false));
    await anonymous(imageUrl).expect(404);
    await as(admin).put(`agronomy-contents/${articleId}/approval`).expect(200);
    expect((await publicly(articleId)).get).toBe(true);
  });

  it('reads UNPUBLISHED for every approved content that is private, never published or withdrawn alike, in one filter', async () => {
    const draft = (
      await as(agent.token)
        .create({ ...ARTICLE, title: 'Dry season vegetables', publish: 'false' })
        .expect(201)
    ).body.data;
    expect(draft.status).toBe('PENDING');
    const approved = await as(admin).put(`agronomy-contents/${draft.id}/approval`).expect(200);
    expect(approved.body.data).toMatchObject({ status: 'UNPUBLISHED', approved: true, published: false });
    const withdrawn = (
      await as(agent.token)
        .create({ ...ARTICLE, title: 'Cassava cuttings', publish: 'true' })
        .expect(201)
    ).body.data;
    expect((await as(admin).put(`agronomy-contents/${withdrawn.id}/approval`).expect(200)).body.data.status).toBe(
      'PUBLISHED',
    );
    expect(
      (
        await as(agent.token)
          .update(withdrawn.id, { ...ARTICLE, title: 'Cassava cuttings', publish: 'false' })
          .expect(200)
      ).body.data.status,
    ).toBe('UNPUBLISHED');
    // The console's filter, typed in lower case: both private approved contents, not the published ones.
    const unpublished = (
      await as(admin).get('agronomy-contents?status=unpublished&size=100').expect(200)
    ).body.content.map((c: any) => c.id);
    expect(unpublished).toEqual(expect.arrayContaining([draft.id, withdrawn.id]));
    const published = (await as(admin).get('agronomy-contents?status=PUBLISHED&size=100').expect(200)).body.content.map(
      (c: any) => c.id,
    );
    expect(published).not.toContain(draft.id);
    // APPROVED filters by the review: published or not.
    const everyApproved = (await as(admin).get('agronomy-contents?status=APPROVED&size=100').expect(200)).body.content;
    expect(everyApproved.every((c: any) => c.approved && ['PUBLISHED', 'UNPUBLISHED'].includes(c.status))).toBe(true);
    expect(everyApproved.map((c: any) => c.id)).toEqual(expect.arrayContaining([draft.id, withdrawn.id]));
    expect(await t.sql(`SELECT count(*)::int AS n FROM agronomy_contents WHERE status = 'APPROVED'`)).toEqual([
      { n: 0 },
    ]);
  });

  it("follows the author's withdrawal, and sends their changes back to review", async () => {
    const withdrawn = await as(agent.token)
      .update(articleId, { ...ARTICLE, publish: 'false' })
      .expect(200);
    expect(withdrawn.body.data).toMatchObject({ status: 'UNPUBLISHED', approved: true, published: false });
    expect(await publicly(articleId)).toEqual(everywhere(false));
    expect((await as(agent.token).update(articleId, ARTICLE).expect(200)).body.data.status).toBe('PUBLISHED');

    const changed = await as(agent.token)
      .update(articleId, { ...ARTICLE, title: 'Semis précoce du maïs et du sorgho' })
      .expect(200);
    expect(changed.body).toMatchObject({
      message: 'Content updated successfully',
      data: { status: 'PENDING', approved: false },
    });
    expect(await publicly(articleId)).toEqual(everywhere(false));
    await as(admin).put(`agronomy-contents/${articleId}/approval`).expect(200);
    expect((await publicly(articleId, 'sorgo')).search).toBe(true);
  });
});

describe('changing and deleting', () => {
  it('adds documents and replaces the main image; nobody else changes it', async () => {
    const before = (await as(agent.token).get(`agronomy-contents/${articleId}/private`).expect(200)).body;
    const updated = (
      await as(agent.token)
        .update(articleId, ARTICLE, { mainImage: PNG, documents: [PDF] })
        .expect(200)
    ).body.data;
    expect(updated.documents).toHaveLength(before.documents.length + 1);
    expect(updated.mainImage.id).not.toBe(before.mainImage.id);
    await as(agent.token).get(before.mainImage.url).expect(404);
    await as(otherAgent.token).update(articleId, ARTICLE).expect(404);
    await as(agent.token).update('00000000-0000-4000-8000-000000000000', ARTICLE).expect(404);
    await as(agent.token).update('not-an-id', ARTICLE).expect(400);
  });

  it('deletes one document, answering the content again', async () => {
    await as(otherAgent.token).delete(`agronomy-contents/delete/document/${documentId}`).expect(404);
    const removed = await as(agent.token).delete(`agronomy-contents/delete/document/${documentId}`).expect(200);
    expect(removed.body.message).toBe('File deleted successfully');
    expect(removed.body.data.documents.map((d: any) => d.id)).not.toContain(documentId);
    await as(agent.token).get(`agronomy-contents/${articleId}/files/${documentId}`).expect(404);
    await as(agent.token).delete(`agronomy-contents/delete/document/${documentId}`).expect(404);
  });

  it('deletes the content: gone for everyone, files too', async () => {
    await as(otherAgent.token).delete(`agronomy-contents/delete/${articleId}`).expect(404);
    const deleted = await as(agent.token).delete(`agronomy-contents/delete/${articleId}`).expect(200);
    expect(deleted.body).toMatchObject({ message: 'Content deleted successfully', data: { id: articleId } });
    await as(agent.token).get(`agronomy-contents/${articleId}/private`).expect(404);
    await anonymous(`agronomy-contents/${articleId}`).expect(404);
    await as(admin).get(imageUrl).expect(404);
    expect(await publicly(articleId)).toEqual(everywhere(false));
  });
});

describe('platform managers, by country', () => {
  const KENYA = 5;
  let kenyanId: string;
  let kenyanManager: Person;

  beforeAll(async () => {
    const kenyanAgent = await person(t, 'ROLE_EXTENSION_AGENT', { countryId: KENYA });
    kenyanId = (
      await as(kenyanAgent.token)
        .create({ ...ARTICLE, title: 'Maize in Kakamega' })
        .expect(201)
    ).body.data.id;
    expect((await t.sql(`SELECT country_id FROM agronomy_contents WHERE id = $1`, [kenyanId]))[0].country_id).toBe(
      KENYA,
    );
    kenyanManager = await person(t, 'ROLE_PLATFORM_MANAGER', { countryId: KENYA });
    await t
      .http()
      .post(api(`users/${kenyanManager.id}/monitored-countries`))
      .set(bearer(admin))
      .send({ countryIds: [1] })
      .expect(200);
  });

  it('list only the contents of the countries they monitor', async () => {
    const listed = (await as(manager.token).get('agronomy-contents?size=100').expect(200)).body.content.map(
      (c: any) => c.id,
    );
    expect(listed).not.toContain(kenyanId);
    expect(listed.length).toBeGreaterThan(0);
    expect(
      (await as(admin).get('agronomy-contents?size=100').expect(200)).body.content.map((c: any) => c.id),
    ).toContain(kenyanId);
  });

  it("manage a content by the content's country, not their own", async () => {
    await as(manager.token).get(`agronomy-contents/${kenyanId}/private`).expect(404);
    expect((await as(manager.token).put(`agronomy-contents/${kenyanId}/approval`)).status).not.toBe(200);
    expect((await as(admin).get(`agronomy-contents/${kenyanId}/private`).expect(200)).body.status).toBe('PENDING');

    const nigerian = (
      await as(otherAgent.token)
        .create({ ...ARTICLE, title: 'Désherbage du niébé', crops: 'Cowpea' })
        .expect(201)
    ).body.data;
    await as(kenyanManager.token).get(`agronomy-contents/${nigerian.id}/private`).set('Country', 'Nigeria').expect(200);
    const approved = await as(kenyanManager.token)
      .put(`agronomy-contents/${nigerian.id}/approval`)
      .set('Country', 'Nigeria')
      .expect(200);
    expect(approved.body.data.status).toBe('PUBLISHED');
  });
});

describe('languages', () => {
  const IVORY_COAST = 3;
  let french: string;
  let english: string;
  const ids = (body: any[]) => body.map((c: any) => c.id);

  beforeAll(async () => {
    french = (
      await as(agent.token)
        .create({ ...ARTICLE, title: 'Fumure du manioc', crops: 'Cassava', language: 'fr' })
        .expect(201)
    ).body.data.id;
    english = (
      await as(agent.token)
        .create({
          ...ARTICLE,
          title: 'Cassava fertilising',
          content: '<p>Feed cassava at planting.</p>',
          crops: 'Cassava',
        })
        .expect(201)
    ).body.data.id;
    await as(admin).put(`agronomy-contents/${french}/approval`).expect(200);
    await as(admin).put(`agronomy-contents/${english}/approval`).expect(200);
  });

  it('are written in the language the author chooses, else the country’s', async () => {
    expect((await as(agent.token).get(`agronomy-contents/${french}/private`).expect(200)).body.language).toBe('fr');
    expect((await anonymous(`agronomy-contents/${english}`).expect(200)).body.language).toBe('en');
    const ivorian = await person(t, 'ROLE_EXTENSION_AGENT', { countryId: IVORY_COAST });
    expect(
      (
        await as(ivorian.token)
          .create({ ...ARTICLE, title: 'Cacao', crops: 'Cocoa' })
          .expect(201)
      ).body.data.language,
    ).toBe('fr');
  });

  it('list a French content for a French visitor, and every language when asked for all', async () => {
    const forFrench = (
      await anonymous('agronomy-contents/list-published-contents?countryName=Nigeria&language=fr&crop=cassava').expect(
        200,
      )
    ).body;
    expect(ids(forFrench.content)).toEqual([french]);
    const forEnglish = (
      await anonymous('agronomy-contents/list-published-contents?countryName=Nigeria&language=en&crop=cassava').expect(
        200,
      )
    ).body;
    expect(ids(forEnglish.content)).toEqual([english]);
    const all = (
      await anonymous('agronomy-contents/list-published-contents?countryName=Nigeria&crop=cassava').expect(200)
    ).body;
    expect(ids(all.content).sort()).toEqual([english, french].sort());
    const searched = (
      await anonymous(
        `agronomy-contents/list-published-contents?countryName=Nigeria&language=fr&title=${encodeURIComponent('fumur manioc')}`,
      ).expect(200)
    ).body;
    expect(ids(searched.content)).toEqual([french]);
    const latest = (
      await anonymous('agronomy-contents/latest-published-contents?countryName=Nigeria&language=fr').expect(200)
    ).body;
    expect(ids(latest)).toContain(french);
    expect(ids(latest)).not.toContain(english);
    expect(
      ids((await anonymous('agronomy-contents/latest-published-contents?countryName=Nigeria').expect(200)).body),
    ).toEqual(expect.arrayContaining([english, french]));
  });

  it('filter the console list, and refuse a language the platform does not write in', async () => {
    const listed = (await as(admin).get('agronomy-contents?language=FR&size=100').expect(200)).body.content;
    expect(listed.every((c: any) => c.language === 'fr')).toBe(true);
    expect(ids(listed)).toContain(french);
    const bad = await anonymous('agronomy-contents/list-published-contents?language=de')
      .set('Accept-Language', 'fr')
      .expect(400);
    expect(bad.body.errors).toEqual([{ field: 'language', message: "Doit être l'une des valeurs : en, fr." }]);
    const events = await count('events');
    const form = await as(agent.token)
      .create({ ...ARTICLE, language: 'sw' })
      .expect(400);
    expect(form.body.errors.map((e: any) => e.field)).toEqual(['language']);
    expect(await count('events')).toBe(events);
  });

  it('keep their language through an update that names none, and change it when one is named', async () => {
    const kept = (
      await as(agent.token)
        .update(french, { ...ARTICLE, title: 'Fumure du manioc', crops: 'Cassava' })
        .expect(200)
    ).body.data;
    expect(kept).toMatchObject({ language: 'fr', status: 'PUBLISHED' });
    const changed = (
      await as(admin)
        .update(french, { ...ARTICLE, title: 'Fumure du manioc', crops: 'Cassava', language: 'en' })
        .expect(200)
    ).body.data;
    expect(changed.language).toBe('en');
    expect(
      ids(
        (
          await anonymous(
            'agronomy-contents/list-published-contents?countryName=Nigeria&language=fr&crop=cassava',
          ).expect(200)
        ).body.content,
      ),
    ).toEqual([]);
  });
});
