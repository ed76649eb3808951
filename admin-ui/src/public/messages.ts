import type { Language } from '../shared/preferences';

const en = {
  'nav.products': 'Products',
  'nav.contents': 'Contents',
  'nav.signIn': 'Sign in',
  'nav.signUp': 'Sign up',
  'nav.language': 'Language',
  'nav.menu': 'Menu',
  'footer.products': 'Products',
  'footer.agroContent': 'Agro content',
  'footer.terms': 'Terms',
  'footer.faq': 'FAQ',
  'footer.contact': 'Contact us',
  'footer.tagline': 'Agricultural inputs and advice for farmers in Nigeria, Ghana, Ivory Coast, Senegal, Kenya, Rwanda and Tanzania.',
  'footer.rights': 'All rights reserved.',
  'home.title': 'Agricultural inputs and advice, near you',
  'home.lead':
    'Seeds, fertilisers, crop protection and equipment from trusted agro-dealers, with practical advice from agronomists, in your language and your currency.',
  'home.browse': 'Browse products',
  'home.console': 'Open the console',
  'home.feature.inputs.title': 'Quality inputs',
  'home.feature.inputs.text': 'Compare products and prices from verified sellers in your country.',
  'home.feature.advice.title': 'Expert advice',
  'home.feature.advice.text': 'Read agro content written for your crops and your season.',
  'home.feature.near.title': 'Near you',
  'home.feature.near.text': 'Find sellers close to your farm and order with confidence.',
  'notFound.title': 'Page not found',
  'notFound.text': 'The page you are looking for does not exist or has moved.',
  'notFound.home': 'Back to home',
};

export type MessageKey = keyof typeof en;

const fr: Record<MessageKey, string> = {
  'nav.products': 'Produits',
  'nav.contents': 'Contenus',
  'nav.signIn': 'Se connecter',
  'nav.signUp': "S'inscrire",
  'nav.language': 'Langue',
  'nav.menu': 'Menu',
  'footer.products': 'Produits',
  'footer.agroContent': 'Contenus agricoles',
  'footer.terms': 'Conditions',
  'footer.faq': 'FAQ',
  'footer.contact': 'Nous contacter',
  'footer.tagline':
    "Intrants et conseils agricoles pour les producteurs du Nigeria, du Ghana, de Côte d'Ivoire, du Sénégal, du Kenya, du Rwanda et de Tanzanie.",
  'footer.rights': 'Tous droits réservés.',
  'home.title': 'Intrants et conseils agricoles, près de chez vous',
  'home.lead':
    "Semences, engrais, produits phytosanitaires et équipements de revendeurs agréés, avec les conseils pratiques d'agronomes, dans votre langue et votre monnaie.",
  'home.browse': 'Voir les produits',
  'home.console': 'Ouvrir la console',
  'home.feature.inputs.title': 'Des intrants de qualité',
  'home.feature.inputs.text': 'Comparez produits et prix auprès de vendeurs vérifiés de votre pays.',
  'home.feature.advice.title': "Des conseils d'experts",
  'home.feature.advice.text': 'Lisez des contenus agricoles adaptés à vos cultures et à la saison.',
  'home.feature.near.title': 'Près de chez vous',
  'home.feature.near.text': 'Trouvez des vendeurs proches de votre exploitation et commandez en confiance.',
  'notFound.title': 'Page introuvable',
  'notFound.text': "La page que vous cherchez n'existe pas ou a été déplacée.",
  'notFound.home': "Retour à l'accueil",
};

export const messages: Record<Language, Record<MessageKey, string>> = { en, fr };
