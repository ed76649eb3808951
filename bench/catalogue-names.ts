/**
 * Realistic product names and descriptions for the catalogue benchmark, drawn from a seeded generator so that every
 * run builds the same catalogue. Subcategory ids are those the Catalogue migration seeds.
 */

/** mulberry32: a small, fast, seeded generator of numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = () => number;
export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];
export const between = (random: Random, min: number, max: number) => min + random() * (max - min);

/** A word no other product uses, so that searching for it finds only a few products (the narrow search). */
export const RARE_BRAND = 'Zamfarite';
const RARE_BRAND_SHARE = 0.0005;

const BRANDS = [
  'Golden Harvest',
  'Notore',
  'Indorama',
  'Dangote Agro',
  'Yara',
  'OCP Africa',
  'Sahel Agri',
  'Premier Seed',
  'Savana',
  'Jubaili',
  'Tropical Farms',
  'Agrolink',
  'Baobab',
  'Kilimo Bora',
  'Green Valley',
  'Harmattan',
  'Niger Delta Agro',
  'Teranga Intrants',
  'Senchim',
  'Ouest Semences',
  'Maisha',
  'Atlas Agri',
  'Volta Farms',
  'Kano Agro',
];

interface ProductKind {
  categoryId: number;
  subCategoryId: number;
  /** How often it occurs among the products. */
  weight: number;
  names: string[];
  typeId: number;
  formId: number;
  sizeIds: number[];
  usageIds: number[];
  describe: (name: string, crop: string) => string;
}

const CROPS = [
  'maize',
  'rice',
  'sorghum',
  'millet',
  'cassava',
  'yam',
  'cowpea',
  'groundnut',
  'cotton',
  'tomato',
  'onion',
  'soybean',
];

