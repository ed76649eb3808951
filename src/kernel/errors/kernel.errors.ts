import { defineErrors } from './error-table';

/** The kernel's error codes: the HTTP edge, validation, uploads, concurrency, idempotent retries. */
export const KernelErrors = defineErrors('kernel', {
  VALIDATION_FAILED: { status: 400, en: 'Some fields are not valid.', fr: 'Certains champs ne sont pas valides.' },
  NOT_FOUND: { status: 404, en: 'Not found.', fr: 'Introuvable.' },
  ROUTE_NOT_FOUND: {
    status: 404,
    en: 'No such endpoint: {method} {path}.',
    fr: "Ce point d'accès n'existe pas : {method} {path}.",
  },
  UNAUTHENTICATED: { status: 401, en: 'Please sign in to continue.', fr: 'Veuillez vous connecter pour continuer.' },
  FORBIDDEN: {
    status: 403,
    en: 'You do not have permission to do this.',
    fr: "Vous n'avez pas l'autorisation de faire cela.",
  },
  COUNTRY_UNKNOWN: {
    status: 400,
    en: 'Unknown country "{country}". Accepted values: {accepted}.',
    fr: 'Pays inconnu « {country} ». Valeurs acceptées : {accepted}.',
  },
  CONCURRENCY_CONFLICT: {
    status: 409,
    en: 'This record was changed by someone else in the meantime. Reload it and try again.',
    fr: "Cet enregistrement a été modifié entre-temps par quelqu'un d'autre. Rechargez-le et réessayez.",
  },
  TOO_MANY_REQUESTS: {
    status: 429,
    en: 'Too many attempts. Please wait a minute and try again.',
    fr: 'Trop de tentatives. Veuillez patienter une minute et réessayer.',
  },
  PAYLOAD_TOO_LARGE: { status: 413, en: 'The request is too large.', fr: 'La requête est trop volumineuse.' },
  BAD_REQUEST: { status: 400, en: 'The request is not valid.', fr: "La requête n'est pas valide." },
  INTERNAL_ERROR: {
    status: 500,
    en: "Sorry. Something went wrong! We're working on it.",
    fr: "Désolé. Une erreur s'est produite ! Nous y travaillons.",
  },
  UPLOAD_EMPTY: { status: 400, en: 'The file is empty.', fr: 'Le fichier est vide.' },
  UPLOAD_TOO_LARGE: {
    status: 413,
    en: 'The file is too large (at most {max} KB).',
    fr: 'Le fichier est trop volumineux ({max} Ko au maximum).',
  },
  UPLOAD_TYPE_REJECTED: {
    status: 415,
    en: 'This type of file is not supported. Accepted: {accepted}.',
    fr: "Ce type de fichier n'est pas pris en charge. Acceptés : {accepted}.",
  },
  MULTIPART_EXPECTED: {
    status: 415,
    en: 'Send this form as multipart/form-data.',
    fr: 'Envoyez ce formulaire en multipart/form-data.',
  },
  PATH_VALUE_UNKNOWN: {
    status: 400,
    en: 'Unknown value "{status}". Accepted values: {accepted}.',
    fr: 'Valeur inconnue « {status} ». Valeurs acceptées : {accepted}.',
  },
  BODY_TOO_DEEP: {
    status: 400,
    en: 'The request is nested too deeply (at most {max} levels).',
    fr: 'La requête est trop imbriquée ({max} niveaux au maximum).',
  },
  BODY_MALFORMED: {
    status: 400,
    en: 'The request body could not be read: it is not valid JSON.',
    fr: "Le corps de la requête n'a pas pu être lu : ce n'est pas du JSON valide.",
  },
  URL_MALFORMED: {
    status: 400,
    en: 'The address of the request is not valid.',
    fr: "L'adresse de la requête n'est pas valide.",
  },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    en: 'This content type is not accepted here. Send JSON (application/json) or, for files, multipart/form-data.',
    fr: "Ce type de contenu n'est pas accepté ici. Envoyez du JSON (application/json) ou, pour des fichiers, du multipart/form-data.",
  },
  MULTIPART_UNREADABLE: {
    status: 400,
    en: 'The form could not be read: send it again as multipart/form-data.',
    fr: "Le formulaire n'a pas pu être lu : renvoyez-le en multipart/form-data.",
  },
  MULTIPART_TOO_MANY_PARTS: {
    status: 413,
    en: 'The form holds too many fields or files.',
    fr: 'Le formulaire contient trop de champs ou de fichiers.',
  },
  UPLOAD_TOO_MANY_FILES: {
    status: 400,
    en: 'At most {max} files in {field}.',
    fr: '{max} fichiers au maximum dans {field}.',
  },
  VALUE_NOT_STORABLE: {
    status: 400,
    en: 'A value of the request is out of the accepted range.',
    fr: 'Une valeur de la requête est hors de la plage acceptée.',
  },
  IDEMPOTENCY_KEY_INVALID: {
    status: 400,
    en: 'The Idempotency-Key header must hold 1 to {max} printable characters.',
    fr: "L'en-tête Idempotency-Key doit contenir de 1 à {max} caractères imprimables.",
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 409,
    en: 'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
    fr: 'Cette clé Idempotency-Key a déjà servi pour une autre requête. Utilisez une nouvelle clé pour une nouvelle requête.',
  },
  IDEMPOTENCY_IN_PROGRESS: {
    status: 409,
    en: 'The request with this Idempotency-Key is still being handled. Try again in a moment.',
    fr: 'La requête portant cette clé Idempotency-Key est encore en cours de traitement. Réessayez dans un instant.',
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    en: 'The service is briefly unavailable. Please try again in a few seconds.',
    fr: 'Le service est momentanément indisponible. Veuillez réessayer dans quelques secondes.',
  },
  STORAGE_UNAVAILABLE: {
    status: 503,
    en: 'Files cannot be stored or read right now. Please try again in a few minutes.',
    fr: 'Les fichiers ne peuvent pas être enregistrés ni lus pour le moment. Veuillez réessayer dans quelques minutes.',
  },
});
