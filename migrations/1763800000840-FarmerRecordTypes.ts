import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The reference lists of planting records (`GET farmer-record/*-types`): crops, units, fertilizer, manure, seed,
 * crop-protection product (CPP) and training types. Plain tables that ship with the product; ids are fixed here.
 *
 * `country_ids` names the countries (geography ids: 1 Nigeria, 2 Ghana, 3 Ivory Coast, 4 Senegal, 5 Kenya, 6 Rwanda,
 * 7 Tanzania) where a source places the entry; NULL means every country. Every row names its source in `source`.
 *
 * Sources (keys as in /work/shared/data/units-and-prices.md §7 and fertilizer-recommendations.md §10, which give the
 * full references):
 * - FAO-ICC: FAO, World Programme for the Census of Agriculture 2020, vol. 1, Indicative Crop Classification (ICC 1.1)
 *   and its alphabetic list of crops with botanical names. Crop families below are the ICC 1.1 groups (first level):
 *   1 Cereals, 2 Vegetables and melons, 3 Fruits and nuts, 4 Oilseed crops and oleaginous fruits, 5 Root/tuber crops,
 *   6 Stimulant, spice and aromatic crops, 7 Leguminous crops, 8 Sugar crops, 9 Other crops.
 * - SI: the International System of Units (kilogram, gram, tonne = 1000 kg; litre, millilitre). Exact by definition.
 * - AFO-FERTINEWS: fertilizer is priced per 50 kg bag in all seven countries.
 * - NG-EPAR: Evans School EPAR, LSMS-Agricultural-Indicators-Code, Nigeria GHS waves 4-5 do-files, citing Kormawa &
 *   Ogundapo, "Local weights and measures in Nigeria: a handbook of conversion factors", and LSMS-ISA wave 1. These
 *   factors are not crop-specific (generic grain).
 * - GH-GRAPHIC, GH-MYJOY: Ghanaian maize sacks ("size four" = 100 kg; the standardised 100 kg bag).
 * - KE-SOKO-2016, KE-SOKO-2020, COMCEC-2017 (RATIN): the 90 kg bag of Kenya and Tanzania; the 2 kg tin of Kenya.
 * - TZ-MIT-2022: Tanzania's Ministry of Industry and Trade quotes staples per 100 kg.
 * - KASUWA-SPEC: the spec's own unit list, "Donkeyload(30kg), Cartload(400kg), Gram(s)". NOT confirmed by any external
 *   source (units-and-prices.md §8): the weights are the spec's, kept because the spec names them, and marked so.
 * - Fertilizer grades: fertilizer-recommendations.md §1 (urea 46 % N, DAP 18-46-0, sulphate of ammonia 21 % N, TSP 46 %
 *   P2O5, MOP 60 % K2O, CAN 26 % N per KALRO) and its product rows (KE-KALRO-KCEP-2021, KE-APNI-2020, GH-FAO-2005,
 *   GH-SMARTAGRO-*, GH-GNA-COCOA-2013, RW-NEWTIMES-2020, TZ-TFRA-2022). Ids NPK = 1 and NPK_Specialty = 8 are the spec's.
 *
 * Gaps, left NULL on purpose (never a guessed figure):
 * - Units with no kilogram equivalent in any source read: Ghana's olonka, Tanzania's debe, Kenya's gorogoro (only a
 *   range, 2-2.5 kg of green gram seed, is derivable: KE-KALRO-KCEP-2021). A quantity in such a unit is kept as entered,
 *   with no kilogram figure.
 * - Senegal and Ivory Coast: no local-unit source was read, so they get the SI units, the bags and the spec's units only.
 * - SSP: its P2O5 content is only assumed (18 %) by the recommendations file, so its grade is left NULL; ASN's grade
 *   is not stated by the sources that name it; the NPK and NPK_Specialty grades vary by product (the record's
 *   "composition" carries the grade, e.g. 15-15-15).
 * - Manure, seed, CPP and training types carry no figures: they are categories.
 */
