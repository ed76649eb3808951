import type { Language } from '../../shared/preferences';

/**
 * The long texts of the FAQ and of the privacy and terms page, in English and French. They describe what Kasuwa does
 * (see docs/architecture.md); they state no agronomic figure: advice comes from the named sources it cites.
 */
export interface Question {
  id: string;
  question: string;
  answer: string[];
}
export interface QuestionGroup {
  id: string;
  heading: string;
  questions: Question[];
}
export interface Section {
  id: string;
  heading: string;
  paragraphs: string[];
}

const FAQ_EN: QuestionGroup[] = [
  {
    id: 'ordering',
    heading: 'Ordering inputs',
    questions: [
      {
        id: 'how-to-order',
        question: 'How do I order seeds, fertiliser or other inputs?',
        answer: [
          'Find the product under Products (or with the search box), open its page and choose “Place an order”. Give the quantity, the delivery method and where to deliver.',
          'The seller receives your order at the price shown and answers it. You follow it under My orders in your console.',
        ],
      },
      {
        id: 'who-sells',
        question: 'Who sells the products on Kasuwa?',
        answer: [
          'Input providers, distributors, wholesalers, retailers and agro-dealers registered in your country. The Kasuwa team reviews products before they are listed, and the product page shows the seller and the places where it is sold.',
        ],
      },
      {
        id: 'payment',
        question: 'How do I pay and receive my order?',
        answer: [
          'Kasuwa passes your order to the seller. The payment and the delivery are agreed between you and the seller, who answers your order with the details. Ask the seller before paying if anything is unclear.',
        ],
      },
      {
        id: 'account-needed',
        question: 'Do I need an account?',
        answer: [
          'You can browse products and agro content without one. To order, ask for a quotation, like or review a product, create a free account and sign in.',
        ],
      },
    ],
  },
  {
    id: 'quotations',
    heading: 'Quotations',
    questions: [
      {
        id: 'what-is-quotation',
        question: 'What is a quotation request?',
        answer: [
          'When you want a price for a given quantity (for example a larger one than usual), choose “Request a quotation” on the product page. The seller answers with a price for that quantity; you may then accept it or propose another.',
        ],
      },
      {
        id: 'follow-quotation',
        question: 'Where do I see the answer?',
        answer: [
          'Under My quotations in your console. A quotation is a price proposal, not an order: nothing is ordered until you accept it.',
        ],
      },
    ],
  },
  {
    id: 'advice',
    heading: 'Advice and recommendations',
    questions: [
      {
        id: 'recommendation-source',
        question: 'Where do the fertiliser recommendations come from?',
        answer: [
          'The generic recommendations come from published sources (national agricultural research institutes, extension guides and similar publications), and each one names its source. Tables for a particular state or local area are entered by the administrators of your country.',
          'Kasuwa does not make up figures: where no published source covers a crop or an area, it says so instead of giving a number.',
        ],
      },
      {
        id: 'recommendation-guidance',
        question: 'Can I rely on a recommendation for my field?',
        answer: [
          'A recommendation is guidance, not a prescription. Fields differ: a soil test and the advice of an extension agent who knows your area help you adapt it to your farm.',
        ],
      },
      {
        id: 'agro-content',
        question: 'Who writes the agro content?',
        answer: [
          'Agronomists and extension agents. Every article, video or document is reviewed by the platform team of its country before it is published, and you can read it in English or French when it is written in those languages.',
        ],
      },
      {
        id: 'market-prices',
        question: 'Where do the market prices come from?',
        answer: [
          'From price sheets that the administrators of your country upload, each naming its market, state and period. Kasuwa converts them to a price per kilogram (or litre) so that markets compare; the original price and unit stay visible.',
        ],
      },
    ],
  },
  {
    id: 'privacy',
    heading: 'Your data and privacy',
    questions: [
      {
        id: 'farmer-data',
        question: 'What information is kept about farmers?',
        answer: [
          'When an extension agent registers a farmer, they record what is needed to advise and serve the farmer: name, phone number, community and farm details. The farmer is told what is recorded and why, and gives their consent; the consent is kept with the record.',
        ],
      },
      {
        id: 'who-sees',
        question: 'Who can see my information?',
        answer: [
          'Only the people who need it: the extension agent who registered a farmer, the platform team of the country and the administrators. A seller sees what is needed to answer your order or quotation. Kasuwa does not sell personal data.',
        ],
      },
      {
        id: 'delete-account',
        question: 'How do I delete my account?',
        answer: [
          'Sign in, open Account settings in the console and choose “Delete account”. Your account is closed and your personal data is erased: the key that protects it is destroyed, so it can no longer be read.',
          'A farmer registered by an extension agent who wants their record removed can ask the agent, or write to us through the contact form.',
        ],
      },
      {
        id: 'contact',
        question: 'How do I reach the Kasuwa team?',
        answer: ['Use the contact form: your message goes to the team of your country, who answer by e-mail or phone.'],
      },
    ],
  },
];

