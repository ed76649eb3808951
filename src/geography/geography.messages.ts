import { registerMessages } from '../kernel/i18n/translator';

/** The geography module's error messages; {id} is replaced. */
export const geographyMessages = {
  en: {
    STATE_NOT_FOUND: 'No state with id {id}.',
  },
  fr: {
    STATE_NOT_FOUND: "Aucun état avec l'identifiant {id}.",
  },
};

registerMessages(geographyMessages);
