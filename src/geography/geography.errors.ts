import { defineErrors } from '../kernel/errors/error-table';

/** The geography module's error codes: the status the API answers and the texts ({id} is replaced). */
export const GeographyErrors = defineErrors('geography', {
  STATE_NOT_FOUND: { status: 404, en: 'No state with id {id}.', fr: "Aucun état avec l'identifiant {id}." },
  CITY_NOT_FOUND: { status: 404, en: 'No local area with id {id}.', fr: "Aucune zone locale avec l'identifiant {id}." },
});
