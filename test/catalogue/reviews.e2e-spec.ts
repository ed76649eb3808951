import { randomUUID } from 'node:crypto';
import { EventStore } from '../../src/kernel/events/event-store';
import { listedProduct } from '../support/catalogue';
import { api, bearer, NIGERIA, Person, person as registered } from '../support/people';
import { startTestApp, TestApp } from '../support/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp({ workers: false, smtp: false, env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000' } });
  admin = await t.login();
});
afterAll(() => t.close());

const GHANA = 2;

const person = (
  role: string,
  names: { firstname: string; lastname: string } = { firstname: 'Ada', lastname: 'Obi' },
  options: { company?: string; employerId?: string } = {},
): Promise<Person> => registered(t, role, { ...names, ...options });

/** A product of `seller`, approved (public) unless told otherwise. */
const product = (seller: Person, name: string, approve = true) =>
  listedProduct(t, seller, admin, { name }, { approve });

const summaryOf = async (productId: string, token?: string) => {
  const request = t.http().get(api(`reviews/${productId}`));
  return (await (token ? request.set(bearer(token)) : request).expect(200)).body;
};
const approvedComments = async (productId: string, query = '') =>
  (
    await t
      .http()
      .get(api(`product/${productId}/status/APPROVED/comments${query}`))
      .expect(200)
  ).body;
const countOf = async (status: string, token = admin) =>
  (
    await t
      .http()
      .get(api(`product/comments/${status}/count`))
      .set(bearer(token))
      .expect(200)
  ).body.count as number;
const likesOf = async (productId: string, token?: string) => {
  const request = t.http().get(api(`product/${productId}/likes`));
  return (await (token ? request.set(bearer(token)) : request).expect(200)).body;
};
const eventCount = async () => (await t.sql(`SELECT count(*)::int AS n FROM events`))[0].n as number;
const rate = (token: string, productId: string, body: unknown) =>
  t
    .http()
    .post(api(`product/${productId}/ratings`))
    .set(bearer(token))
    .send(body as object);

let seller: Person;
let amina: Person;
let musa: Person;
let golden: string;

beforeAll(async () => {
  seller = await person('ROLE_INPUT_PROVIDER', { firstname: 'Grace', lastname: 'Eze' }, { company: 'Green Farms Ltd' });
  amina = await person('ROLE_FARMER', { firstname: 'Amina', lastname: 'bello' });
  musa = await person('ROLE_FARMER', { firstname: 'Musa', lastname: 'Ali' });
  golden = await product(seller, 'Golden NPK');
});

describe('likes', () => {
  it('toggles one like per person and counts them', async () => {
    expect(await likesOf(golden)).toEqual({ likes: 0, likedByMe: false });

    const liked = await t
      .http()
      .post(api('product/like'))
      .set(bearer(amina.token))
      .send({ productId: golden })
      .expect(200);
    expect(liked.body).toEqual({ success: true, message: 'You like this product.', data: { liked: true, likes: 1 } });
    await t.http().post(api('product/like')).set(bearer(musa.token)).send({ productId: golden }).expect(200);
    expect(await likesOf(golden, amina.token)).toEqual({ likes: 2, likedByMe: true });
    expect(await likesOf(golden)).toEqual({ likes: 2, likedByMe: false });

    const unliked = await t
      .http()
      .post(api('product/like'))
      .set(bearer(amina.token))
      .set('Accept-Language', 'fr')
      .send({ productId: golden })
      .expect(200);
    expect(unliked.body).toEqual({
      success: true,
      message: "Vous n'aimez plus ce produit.",
      data: { liked: false, likes: 1 },
    });
    expect(await likesOf(golden, amina.token)).toEqual({ likes: 1, likedByMe: false });
    expect(await likesOf(golden, musa.token)).toEqual({ likes: 1, likedByMe: true });
    expect((await summaryOf(golden)).likes).toBe(1);
    expect(await t.sql(`SELECT likes FROM product_review_stats WHERE product_id = $1`, [golden])).toEqual([
      { likes: 1 },
    ]);
  });

  it('refuses anonymous callers, the seller, products that are not public and bad input', async () => {
    await t.http().post(api('product/like')).send({ productId: golden }).expect(401);
    const own = await t
      .http()
      .post(api('product/like'))
      .set(bearer(seller.token))
      .send({ productId: golden })
      .expect(403);
    expect(own.body).toMatchObject({ code: 'LIKE_OWN_PRODUCT', message: 'You cannot like your own product.' });
    const pending = await product(seller, 'Pending Urea', false);
    await t.http().post(api('product/like')).set(bearer(musa.token)).send({ productId: pending }).expect(404);
    await t.http().post(api('product/like')).set(bearer(musa.token)).send({ productId: randomUUID() }).expect(404);
    await t
      .http()
      .get(api(`product/${pending}/likes`))
      .expect(404);
    await t.http().post(api('product/like')).set(bearer(musa.token)).send({ productId: 'not-a-uuid' }).expect(400);
    await t.http().post(api('product/like')).set(bearer(musa.token)).send({}).expect(400);
    expect((await likesOf(golden)).likes).toBe(1);
  });
});