export class FarmerRecordTypes1763800000840 implements MigrationInterface {
  name = 'FarmerRecordTypes1763800000840';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE crop_types (
        id             integer PRIMARY KEY,
        name           text NOT NULL UNIQUE,
        name_fr        text NOT NULL,
        family         text NOT NULL,
        family_fr      text NOT NULL,
        botanical_name text NOT NULL,
        source         text NOT NULL
      )`);
    await q.query(`
      CREATE TABLE unit_types (
        id             integer PRIMARY KEY,
        name           text NOT NULL UNIQUE,
        name_fr        text NOT NULL,
        measure        text NOT NULL CHECK (measure IN ('MASS', 'VOLUME')),
        kg_per_unit    numeric(12, 6) CHECK (kg_per_unit > 0),
        litre_per_unit numeric(12, 6) CHECK (litre_per_unit > 0),
        basis          text NOT NULL CHECK (basis IN ('SI', 'NOMINAL', 'STATED', 'SPEC_ONLY', 'UNKNOWN')),
        commodity      text,
        country_ids    integer[],
        note           text,
        source         text NOT NULL,
        CHECK (measure <> 'MASS' OR litre_per_unit IS NULL),
        CHECK (measure <> 'VOLUME' OR kg_per_unit IS NULL),
        CHECK ((basis = 'UNKNOWN') = (kg_per_unit IS NULL AND litre_per_unit IS NULL))
      )`);
    await q.query(`
      CREATE TABLE fertilizer_types (
        id       integer PRIMARY KEY,
        code     text NOT NULL UNIQUE,
        name     text NOT NULL,
        name_fr  text NOT NULL,
        grade    text,
        note     text,
        source   text NOT NULL
      )`);
    for (const table of ['manure_types', 'seed_types', 'cpp_types', 'training_types']) {
      await q.query(`
        CREATE TABLE ${table} (
          id       integer PRIMARY KEY,
          name     text NOT NULL UNIQUE,
          name_fr  text NOT NULL,
          note     text,
          source   text NOT NULL
        )`);
    }

    for (const c of CROPS) {
      await q.query(`INSERT INTO crop_types (id, name, name_fr, family, family_fr, botanical_name, source) VALUES ($1, $2, $3, $4, $5, $6, $7)`, [
        c[0],
        c[1],
        c[2],
        FAMILIES[c[3]][0],
        FAMILIES[c[3]][1],
        c[4],
        'FAO-ICC',
      ]);
    }
    for (const u of UNITS) {
      await q.query(
        `INSERT INTO unit_types (id, name, name_fr, measure, kg_per_unit, litre_per_unit, basis, commodity, country_ids, note, source)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [u.id, u.name, u.nameFr, u.measure, u.kg ?? null, u.litre ?? null, u.basis, u.commodity ?? null, u.countries ?? null, u.note ?? null, u.source],
      );
    }
    for (const f of FERTILIZERS) {
      await q.query(`INSERT INTO fertilizer_types (id, code, name, name_fr, grade, note, source) VALUES ($1, $2, $3, $4, $5, $6, $7)`, [
        f.id,
        f.code,
        f.name,
        f.nameFr,
        f.grade ?? null,
        f.note ?? null,
        f.source,
      ]);
    }
    const simple: [string, SimpleType[]][] = [
      ['manure_types', MANURES],
      ['seed_types', SEEDS],
      ['cpp_types', CPPS],
      ['training_types', TRAININGS],
    ];
    for (const [table, rows] of simple) {
      for (const r of rows) {
        await q.query(`INSERT INTO ${table} (id, name, name_fr, note, source) VALUES ($1, $2, $3, $4, $5)`, [r[0], r[1], r[2], r[3], r[4]]);
      }
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['training_types', 'cpp_types', 'seed_types', 'manure_types', 'fertilizer_types', 'unit_types', 'crop_types']) {
      await q.query(`DROP TABLE ${table}`);
    }
  }
}

