import { MigrationInterface, QueryRunner } from 'typeorm';

type Named = [id: number, name: string, nameFr: string];

/** Categories and their subcategories. Subcategories 5, 6 and 10 are fertilizers: the recommendation catalogue uses them. */
const CATEGORIES: { id: number; name: string; nameFr: string; subCategories: Named[] }[] = [
  {
    id: 1,
    name: 'Fertilizer',
    nameFr: 'Engrais',
    subCategories: [
      [1, 'Organic', 'Organique'],
      [2, 'SSP', 'SSP'],
      [3, 'Foliar', 'Foliaire'],
      [4, 'Micronutrient', 'Micronutriment'],
      [5, 'NPK', 'NPK'],
      [6, 'Urea', 'Urée'],
      [10, 'DAP', 'DAP'],
      [11, 'Potash', 'Potasse'],
    ],
  },
  {
    id: 2,
    name: 'Seed',
    nameFr: 'Semence',
    subCategories: [
      [7, 'Maize', 'Maïs'],
      [8, 'Rice', 'Riz'],
      [9, 'Sorghum', 'Sorgho'],
      [12, 'Cowpea', 'Niébé'],
      [13, 'Soybean', 'Soja'],
      [14, 'Vegetables', 'Légumes'],
      [15, 'Millet', 'Mil'],
    ],
  },
  {
    id: 3,
    name: 'Crop protection',
    nameFr: 'Protection des cultures',
    subCategories: [
      [16, 'Herbicide', 'Herbicide'],
      [17, 'Insecticide', 'Insecticide'],
      [18, 'Fungicide', 'Fongicide'],
      [19, 'Nematicide', 'Nématicide'],
    ],
  },
  {
    id: 4,
    name: 'Equipment',
    nameFr: 'Équipement',
    subCategories: [
      [20, 'Sprayers', 'Pulvérisateurs'],
      [21, 'Irrigation', 'Irrigation'],
      [22, 'Tools', 'Outils'],
    ],
  },
];

const SIZES: Named[] = [
  [1, '1 kg', '1 kg'],
  [2, '5 kg', '5 kg'],
  [3, '10 kg', '10 kg'],
  [4, '25 kg', '25 kg'],
  [5, '50 kg', '50 kg'],
  [6, '1 L', '1 L'],
  [7, '5 L', '5 L'],
  [8, '20 L', '20 L'],
  [9, '500 g', '500 g'],
  [10, 'Unit', 'Unité'],
];

const USAGES: Named[] = [
  [1, 'Planting', 'Semis'],
  [2, 'Top dressing', 'Fumure de couverture'],
  [3, 'Weed control', 'Désherbage'],
  [4, 'Pest control', 'Lutte contre les ravageurs'],
  [5, 'Disease control', 'Lutte contre les maladies'],
  [6, 'Soil improvement', 'Amélioration du sol'],
];

const DELIVERY_METHODS: Named[] = [
  [1, 'Pick-up at the store', 'Retrait en magasin'],
  [2, 'Home delivery', 'Livraison à domicile'],
  [3, 'Delivery to the farm', 'Livraison à la ferme'],
];

const PRODUCT_FORMS: Named[] = [
  [1, 'Granular', 'Granulé'],
  [2, 'Liquid', 'Liquide'],
  [3, 'Powder', 'Poudre'],
  [4, 'Seed', 'Graine'],
  [5, 'Tablet', 'Comprimé'],
  [6, 'Solid', 'Solide'],
];

const PRODUCT_TYPES: Named[] = [
  [1, 'Organic', 'Biologique'],
  [2, 'Inorganic', 'Inorganique'],
  [3, 'Hybrid', 'Hybride'],
  [4, 'Open-pollinated', 'À pollinisation libre'],
  [5, 'Selective', 'Sélectif'],
  [6, 'Non-selective', 'Non sélectif'],
];

