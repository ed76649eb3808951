import 'reflect-metadata';
import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import {
  AgronomyContentReviewed,
  CONTENT_STREAM,
  contentStreamId,
  decideCreate,
  initialContentState,
} from '../src/content/domain/agronomy-content';
import { benchScale, cycle, withBenchDatabase } from './bench-database';
import { getJson, runMain, startApi, startChild, stopChild } from './bench-processes';
import { CatalogueGenerator, COUNTRY_AREAS } from './catalogue-data';
import { measureInTurn, Scenario } from './catalogue-load';
import { pick, Random, seededRandom } from './catalogue-names';

/**
 * `npm run bench:content`: the public agronomy content list and its search under load, on a throwaway embedded
 * PostgreSQL and Redis holding 50,000 contents (about four in five approved and published; Nigeria has the most),
 * in English and French, each appended through the EventStore as the real domain events (the inline projection fills
 * agronomy_contents and the search vocabulary), written by 40 authors registered as the catalogue bench registers
 * users. Measures the list (country, page) and the search for a misspelt word, each right after its floor: the same
 * statements, uncached, from a bare node:http + pg server (bench/content-floor-server.ts) in the same run.
 * BENCH_SCALE=0.1 makes a tenth; BENCH_DATA_DIR=<dir> keeps the data and reuses it. Not run in CI; figures go in the
 * issue notes, with the scale.
 */
const API_PORT = 38_763;
const FLOOR_PORT = 38_764;
const JWT_SECRET = randomBytes(32).toString('hex');
const FULL_CONTENTS = 50_000;
const AUTHORS = 40;
/** "fertilizer" misspelt. */
const MISSPELT = 'fertlizer';
const TWO_YEARS_MS = 2 * 365 * 24 * 3600 * 1000;

const CROPS: [string, string][] = [
  ['maize', 'maïs'],
  ['rice', 'riz'],
  ['cassava', 'manioc'],
  ['sorghum', 'sorgho'],
  ['millet', 'mil'],
  ['cowpea', 'niébé'],
  ['groundnut', 'arachide'],
  ['yam', 'igname'],
  ['soybean', 'soja'],
  ['tomato', 'tomate'],
];
const TOPICS: [string, string][] = [
  ['Fertilizer application', 'Application d’engrais'],
  ['Pest control', 'Lutte contre les ravageurs'],
  ['Weed management', 'Gestion des mauvaises herbes'],
  ['Soil testing', 'Analyse du sol'],
  ['Planting calendar', 'Calendrier de semis'],
  ['Irrigation tips', 'Conseils d’irrigation'],
  ['Harvest and storage', 'Récolte et stockage'],
  ['Seed selection', 'Choix des semences'],
  ['Fall armyworm', 'Chenille légionnaire'],
  ['Composting', 'Compostage'],
];
const CATEGORIES = ['Crop nutrition', 'Crop protection', 'Soil health', 'Post-harvest', 'Climate-smart farming'];
const SENTENCES: [string, string][] = [
  [
    'Apply NPK 15-15-15 fertilizer at planting, two bags per hectare.',
    'Apportez l’engrais NPK 15-15-15 au semis, deux sacs par hectare.',
  ],
  ['Top-dress with urea four weeks after emergence.', 'Faites un apport d’urée quatre semaines après la levée.'],
  [
    'Scout the field every week for leaf damage.',
    'Inspectez le champ chaque semaine pour repérer les dégâts sur les feuilles.',
  ],
  [
    'Keep the seed bed free of weeds for the first six weeks.',
    'Gardez le lit de semences propre pendant les six premières semaines.',
  ],
  [
    'Store the dried grain in hermetic bags off the floor.',
    'Conservez le grain sec dans des sacs hermétiques, au-dessus du sol.',
  ],
  ['Test the soil pH before liming.', 'Mesurez le pH du sol avant le chaulage.'],
];

interface Author {
  id: string;
  countryId: number;
}

/** Appends `count` contents through the EventStore: created, then (nine in ten) approved by a reviewer; nine in ten of them to be published. */
async function writeContents(
  generator: CatalogueGenerator,
  authors: Author[],
  reviewerId: string,
  count: number,
): Promise<void> {
  const random: Random = seededRandom(20_251_127);
  const now = Date.now();
  const byCountry = (countryId: number) => authors.filter((a) => a.countryId === countryId);
  const contents = Array.from({ length: count }, () => {
    // Half of the contents for Nigeria, the rest by the catalogue's shares.
    const countryId = random() < 0.5 ? 1 : pick(random, COUNTRY_AREAS).id;
    const local = byCountry(countryId);
    return { id: randomUUID(), countryId, author: local.length ? pick(random, local) : pick(random, authors) };
  });
  await generator.appendAll(`${count} contents`, contents, async ({ id, countryId, author }) => {
    const french = [3, 4, 8].includes(countryId) ? random() < 0.8 : random() < 0.1;
    const lang = french ? 1 : 0;
    const crop = pick(random, CROPS);
    const topic = pick(random, TOPICS);
    const town = pick(random, COUNTRY_AREAS.find((c) => c.id === countryId)!.towns);
    const title = french ? `${topic[1]} : ${crop[1]} à ${town}` : `${topic[0]} for ${crop[0]} in ${town}`;
    const body = Array.from({ length: 3 }, () => `<p>${pick(random, SENTENCES)[lang]}</p>`).join('');
    const at = new Date(now - random() * TWO_YEARS_MS);
    const events = decideCreate(initialContentState, {
      contentId: id,
      authorId: author.id,
      countryId,
      details: {
        title,
        category: pick(random, CATEGORIES),
        fileType: random() < 0.8 ? 'DOCUMENT' : 'MEDIA',
        body,
        crops: [crop[lang]],
        tags: [topic[0].split(' ')[0].toLowerCase(), crop[0]],
        youtubeUrl: null,
        publish: random() < 0.9,
      },
      mainImage: null,
      video: null,
      documents: [],
      now: at.toISOString(),
    });
    if (random() < 0.9)
      events.push(
        AgronomyContentReviewed.create({
          contentId: id,
          approved: true,
          reviewerId,
          at: new Date(at.getTime() + 3_600_000).toISOString(),
        }),
      );
    return { id: contentStreamId(id), type: CONTENT_STREAM, events };
  });
}