const FAQ_FR: QuestionGroup[] = [
  {
    id: 'ordering',
    heading: 'Commander des intrants',
    questions: [
      {
        id: 'how-to-order',
        question: 'Comment commander des semences, des engrais ou d’autres intrants ?',
        answer: [
          'Trouvez le produit dans Produits (ou avec la recherche), ouvrez sa page et choisissez « Passer une commande ». Indiquez la quantité, le mode de livraison et le lieu de livraison.',
          'Le vendeur reçoit votre commande au prix affiché et y répond. Vous la suivez dans Mes commandes, dans votre console.',
        ],
      },
      {
        id: 'who-sells',
        question: 'Qui vend les produits sur Kasuwa ?',
        answer: [
          'Des fournisseurs d’intrants, distributeurs, grossistes, détaillants et agro-dealers inscrits dans votre pays. L’équipe Kasuwa examine les produits avant leur mise en ligne, et la page du produit indique le vendeur et les lieux où il est vendu.',
        ],
      },
      {
        id: 'payment',
        question: 'Comment payer et recevoir ma commande ?',
        answer: [
          'Kasuwa transmet votre commande au vendeur. Le paiement et la livraison se règlent entre vous et le vendeur, qui répond à votre commande avec les détails. Demandez-lui des précisions avant de payer si quelque chose n’est pas clair.',
        ],
      },
      {
        id: 'account-needed',
        question: 'Faut-il un compte ?',
        answer: [
          'Vous pouvez consulter les produits et les contenus agricoles sans compte. Pour commander, demander un devis, aimer ou évaluer un produit, créez un compte gratuit et connectez-vous.',
        ],
      },
    ],
  },
  {
    id: 'quotations',
    heading: 'Devis',
    questions: [
      {
        id: 'what-is-quotation',
        question: 'Qu’est-ce qu’une demande de devis ?',
        answer: [
          'Quand vous voulez un prix pour une quantité donnée (par exemple plus grande que d’habitude), choisissez « Demander un devis » sur la page du produit. Le vendeur répond avec un prix pour cette quantité ; vous pouvez l’accepter ou en proposer un autre.',
        ],
      },
      {
        id: 'follow-quotation',
        question: 'Où voir la réponse ?',
        answer: [
          'Dans Mes devis, dans votre console. Un devis est une proposition de prix, pas une commande : rien n’est commandé tant que vous ne l’avez pas accepté.',
        ],
      },
    ],
  },
  {
    id: 'advice',
    heading: 'Conseils et recommandations',
    questions: [
      {
        id: 'recommendation-source',
        question: 'D’où viennent les recommandations de fertilisation ?',
        answer: [
          'Les recommandations générales viennent de sources publiées (instituts nationaux de recherche agricole, guides de vulgarisation et publications semblables), et chacune cite sa source. Les tables propres à une région ou à une zone locale sont saisies par les administrateurs de votre pays.',
          'Kasuwa n’invente aucun chiffre : quand aucune source publiée ne couvre une culture ou une zone, il le dit au lieu de donner un nombre.',
        ],
      },
      {
        id: 'recommendation-guidance',
        question: 'Puis-je m’y fier pour ma parcelle ?',
        answer: [
          'Une recommandation est un repère, pas une prescription. Chaque parcelle est différente : une analyse de sol et l’avis d’un conseiller agricole qui connaît votre zone vous aident à l’adapter à votre exploitation.',
        ],
      },
      {
        id: 'agro-content',
        question: 'Qui écrit les contenus agricoles ?',
        answer: [
          'Des agronomes et des conseillers agricoles. Chaque article, vidéo ou document est examiné par l’équipe de la plateforme de son pays avant publication, et se lit en français ou en anglais quand il est rédigé dans ces langues.',
        ],
      },
      {
        id: 'market-prices',
        question: 'D’où viennent les prix des marchés ?',
        answer: [
          'Des relevés de prix que les administrateurs de votre pays déposent, chacun indiquant son marché, sa région et sa période. Kasuwa les convertit en prix au kilogramme (ou au litre) pour comparer les marchés ; le prix et l’unité d’origine restent visibles.',
        ],
      },
    ],
  },
  {
    id: 'privacy',
    heading: 'Vos données et leur protection',
    questions: [
      {
        id: 'farmer-data',
        question: 'Quelles informations sont gardées sur les producteurs ?',
        answer: [
          'Quand un conseiller agricole enregistre un producteur, il note ce qu’il faut pour le conseiller et le servir : nom, numéro de téléphone, communauté et informations sur l’exploitation. Le producteur est informé de ce qui est noté et pourquoi, et donne son consentement ; ce consentement est gardé avec la fiche.',
        ],
      },
      {
        id: 'who-sees',
        question: 'Qui peut voir mes informations ?',
        answer: [
          'Seulement les personnes qui en ont besoin : le conseiller qui a enregistré le producteur, l’équipe de la plateforme du pays et les administrateurs. Un vendeur voit ce qu’il faut pour répondre à votre commande ou à votre devis. Kasuwa ne vend pas de données personnelles.',
        ],
      },
      {
        id: 'delete-account',
        question: 'Comment supprimer mon compte ?',
        answer: [
          'Connectez-vous, ouvrez Paramètres du compte dans la console et choisissez « Supprimer le compte ». Votre compte est fermé et vos données personnelles sont effacées : la clé qui les protège est détruite, elles ne peuvent plus être lues.',
          'Un producteur enregistré par un conseiller qui souhaite que sa fiche soit supprimée peut le demander au conseiller, ou nous écrire par le formulaire de contact.',
        ],
      },
      {
        id: 'contact',
        question: 'Comment joindre l’équipe Kasuwa ?',
        answer: [
          'Par le formulaire de contact : votre message va à l’équipe de votre pays, qui répond par e-mail ou par téléphone.',
        ],
      },
    ],
  },
];