/** ICC 1.1 groups, English and French. */
const FAMILIES = {
  CEREALS: ['Cereals', 'Céréales'],
  VEGETABLES: ['Vegetables and melons', 'Légumes et melons'],
  FRUITS: ['Fruits and nuts', 'Fruits et noix'],
  OILSEEDS: ['Oilseed crops and oleaginous fruits', 'Oléagineux et fruits oléagineux'],
  ROOTS: ['Root and tuber crops', 'Racines et tubercules'],
  STIMULANTS: ['Stimulant, spice and aromatic crops', 'Plantes stimulantes, épices et plantes aromatiques'],
  LEGUMES: ['Leguminous crops', 'Légumineuses'],
  SUGAR: ['Sugar crops', 'Plantes sucrières'],
  OTHER: ['Other crops', 'Autres cultures'],
} as const;

type Crop = [id: number, name: string, nameFr: string, family: keyof typeof FAMILIES, botanicalName: string];

const CROPS: Crop[] = [
  [1, 'Maize', 'Maïs', 'CEREALS', 'Zea mays'],
  [2, 'Rice', 'Riz', 'CEREALS', 'Oryza sativa, Oryza glaberrima'],
  [3, 'Sorghum', 'Sorgho', 'CEREALS', 'Sorghum bicolor'],
  [4, 'Millet', 'Mil', 'CEREALS', 'Pennisetum glaucum, Eleusine coracana'],
  [5, 'Wheat', 'Blé', 'CEREALS', 'Triticum aestivum'],
  [6, 'Cassava', 'Manioc', 'ROOTS', 'Manihot esculenta'],
  [7, 'Yam', 'Igname', 'ROOTS', 'Dioscorea spp.'],
  [8, 'Sweet potato', 'Patate douce', 'ROOTS', 'Ipomoea batatas'],
  [9, 'Irish potato', 'Pomme de terre', 'ROOTS', 'Solanum tuberosum'],
  [10, 'Cocoyam (taro)', 'Taro', 'ROOTS', 'Colocasia esculenta'],
  [11, 'Cowpea', 'Niébé', 'LEGUMES', 'Vigna unguiculata'],
  [12, 'Beans', 'Haricot', 'LEGUMES', 'Phaseolus vulgaris'],
  [13, 'Pigeon pea', "Pois d'Angole", 'LEGUMES', 'Cajanus cajan'],
  [14, 'Soybean', 'Soja', 'OILSEEDS', 'Glycine max'],
  [15, 'Groundnut', 'Arachide', 'OILSEEDS', 'Arachis hypogaea'],
  [16, 'Sesame', 'Sésame', 'OILSEEDS', 'Sesamum indicum'],
  [17, 'Oil palm', 'Palmier à huile', 'OILSEEDS', 'Elaeis guineensis'],
  [18, 'Cocoa', 'Cacao', 'STIMULANTS', 'Theobroma cacao'],
  [19, 'Coffee', 'Café', 'STIMULANTS', 'Coffea arabica, Coffea canephora'],
  [20, 'Tea', 'Thé', 'STIMULANTS', 'Camellia sinensis'],
  [21, 'Tomato', 'Tomate', 'VEGETABLES', 'Solanum lycopersicum'],
  [22, 'Onion', 'Oignon', 'VEGETABLES', 'Allium cepa'],
  [23, 'Plantain', 'Banane plantain', 'FRUITS', 'Musa spp.'],
  [24, 'Banana', 'Banane', 'FRUITS', 'Musa spp.'],
  [25, 'Cashew', 'Anacarde', 'FRUITS', 'Anacardium occidentale'],
  [26, 'Sugar cane', 'Canne à sucre', 'SUGAR', 'Saccharum officinarum'],
  [27, 'Cotton', 'Coton', 'OTHER', 'Gossypium spp.'],
];

interface Unit {
  id: number;
  name: string;
  nameFr: string;
  measure: 'MASS' | 'VOLUME';
  kg?: number;
  litre?: number;
  basis: 'SI' | 'NOMINAL' | 'STATED' | 'SPEC_ONLY' | 'UNKNOWN';
  commodity?: string;
  countries?: number[];
  note?: string;
  source: string;
}