describe('ratings', () => {
  it('keeps one review per person: 201 first, 200 when it changes; the average and count follow', async () => {
    const first = await rate(amina.token, golden, {
      rating: 4,
      comment: 'Great yield on my maize this season.',
    }).expect(201);
    expect(first.body).toMatchObject({
      success: true,
      message: 'Review added successfully. Awaiting moderation.',
      data: {
        review: { productId: golden, rating: 4, comment: 'Great yield on my maize this season.', status: 'PENDING' },
        summary: { productId: golden, average: 4, count: 1 },
      },
    });
    const ratingOnly = await rate(musa.token, golden, { rating: 2 }).set('Accept-Language', 'fr').expect(201);
    expect(ratingOnly.body).toMatchObject({
      message: 'Merci pour votre note.',
      data: { review: { rating: 2, comment: null, status: null } },
    });

    const changed = await rate(amina.token, golden, { rating: 5 }).expect(200);
    expect(changed.body.data.review).toMatchObject({
      id: first.body.data.review.id,
      rating: 5,
      comment: 'Great yield on my maize this season.',
      status: 'PENDING',
    });

    const summary = await summaryOf(golden, amina.token);
    expect(summary).toEqual({
      productId: golden,
      average: 3.5,
      count: 2,
      distribution: { 1: 0, 2: 1, 3: 0, 4: 0, 5: 1 },
      likes: 1,
      approvedComments: 0,
      myReview: expect.objectContaining({ rating: 5, status: 'PENDING' }),
    });
    expect((await summaryOf(golden)).myReview).toBeNull();
    expect(
      await t.sql(
        `SELECT rating_count, rating_sum, approved_comments FROM product_review_stats WHERE product_id = $1`,
        [golden],
      ),
    ).toEqual([{ rating_count: 2, rating_sum: 7, approved_comments: 0 }]);
    const streams = await t.sql(
      `SELECT stream_id, type FROM events WHERE stream_type = 'review' AND stream_id LIKE $1 ORDER BY global_position`,
      [`review-${golden}-%`],
    );
    expect(streams.map((e) => e.type)).toEqual([
      'ProductReviewed',
      'ReviewCommentWritten',
      'ProductReviewed',
      'ReviewRatingChanged',
    ]);

    // The same rating and comment again: nothing to record.
    const before = await eventCount();
    await rate(amina.token, golden, { rating: 5, comment: 'Great yield on my maize this season.' }).expect(200);
    expect(await eventCount()).toBe(before);
  });

  it('refuses bad ratings and comments, changing nothing', async () => {
    const before = { events: await eventCount(), summary: await summaryOf(golden) };
    for (const body of [{ rating: 0 }, { rating: 6 }, { rating: 'x' }, { rating: 3.5 }, { rating: '4' }, {}]) {
      const refused = await rate(musa.token, golden, body).set('Accept-Language', 'fr').expect(400);
      expect(refused.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: [{ field: 'rating', message: 'Donnez une note de 1 à 5 (un nombre entier).' }],
      });
    }
    const short = await rate(musa.token, golden, { rating: 3, comment: ' ok ' }).expect(400);
    expect(short.body.errors).toEqual([expect.objectContaining({ field: 'comment' })]);
    await rate(musa.token, golden, { rating: 3, comment: 'x'.repeat(2001) }).expect(400);
    await rate(musa.token, golden, { rating: 3, stars: 3 }).expect(400);
    await rate(musa.token, 'not-a-uuid', { rating: 3 }).expect(400);
    expect(await eventCount()).toBe(before.events);
    expect(await summaryOf(golden)).toEqual(before.summary);
  });

  it('refuses anonymous callers, the seller and their staff, and products that are not public', async () => {
    await t
      .http()
      .post(api(`product/${golden}/ratings`))
      .send({ rating: 5 })
      .expect(401);
    const own = await rate(seller.token, golden, { rating: 5, comment: 'Best product ever made.' })
      .set('Accept-Language', 'fr')
      .expect(403);
    expect(own.body).toMatchObject({
      code: 'REVIEW_OWN_PRODUCT',
      message: 'Vous ne pouvez pas donner votre avis sur votre propre produit.',
    });
    const staff = await person(
      'ROLE_INPUT_PROVIDER_STAFF',
      { firstname: 'Sam', lastname: 'Staff' },
      { employerId: seller.id },
    );
    expect((await rate(staff.token, golden, { rating: 5 }).expect(403)).body.code).toBe('REVIEW_OWN_PRODUCT');

    const pending = await product(seller, 'Pending Seed', false);
    const notPublic = await rate(musa.token, pending, { rating: 3 }).expect(404);
    expect(notPublic.body).toMatchObject({ code: 'PRODUCT_NOT_FOUND', message: 'No product found' });
    await rate(musa.token, randomUUID(), { rating: 3 }).expect(404);
    // Its seller (and moderators) still read its reviews; the public does not.
    await t
      .http()
      .get(api(`reviews/${pending}`))
      .expect(404);
    await t
      .http()
      .get(api(`product/${pending}/status/APPROVED/comments`))
      .expect(404);
    expect((await summaryOf(pending, seller.token)).count).toBe(0);

    const unpublished = await product(seller, 'Hidden Potash');
    await rate(musa.token, unpublished, { rating: 4 }).expect(201);
    await t
      .http()
      .put(api(`me/products/${unpublished}/status`))
      .set(bearer(seller.token))
      .send({ status: 'UNPUBLISHED' })
      .expect(200);
    await rate(musa.token, unpublished, { rating: 1 }).expect(404);
    await t
      .http()
      .get(api(`reviews/${unpublished}`))
      .expect(404);
  });
});

