import { MigrationInterface, QueryRunner } from 'typeorm';
import type { ICity, IState } from 'country-state-city';

/** The package's data, loaded only when the migration runs: its cities alone take about 60 MB in a process. */
type CountryStateCity = typeof import('country-state-city');

/**
 * Reference data: countries, regions, states, cities (LGAs in Nigeria) and roles.
 *
 * States and cities come from the `country-state-city` package (v3.2.1 when this was written), reshaped by the
 * tables below: every state is listed here by hand (name, ISO 3166-2 code, region) so the package only supplies
 * coordinates and cities; cities the package files under the wrong state are moved, duplicates and
 * non-administrative entries dropped, and missing ones added by hand (coordinates to about 0.01°).
 * Everything is inserted in a stable sorted order, so the serial ids are the same on every run.
 *
 * Regions (the grouping used by market-price screens), one per state:
 * - Nigeria: the six geopolitical zones (FCT in North Central).
 * - Ghana: Northern, Middle and Southern belts (Ghana's 16 regions are its states).
 * - Ivory Coast: the 14 districts (12 districts + the autonomous districts of Abidjan and Yamoussoukro) are the
 *   states, grouped North / Centre / South / West / East.
 * - Senegal: the 14 regions are the states, grouped West (Dakar, Thiès), Centre (the groundnut basin: Diourbel,
 *   Fatick, Kaolack, Kaffrine), North (the river valley and Louga: Saint-Louis, Louga, Matam), East (Tambacounda,
 *   Kédougou) and South (Casamance: Ziguinchor, Kolda, Sédhiou).
 * - Kenya: the eight former provinces group the 47 counties.
 * - Rwanda: the five provinces are the states, all in one region "Rwanda"; their cities are the 30 districts.
 * - Tanzania: the usual zones (Lake, Northern, Central, Coastal, Southern Highlands, Southern, Western, Zanzibar).
 * - Morocco: the 12 regions (2015) are the states, grouped North (Tanger-Tétouan-Al Hoceïma, Oriental,
 *   Fès-Meknès), Centre (Rabat-Salé-Kénitra, Casablanca-Settat, Béni Mellal-Khénifra, Marrakech-Safi) and South
 *   (Drâa-Tafilalet, Souss-Massa and the three southern regions). The package's provinces feed their region.
 */

type Coordinates = [latitude: number, longitude: number];
type HandCity = [name: string, latitude: number, longitude: number];

interface StateSpec {
  code: string;
  name: string;
  region: string;
  /** Package states (ISO codes) whose cities belong to this state; defaults to [code]. */
  from?: string[];
  /** Coordinates when the package has none or wrong ones; otherwise those of the package state `code` (or from[0]). */
  at?: Coordinates;
  /** Cities the package lacks. */
  add?: HandCity[];
}

interface CityFixes {
  /** 'PACKAGE_STATE_CODE/City name' -> name of the state (as listed here) it belongs to. */
  move?: Record<string, string>;
  /** 'PACKAGE_STATE_CODE/City name': duplicates under another spelling, neighbourhoods, landmarks. */
  drop?: string[];
  /** 'PACKAGE_STATE_CODE/City name' -> the name to keep. */
  rename?: Record<string, string>;
}

interface CountrySpec {
  id: number;
  name: string;
  nameFr: string;
  code: string;
  currency: string;
  defaultLanguage: 'en' | 'fr';
  phoneCode: string;
  phoneLength: number;
  at: Coordinates;
  /** [minLat, maxLat, minLng, maxLng]: any coordinate outside is wrong. */
  box: [number, number, number, number];
  states: StateSpec[];
  fixes?: CityFixes;
  /** true: the package's cities are ignored and only the hand-made list is used. */
  handCitiesOnly?: boolean;
}

const s = (code: string, name: string, region: string, extra: Omit<StateSpec, 'code' | 'name' | 'region'> = {}): StateSpec => ({
  code,
  name,
  region,
  ...extra,
});