const NG = 1;
const GH = 2;
const KE = 5;
const TZ = 7;

const UNITS: Unit[] = [
  { id: 1, name: 'Kilogram(s)', nameFr: 'Kilogramme(s)', measure: 'MASS', kg: 1, basis: 'SI', source: 'SI' },
  { id: 2, name: 'Gram(s)', nameFr: 'Gramme(s)', measure: 'MASS', kg: 0.001, basis: 'SI', source: 'SI; named by KASUWA-SPEC' },
  { id: 3, name: 'Tonne(s)', nameFr: 'Tonne(s)', measure: 'MASS', kg: 1000, basis: 'SI', source: 'SI' },
  { id: 4, name: 'Litre(s)', nameFr: 'Litre(s)', measure: 'VOLUME', litre: 1, basis: 'SI', source: 'SI' },
  { id: 5, name: 'Millilitre(s)', nameFr: 'Millilitre(s)', measure: 'VOLUME', litre: 0.001, basis: 'SI', source: 'SI' },
  { id: 6, name: '50 kg bag', nameFr: 'Sac de 50 kg', measure: 'MASS', kg: 50, basis: 'NOMINAL', note: 'The standard fertilizer bag, priced so in all seven countries.', source: 'AFO-FERTINEWS' },
  { id: 7, name: '25 kg bag', nameFr: 'Sac de 25 kg', measure: 'MASS', kg: 25, basis: 'NOMINAL', countries: [NG], source: 'NG-EPAR' },
  { id: 8, name: '100 kg bag', nameFr: 'Sac de 100 kg', measure: 'MASS', kg: 100, basis: 'NOMINAL', countries: [NG, GH, TZ], source: 'NG-EPAR; GH-MYJOY; TZ-MIT-2022' },
  { id: 9, name: '90 kg bag', nameFr: 'Sac de 90 kg', measure: 'MASS', kg: 90, basis: 'NOMINAL', commodity: 'maize, beans', countries: [KE, TZ], source: 'KE-SOKO-2016; COMCEC-2017' },
  { id: 10, name: 'Donkeyload(30kg)', nameFr: 'Charge d’âne (30 kg)', measure: 'MASS', kg: 30, basis: 'SPEC_ONLY', note: 'Weight from the Kasuwa spec only; not confirmed by an external source.', source: 'KASUWA-SPEC' },
  { id: 11, name: 'Cartload(400kg)', nameFr: 'Charretée (400 kg)', measure: 'MASS', kg: 400, basis: 'SPEC_ONLY', note: 'Weight from the Kasuwa spec only; not confirmed by an external source.', source: 'KASUWA-SPEC' },
  { id: 12, name: 'Mudu (congo)', nameFr: 'Mudu (congo)', measure: 'MASS', kg: 1.5, basis: 'STATED', commodity: 'grains (generic)', countries: [NG], note: 'Medium size; small 1.36 kg, large 1.74 kg.', source: 'NG-EPAR' },
  { id: 13, name: 'Tiya', nameFr: 'Tiya', measure: 'MASS', kg: 3, basis: 'STATED', commodity: 'grains (generic)', countries: [NG], note: '1 tiya = 2 mudu; medium size.', source: 'NG-EPAR' },
  { id: 14, name: 'Derica', nameFr: 'Derica', measure: 'MASS', kg: 0.525, basis: 'STATED', commodity: 'grains (generic)', countries: [NG], note: 'Central value; small 0.35 kg, large 0.7 kg.', source: 'NG-EPAR' },
  { id: 15, name: 'Paint bucket', nameFr: 'Seau de peinture', measure: 'MASS', kg: 2.49, basis: 'STATED', commodity: 'generic', countries: [NG], note: 'LSMS says about 2.9 kg.', source: 'NG-EPAR' },
  { id: 16, name: 'Basket', nameFr: 'Panier', measure: 'MASS', kg: 30, basis: 'STATED', commodity: 'generic', countries: [NG], note: 'Medium basket; small 15 kg, large 50 kg.', source: 'NG-EPAR' },
  { id: 17, name: 'Wheelbarrow', nameFr: 'Brouette', measure: 'MASS', kg: 85, basis: 'STATED', commodity: 'generic', countries: [NG], note: 'Medium wheelbarrow.', source: 'NG-EPAR' },
  { id: 18, name: '2 kg tin', nameFr: 'Boîte de 2 kg', measure: 'MASS', kg: 2, basis: 'NOMINAL', commodity: 'maize, beans, groundnuts, green grams', countries: [KE], source: 'KE-SOKO-2020; KE-UZALENDO' },
  { id: 19, name: 'Size four sack', nameFr: 'Sac « size four »', measure: 'MASS', kg: 100, basis: 'STATED', commodity: 'maize', countries: [GH], source: 'GH-GRAPHIC' },
  { id: 20, name: 'Olonka', nameFr: 'Olonka', measure: 'MASS', basis: 'UNKNOWN', commodity: 'grains, legumes', countries: [GH], note: 'No kilogram equivalent found in any readable source.', source: 'units-and-prices.md §2.2, §8' },
  { id: 21, name: 'Gorogoro', nameFr: 'Gorogoro', measure: 'MASS', basis: 'UNKNOWN', commodity: 'green gram seed', countries: [KE], note: 'Only a range (2-2.5 kg) is derivable; no single figure is stated.', source: 'KE-KALRO-KCEP-2021' },
  { id: 22, name: 'Debe', nameFr: 'Debe', measure: 'MASS', basis: 'UNKNOWN', countries: [TZ], note: 'No source with a kilogram factor was read.', source: 'units-and-prices.md §2.4, §8' },
];