const insert = async (q: QueryRunner, table: string, columns: string[], rows: unknown[][]) => {
  if (rows.length === 0) return;
  const placeholders = rows.map((row, r) => `(${row.map((_, c) => `$${r * row.length + c + 1}`).join(', ')})`).join(', ');
  await q.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${placeholders}`, rows.flat());
};

/**
 * The catalogue: its reference lists (seeded here with fixed ids; categories and subcategories are then kept by
 * CategoryProjection, which never empties them) and the products read model (kept by ProductProjection).
 */
export class Catalogue1763800000500 implements MigrationInterface {
  name = 'Catalogue1763800000500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE categories (id serial PRIMARY KEY, name text NOT NULL, name_fr text NOT NULL)`);
    await q.query(`CREATE UNIQUE INDEX categories_name ON categories (lower(name))`);
    await q.query(`
      CREATE TABLE sub_categories (
        id serial PRIMARY KEY,
        category_id integer NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
        name text NOT NULL,
        name_fr text NOT NULL
      )`);
    await q.query(`CREATE UNIQUE INDEX sub_categories_name ON sub_categories (category_id, lower(name))`);
    for (const table of ['sizes', 'usages', 'delivery_methods', 'product_forms', 'product_types']) {
      await q.query(`CREATE TABLE ${table} (id integer PRIMARY KEY, name text NOT NULL, name_fr text NOT NULL)`);
    }
    await q.query(`
      CREATE TABLE products (
        id                  uuid PRIMARY KEY,
        owner_id            uuid NOT NULL,
        country_id          integer NOT NULL,
        name                text NOT NULL,
        description         text NOT NULL,
        storage_condition   text NOT NULL,
        category_id         integer NOT NULL,
        sub_category_id     integer NOT NULL,
        type_id             integer NOT NULL,
        form_id             integer NOT NULL,
        size_ids            integer[] NOT NULL,
        delivery_method_ids integer[] NOT NULL,
        usage_ids           integer[] NOT NULL,
        price               numeric(14, 2) NOT NULL,
        quantity            integer NOT NULL,
        location            text NOT NULL,
        latitude            numeric(11, 8),
        longitude           numeric(11, 8),
        status              text NOT NULL,
        approval_status     text NOT NULL,
        rejection_reason    text,
        created_at          timestamptz NOT NULL,
        updated_at          timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX products_owner ON products (owner_id, created_at DESC)`);
    await q.query(`CREATE INDEX products_country_approval ON products (country_id, approval_status)`);
    await q.query(`CREATE INDEX products_category ON products (category_id)`);
    await q.query(`
      CREATE TABLE product_photos (
        id          uuid PRIMARY KEY,
        product_id  uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        storage_key text NOT NULL,
        position    integer NOT NULL,
        created_at  timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX product_photos_product ON product_photos (product_id, position)`);

    await insert(q, 'categories', ['id', 'name', 'name_fr'], CATEGORIES.map((c) => [c.id, c.name, c.nameFr]));
    await insert(q, 'sub_categories', ['id', 'category_id', 'name', 'name_fr'], CATEGORIES.flatMap((c) => c.subCategories.map(([id, name, nameFr]) => [id, c.id, name, nameFr])));
    await insert(q, 'sizes', ['id', 'name', 'name_fr'], SIZES);
    await insert(q, 'usages', ['id', 'name', 'name_fr'], USAGES);
    await insert(q, 'delivery_methods', ['id', 'name', 'name_fr'], DELIVERY_METHODS);
    await insert(q, 'product_forms', ['id', 'name', 'name_fr'], PRODUCT_FORMS);
    await insert(q, 'product_types', ['id', 'name', 'name_fr'], PRODUCT_TYPES);
    // New categories and subcategories take their ids after the seeded ones (with room to seed more later).
    await q.query(`SELECT setval('categories_id_seq', 1000, false)`);
    await q.query(`SELECT setval('sub_categories_id_seq', 1000, false)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE product_photos, products, sub_categories, categories, sizes, usages, delivery_methods, product_forms, product_types`);
  }
}