const NIGERIA: StateSpec[] = [
  s('AB', 'Abia', 'South East'),
  s('FC', 'Federal Capital Territory', 'North Central'),
  s('AD', 'Adamawa', 'North East'),
  s('AK', 'Akwa Ibom', 'South South'),
  s('AN', 'Anambra', 'South East'),
  s('BA', 'Bauchi', 'North East'),
  s('BY', 'Bayelsa', 'South South'),
  s('BE', 'Benue', 'North Central'),
  s('BO', 'Borno', 'North East'),
  s('CR', 'Cross River', 'South South'),
  s('DE', 'Delta', 'South South', { at: [5.5325, 5.8987] }),
  s('EB', 'Ebonyi', 'South East'),
  s('ED', 'Edo', 'South South'),
  s('EK', 'Ekiti', 'South West'),
  s('EN', 'Enugu', 'South East'),
  s('GO', 'Gombe', 'North East'),
  s('IM', 'Imo', 'South East'),
  s('JI', 'Jigawa', 'North West'),
  s('KD', 'Kaduna', 'North West'),
  s('KN', 'Kano', 'North West'),
  s('KT', 'Katsina', 'North West'),
  s('KE', 'Kebbi', 'North West'),
  s('KO', 'Kogi', 'North Central'),
  s('KW', 'Kwara', 'North Central'),
  s('LA', 'Lagos', 'South West'),
  s('NA', 'Nasarawa', 'North Central'),
  s('NI', 'Niger', 'North Central'),
  s('OG', 'Ogun', 'South West'),
  s('ON', 'Ondo', 'South West'),
  s('OS', 'Osun', 'South West'),
  s('OY', 'Oyo', 'South West'),
  s('PL', 'Plateau', 'North Central'),
  s('RI', 'Rivers', 'South South'),
  s('SO', 'Sokoto', 'North West'),
  s('TA', 'Taraba', 'North East'),
  s('YO', 'Yobe', 'North East'),
  s('ZA', 'Zamfara', 'North West'),
];

const GHANA: StateSpec[] = [
  s('AF', 'Ahafo', 'Middle Belt'),
  s('AH', 'Ashanti', 'Middle Belt'),
  s('BO', 'Bono', 'Middle Belt'),
  s('BE', 'Bono East', 'Middle Belt'),
  s('CP', 'Central', 'Southern Belt'),
  s('EP', 'Eastern', 'Southern Belt'),
  s('AA', 'Greater Accra', 'Southern Belt'),
  s('NE', 'North East', 'Northern Belt'),
  s('NP', 'Northern', 'Northern Belt'),
  s('OT', 'Oti', 'Middle Belt'),
  s('SV', 'Savannah', 'Northern Belt'),
  s('UE', 'Upper East', 'Northern Belt'),
  s('UW', 'Upper West', 'Northern Belt'),
  s('TV', 'Volta', 'Southern Belt'),
  s('WP', 'Western', 'Southern Belt'),
  s('WN', 'Western North', 'Southern Belt'),
];

/** The package mixes the 14 current districts with the pre-2011 regions; the old regions' cities feed the district they are now in. */
const IVORY_COAST: StateSpec[] = [
  s('AB', 'Abidjan', 'South'),
  s('BS', 'Bas-Sassandra', 'West'),
  s('CM', 'Comoé', 'East'),
  s('DN', 'Denguélé', 'North', { at: [9.4662372, -7.4381355] }),
  s('GD', 'Gôh-Djiboua', 'South'),
  s('LC', 'Lacs', 'Centre', { from: ['LC', '07'], at: [6.88, -4.62] }),
  s('LG', 'Lagunes', 'South', { from: ['LG', '01'] }),
  s('MG', 'Montagnes', 'West', { from: ['MG', '06'] }),
  s('SM', 'Sassandra-Marahoué', 'West'),
  s('SV', 'Savanes', 'North', {
    from: [],
    at: [9.55, -5.75],
    add: [
      ['Boundiali', 9.5217, -6.4869],
      ['Ferkessédougou', 9.5928, -5.1944],
      ['Kong', 9.151, -4.61],
      ['Korhogo', 9.458, -5.6296],
      ["M'Bengué", 10.002, -5.9],
      ['Ouangolodougou', 9.9667, -5.15],
      ['Sinématiali', 9.5833, -5.3833],
      ['Tengréla', 10.4869, -6.4097],
    ],
  }),
  s('VB', 'Vallée du Bandama', 'Centre', { from: ['VB', '04'] }),
  s('WR', 'Woroba', 'North'),
  s('YM', 'Yamoussoukro', 'Centre', { add: [['Attiégouakro', 6.7756, -5.1128]] }),
  s('ZZ', 'Zanzan', 'East'),
];

const SENEGAL: StateSpec[] = [
  s('DK', 'Dakar', 'West'),
  s('DB', 'Diourbel', 'Centre'),
  s('FK', 'Fatick', 'Centre'),
  s('KA', 'Kaffrine', 'Centre'),
  s('KL', 'Kaolack', 'Centre'),
  s('KD', 'Kolda', 'South'),
  s('KE', 'Kédougou', 'East'),
  s('LG', 'Louga', 'North'),
  s('MT', 'Matam', 'North'),
  s('SL', 'Saint-Louis', 'North', { at: [16.3, -15.2] }),
  s('SE', 'Sédhiou', 'South'),
  s('TC', 'Tambacounda', 'East'),
  s('TH', 'Thiès', 'West'),
  s('ZG', 'Ziguinchor', 'South'),
];