interface Fertilizer {
  id: number;
  code: string;
  name: string;
  nameFr: string;
  grade?: string;
  note?: string;
  source: string;
}

const FERTILIZERS: Fertilizer[] = [
  { id: 1, code: 'NPK', name: 'NPK', nameFr: 'NPK', note: 'Compound N-P-K of any grade (15-15-15, 20-10-10, 23-23-0, 17-17-17, 15-20-20...): the grade goes in the composition.', source: 'KASUWA-SPEC (id); GH-SMARTAGRO-SOIL; KE-KALRO-KCEP-2021; RW-NEWTIMES-2020' },
  { id: 2, code: 'UREA', name: 'Urea', nameFr: 'Urée', grade: '46-0-0', source: 'fertilizer-recommendations.md §1; TZ-TFRA-2022' },
  { id: 3, code: 'DAP', name: 'DAP (diammonium phosphate)', nameFr: 'DAP (phosphate diammonique)', grade: '18-46-0', source: 'fertilizer-recommendations.md §1; KE-KALRO-KCEP-2021' },
  { id: 4, code: 'CAN', name: 'CAN (calcium ammonium nitrate)', nameFr: 'CAN (nitrate d’ammonium calcaire)', grade: '26-0-0', note: 'KALRO gives 26 % N; APNI uses 27 % N.', source: 'KE-KALRO-KCEP-2021; KE-APNI-2020' },
  { id: 5, code: 'SA', name: 'Sulphate of ammonia', nameFr: 'Sulfate d’ammoniaque', grade: '21-0-0', source: 'fertilizer-recommendations.md §1; GH-FAO-2005' },
  { id: 6, code: 'TSP', name: 'TSP (triple superphosphate)', nameFr: 'TSP (superphosphate triple)', grade: '0-46-0', source: 'fertilizer-recommendations.md §1; GH-FAO-2005' },
  { id: 7, code: 'SSP', name: 'SSP (single superphosphate)', nameFr: 'SSP (superphosphate simple)', note: 'P2O5 content not stated by the sources (18 % is only assumed).', source: 'GH-FAO-2005; KE-KALRO-KCEP-2021' },
  { id: 8, code: 'NPK_SPECIALTY', name: 'NPK_Specialty', nameFr: 'NPK de spécialité', note: 'Blends with secondary or micro-nutrients, e.g. Mavuno, MEA Mazao 10-26-10 + Ca, Asaase Wura (cocoa), Nitrabor.', source: 'KASUWA-SPEC (id); KE-NATION-MAVUNO; GH-GNA-COCOA-2013' },
  { id: 9, code: 'MOP', name: 'MOP (muriate of potash)', nameFr: 'KCl (chlorure de potassium)', grade: '0-0-60', source: 'fertilizer-recommendations.md §1; GH-FAO-2005' },
  { id: 10, code: 'ASN', name: 'ASN (ammonium sulphate nitrate)', nameFr: 'ASN (sulfonitrate d’ammonium)', note: 'Nitrogen content not stated by the sources that name it.', source: 'KE-NAFIS-MAIZE' },
];

