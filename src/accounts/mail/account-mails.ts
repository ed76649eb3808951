import { Language } from '../../kernel/context/request-context';
import { interpolate } from '../../kernel/i18n/translator';

export interface AccountMail {
  subject: string;
  text: string;
}

const templates = {
  activation: {
    en: {
      subject: 'Activate your Kasuwa account',
      text:
        'Hello {name},\n\nWelcome to Kasuwa. Activate your account by opening this link within {hours} ' +
        'hours:\n{link}\n\nIf you did not sign up, ignore this message.',
    },
    fr: {
      subject: 'Activez votre compte Kasuwa',
      text:
        'Bonjour {name},\n\nBienvenue sur Kasuwa. Activez votre compte en ouvrant ce lien dans les ' +
        '{hours} heures :\n{link}\n\nSi vous ne vous êtes pas inscrit, ignorez ce message.',
    },
  },
  awaitingApproval: {
    en: {
      subject: 'Your Kasuwa account is awaiting approval',
      text:
        'Hello {name},\n\nThank you for signing up as an extension agent. An administrator will review your ' +
        'account; you will receive an e-mail once it is approved.',
    },
    fr: {
      subject: 'Votre compte Kasuwa est en attente de validation',
      text:
        'Bonjour {name},\n\nMerci de vous être inscrit comme agent de vulgarisation. Un administrateur va examiner ' +
        "votre compte ; vous recevrez un e-mail dès qu'il sera validé.",
    },
  },
  approved: {
    en: {
      subject: 'Your Kasuwa account is approved',
      text: 'Hello {name},\n\nYour account has been approved. You can sign in at {link}',
    },
    fr: {
      subject: 'Votre compte Kasuwa est validé',
      text: 'Bonjour {name},\n\nVotre compte a été validé. Vous pouvez vous connecter sur {link}',
    },
  },
  declined: {
    en: {
      subject: 'Your Kasuwa account was not approved',
      text: 'Hello {name},\n\nAn administrator did not approve your account. Contact us if you think this is a mistake.',
    },
    fr: {
      subject: "Votre compte Kasuwa n'a pas été validé",
      text: "Bonjour {name},\n\nUn administrateur n'a pas validé votre compte. Contactez-nous si vous pensez qu'il s'agit d'une erreur.",
    },
  },
  passwordReset: {
    en: {
      subject: 'Reset your Kasuwa password',
      text:
        'Hello {name},\n\nTo choose a new password, open this link within {hours} hours:\n{link}\n\nIf you did not ' +
        'ask for it, ignore this message: your password stays as it is.',
    },
    fr: {
      subject: 'Réinitialisez votre mot de passe Kasuwa',
      text:
        'Bonjour {name},\n\nPour choisir un nouveau mot de passe, ouvrez ce lien dans les {hours} ' +
        "heures :\n{link}\n\nSi vous ne l'avez pas demandé, ignorez ce message : votre mot de passe reste inchangé.",
    },
  },
  invitation: {
    en: {
      subject: 'You have been added to {company} on Kasuwa',
      text:
        'Hello {name},\n\nYou have been added to {company} on Kasuwa. Choose your password by opening this link within {hours} hours:\n{link}\n\n' +
        'Then sign in with your e-mail address ({email}); you will be asked to accept the terms of use the first time. ' +
        'If the link has expired, use "Forgot password" on the sign-in page.',
    },
    fr: {
      subject: 'Vous avez été ajouté à {company} sur Kasuwa',
      text:
        'Bonjour {name},\n\nVous avez été ajouté à {company} sur Kasuwa. Choisissez votre mot de passe en ' +
        'ouvrant ce lien dans les {hours} heures :\n{link}\n\n' +
        "Connectez-vous ensuite avec votre adresse e-mail ({email}) ; il vous sera demandé d'accepter les conditions d'utilisation la première fois. " +
        'Si le lien a expiré, utilisez « Mot de passe oublié » sur la page de connexion.',
    },
  },
  platformManagerInvitation: {
    en: {
      subject: 'You are now a Kasuwa platform manager',
      text:
        'Hello {name},\n\nA Kasuwa account has been opened for you as a platform manager. Choose your password ' +
        'by opening this link within {hours} hours:\n{link}\n\n' +
        'Then sign in with your e-mail address ({email}); you will be asked to accept the terms of use the first time. ' +
        'If the link has expired, use "Forgot password" on the sign-in page.',
    },
    fr: {
      subject: 'Vous êtes désormais gestionnaire de la plateforme Kasuwa',
      text:
        'Bonjour {name},\n\nUn compte Kasuwa de gestionnaire de la plateforme a été ouvert pour vous. Choisissez ' +
        'votre mot de passe en ouvrant ce lien dans les {hours} heures :\n{link}\n\n' +
        "Connectez-vous ensuite avec votre adresse e-mail ({email}) ; il vous sera demandé d'accepter les conditions d'utilisation la première fois. " +
        'Si le lien a expiré, utilisez « Mot de passe oublié » sur la page de connexion.',
    },
  },
} satisfies Record<string, Record<Language, AccountMail>>;

export type AccountMailKind = keyof typeof templates;

export function accountMail(
  kind: AccountMailKind,
  language: Language,
  params: Record<string, string | number>,
): AccountMail {
  const template = templates[kind][language];
  return { subject: interpolate(template.subject, params), text: interpolate(template.text, params) };
}