const KENYA: StateSpec[] = [
  s('01', 'Baringo', 'Rift Valley'),
  s('02', 'Bomet', 'Rift Valley'),
  s('03', 'Bungoma', 'Western'),
  s('04', 'Busia', 'Western'),
  s('05', 'Elgeyo-Marakwet', 'Rift Valley'),
  s('06', 'Embu', 'Eastern'),
  s('07', 'Garissa', 'North Eastern'),
  s('08', 'Homa Bay', 'Nyanza'),
  s('09', 'Isiolo', 'Eastern'),
  s('10', 'Kajiado', 'Rift Valley'),
  s('11', 'Kakamega', 'Western'),
  s('12', 'Kericho', 'Rift Valley'),
  s('13', 'Kiambu', 'Central'),
  s('14', 'Kilifi', 'Coast'),
  s('15', 'Kirinyaga', 'Central'),
  s('16', 'Kisii', 'Nyanza'),
  s('17', 'Kisumu', 'Nyanza'),
  s('18', 'Kitui', 'Eastern'),
  s('19', 'Kwale', 'Coast'),
  s('20', 'Laikipia', 'Rift Valley'),
  s('21', 'Lamu', 'Coast'),
  s('22', 'Machakos', 'Eastern'),
  s('23', 'Makueni', 'Eastern'),
  s('24', 'Mandera', 'North Eastern'),
  s('25', 'Marsabit', 'Eastern'),
  s('26', 'Meru', 'Eastern'),
  s('27', 'Migori', 'Nyanza'),
  s('28', 'Mombasa', 'Coast'),
  s('29', "Murang'a", 'Central'),
  s('30', 'Nairobi City', 'Nairobi'),
  s('31', 'Nakuru', 'Rift Valley'),
  s('32', 'Nandi', 'Rift Valley'),
  s('33', 'Narok', 'Rift Valley'),
  s('34', 'Nyamira', 'Nyanza'),
  s('35', 'Nyandarua', 'Central'),
  s('36', 'Nyeri', 'Central'),
  s('37', 'Samburu', 'Rift Valley'),
  s('38', 'Siaya', 'Nyanza'),
  s('39', 'Taita-Taveta', 'Coast'),
  s('40', 'Tana River', 'Coast'),
  s('41', 'Tharaka-Nithi', 'Eastern'),
  s('42', 'Trans Nzoia', 'Rift Valley'),
  s('43', 'Turkana', 'Rift Valley'),
  s('44', 'Uasin Gishu', 'Rift Valley'),
  s('45', 'Vihiga', 'Western', { add: [['Mbale', 0.0833, 34.7167]] }),
  s('46', 'Wajir', 'North Eastern'),
  s('47', 'West Pokot', 'Rift Valley'),
];

/** The package has the provinces without coordinates and a dozen towns; the 30 districts are used instead. */
const RWANDA: StateSpec[] = [
  s('01', 'Kigali City', 'Rwanda', {
    at: [-1.9441, 30.0619],
    add: [
      ['Gasabo', -1.883, 30.13],
      ['Kicukiro', -2.0, 30.13],
      ['Nyarugenge', -1.97, 30.03],
    ],
  }),
  s('02', 'Eastern Province', 'Rwanda', {
    at: [-1.78, 30.45],
    add: [
      ['Bugesera', -2.15, 30.09],
      ['Gatsibo', -1.58, 30.42],
      ['Kayonza', -1.9, 30.51],
      ['Kirehe', -2.27, 30.71],
      ['Ngoma', -2.16, 30.54],
      ['Nyagatare', -1.29, 30.33],
      ['Rwamagana', -1.9487, 30.4347],
    ],
  }),
  s('03', 'Northern Province', 'Rwanda', {
    at: [-1.6, 29.9],
    add: [
      ['Burera', -1.47, 29.83],
      ['Gakenke', -1.7, 29.78],
      ['Gicumbi', -1.5763, 30.0675],
      ['Musanze', -1.4998, 29.635],
      ['Rulindo', -1.73, 29.99],
    ],
  }),
  s('04', 'Western Province', 'Rwanda', {
    at: [-2.1, 29.3],
    add: [
      ['Karongi', -2.0603, 29.3478],
      ['Ngororero', -1.865, 29.62],
      ['Nyabihu', -1.65, 29.51],
      ['Nyamasheke', -2.33, 29.09],
      ['Rubavu', -1.7028, 29.2564],
      ['Rusizi', -2.4846, 28.9075],
      ['Rutsiro', -1.94, 29.33],
    ],
  }),
  s('05', 'Southern Province', 'Rwanda', {
    at: [-2.4, 29.7],
    add: [
      ['Gisagara', -2.6, 29.83],
      ['Huye', -2.5967, 29.7394],
      ['Kamonyi', -2.0, 29.9],
      ['Muhanga', -2.0844, 29.7569],
      ['Nyamagabe', -2.47, 29.57],
      ['Nyanza', -2.35, 29.75],
      ['Nyaruguru', -2.64, 29.56],
      ['Ruhango', -2.23, 29.78],
    ],
  }),
];