const KINDS: ProductKind[] = [
  {
    categoryId: 1,
    subCategoryId: 5,
    weight: 14,
    typeId: 2,
    formId: 1,
    sizeIds: [2, 4, 5],
    usageIds: [1, 2],
    names: [
      'NPK 15-15-15',
      'NPK 20-10-10',
      'NPK 12-12-17',
      'NPK 27-13-13',
      'Engrais NPK 15-15-15',
      'Engrais NPK 14-23-14',
      'NPK 23-10-05',
    ],
    describe: (name, crop) =>
      `${name}: a balanced compound fertilizer for ${crop}. Apply four 50 kg bags per hectare at planting, then top dress.`,
  },
  {
    categoryId: 1,
    subCategoryId: 6,
    weight: 8,
    typeId: 2,
    formId: 1,
    sizeIds: [4, 5],
    usageIds: [2],
    names: ['Urea 46% N', 'Granular Urea', 'Prilled Urea', 'Urée 46%', 'Engrais Urée 46'],
    describe: (name, crop) => `${name}, nitrogen fertilizer for top dressing ${crop} three to five weeks after sowing.`,
  },
  {
    categoryId: 1,
    subCategoryId: 10,
    weight: 3,
    typeId: 2,
    formId: 1,
    sizeIds: [5],
    usageIds: [1],
    names: ['DAP 18-46-0', 'Diammonium Phosphate'],
    describe: (name, crop) => `${name}: phosphate at planting for strong roots of ${crop}.`,
  },
  {
    categoryId: 1,
    subCategoryId: 1,
    weight: 4,
    typeId: 1,
    formId: 1,
    sizeIds: [3, 4, 5],
    usageIds: [6],
    names: ['Organic Compost', 'Engrais organique', 'Poultry Manure Pellets', 'Vermicompost'],
    describe: (name, crop) => `${name} improves soil structure and feeds ${crop} slowly over the season.`,
  },
  {
    categoryId: 1,
    subCategoryId: 2,
    weight: 2,
    typeId: 2,
    formId: 3,
    sizeIds: [5],
    usageIds: [1, 6],
    names: ['Single Super Phosphate', 'SSP 18%'],
    describe: (name, crop) => `${name} with sulphur and calcium, for ${crop} on acid soils.`,
  },
  {
    categoryId: 1,
    subCategoryId: 3,
    weight: 2,
    typeId: 2,
    formId: 2,
    sizeIds: [6, 7],
    usageIds: [2],
    names: ['Foliar Feed 20-20-20', 'Boost Foliar', 'Engrais foliaire'],
    describe: (name, crop) => `${name}: sprayed on the leaves of ${crop} during flowering.`,
  },
  {
    categoryId: 1,
    subCategoryId: 4,
    weight: 2,
    typeId: 2,
    formId: 3,
    sizeIds: [1, 9],
    usageIds: [2, 6],
    names: ['Zinc Sulphate', 'Boron Plus', 'Micronutrient Mix'],
    describe: (name, crop) => `${name} corrects deficiencies of ${crop}.`,
  },
  {
    categoryId: 1,
    subCategoryId: 11,
    weight: 2,
    typeId: 2,
    formId: 1,
    sizeIds: [5],
    usageIds: [1, 2],
    names: ['Muriate of Potash 0-0-60', 'Potasse KCl'],
    describe: (name, crop) => `${name}: potassium for ${crop} grain filling.`,
  },
  {
    categoryId: 2,
    subCategoryId: 7,
    weight: 8,
    typeId: 3,
    formId: 4,
    sizeIds: [1, 3],
    usageIds: [1],
    names: ['Hybrid Maize Seed SC 719', 'Maize Seed SAMMAZ 15', 'Semence de maïs hybride', 'Oba Super 2 Maize'],
    describe: (name) => `${name}: high yielding, drought tolerant, matures in 100 days.`,
  },
  {
    categoryId: 2,
    subCategoryId: 8,
    weight: 5,
    typeId: 4,
    formId: 4,
    sizeIds: [2, 3],
    usageIds: [1],
    names: ['Rice Seed FARO 44', 'Rice Seed FARO 66', 'Semence de riz NERICA 4'],
    describe: (name) => `${name}: certified rice seed for irrigated and lowland fields.`,
  },
  {
    categoryId: 2,
    subCategoryId: 9,
    weight: 3,
    typeId: 4,
    formId: 4,
    sizeIds: [1, 2],
    usageIds: [1],
    names: ['Sorghum Seed CSR-01', 'Semence de sorgho'],
    describe: (name) => `${name}: early maturing sorghum.`,
  },
  {
    categoryId: 2,
    subCategoryId: 12,
    weight: 3,
    typeId: 4,
    formId: 4,
    sizeIds: [1, 2],
    usageIds: [1],
    names: ['Cowpea Seed IT99K-573', 'Semence de niébé'],
    describe: (name) => `${name}: striga resistant cowpea.`,
  },
  {
    categoryId: 2,
    subCategoryId: 13,
    weight: 2,
    typeId: 4,
    formId: 4,
    sizeIds: [2],
    usageIds: [1],
    names: ['Soybean Seed TGX 1951'],
    describe: (name) => `${name}: promiscuous nodulating soybean.`,
  },
  {
    categoryId: 2,
    subCategoryId: 14,
    weight: 4,
    typeId: 3,
    formId: 4,
    sizeIds: [9],
    usageIds: [1],
    names: ['Tomato Seed Roma VF', 'Onion Seed Red Creole', 'Cabbage Seed Copenhagen', 'Pepper Seed Scotch Bonnet'],
    describe: (name) => `${name}: vegetable seed for the nursery.`,
  },
  {
    categoryId: 2,
    subCategoryId: 15,
    weight: 2,
    typeId: 4,
    formId: 4,
    sizeIds: [1, 2],
    usageIds: [1],
    names: ['Millet Seed SOSAT-C88', 'Semence de mil'],
    describe: (name) => `${name}: pearl millet for dry areas.`,
  },
  {
    categoryId: 3,
    subCategoryId: 16,
    weight: 9,
    typeId: 2,
    formId: 2,
    sizeIds: [6, 7, 8],
    usageIds: [3],
    names: ['Glyphosate 360 SL', 'Atrazine 80 WP', 'Paraquat 276 SL', 'Herbicide 2,4-D Amine', 'Pendimethalin 500 EC'],
    describe: (name, crop) => `${name}: weed control before planting ${crop}. Wear protective equipment.`,
  },
  {
    categoryId: 3,
    subCategoryId: 17,
    weight: 8,
    typeId: 2,
    formId: 2,
    sizeIds: [6, 7],
    usageIds: [4],
    names: [
      'Lambda-cyhalothrin 2.5 EC',
      'Emamectin Benzoate 5 WDG',
      'Cypermethrin 10 EC',
      'Insecticide Dimethoate 40 EC',
      'Chlorpyrifos 48 EC',
    ],
    describe: (name, crop) => `${name}: pesticide against armyworm, aphids and stem borers of ${crop}.`,
  },
  {
    categoryId: 3,
    subCategoryId: 18,
    weight: 5,
    typeId: 2,
    formId: 3,
    sizeIds: [1, 9],
    usageIds: [5],
    names: ['Mancozeb 80 WP', 'Copper Oxychloride 50 WP', 'Fongicide Metalaxyl'],
    describe: (name, crop) => `${name}: fungicide for blight and mildew of ${crop}.`,
  },
  {
    categoryId: 3,
    subCategoryId: 19,
    weight: 1,
    typeId: 2,
    formId: 1,
    sizeIds: [1, 3],
    usageIds: [4],
    names: ['Carbofuran 3G', 'Nématicide granulé'],
    describe: (name, crop) => `${name}: nematode control for ${crop}.`,
  },
  {
    categoryId: 4,
    subCategoryId: 20,
    weight: 3,
    typeId: 2,
    formId: 6,
    sizeIds: [10],
    usageIds: [3, 4],
    names: ['Knapsack Sprayer 16 L', 'Motorised Mist Blower', 'Pulvérisateur à dos 20 L'],
    describe: (name) => `${name}: for herbicides and pesticides, with spare nozzles.`,
  },
  {
    categoryId: 4,
    subCategoryId: 21,
    weight: 2,
    typeId: 2,
    formId: 6,
    sizeIds: [10],
    usageIds: [1],
    names: ['Drip Irrigation Kit 500 m²', 'Solar Water Pump'],
    describe: (name, crop) => `${name} for dry season ${crop}.`,
  },
  {
    categoryId: 4,
    subCategoryId: 22,
    weight: 2,
    typeId: 2,
    formId: 6,
    sizeIds: [10],
    usageIds: [1],
    names: ['Garden Hoe', 'Machete', 'Daba'],
    describe: (name) => `${name}: forged steel, wooden handle.`,
  },
];