const TERMS_EN: Section[] = [
  {
    id: 'about',
    heading: 'About Kasuwa',
    paragraphs: [
      'Kasuwa is a marketplace for agricultural inputs and a source of advice for farmers. It connects farmers and agro businesses (input providers, distributors, wholesalers, retailers and agro-dealers) and gives access to agro content, recommendations, weather forecasts and market prices.',
      'By creating an account or using the site you accept these terms. If you do not accept them, please do not use Kasuwa.',
    ],
  },
  {
    id: 'accounts',
    heading: 'Your account',
    paragraphs: [
      'Give true information when you sign up and keep your password to yourself. You are responsible for what is done with your account; tell us through the contact form if you think someone else uses it.',
      'Some accounts (agro businesses, extension agents) are reviewed by the Kasuwa team before they are activated. We may suspend an account that breaks these terms.',
    ],
  },
  {
    id: 'orders',
    heading: 'Products, orders and quotations',
    paragraphs: [
      'Sellers describe their products and set their prices; they are responsible for what they sell and for delivering what they agreed. Kasuwa reviews products before listing them but does not itself sell them.',
      'An order or a quotation request is passed to the seller, who answers it. Payment and delivery are agreed between buyer and seller.',
      'Reviews must be honest and about the product; the Kasuwa team moderates them before they are shown.',
    ],
  },
  {
    id: 'advice',
    heading: 'Advice is guidance',
    paragraphs: [
      'Recommendations, agro content, weather forecasts and market prices are given for information. Recommendations come from the published sources they name; forecasts come from a weather service; prices come from the sheets uploaded for each market and period.',
      'They cannot take every field into account: adapt them to your farm with an extension agent where you can. Kasuwa cannot be held responsible for a harvest or a loss resulting from their use.',
    ],
  },
  {
    id: 'privacy',
    heading: 'Privacy: what we keep and why',
    paragraphs: [
      'We keep what is needed to run your account and the services you use: your name, phone number, e-mail address, country and role; your orders, quotations and reviews; the farm locations you save for weather forecasts.',
      'Farmers registered by an extension agent are told what is recorded and why, and give their consent before their record is kept. The consent is kept with the record.',
      'Your personal data is seen only by those who need it (the platform team of your country, the administrators, the agent who registered a farmer, and a seller for the orders you send them). We do not sell personal data.',
      'Personal data is stored protected by a key of its own for each person. Files such as photos and consent forms are checked when they are received and kept in Kasuwa’s file storage.',
    ],
  },
  {
    id: 'deletion',
    heading: 'Your rights and deleting your account',
    paragraphs: [
      'You can see and correct your details in Account settings, and delete your account there at any time. Deleting it erases your personal data: the key that protects it is destroyed, so it can no longer be read.',
      'For any other request about your data (a copy, a correction you cannot make yourself, the removal of a farmer record), write to us through the contact form.',
    ],
  },
  {
    id: 'cookies',
    heading: 'Cookies and storage in your browser',
    paragraphs: [
      'Kasuwa uses one cookie, to keep you signed in; it is sent only to the sign-in service. Your browser also keeps your language, your country and, while you are signed in, your session. There are no advertising cookies.',
    ],
  },
  {
    id: 'changes',
    heading: 'Changes and contact',
    paragraphs: [
      'We may update these terms; the version on this page is the one that applies. For any question, use the contact form.',
    ],
  },
];