const TANZANIA: StateSpec[] = [
  s('01', 'Arusha', 'Northern'),
  s('02', 'Dar es Salaam', 'Coastal'),
  s('03', 'Dodoma', 'Central'),
  s('27', 'Geita', 'Lake'),
  s('04', 'Iringa', 'Southern Highlands'),
  s('05', 'Kagera', 'Lake'),
  s('28', 'Katavi', 'Western'),
  s('08', 'Kigoma', 'Western'),
  s('09', 'Kilimanjaro', 'Northern'),
  s('12', 'Lindi', 'Southern'),
  s('26', 'Manyara', 'Northern'),
  s('13', 'Mara', 'Lake'),
  s('14', 'Mbeya', 'Southern Highlands', { at: [-8.6, 33.6] }),
  s('16', 'Morogoro', 'Coastal'),
  s('17', 'Mtwara', 'Southern'),
  s('18', 'Mwanza', 'Lake'),
  s('29', 'Njombe', 'Southern Highlands'),
  s('06', 'Pemba North', 'Zanzibar'),
  s('10', 'Pemba South', 'Zanzibar'),
  s('19', 'Pwani', 'Coastal'),
  s('20', 'Rukwa', 'Southern Highlands'),
  s('21', 'Ruvuma', 'Southern'),
  s('22', 'Shinyanga', 'Lake'),
  s('30', 'Simiyu', 'Lake'),
  s('23', 'Singida', 'Central'),
  s('31', 'Songwe', 'Southern Highlands', { at: [-9.0, 32.95], add: [['Vwawa', -9.1081, 32.9347]] }),
  s('24', 'Tabora', 'Western'),
  s('25', 'Tanga', 'Northern'),
  s('07', 'Zanzibar North', 'Zanzibar'),
  s('11', 'Zanzibar South', 'Zanzibar'),
  s('15', 'Zanzibar West', 'Zanzibar'),
];

const MOROCCO: StateSpec[] = [
  s('01', 'Tanger-Tétouan-Al Hoceïma', 'North'),
  s('02', 'Oriental', 'North', { at: [33.5, -2.4] }),
  s('03', 'Fès-Meknès', 'North'),
  s('04', 'Rabat-Salé-Kénitra', 'Centre', { from: ['04', 'KEN'], at: [34.2, -6.2] }),
  s('05', 'Béni Mellal-Khénifra', 'Centre', { from: ['05', 'KHN'] }),
  s('06', 'Casablanca-Settat', 'Centre'),
  s('07', 'Marrakech-Safi', 'Centre', { from: ['07', 'SAF'] }),
  s('08', 'Drâa-Tafilalet', 'South'),
  s('09', 'Souss-Massa', 'South', { from: ['09', 'ASZ'] }),
  s('10', 'Guelmim-Oued Noun', 'South'),
  s('11', 'Laâyoune-Sakia El Hamra', 'South'),
  s('12', 'Dakhla-Oued Ed-Dahab', 'South', { from: ['12', 'OUD'], add: [['Dakhla', 23.6848, -15.958]] }),
];