const TOTAL_WEIGHT = KINDS.reduce((sum, k) => sum + k.weight, 0);

function pickKind(random: Random): ProductKind {
  let left = random() * TOTAL_WEIGHT;
  for (const kind of KINDS) {
    left -= kind.weight;
    if (left < 0) return kind;
  }
  return KINDS[KINDS.length - 1];
}

export interface ProductText {
  name: string;
  description: string;
  categoryId: number;
  subCategoryId: number;
  typeId: number;
  formId: number;
  sizeIds: number[];
  usageIds: number[];
}

export function productText(random: Random): ProductText {
  const kind = pickKind(random);
  const brand = random() < RARE_BRAND_SHARE ? RARE_BRAND : pick(random, BRANDS);
  const name = `${brand} ${pick(random, kind.names)}`;
  const sizeIds = kind.sizeIds.filter(() => random() < 0.7);
  return {
    name,
    description: kind.describe(name, pick(random, CROPS)),
    categoryId: kind.categoryId,
    subCategoryId: kind.subCategoryId,
    typeId: kind.typeId,
    formId: kind.formId,
    sizeIds: sizeIds.length ? sizeIds : [kind.sizeIds[0]],
    usageIds: kind.usageIds,
  };
}

const FIRST_NAMES = [
  'Ada',
  'Chinedu',
  'Aminata',
  'Kofi',
  'Wanjiru',
  'Moussa',
  'Fatou',
  'Emeka',
  'Akosua',
  'Juma',
  'Aïcha',
  'Ibrahim',
];
const LAST_NAMES = [
  'Obi',
  'Diallo',
  'Mensah',
  'Kamau',
  'Ndiaye',
  'Okafor',
  'Traoré',
  'Mwangi',
  'Bello',
  'Koné',
  'Uwimana',
  'Benali',
];
const COMPANY_WORDS = [
  'Agro',
  'Farm Inputs',
  'Agri Services',
  'Intrants',
  'Seeds & Chemicals',
  'Agro-Dealers',
  'Trading',
];

export const personName = (random: Random) => ({
  firstname: pick(random, FIRST_NAMES),
  lastname: pick(random, LAST_NAMES),
});
export const companyName = (random: Random, n: number) => `${pick(random, BRANDS)} ${pick(random, COMPANY_WORDS)} ${n}`;
