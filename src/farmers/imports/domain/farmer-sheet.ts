import { CellError, CellValue, ExcelSchema, normaliseHeader, RowOf } from '../../../kernel/files/excel-reader';

type Cell = Exclude<CellValue, null>;

/** Text of a cell, whatever Excel made of it (a phone typed as a number reads as its digits). */
const text = (max: number, code?: string) => (cell: Cell) => {
  const value =
    cell instanceof Date
      ? cell.toISOString().slice(0, 10)
      : typeof cell === 'number'
        ? String(Math.round(cell) === cell ? cell : cell)
        : String(cell);
  const trimmed = value.trim().replace(/\s+/g, ' ');
  if (trimmed.length > max) throw new CellError(code ?? 'EXCEL_TOO_LONG', { max });
  return trimmed;
};

/** A number, typed as one or as text ("2,5", " 3 "); `code` is the rule's own message. */
const number =
  (code: string, check: (value: number) => boolean = () => true) =>
  (cell: Cell) => {
    const value =
      typeof cell === 'number'
        ? cell
        : typeof cell === 'string'
          ? Number(cell.replace(/\s/g, '').replace(',', '.'))
          : NaN;
    if (!Number.isFinite(value) || !check(value)) throw new CellError(code);
    return value;
  };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** A farm size typed with its unit in the cell ("2.5 ha", "3 acres", "1,5 Hectares"): the unit as typed, read with the row's lists. */
export interface SizeWithUnit {
  size: number;
  unit: string;
}

/** A farm size: a number, typed as one or as text, or a number followed by a unit ("2.5 ha"), which the row then takes. */
const farmSize = (cell: Cell): number | SizeWithUnit => {
  if (typeof cell === 'string') {
    const withUnit = /^\s*([0-9]+(?:[.,][0-9]+)?)\s*([A-Za-zÀ-ÿ].*)$/.exec(cell);
    if (withUnit)
      return { size: number('FARM_SIZE_INVALID')(withUnit[1]) as number, unit: withUnit[2].trim().slice(0, 60) };
  }
  return number('FARM_SIZE_INVALID')(cell);
};

/**
 * The columns of the farmer spreadsheet (the template writes the first alias of each): a farmer, optionally one farm
 * and one planting record. Headers are matched in English or French, in any order. Reference values (state, LGA,
 * project, crop, units...) are read by name and resolved against the country's lists afterwards.
 */