const COUNTRIES: CountrySpec[] = [
  {
    id: 1, name: 'Nigeria', nameFr: 'Nigéria', code: 'NG', currency: 'NGN', defaultLanguage: 'en',
    phoneCode: '+234', phoneLength: 10, at: [10, 8], box: [4, 14, 2.5, 15], states: NIGERIA,
    fixes: {
      move: { 'KD/Burumburum': 'Kano', 'KO/Ogurugu': 'Enugu', 'BE/Takum': 'Taraba', 'OY/Alapa': 'Kwara' },
    },
  },
  {
    id: 2, name: 'Ghana', nameFr: 'Ghana', code: 'GH', currency: 'GHS', defaultLanguage: 'en',
    phoneCode: '+233', phoneLength: 9, at: [8, -2], box: [4.5, 11.3, -3.4, 1.3], states: GHANA,
    fixes: {
      move: { 'TV/Kete Krachi': 'Oti', 'WP/Bibiani': 'Western North' },
      rename: { 'AH/Obuase': 'Obuasi' },
    },
  },
  {
    id: 3, name: 'Ivory Coast', nameFr: "Côte d'Ivoire", code: 'CI', currency: 'XOF', defaultLanguage: 'fr',
    phoneCode: '+225', phoneLength: 10, at: [8, -5], box: [4.2, 10.8, -8.7, -2.4], states: IVORY_COAST,
    fixes: { move: { '07/Yamoussoukro': 'Yamoussoukro', 'ZZ/Sinfra': 'Sassandra-Marahoué' } },
  },
  {
    id: 4, name: 'Senegal', nameFr: 'Sénégal', code: 'SN', currency: 'XOF', defaultLanguage: 'fr',
    phoneCode: '+221', phoneLength: 9, at: [14, -14], box: [12.2, 16.8, -17.6, -11.3], states: SENEGAL,
    fixes: {
      move: { 'SL/Polel Diaoubé': 'Matam' },
      drop: ['DK/Mermoz Boabab', "DK/N'diareme limamoulaye", 'TH/Thiès Nones', 'DB/Mbaké'],
      rename: { 'LG/Linguere Department': 'Linguère' },
    },
  },
  {
    id: 5, name: 'Kenya', nameFr: 'Kenya', code: 'KE', currency: 'KES', defaultLanguage: 'en',
    phoneCode: '+254', phoneLength: 9, at: [1, 38], box: [-4.8, 5.1, 33.8, 42], states: KENYA,
    fixes: {
      move: {
        '14/Iten': 'Elgeyo-Marakwet',
        '14/Kapsowar': 'Elgeyo-Marakwet',
        '47/Taveta': 'Taita-Taveta',
        '47/Voi': 'Taita-Taveta',
        '47/Wundanyi': 'Taita-Taveta',
        '13/Pumwani': 'Nairobi City',
      },
    },
  },
  {
    id: 6, name: 'Rwanda', nameFr: 'Rwanda', code: 'RW', currency: 'RWF', defaultLanguage: 'en',
    phoneCode: '+250', phoneLength: 9, at: [-2, 30], box: [-2.9, -1, 28.8, 31], states: RWANDA, handCitiesOnly: true,
  },
  {
    id: 7, name: 'Tanzania', nameFr: 'Tanzanie', code: 'TZ', currency: 'TZS', defaultLanguage: 'en',
    phoneCode: '+255', phoneLength: 9, at: [-6, 35], box: [-11.8, -0.9, 29.3, 40.5], states: TANZANIA,
    fixes: {
      move: {
        // Kilimanjaro towns the package files under Mbeya.
        '14/Hedaru': 'Kilimanjaro',
        '14/Kahe, Tanzania': 'Kilimanjaro',
        '14/Kihurio': 'Kilimanjaro',
        '14/Kisiwani': 'Kilimanjaro',
        '14/Kwakoa': 'Kilimanjaro',
        '14/Lembeni': 'Kilimanjaro',
        '14/Machame': 'Kilimanjaro',
        '14/Makanya': 'Kilimanjaro',
        '14/Marangu': 'Kilimanjaro',
        '14/Moshi': 'Kilimanjaro',
        '14/Mwembe': 'Kilimanjaro',
        '14/Same': 'Kilimanjaro',
        '14/Ugweno': 'Kilimanjaro',
        // Songwe was split from Mbeya in 2016.
        '14/Tunduma': 'Songwe',
        '14/Mlowo': 'Songwe',
        // Ukerewe island is in Mwanza.
        '13/Bukonyo': 'Mwanza',
        '13/Muriti': 'Mwanza',
        '13/Nakatunguru': 'Mwanza',
        '13/Nansio': 'Mwanza',
      },
      rename: { '14/Kahe, Tanzania': 'Kahe' },
    },
  },
  {
    id: 8, name: 'Morocco', nameFr: 'Maroc', code: 'MA', currency: 'MAD', defaultLanguage: 'en',
    phoneCode: '+212', phoneLength: 9, at: [32, -5], box: [20.7, 36, -17.2, -0.9], states: MOROCCO,
    fixes: {
      move: { '03/Guercif': 'Oriental', 'KHN/Itzer': 'Drâa-Tafilalet' },
      drop: [
        'KHN/Midelt', 'ASZ/Sidi Ifni', '11/Es-Semara', '06/El-Jadida', '08/Ouarzazat', '03/El-Hajeb',
        'KHN/Beni-Mellal', 'SAF/Marrakesh', 'ASZ/Taroudannt', '01/Al-Hoceima', 'KEN/Sidi-Kacem',
        'KHN/Fquih Ben Salah Province', '01/Cap Negro II', '08/Jebel Tiskaouine', '03/Fès al Bali',
      ],
      rename: {
        '06/El Jadid': 'El Jadida',
        '03/Fes': 'Fès',
        '03/Meknes': 'Meknès',
        '01/Tetouan': 'Tétouan',
        '01/Chefchaouene': 'Chefchaouen',
        'KEN/Kenitra': 'Kénitra',
        'KEN/Sale': 'Salé',
        '11/Laayoune': 'Laâyoune',
      },
    },
  },
];

