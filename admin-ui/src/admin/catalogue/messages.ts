import { en } from './i18n/en';
import { fr } from './i18n/fr';

/** The catalogue screens' messages, merged into ../i18n/en.ts and ../i18n/fr.ts. */
export default { en, fr };