export const FARMER_SHEET = {
  country: { aliases: ['Country', 'Pays'] },
  state: {
    aliases: ['State', 'État', 'Etat', 'Region', 'Région', 'State of residence', 'Province'],
    required: true,
    parse: text(120),
  },
  city: {
    aliases: [
      'LGA',
      'City/LGA',
      'City',
      'District',
      'Sub-county',
      'Ville',
      'Commune',
      'Département',
      'Ville/LGA',
      'L.G.A',
      'LGA name',
      'Local Government',
      'Local Government Area',
      'Local govt',
      'Town/LGA',
    ],
    required: true,
    parse: text(120),
  },
  fullName: {
    aliases: [
      'Full name',
      'Name',
      'Nom complet',
      'Nom',
      'Farmer name',
      "Farmer's name",
      'Name of farmer',
      'Farmer full name',
      'Names',
      'Beneficiary name',
      "Nom de l'agriculteur",
      'Nom et prénom',
      'Nom et prénoms',
    ],
    required: true,
    parse: text(120, 'FARMER_FULL_NAME_REQUIRED'),
  },
  gender: {
    aliases: ['Gender', 'Sex', 'Genre', 'Sexe', 'Gender (M/F)', 'Sex (M/F)'],
    required: true,
    // Read with the gender list (list-values.ts) once the row is read: an unknown word is grouped with a suggestion.
    parse: text(60),
  },
  email: {
    aliases: ['E-mail', 'Email', 'Courriel', 'Adresse e-mail', 'Email address', 'E-mail address'],
    parse: (cell: Cell) => {
      const value = text(254, 'FARMER_EMAIL_INVALID')(cell);
      if (!EMAIL.test(value)) throw new CellError('FARMER_EMAIL_INVALID');
      return value.toLowerCase();
    },
  },
  phone: {
    aliases: [
      'Phone',
      'Phone number',
      'Téléphone',
      'Telephone',
      'Numéro de téléphone',
      'Phone no',
      'Phone No.',
      'Mobile',
      'Mobile number',
      'GSM',
      'GSM number',
      'Telephone number',
      'Contact number',
    ],
    parse: text(30, 'FARMER_PHONE_DIGITS'),
  },
  address: {
    aliases: ['Address', 'Adresse', 'Home address', 'Residential address', 'Adresse du domicile'],
    required: true,
    parse: text(255),
  },
  age: {
    aliases: ['Age', 'Âge', 'Age (years)', 'Âge (ans)'],
    parse: number('FARMER_AGE_INVALID', (v) => Number.isInteger(v) && v >= 18 && v <= 120),
  },
  community: {
    aliases: ['Community', 'Communauté', 'Village', 'Village/Community', 'Community/Village', 'Town', 'Localité'],
    required: true,
    parse: text(100),
  },
  project: {
    aliases: ['Project', 'Projet', 'Project name', 'Programme', 'Program', 'Nom du projet', 'Programme name'],
    required: true,
    parse: text(255),
  },
  aggregationPartner: {
    aliases: [
      'Aggregation partner',
      "Partenaire d'agrégation",
      'Partenaire d agregation',
      'Aggregator',
      'Aggregation partner name',
      'Partner',
      'Agrégateur',
      'Partenaire',
    ],
    required: true,
    parse: text(255),
  },
  farmName: { aliases: ['Farm name', "Nom de l'exploitation", 'Exploitation', 'Name of farm'], parse: text(100) },
  farmSize: {
    aliases: [
      'Farm size',
      "Superficie de l'exploitation",
      'Superficie',
      'Farm size (ha)',
      'Farm size (hectares)',
      'Farm size (acres)',
      'Farm size (ac)',
      'Size (ha)',
      'Land size',
      'Land size (ha)',
      'Farm area',
      'Farm area (ha)',
      'Superficie (ha)',
      'Taille de l’exploitation',
      'Surface (ha)',
    ],
    parse: farmSize,
  },
  farmSizeUnit: {
    aliases: [
      'Farm size unit',
      'Size unit',
      'Unité de superficie',
      'Unit',
      'Units',
      'Unité',
      'Land size unit',
      'Farm unit',
      'Unit of measure',
      'UOM',
    ],
    parse: text(60),
  },
  farmCommunity: {
    aliases: [
      'Farm community',
      "Communauté de l'exploitation",
      'Farm location',
      'Farm village',
      'Localité de l’exploitation',
    ],
    parse: text(100, 'FARM_COMMUNITY_REQUIRED'),
  },
  season: {
    aliases: ['Planting season', 'Season', 'Saison de plantation', 'Saison'],
    parse: text(60),
  },
  plantingYear: {
    aliases: ['Planting year', 'Year', 'Année de plantation', 'Année'],
    parse: number('RECORD_YEAR_INVALID', (v) => Number.isInteger(v)),
  },
  crop: {
    aliases: ['Crop', 'Culture', 'Crop type', 'Main crop', 'Value chain', 'Culture principale', 'Filière'],
    parse: text(120),
  },
  trainingType: { aliases: ['Training type', 'Training', 'Type de formation', 'Formation'], parse: text(255) },
  fertilizerType: { aliases: ['Fertilizer type', 'Fertilizer', "Type d'engrais", 'Engrais'], parse: text(255) },
  fertilizerQuantity: {
    aliases: ['Fertilizer quantity', "Quantité d'engrais"],
    parse: number('RECORD_QUANTITY_INVALID', (v) => v > 0),
  },
  fertilizerUnit: { aliases: ['Fertilizer unit', "Unité d'engrais"], parse: text(120) },
  previousYield: {
    aliases: ['Previous yield', 'Rendement précédent'],
    parse: number('RECORD_YIELD_INVALID', (v) => v >= 0),
  },
  estimatedYield: {
    aliases: ['Estimated yield', 'Rendement estimé'],
    parse: number('RECORD_YIELD_INVALID', (v) => v >= 0),
  },
  actualYield: { aliases: ['Actual yield', 'Rendement réel'], parse: number('RECORD_YIELD_INVALID', (v) => v >= 0) },
  yieldUnit: { aliases: ['Yield unit', 'Unité de rendement'], parse: text(120) },
} satisfies ExcelSchema;

export type FarmerSheetRow = RowOf<typeof FARMER_SHEET>;
export type FarmerSheetField = keyof typeof FARMER_SHEET;

/** The header the template writes for each column (English or French). */
export const TEMPLATE_HEADERS: Record<'en' | 'fr', Record<FarmerSheetField, string>> = {
  en: Object.fromEntries(Object.entries(FARMER_SHEET).map(([key, field]) => [key, field.aliases[0]])) as Record<
    FarmerSheetField,
    string
  >,
  fr: {
    country: 'Pays',
    state: 'État',
    city: 'Ville/LGA',
    fullName: 'Nom complet',
    gender: 'Genre',
    email: 'Courriel',
    phone: 'Téléphone',
    address: 'Adresse',
    age: 'Âge',
    community: 'Communauté',
    project: 'Projet',
    aggregationPartner: "Partenaire d'agrégation",
    farmName: "Nom de l'exploitation",
    farmSize: "Superficie de l'exploitation",
    farmSizeUnit: 'Unité de superficie',
    farmCommunity: "Communauté de l'exploitation",
    season: 'Saison de plantation',
    plantingYear: 'Année de plantation',
    crop: 'Culture',
    trainingType: 'Type de formation',
    fertilizerType: "Type d'engrais",
    fertilizerQuantity: "Quantité d'engrais",
    fertilizerUnit: "Unité d'engrais",
    previousYield: 'Rendement précédent',
    estimatedYield: 'Rendement estimé',
    actualYield: 'Rendement réel',
    yieldUnit: 'Unité de rendement',
  },
};

/** A name as lists are matched: case, accents and punctuation aside. */
export const nameKey = (name: string) => normaliseHeader(name);

/** The farm columns and the planting-record columns: any one given means the row carries a farm (a record). */
export const FARM_FIELDS = [
  'farmName',
  'farmSize',
  'farmSizeUnit',
  'farmCommunity',
] as const satisfies readonly FarmerSheetField[];
export const RECORD_FIELDS = [
  'season',
  'plantingYear',
  'crop',
  'trainingType',
  'fertilizerType',
  'fertilizerQuantity',
  'fertilizerUnit',
  'previousYield',
  'estimatedYield',
  'actualYield',
  'yieldUnit',
] as const satisfies readonly FarmerSheetField[];