const ROLES: [name: string, label: string, labelFr: string, signUp: boolean, requiresApproval: boolean, dealer: boolean][] = [
  ['ROLE_USER', 'User', 'Utilisateur', false, false, false],
  ['ROLE_ADMIN', 'Administrator', 'Administrateur', false, false, false],
  ['ROLE_SUPER_ADMIN', 'Super administrator', 'Super administrateur', false, false, false],
  ['ROLE_PLATFORM_MANAGER', 'Platform manager', 'Gestionnaire de la plateforme', false, false, false],
  ['ROLE_INPUT_PROVIDER', 'Input provider', "Fournisseur d'intrants", true, false, true],
  ['ROLE_INPUT_PROVIDER_STAFF', 'Input provider staff', "Personnel du fournisseur d'intrants", false, false, false],
  ['ROLE_DISTRIBUTOR', 'Distributor', 'Distributeur', true, false, true],
  ['ROLE_DISTRIBUTOR_STAFF', 'Distributor staff', 'Personnel du distributeur', false, false, false],
  ['ROLE_WHOLESALER', 'Wholesaler', 'Grossiste', true, false, true],
  ['ROLE_WHOLESALER_STAFF', 'Wholesaler staff', 'Personnel du grossiste', false, false, false],
  ['ROLE_RETAILER', 'Retailer', 'Détaillant', true, false, true],
  ['ROLE_AGRODEALER', 'Agro-dealer', 'Agro-revendeur', false, false, true],
  ['ROLE_FARMER', 'Farmer', 'Agriculteur', true, false, false],
  ['ROLE_EXTENSION_AGENT', 'Extension agent', 'Agent de vulgarisation', true, true, false],
  ['ROLE_WAFA_PARTNER', 'WAFA partner', 'Partenaire WAFA', false, false, false],
  ['ROLE_WAFA_ADMIN', 'WAFA administrator', 'Administrateur WAFA', false, false, false],
];

// ---------------------------------------------------------------------------------------------------------------
// Building the rows

interface StateRow {
  countryId: number;
  region: string;
  name: string;
  code: string;
  latitude: string;
  longitude: string;
}

interface CityRow {
  countryId: number;
  stateName: string;
  name: string;
  latitude: string;
  longitude: string;
}

/** Comparison key: accents and case folded, so the order does not depend on the ICU data of the Node build. */
const fold = (text: string) =>
  text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

const byKey = (a: string, b: string) => {
  const fa = fold(a);
  const fb = fold(b);
  if (fa !== fb) return fa < fb ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
};