describe('comment moderation', () => {
  let ruby: string;
  let kemi: Person;

  beforeAll(async () => {
    ruby = await product(seller, 'Ruby Maize Seed');
    kemi = await person('ROLE_FARMER', { firstname: 'Kemi', lastname: 'Adeyemi' });
  });

  it('lists a pending comment to moderators only, shows it publicly once approved, and moves the counts', async () => {
    const pendingBefore = await countOf('PENDING');
    const approvedBefore = await countOf('APPROVED');
    const written = await rate(kemi.token, ruby, { rating: 4, comment: 'Germination was excellent.' }).expect(201);
    const commentId = written.body.data.review.id;
    expect(await countOf('PENDING')).toBe(pendingBefore + 1);

    const pending = await t.http().get(api('product/comments/PENDING')).set(bearer(admin)).expect(200);
    expect(pending.body).toMatchObject({ page: 0, size: 20, totalElements: pendingBefore + 1 });
    expect(pending.body.content[0]).toEqual({
      id: commentId,
      product: { id: ruby, name: 'Ruby Maize Seed' },
      author: { id: kemi.id, name: 'Kemi Adeyemi' },
      rating: 4,
      comment: 'Germination was excellent.',
      status: 'PENDING',
      createdAt: expect.any(String),
      decidedAt: null,
      verifiedPurchase: false,
    });
    expect(await approvedComments(ruby)).toEqual({ content: [], page: 0, size: 20, totalElements: 0, totalPages: 0 });

    const approved = await t
      .http()
      .post(api(`product/comment/approval/${commentId}/APPROVED`))
      .set(bearer(admin))
      .expect(200);
    expect(approved.body).toMatchObject({
      success: true,
      message: 'Comment approved.',
      data: { id: commentId, status: 'APPROVED', decidedAt: expect.any(String) },
    });
    expect(await countOf('PENDING')).toBe(pendingBefore);
    expect(await countOf('APPROVED')).toBe(approvedBefore + 1);

    const page = await approvedComments(ruby);
    expect(page).toMatchObject({ page: 0, size: 20, totalElements: 1, totalPages: 1 });
    expect(page.content).toEqual([
      {
        id: commentId,
        author: { id: kemi.id, name: 'Kemi A.' },
        rating: 4,
        comment: 'Germination was excellent.',
        createdAt: expect.any(String),
        verifiedPurchase: false,
      },
    ]);
    expect(JSON.stringify(page)).not.toContain(kemi.email);
    expect((await summaryOf(ruby)).approvedComments).toBe(1);
    expect(await t.sql(`SELECT approved_comments FROM product_review_stats WHERE product_id = $1`, [ruby])).toEqual([
      { approved_comments: 1 },
    ]);

    // Approving again changes nothing (a double click, two moderators agreeing).
    const events = await eventCount();
    await t
      .http()
      .post(api(`product/comment/approval/${commentId}/approved`))
      .set(bearer(admin))
      .expect(200);
    expect(await eventCount()).toBe(events);

    // A changed comment goes back to moderation and leaves the public page meanwhile.
    await rate(kemi.token, ruby, { rating: 4, comment: 'Germination was excellent, yield average.' }).expect(200);
    expect((await approvedComments(ruby)).totalElements).toBe(0);
    expect(await countOf('PENDING')).toBe(pendingBefore + 1);
    await t
      .http()
      .post(api(`product/comment/approval/${commentId}/APPROVED`))
      .set(bearer(admin))
      .expect(200);
    expect((await approvedComments(ruby)).content[0].comment).toBe('Germination was excellent, yield average.');
  });

  it('declines a comment, and takes down an approved one', async () => {
    const declinedBefore = await countOf('DECLINED');
    const written = await rate(musa.token, ruby, { rating: 1, comment: 'Buy from my shop instead!' }).expect(201);
    const commentId = written.body.data.review.id;
    const declined = await t
      .http()
      .post(api(`product/comment/approval/${commentId}/DECLINED`))
      .set(bearer(admin))
      .set('Accept-Language', 'fr')
      .expect(200);
    expect(declined.body).toMatchObject({ message: 'Commentaire refusé.', data: { status: 'DECLINED' } });
    expect(await countOf('DECLINED')).toBe(declinedBefore + 1);
    const list = (await t.http().get(api('product/comments/DECLINED?size=5')).set(bearer(admin)).expect(200)).body;
    expect(list.size).toBe(5);
    expect(list.content.map((c: any) => c.id)).toContain(commentId);
    expect((await approvedComments(ruby)).content.map((c: any) => c.id)).not.toContain(commentId);
    // The rating still counts.
    expect((await summaryOf(ruby)).count).toBe(2);

    const approvedId = (await approvedComments(ruby)).content[0].id;
    await t
      .http()
      .post(api(`product/comment/approval/${approvedId}/DECLINED`))
      .set(bearer(admin))
      .expect(200);
    expect(await approvedComments(ruby)).toMatchObject({ totalElements: 0, content: [] });
    expect((await summaryOf(ruby)).approvedComments).toBe(0);
    await t
      .http()
      .post(api(`product/comment/approval/${approvedId}/APPROVED`))
      .set(bearer(admin))
      .expect(200);
  });

  it('answers 400 with the accepted values for a wrong status, 404 for an unknown comment', async () => {
    const wrong = await t
      .http()
      .get(api('product/comments/REJECTED'))
      .set(bearer(admin))
      .set('Accept-Language', 'fr')
      .expect(400);
    expect(wrong.body).toMatchObject({
      code: 'COMMENT_STATUS_UNKNOWN',
      message: 'Statut de commentaire inconnu « REJECTED ». Valeurs acceptées : PENDING, APPROVED, DECLINED.',
    });
    await t.http().get(api('product/comments/maybe/count')).set(bearer(admin)).expect(400);
    const commentId = (await approvedComments(ruby)).content[0].id;
    const decision = await t
      .http()
      .post(api(`product/comment/approval/${commentId}/PENDING`))
      .set(bearer(admin))
      .expect(400);
    expect(decision.body.message).toBe('Unknown comment status "PENDING". Accepted values: APPROVED, DECLINED.');
    expect(
      (
        await t
          .http()
          .post(api(`product/comment/approval/${randomUUID()}/APPROVED`))
          .set(bearer(admin))
          .expect(404)
      ).body.code,
    ).toBe('COMMENT_NOT_FOUND');
    // A review without a comment has nothing to moderate.
    const ratingOnly = (await rate(amina.token, ruby, { rating: 3 }).expect(201)).body.data.review.id;
    await t
      .http()
      .post(api(`product/comment/approval/${ratingOnly}/APPROVED`))
      .set(bearer(admin))
      .expect(404);
    await t.http().get(api(`product/comments/PENDING?size=0`)).set(bearer(admin)).expect(400);
  });

  it('is refused to farmers, and to platform managers outside the countries they monitor', async () => {
    const commentId = (await rate(musa.token, golden, { rating: 2, comment: 'Bags arrived torn.' }).expect(200)).body
      .data.review.id;
    await t.http().get(api('product/comments/PENDING')).set(bearer(amina.token)).expect(403);
    await t.http().get(api('product/comments/PENDING/count')).set(bearer(amina.token)).expect(403);
    await t
      .http()
      .post(api(`product/comment/approval/${commentId}/APPROVED`))
      .set(bearer(amina.token))
      .expect(403);
    await t.http().get(api('product/comments/PENDING')).expect(401);

    const manager = await person('ROLE_PLATFORM_MANAGER', { firstname: 'Kofi', lastname: 'Mensah' });
    await t
      .http()
      .post(api(`users/${manager.id}/monitored-countries`))
      .set(bearer(admin))
      .send({ countryIds: [GHANA] })
      .expect(200);
    await t.http().get(api('product/comments/PENDING')).set(bearer(manager.token)).expect(403);
    await t
      .http()
      .post(api(`product/comment/approval/${commentId}/APPROVED`))
      .set(bearer(manager.token))
      .expect(403);
    // Where they work, Nigeria's comments are not theirs.
    const inGhana = await t
      .http()
      .get(api('product/comments/PENDING'))
      .set(bearer(manager.token))
      .set('Country', 'Ghana')
      .expect(200);
    expect(inGhana.body.content).toEqual([]);
    await t
      .http()
      .post(api(`product/comment/approval/${commentId}/APPROVED`))
      .set(bearer(manager.token))
      .set('Country', 'Ghana')
      .expect(404);
    expect(
      (await t.http().get(api('product/comments/PENDING')).set(bearer(admin)).expect(200)).body.content.map(
        (c: any) => c.id,
      ),
    ).toContain(commentId);

    await t
      .http()
      .post(api(`users/${manager.id}/monitored-countries`))
      .set(bearer(admin))
      .send({ countryIds: [NIGERIA] })
      .expect(200);
    await t
      .http()
      .post(api(`product/comment/approval/${commentId}/APPROVED`))
      .set(bearer(manager.token))
      .expect(200);
    expect((await approvedComments(golden)).content.map((c: any) => c.id)).toContain(commentId);
  });

  it("keeps a deleted author's rating and approved comment, under an anonymous name", async () => {
    const leaving = await person('ROLE_FARMER', { firstname: 'Tunde', lastname: 'Bakare' });
    const commentId = (
      await rate(leaving.token, ruby, { rating: 5, comment: 'Reliable seed, will buy again.' }).expect(201)
    ).body.data.review.id;
    await t
      .http()
      .post(api(`product/comment/approval/${commentId}/APPROVED`))
      .set(bearer(admin))
      .expect(200);
    const countBefore = (await summaryOf(ruby)).count;
    await t
      .http()
      .delete(api(`users/delete/user/${leaving.id}`))
      .set(bearer(admin))
      .expect(200);

    expect((await summaryOf(ruby)).count).toBe(countBefore);
    const comment = (await approvedComments(ruby)).content.find((c: any) => c.id === commentId);
    expect(comment).toMatchObject({
      author: { id: null, name: 'Former user' },
      comment: 'Reliable seed, will buy again.',
    });
    const inFrench = (
      await t
        .http()
        .get(api(`product/${ruby}/status/APPROVED/comments`))
        .set('Accept-Language', 'fr')
        .expect(200)
    ).body;
    expect(inFrench.content.find((c: any) => c.id === commentId).author.name).toBe('Ancien utilisateur');
    const raw = await t.sql(`SELECT data::text AS data FROM events WHERE stream_id LIKE $1`, [
      `review-${ruby}-${leaving.id}`,
    ]);
    expect(raw.map((r) => r.data).join()).not.toContain('Tunde');
  });

  it('pages the approved comments', async () => {
    const page = await approvedComments(ruby, '?page=0&size=1');
    expect(page).toMatchObject({ page: 0, size: 1, totalElements: 2, totalPages: 2 });
    expect(page.content).toHaveLength(1);
    const second = await approvedComments(ruby, '?page=1&size=1');
    expect(second.content[0].id).not.toBe(page.content[0].id);
  });
});