const TERMS_FR: Section[] = [
  {
    id: 'about',
    heading: 'À propos de Kasuwa',
    paragraphs: [
      'Kasuwa est une place de marché d’intrants agricoles et une source de conseils pour les producteurs. Elle met en relation producteurs et entreprises agricoles (fournisseurs d’intrants, distributeurs, grossistes, détaillants et agro-dealers) et donne accès à des contenus agricoles, des recommandations, des prévisions météo et des prix de marché.',
      'En créant un compte ou en utilisant le site, vous acceptez ces conditions. Si vous ne les acceptez pas, merci de ne pas utiliser Kasuwa.',
    ],
  },
  {
    id: 'accounts',
    heading: 'Votre compte',
    paragraphs: [
      'Donnez des informations exactes à l’inscription et gardez votre mot de passe pour vous. Vous êtes responsable de ce qui est fait avec votre compte ; prévenez-nous par le formulaire de contact si vous pensez que quelqu’un d’autre l’utilise.',
      'Certains comptes (entreprises agricoles, conseillers agricoles) sont examinés par l’équipe Kasuwa avant leur activation. Nous pouvons suspendre un compte qui enfreint ces conditions.',
    ],
  },
  {
    id: 'orders',
    heading: 'Produits, commandes et devis',
    paragraphs: [
      'Les vendeurs décrivent leurs produits et fixent leurs prix ; ils sont responsables de ce qu’ils vendent et de livrer ce qui a été convenu. Kasuwa examine les produits avant leur mise en ligne mais ne les vend pas elle-même.',
      'Une commande ou une demande de devis est transmise au vendeur, qui y répond. Le paiement et la livraison se règlent entre l’acheteur et le vendeur.',
      'Les avis doivent être sincères et porter sur le produit ; l’équipe Kasuwa les modère avant de les afficher.',
    ],
  },
  {
    id: 'advice',
    heading: 'Les conseils sont des repères',
    paragraphs: [
      'Les recommandations, contenus agricoles, prévisions météo et prix de marché sont donnés à titre d’information. Les recommandations viennent des sources publiées qu’elles citent ; les prévisions, d’un service météorologique ; les prix, des relevés déposés pour chaque marché et période.',
      'Ils ne peuvent pas tenir compte de chaque parcelle : adaptez-les à votre exploitation avec un conseiller agricole quand c’est possible. Kasuwa ne peut être tenue responsable d’une récolte ou d’une perte liée à leur utilisation.',
    ],
  },
  {
    id: 'privacy',
    heading: 'Confidentialité : ce que nous gardons et pourquoi',
    paragraphs: [
      'Nous gardons ce qu’il faut pour faire fonctionner votre compte et les services que vous utilisez : nom, numéro de téléphone, adresse e-mail, pays et rôle ; vos commandes, devis et avis ; les lieux d’exploitation que vous enregistrez pour la météo.',
      'Les producteurs enregistrés par un conseiller agricole sont informés de ce qui est noté et pourquoi, et donnent leur consentement avant que leur fiche soit gardée. Ce consentement est gardé avec la fiche.',
      'Vos données personnelles ne sont vues que par ceux qui en ont besoin (l’équipe de la plateforme de votre pays, les administrateurs, le conseiller qui a enregistré un producteur, et un vendeur pour les commandes que vous lui envoyez). Nous ne vendons pas de données personnelles.',
      'Les données personnelles sont conservées protégées par une clé propre à chaque personne. Les fichiers comme les photos et les formulaires de consentement sont vérifiés à leur réception et gardés dans le stockage de fichiers de Kasuwa.',
    ],
  },
  {
    id: 'deletion',
    heading: 'Vos droits et la suppression de votre compte',
    paragraphs: [
      'Vous pouvez voir et corriger vos informations dans Paramètres du compte, et y supprimer votre compte à tout moment. La suppression efface vos données personnelles : la clé qui les protège est détruite, elles ne peuvent plus être lues.',
      'Pour toute autre demande sur vos données (une copie, une correction que vous ne pouvez pas faire vous-même, la suppression d’une fiche de producteur), écrivez-nous par le formulaire de contact.',
    ],
  },
  {
    id: 'cookies',
    heading: 'Cookies et stockage dans votre navigateur',
    paragraphs: [
      'Kasuwa utilise un seul cookie, pour vous garder connecté ; il n’est envoyé qu’au service de connexion. Votre navigateur retient aussi votre langue, votre pays et, tant que vous êtes connecté, votre session. Il n’y a aucun cookie publicitaire.',
    ],
  },
  {
    id: 'changes',
    heading: 'Modifications et contact',
    paragraphs: [
      'Nous pouvons mettre à jour ces conditions ; la version de cette page est celle qui s’applique. Pour toute question, utilisez le formulaire de contact.',
    ],
  },
];

export const FAQ: Record<Language, QuestionGroup[]> = { en: FAQ_EN, fr: FAQ_FR };
export const TERMS: Record<Language, Section[]> = { en: TERMS_EN, fr: TERMS_FR };