const tidy = (name: string) => name.replace(/[\u2018\u2019\u02bc`]/g, "'").replace(/[\u2013\u2014]/g, '-').replace(/\s+/g, ' ').trim();

/** "Dakar Department", "Kenitra Province", "Ilemela District", "Département de Salémata", "Obolo-Eke (1)". */
const stripAdministrativeSuffix = (name: string) =>
  name
    .replace(/^D[ée]partement de\s+/i, '')
    .replace(/\s+(Province|Department|District)$/i, '')
    .replace(/\s*\(\d+\)$/, '')
    .trim();

const decimal = (value: number | string | null | undefined): string | undefined => {
  if (value === null || value === undefined || value === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? String(value).trim() : undefined;
};

const inBox = (box: CountrySpec['box'], latitude: string, longitude: string) => {
  const [minLat, maxLat, minLng, maxLng] = box;
  const lat = Number(latitude);
  const lng = Number(longitude);
  return lat >= minLat && lat <= maxLat && lng >= minLng && lng <= maxLng;
};

interface GeographySeed {
  states: StateRow[];
  cities: CityRow[];
}

/** Pure: the state and city rows, in insertion order. (Not exported: TypeORM takes every function a migration file exports for a migration.) */
function buildGeographySeed({ City, State }: CountryStateCity): GeographySeed {
  const states: StateRow[] = [];
  const cities: CityRow[] = [];

  for (const country of COUNTRIES) {
    const packageStates = new Map<string, IState>(State.getStatesOfCountry(country.code).map((st) => [st.isoCode, st]));
    const specByName = new Map(country.states.map((spec) => [spec.name, spec]));
    const specBySource = new Map<string, StateSpec>();
    for (const spec of country.states) {
      for (const source of spec.from ?? [spec.code]) specBySource.set(source, spec);
    }

    for (const spec of country.states) {
      const source = packageStates.get(spec.code) ?? packageStates.get((spec.from ?? [])[0] ?? '');
      const latitude = decimal(spec.at?.[0] ?? source?.latitude);
      const longitude = decimal(spec.at?.[1] ?? source?.longitude);
      if (latitude === undefined || longitude === undefined || !inBox(country.box, latitude, longitude)) {
        throw new Error(`Geography seed: no valid coordinates for ${country.code}/${spec.name}`);
      }
      states.push({ countryId: country.id, region: spec.region, name: spec.name, code: spec.code, latitude, longitude });
    }

    // Per state: folded name -> [priority, row]; the lowest priority wins (package as filed, then with a suffix
    // stripped, then moved from another state, then added by hand), ties keep the first in sorted order.
    const chosen = new Map<string, Map<string, [number, CityRow]>>(country.states.map((spec) => [spec.name, new Map()]));
    const offer = (stateName: string, priority: number, row: CityRow) => {
      const perState = chosen.get(stateName);
      if (!perState) throw new Error(`Geography seed: unknown state ${country.code}/${stateName}`);
      const key = fold(row.name);
      const existing = perState.get(key);
      if (!existing || priority < existing[0]) perState.set(key, [priority, row]);
    };

    const fixes = country.fixes ?? {};
    const drop = new Set(fixes.drop ?? []);
    if (!country.handCitiesOnly) {
      const packageCities: ICity[] = [...(City.getCitiesOfCountry(country.code) ?? [])].sort(
        (a, b) => byKey(a.stateCode, b.stateCode) || byKey(a.name, b.name) || byKey(String(a.latitude), String(b.latitude)),
      );
      for (const city of packageCities) {
        const original = tidy(city.name);
        const ref = `${city.stateCode}/${original}`;
        if (drop.has(ref)) continue;
        const movedTo = fixes.move?.[ref];
        const spec = movedTo ? specByName.get(movedTo) : specBySource.get(city.stateCode);
        if (!spec) {
          if (movedTo) throw new Error(`Geography seed: ${ref} moved to unknown state ${movedTo}`);
          continue; // a package state this seed does not use (it has no cities today)
        }
        const renamed = fixes.rename?.[ref];
        const name = renamed ?? stripAdministrativeSuffix(original);
        const latitude = decimal(city.latitude);
        const longitude = decimal(city.longitude);
        if (!name || latitude === undefined || longitude === undefined || !inBox(country.box, latitude, longitude)) continue;
        const priority = movedTo ? 2 : name === original || renamed ? 0 : 1;
        offer(spec.name, priority, { countryId: country.id, stateName: spec.name, name, latitude, longitude });
      }
    }
    for (const spec of country.states) {
      for (const [name, lat, lng] of spec.add ?? []) {
        offer(spec.name, 3, { countryId: country.id, stateName: spec.name, name, latitude: String(lat), longitude: String(lng) });
      }
    }

    for (const spec of [...country.states].sort((a, b) => byKey(a.name, b.name))) {
      const rows = [...chosen.get(spec.name)!.values()].map(([, row]) => row).sort((a, b) => byKey(a.name, b.name));
      if (rows.length === 0) throw new Error(`Geography seed: ${country.code}/${spec.name} has no city`);
      cities.push(...rows);
    }
  }

  states.sort((a, b) => a.countryId - b.countryId || byKey(a.name, b.name));
  return { states, cities };
}

// ---------------------------------------------------------------------------------------------------------------

const BATCH = 500;

async function insertRows<T>(q: QueryRunner, table: string, columns: string[], rows: T[], values: (row: T) => unknown[], returning?: string): Promise<any[]> {
  const out: any[] = [];
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    const params: unknown[] = [];
    const tuples = batch.map((row) => {
      const vals = values(row);
      const placeholders = vals.map((v) => {
        params.push(v);
        return `$${params.length}`;
      });
      return `(${placeholders.join(', ')})`;
    });
    const sql = `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}${returning ? ` RETURNING ${returning}` : ''}`;
    const result = await q.query(sql, params);
    if (returning) out.push(...(result as any[]));
  }
  return out;
}

export class Geography1763800000100 implements MigrationInterface {
  name = 'Geography1763800000100';

  async up(q: QueryRunner): Promise<void> {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const seed = buildGeographySeed(require('country-state-city') as CountryStateCity);

    await q.query(`
      CREATE TABLE countries (
        id integer PRIMARY KEY,
        name text NOT NULL UNIQUE,
        name_fr text NOT NULL,
        code char(2) NOT NULL UNIQUE,
        currency char(3) NOT NULL,
        default_language text NOT NULL CHECK (default_language IN ('en', 'fr')),
        phone_code text NOT NULL,
        phone_length integer NOT NULL,
        latitude numeric(11, 8) NOT NULL,
        longitude numeric(11, 8) NOT NULL,
        active boolean NOT NULL DEFAULT true
      )`);
    await q.query(`
      CREATE TABLE regions (
        id serial PRIMARY KEY,
        country_id integer NOT NULL REFERENCES countries (id),
        name text NOT NULL,
        CONSTRAINT regions_country_name_key UNIQUE (country_id, name),
        CONSTRAINT regions_id_country_key UNIQUE (id, country_id)
      )`);
    // The composite foreign keys keep a state in its region's country, and a city in its state's country.
    await q.query(`
      CREATE TABLE states (
        id serial PRIMARY KEY,
        country_id integer NOT NULL REFERENCES countries (id),
        region_id integer NOT NULL,
        name text NOT NULL,
        code text NOT NULL,
        latitude numeric(11, 8) NOT NULL,
        longitude numeric(11, 8) NOT NULL,
        CONSTRAINT states_country_name_key UNIQUE (country_id, name),
        CONSTRAINT states_id_country_key UNIQUE (id, country_id),
        CONSTRAINT states_region_fk FOREIGN KEY (region_id, country_id) REFERENCES regions (id, country_id)
      )`);
    await q.query('CREATE INDEX states_region_id_idx ON states (region_id)');
    await q.query(`
      CREATE TABLE cities (
        id serial PRIMARY KEY,
        state_id integer NOT NULL,
        country_id integer NOT NULL REFERENCES countries (id),
        name text NOT NULL,
        latitude numeric(11, 8) NOT NULL,
        longitude numeric(11, 8) NOT NULL,
        CONSTRAINT cities_state_name_key UNIQUE (state_id, name),
        CONSTRAINT cities_state_fk FOREIGN KEY (state_id, country_id) REFERENCES states (id, country_id)
      )`);
    await q.query('CREATE INDEX cities_state_id_idx ON cities (state_id)');
    await q.query('CREATE INDEX cities_country_id_idx ON cities (country_id)');
    await q.query('CREATE INDEX cities_lower_name_idx ON cities (lower(name) text_pattern_ops)');
    await q.query(`
      CREATE TABLE roles (
        id integer PRIMARY KEY,
        name text NOT NULL UNIQUE,
        label text NOT NULL,
        label_fr text NOT NULL,
        sign_up boolean NOT NULL DEFAULT false,
        requires_approval boolean NOT NULL DEFAULT false,
        dealer boolean NOT NULL DEFAULT false
      )`);

    await insertRows(
      q,
      'countries',
      ['id', 'name', 'name_fr', 'code', 'currency', 'default_language', 'phone_code', 'phone_length', 'latitude', 'longitude'],
      COUNTRIES,
      (c) => [c.id, c.name, c.nameFr, c.code, c.currency, c.defaultLanguage, c.phoneCode, c.phoneLength, c.at[0], c.at[1]],
    );

    await insertRows(q, 'roles', ['id', 'name', 'label', 'label_fr', 'sign_up', 'requires_approval', 'dealer'], ROLES, (r) => [
      ROLES.indexOf(r) + 1,
      ...r,
    ]);

    const regionRows = [...new Map(seed.states.map((st) => [`${st.countryId}/${st.region}`, st])).values()]
      .map((st) => ({ countryId: st.countryId, name: st.region }))
      .sort((a, b) => a.countryId - b.countryId || byKey(a.name, b.name));
    const regions = await insertRows(q, 'regions', ['country_id', 'name'], regionRows, (r) => [r.countryId, r.name], 'id, country_id, name');
    const regionId = new Map(regions.map((r) => [`${r.country_id}/${r.name}`, Number(r.id)]));

    const states = await insertRows(
      q,
      'states',
      ['country_id', 'region_id', 'name', 'code', 'latitude', 'longitude'],
      seed.states,
      (st) => [st.countryId, regionId.get(`${st.countryId}/${st.region}`), st.name, st.code, st.latitude, st.longitude],
      'id, country_id, name',
    );
    const stateId = new Map(states.map((st) => [`${st.country_id}/${st.name}`, Number(st.id)]));

    await insertRows(q, 'cities', ['state_id', 'country_id', 'name', 'latitude', 'longitude'], seed.cities, (c) => [
      stateId.get(`${c.countryId}/${c.stateName}`),
      c.countryId,
      c.name,
      c.latitude,
      c.longitude,
    ]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS cities');
    await q.query('DROP TABLE IF EXISTS states');
    await q.query('DROP TABLE IF EXISTS regions');
    await q.query('DROP TABLE IF EXISTS countries');
    await q.query('DROP TABLE IF EXISTS roles');
  }
}
