import { registerMessages } from '../kernel/i18n/translator';

export const accountsMessages = {
  en: {
    INVALID_CREDENTIALS: 'Invalid phone or password',
    ACCOUNT_NOT_ACTIVATED: 'Your account is not activated yet. Check your e-mail for the activation link.',
    TERMS_NOT_ACCEPTED: 'Please, agree to our terms and conditions to proceed',
    USER_ALREADY_EXISTS: 'This account already exists.',
    USER_NOT_FOUND: 'No user found.',
    LOGIN_SUCCESS: 'Login success, redirecting',
  },
  fr: {
    INVALID_CREDENTIALS: 'Téléphone ou mot de passe invalide',
    ACCOUNT_NOT_ACTIVATED: "Votre compte n'est pas encore activé. Consultez votre e-mail pour le lien d'activation.",
    TERMS_NOT_ACCEPTED: 'Veuillez accepter nos conditions générales pour continuer',
    USER_ALREADY_EXISTS: 'Ce compte existe déjà.',
    USER_NOT_FOUND: 'Aucun utilisateur trouvé.',
    LOGIN_SUCCESS: 'Connexion réussie, redirection en cours',
  },
};

registerMessages(accountsMessages);