async function main(): Promise<void> {
  const scale = benchScale();
  await withBenchDatabase(
    'content',
    { postgres: 54_395, redis: 63_795 },
    JWT_SECRET,
    async ({ context, dataDir, serverEnv }) => {
      const dataSource = context.get(DataSource);
      const [{ n: existing }] = await dataSource.query(`SELECT count(*)::int AS n FROM agronomy_contents`);
      if (existing === 0) {
        console.log(
          `Generating the authors and the contents through the EventStore (inline projections fill the read tables):`,
        );
        const started = Date.now();
        // The catalogue's generator registers the authors (as its sellers) and a token catalogue.
        const generator = new CatalogueGenerator(
          context,
          { products: 1, sellers: AUTHORS, dealers: 1, reviewers: 1, reviews: 0, likes: 0, entriesPerDealer: 0 },
          (line) => console.log(line),
        );
        await generator.generate();
        const authors: Author[] = (await dataSource.query(
          `SELECT id, country_id AS "countryId" FROM users WHERE 'ROLE_INPUT_PROVIDER' = ANY(roles)`,
        )) as Author[];
        const [reviewer] = await dataSource.query(`SELECT id FROM users WHERE 'ROLE_FARMER' = ANY(roles) LIMIT 1`);
        await writeContents(generator, authors, reviewer.id, Math.max(100, Math.round(FULL_CONTENTS * scale)));
        console.log(`Data generation: ${((Date.now() - started) / 1000).toFixed(0)} s`);
        await dataSource.query(`VACUUM ANALYZE`);
      } else {
        console.log(`Reusing the ${existing} contents of ${dataDir}`);
      }
      const [{ events, contents, published, nigeria, words }] = await dataSource.query(
        `SELECT (SELECT count(*)::int FROM events) AS events, (SELECT count(*)::int FROM agronomy_contents) AS contents,
              (SELECT count(*)::int FROM agronomy_contents WHERE review = 'APPROVED' AND publish) AS published,
              (SELECT count(*)::int FROM agronomy_contents WHERE review = 'APPROVED' AND publish AND country_id = 1) AS nigeria,
              (SELECT count(*)::int FROM content_search_words) AS words`,
      );
      await context.close();

      const children: ChildProcess[] = [];
      try {
        children.push(await startApi({ ...serverEnv, PORT: String(API_PORT) }));
        children.push(await startChild('content-floor-server.js', { ...serverEnv, PORT: String(FLOOR_PORT) }));
        const api = `http://127.0.0.1:${API_PORT}`;
        const floorUrl = `http://127.0.0.1:${FLOOR_PORT}`;
        const apiList = '/api/v1/agronomy-contents/list-published-contents?countryName=Nigeria';
        const ids = (page: any) => JSON.stringify([page.totalElements, page.content.map((c: { id: string }) => c.id)]);
        for (const query of ['', `&title=${MISSPELT}`]) {
          const [fromApi, fromFloor] = [
            await getJson(`${api}${apiList}${query}`),
            await getJson(`${floorUrl}/list?countryName=Nigeria${query}`),
          ];
          if (ids(fromApi) !== ids(fromFloor))
            throw new Error(`The floor does not answer the same page as the API for "${query}"`);
          console.log(
            `${query ? `"${MISSPELT}"` : 'The list'}: ${fromApi.totalElements} contents in Nigeria; first: ${fromApi.content[0]?.title}`,
          );
        }
        console.log(
          `${events} events; ${contents} contents, ${published} public (${nigeria} in Nigeria), ${words} search words`,
        );

        const page = cycle([0, 1, 2, 3, 4]);
        const floor = (name: string, query: string): Scenario => ({
          name: `floor: ${name}, node:http + pg`,
          path: () => `/list?countryName=Nigeria${query}&page=${page()}`,
          p99TargetMs: 50,
          isFloor: true,
        });
        const scenarios: Scenario[] = [
          {
            name: 'list (country, page)',
            path: () => `${apiList}&page=${page()}`,
            p99TargetMs: 50,
            floor: floor('list', ''),
          },
          {
            name: `search, misspelt ("${MISSPELT}")`,
            path: () => `${apiList}&title=${MISSPELT}&page=${page()}`,
            p99TargetMs: 100,
            floor: floor('search', `&title=${MISSPELT}`),
          },
        ];
        await measureInTurn(
          scenarios.flatMap((scenario) => [
            { baseUrl: floorUrl, scenario: scenario.floor! },
            { baseUrl: api, scenario },
          ]),
          [`\nScale ${scale}: ${contents} contents (${nigeria} public in Nigeria)`],
        );
      } finally {
        for (const child of children) await stopChild(child);
      }
    },
  );
}

runMain(main);
