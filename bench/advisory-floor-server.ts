import { NEAREST_HUBS } from '../src/advisory/hubs/queries/hub.queries';
import {
  ALL_RECOMMENDATIONS,
  RECOMMENDED_SUB_CATEGORIES,
  toRecommendationView,
} from '../src/advisory/recommendations/queries/recommendation.views';
import { PRODUCTS_NEAR } from '../src/catalogue/queries/products-near.query';
import { FloorAnswer, preparedOn, runFloor, signedInUsers } from './floor-server';

/**
 * The floors of the advisory benchmark, answered by a bare node:http server with a pg Pool (no framework, validation,
 * command or query bus); same pool size as the API. Each checks the bearer token and looks its user up (as the access
 * guard does for a signed-in route), then runs the API's own statements, the hot ones as prepared statements as the
 * API runs them:
 * - /nearest?latitude&longitude[&size]: the 5 (or size) open hubs nearest to the point (NEAREST_HUBS).
 * - /recommendation/crop/:cropId/city/:cityId: the crop (from the crops read once, as the API keeps them), the local
 *   area and its state, the site-specific recommendations else the generic ones (ALL_RECOMMENDATIONS), the lookup
 *   recorded in the caller's history, the result as JSON.
 * - /sellers/:cityId: the local area, then the 20 NPK, urea and DAP products on sale nearest to it (PRODUCTS_NEAR).
 * DATABASE_URL, JWT_SECRET and PORT come from the parent; it says "ready" once it listens.
 */
const CITY = `SELECT id, name, state_id, country_id, latitude::float8 AS latitude, longitude::float8 AS longitude FROM cities WHERE id = $1`;
const STATE = `SELECT id, name, country_id FROM states WHERE id = $1`;
const SITE_SPECIFIC = `SELECT * FROM ${ALL_RECOMMENDATIONS} r WHERE crop_id = $1 AND city_id = $2 AND active ORDER BY id`;
const GENERIC = `SELECT * FROM ${ALL_RECOMMENDATIONS} r
  WHERE crop_id = $1 AND city_id IS NULL AND active AND (state_id = $2 OR (state_id IS NULL AND country_id = $3))
  ORDER BY (state_id IS NULL), (origin = 'PUBLISHED'), id`;
const RECORD_LOOKUP = `INSERT INTO fertilizer_recommendation_lookups (user_id, crop_id, state_id, city_id, site_specific, recommendation_ids, looked_up_at)
  VALUES ($1, $2, $3, $4, $5, $6, $7)`;

type Answer = FloorAnswer;

runFloor(async (pool) => {
  const crops = new Map(
    (await pool.query(`SELECT id, name, name_fr FROM crop_types`)).rows.map((c) => [
      c.id as number,
      { id: c.id, name: c.name, nameFr: c.name_fr },
    ]),
  );
  const prepared = preparedOn(pool);
  const signedIn = signedInUsers(prepared);

  async function nearest(url: URL): Promise<Answer> {
    const rows = await prepared(NEAREST_HUBS, [
      Number(url.searchParams.get('latitude')),
      Number(url.searchParams.get('longitude')),
      Number(url.searchParams.get('size') ?? 5),
    ]);
    const hubs = rows.map((r) => ({
      ...r,
      distance: Number(r.distance),
      createdAt: new Date(r.createdAt).toISOString(),
      updatedAt: new Date(r.updatedAt).toISOString(),
    }));
    return { status: 200, body: hubs };
  }

  async function recommendation(userId: string, cropId: number, cityId: number): Promise<Answer> {
    const crop = crops.get(cropId);
    const [city] = (await pool.query(CITY, [cityId])).rows;
    if (!crop || !city) return { status: 404, body: { success: false } };
    const [state] = (await pool.query(STATE, [city.state_id])).rows;
    let rows = (await pool.query(SITE_SPECIFIC, [crop.id, city.id])).rows;
    const siteSpecific = rows.length > 0;
    if (!siteSpecific) rows = (await pool.query(GENERIC, [crop.id, state.id, state.country_id])).rows;
    if (!rows.length) return { status: 404, body: { success: false } };
    const recommendations = rows.map(toRecommendationView);
    await pool.query(RECORD_LOOKUP, [
      userId,
      crop.id,
      state.id,
      city.id,
      siteSpecific,
      recommendations.map((r) => r.id),
      new Date(),
    ]);
    const body = {
      crop,
      state: { id: state.id, name: state.name },
      city: { id: city.id, name: city.name },
      siteSpecific,
      disclaimer: siteSpecific ? null : 'FERTILIZER_NO_SOIL_DATA_DISCLAIMER',
      recommendations,
      subCategoryIds: RECOMMENDED_SUB_CATEGORIES,
    };
    return { status: 200, body };
  }

  async function sellers(cityId: number): Promise<Answer> {
    const [city] = (await pool.query(CITY, [cityId])).rows;
    if (!city) return { status: 404, body: { success: false } };
    const rows = await prepared(PRODUCTS_NEAR, [
      city.country_id,
      RECOMMENDED_SUB_CATEGORIES,
      city.latitude,
      city.longitude,
      20,
      false,
      null,
    ]);
    return { status: 200, body: rows.map((r) => ({ ...r, distance: Number(r.distance) })) };
  }

  return async (request, url): Promise<Answer> => {
    const userId = (await signedIn(request))?.id;
    if (!userId) return { status: 401, body: { success: false } };
    if (url.pathname === '/nearest') return nearest(url);
    const lookup = /^\/recommendation\/crop\/(\d+)\/city\/(\d+)$/.exec(url.pathname);
    if (lookup) return recommendation(userId, Number(lookup[1]), Number(lookup[2]));
    const tab = /^\/sellers\/(\d+)$/.exec(url.pathname);
    if (tab) return sellers(Number(tab[1]));
    return { status: 404, body: { success: false } };
  };
});