describe('a deleted product', () => {
  it('takes its reviews, likes and counts with it', async () => {
    const gone = await product(seller, 'Short Lived');
    await rate(amina.token, gone, { rating: 4, comment: 'Fine while it lasted.' }).expect(201);
    await t.http().post(api('product/like')).set(bearer(musa.token)).send({ productId: gone }).expect(200);
    await t
      .http()
      .delete(api(`me/products/${gone}`))
      .set(bearer(seller.token))
      .expect(200);
    await t
      .http()
      .get(api(`reviews/${gone}`))
      .expect(404);
    for (const table of ['product_reviews', 'product_likes', 'product_review_stats']) {
      expect(await t.sql(`SELECT 1 FROM ${table} WHERE product_id = $1`, [gone])).toEqual([]);
    }
  });
});

describe('projections:rebuild', () => {
  it('reproduces reviews, likes and the counts per product from the log', async () => {
    const snapshot = async () => ({
      reviews: await t.sql(`SELECT * FROM product_reviews ORDER BY id`),
      likes: await t.sql(`SELECT * FROM product_likes ORDER BY product_id, user_id`),
      stats: await t.sql(`SELECT * FROM product_review_stats ORDER BY product_id`),
    });
    const before = await snapshot();
    expect(before.reviews.length).toBeGreaterThan(5);
    expect(before.likes.length).toBeGreaterThan(0);
    await t.sql(`UPDATE product_review_stats SET likes = 99, rating_sum = 0`);
    await t.sql(`DELETE FROM product_likes`);
    await t.sql(`UPDATE product_reviews SET comment_status = 'DECLINED'`);
    const result = await t.app.get(EventStore).rebuildProjections();
    expect(result.projections).toContain('product-reviews');
    expect(await snapshot()).toEqual(before);
  });
});
