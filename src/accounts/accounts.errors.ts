import { defineErrors } from '../kernel/errors/error-table';

/**
 * The accounts module's error codes: the status the API answers and the texts ({name} is replaced). Codes with 400
 * that only name a field's problem (PHONE_LENGTH, NAME_LETTERS_ONLY, ...) are the messages of a VALIDATION_FAILED.
 */
export const AccountsErrors = defineErrors('accounts', {
  INVALID_CREDENTIALS: { status: 401, en: 'Invalid phone or password', fr: 'Téléphone ou mot de passe invalide' },
  SESSION_ENDED: {
    status: 401,
    en: 'Your session has ended. Please sign in again.',
    fr: 'Votre session a pris fin. Veuillez vous reconnecter.',
  },
  REFRESH_TOKEN_REUSED: {
    status: 401,
    en: 'This session was used from somewhere else and has been ended for your safety. Please sign in again.',
    fr: 'Cette session a été utilisée ailleurs et a été fermée pour votre sécurité. Veuillez vous reconnecter.',
  },
  SESSION_NOT_FOUND: { status: 404, en: 'No such open session.', fr: 'Aucune session ouverte de ce type.' },
  EMPLOYER_NOT_ACTIVE: {
    status: 401,
    en: 'The organisation you work for is not active on Kasuwa.',
    fr: "L'organisation pour laquelle vous travaillez n'est pas active sur Kasuwa.",
  },
  ACCOUNT_NOT_ACTIVATED: {
    status: 449,
    en: 'Your account is not activated yet. Check your e-mail for the activation link.',
    fr: "Votre compte n'est pas encore activé. Consultez votre e-mail pour le lien d'activation.",
  },
  ACCOUNT_AWAITING_APPROVAL: {
    status: 449,
    en: 'Your account is awaiting approval by an administrator.',
    fr: "Votre compte attend la validation d'un administrateur.",
  },
  ACCOUNT_DECLINED: {
    status: 449,
    en: 'Your account was not approved by an administrator.',
    fr: "Votre compte n'a pas été validé par un administrateur.",
  },
  TERMS_NOT_ACCEPTED: {
    status: 417,
    en: 'Please, agree to our terms and conditions to proceed',
    fr: 'Veuillez accepter nos conditions générales pour continuer',
  },
  USER_ALREADY_EXISTS: { status: 409, en: 'This account already exists.', fr: 'Ce compte existe déjà.' },
  USER_NOT_FOUND: { status: 404, en: 'No user found.', fr: 'Aucun utilisateur trouvé.' },
  USER_NOT_REGISTERED: {
    status: 404,
    en: 'No account with this e-mail address or phone number.',
    fr: 'Aucun compte avec cette adresse e-mail ou ce numéro de téléphone.',
  },
  COUNTRY_NOT_SUPPORTED: {
    status: 400,
    en: 'Choose one of the countries offered.',
    fr: "Choisissez l'un des pays proposés.",
  },
  COMPANY_REQUIRED: { status: 400, en: 'The company name is required.', fr: "Le nom de l'entreprise est obligatoire." },
  COMPANY_TAKEN: { status: 409, en: 'Company name already taken.', fr: "Ce nom d'entreprise est déjà utilisé." },
  EMAIL_TAKEN: {
    status: 409,
    en: 'An account already uses this e-mail address.',
    fr: 'Un compte utilise déjà cette adresse e-mail.',
  },
  PHONE_TAKEN: {
    status: 409,
    en: 'An account already uses this phone number.',
    fr: 'Un compte utilise déjà ce numéro de téléphone.',
  },
  PHONE_LENGTH: {
    status: 400,
    en: 'The phone number must have {phoneLength} digits.',
    fr: 'Le numéro de téléphone doit comporter {phoneLength} chiffres.',
  },
  PHONE_DIGITS_ONLY: {
    status: 400,
    en: 'Digits only (spaces, dashes and a leading + are fine).',
    fr: 'Chiffres uniquement (espaces, tirets et un + initial acceptés).',
  },
  NAME_LETTERS_ONLY: { status: 400, en: 'Letters only.', fr: 'Lettres uniquement.' },
  PASSWORDS_DO_NOT_MATCH: { status: 400, en: 'Passwords do not match', fr: 'Les mots de passe ne correspondent pas' },
  EMAIL_OR_PHONE_REQUIRED: {
    status: 400,
    en: 'Give an e-mail address or a phone number.',
    fr: 'Indiquez une adresse e-mail ou un numéro de téléphone.',
  },
  ACTIVATION_KEY_UNKNOWN: {
    status: 404,
    en: 'This activation link is not valid. Ask for a new one.',
    fr: "Ce lien d'activation n'est pas valide. Demandez-en un nouveau.",
  },
  ACTIVATION_KEY_EXPIRED: {
    status: 449,
    en: 'This activation link has expired. Ask for a new one.',
    fr: "Ce lien d'activation a expiré. Demandez-en un nouveau.",
  },
  ACTIVATION_NOT_POSSIBLE: {
    status: 409,
    en: 'This account cannot be activated (status {status}).',
    fr: 'Ce compte ne peut pas être activé (statut {status}).',
  },
  RESET_KEY_UNKNOWN: {
    status: 404,
    en: 'This password reset link is not valid. Ask for a new one.',
    fr: "Ce lien de réinitialisation n'est pas valide. Demandez-en un nouveau.",
  },
  RESET_KEY_EXPIRED: {
    status: 449,
    en: 'This password reset link has expired. Ask for a new one.',
    fr: 'Ce lien de réinitialisation a expiré. Demandez-en un nouveau.',
  },
  OLD_PASSWORD_WRONG: {
    status: 400,
    en: 'The current password is not correct.',
    fr: "Le mot de passe actuel n'est pas correct.",
  },
  INVALID_PASSWORD: { status: 401, en: 'Invalid password!', fr: 'Mot de passe invalide !' },
  APPROVAL_NOT_REQUIRED: {
    status: 409,
    en: 'This account does not need approval.',
    fr: "Ce compte n'a pas besoin de validation.",
  },
  USER_DEACTIVATED: { status: 409, en: 'This account is deactivated.', fr: 'Ce compte est désactivé.' },
  SUPER_ADMIN_PROTECTED: {
    status: 409,
    en: 'A super administrator cannot be deactivated or deleted.',
    fr: 'Un super administrateur ne peut être ni désactivé ni supprimé.',
  },
  DELETE_OWN_ACCOUNT_HERE: {
    status: 409,
    en: 'Delete your own account from your account settings.',
    fr: 'Supprimez votre propre compte depuis les paramètres du compte.',
  },
  EXPORT_EMPTY: { status: 422, en: 'No item to export!', fr: 'Aucun élément à exporter !' },
  EXPORT_TOO_LARGE: {
    status: 422,
    en: 'Total exceeds {limit} items! Use search/filters to obtain fewer results.',
    fr: 'Le total dépasse {limit} éléments ! Utilisez la recherche ou les filtres pour obtenir moins de résultats.',
  },
  EXPORT_TYPE_UNKNOWN: { status: 400, en: 'Unknown list "{type}".', fr: 'Liste « {type} » inconnue.' },
  STAFF_MEMBER_NOT_FOUND: { status: 404, en: 'No staff member found.', fr: 'Aucun membre du personnel trouvé.' },
  NOT_THIS_KIND_OF_ORGANISATION: {
    status: 403,
    en: 'These staff members belong to another kind of organisation.',
    fr: "Ces membres du personnel appartiennent à un autre type d'organisation.",
  },
  STAFF_ADDED_BY_ORGANISATION: {
    status: 403,
    en: 'Staff members are added by the organisation they work for.',
    fr: "Les membres du personnel sont ajoutés par l'organisation pour laquelle ils travaillent.",
  },
  INPUT_PROVIDER_NOT_FOUND: { status: 404, en: 'No input provider found.', fr: "Aucun fournisseur d'intrants trouvé." },
  PLATFORM_MANAGER_NOT_FOUND: {
    status: 404,
    en: 'No platform manager found.',
    fr: 'Aucun gestionnaire de la plateforme trouvé.',
  },
  SALESMAN_NOT_FOUND: {
    status: 404,
    en: 'Unable to get salesman record.',
    fr: "Impossible d'obtenir la fiche du commercial.",
  },
  SALESMAN_ALREADY_EXISTS: { status: 409, en: 'This salesman already exists.', fr: 'Ce commercial existe déjà.' },
  SALESMAN_UPDATE_EMPTY: {
    status: 400,
    en: 'Say what changes: send at least one field.',
    fr: 'Indiquez ce qui change : envoyez au moins un champ.',
  },
  SALESMAN_PHONE_TAKEN: {
    status: 409,
    en: 'A salesman already uses this phone number.',
    fr: 'Un commercial utilise déjà ce numéro de téléphone.',
  },
  STATE_NOT_IN_COUNTRY: { status: 400, en: 'Choose a state of the country.', fr: 'Choisissez un état du pays.' },
  CITY_NOT_IN_STATE: {
    status: 400,
    en: 'Choose a city of the chosen state.',
    fr: "Choisissez une ville de l'état choisi.",
  },
});