type SimpleType = [id: number, name: string, nameFr: string, note: string | null, source: string];

const MANURES: SimpleType[] = [
  [1, 'Cattle manure (farmyard manure)', 'Fumier de bovins', null, 'KE-FARMBIZ-KALRO; KE-KALRO-KCEP-2021'],
  [2, 'Poultry manure', 'Fiente de volaille', null, 'category'],
  [3, 'Goat and sheep manure', 'Fumier de petits ruminants', null, 'category'],
  [4, 'Pig manure', 'Lisier de porc', null, 'category'],
  [5, 'Compost', 'Compost', null, 'category'],
  [6, 'Green manure', 'Engrais vert', 'A cover crop, often a legume, turned into the soil.', 'category'],
  [7, 'Crop residues', 'Résidus de récolte', null, 'category'],
];

const SEEDS: SimpleType[] = [
  [1, 'Certified seed', 'Semence certifiée', 'Seed of a registered variety, certified by the national seed authority.', 'category'],
  [2, 'Hybrid seed', 'Semence hybride', null, 'category'],
  [3, 'Open-pollinated variety (OPV)', 'Variété à pollinisation libre', null, 'category'],
  [4, 'Farmer-saved seed', 'Semence paysanne (autoproduite)', null, 'category'],
  [5, 'Cassava stems', 'Boutures de manioc', 'Counted in bundles (10 stems per bundle per NG-EPAR).', 'NG-EPAR'],
  [6, 'Yam setts', 'Semenceaux d’igname', null, 'category'],
  [7, 'Vine cuttings', 'Boutures de tiges (patate douce)', null, 'category'],
  [8, 'Seedlings', 'Plants', 'Nursery plants of tree crops and vegetables.', 'category'],
  [9, 'Seed potatoes', 'Plants de pomme de terre', null, 'category'],
];

const CPPS: SimpleType[] = [
  [1, 'Herbicide', 'Herbicide', null, 'category'],
  [2, 'Insecticide', 'Insecticide', null, 'category'],
  [3, 'Fungicide', 'Fongicide', null, 'category'],
  [4, 'Nematicide', 'Nématicide', null, 'category'],
  [5, 'Rodenticide', 'Rodenticide', null, 'category'],
  [6, 'Acaricide', 'Acaricide', null, 'category'],
  [7, 'Seed treatment', 'Traitement de semences', null, 'category'],
  [8, 'Biopesticide', 'Biopesticide', null, 'category'],
];

const TRAININGS: SimpleType[] = [
  [1, 'Good agricultural practices', 'Bonnes pratiques agricoles', null, 'category'],
  [2, 'Soil fertility and fertilizer use', 'Fertilité des sols et usage des engrais', null, 'category'],
  [3, 'Integrated pest management', 'Lutte intégrée contre les ravageurs', null, 'category'],
  [4, 'Safe use of crop protection products', 'Utilisation sûre des produits phytosanitaires', null, 'category'],
  [5, 'Improved seed and planting', 'Semences améliorées et semis', null, 'category'],
  [6, 'Post-harvest handling and storage', 'Manutention et stockage après récolte', null, 'category'],
  [7, 'Farm records and business', 'Tenue de registres et gestion de l’exploitation', null, 'category'],
  [8, 'Climate-smart agriculture', 'Agriculture intelligente face au climat', null, 'category'],
  [9, 'None', 'Aucune', 'No training received.', 'category'],
];
