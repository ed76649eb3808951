import { registerMessages } from '../kernel/i18n/translator';

/** The advisory module's texts that are not errors: success messages, the disclaimer, sheet headers. */
export const advisoryMessages = {
  en: {
    FERTILIZER_NO_SOIL_DATA_DISCLAIMER:
      'The chosen location has no soil mapping data: this is the generic recommendation for the state. Test your ' +
      'soil or ask an extension agent for advice specific to your farm.',
    FERTILIZER_RECOMMENDATION_CREATED: 'Fertilizer recommendation created.',
    FERTILIZER_RECOMMENDATION_UPDATED: 'Fertilizer recommendation updated.',
    FERTILIZER_RECOMMENDATION_WITHDRAWN: 'Fertilizer recommendation withdrawn.',
    FERTILIZER_IMPORT_DONE: '{created} recommendations imported.',
    FERTILIZER_IMPORT_DRY_RUN_DONE: 'The file is valid: {created} recommendations would be imported.',
    FERTILIZER_APPLICATION_INVALID: 'Choose the application: planting, top1, top2 or season_total.',
    FERTILIZER_BAGS_OR_KG_REQUIRED: 'Give the bags or the kilograms per hectare.',
    HUB_CREATED: 'Farm-fortune hub "{name}" created.',
    HUB_UPDATED: 'Farm-fortune hub "{name}" updated.',
    HUB_CLOSED: 'Farm-fortune hub "{name}" closed.',
    HUB_REOPENED: 'Farm-fortune hub "{name}" reopened.',
    BASKET_QUOTATIONS_REQUESTED: 'Quotations requested from the sellers.',
    BASKET_QUOTATION_COMMENT:
      '{bags} bags of 50 kg for a farm of {hectares} ha ({applications}), from a fertilizer recommendation.',
    BASKET_APPLICATION_PLANTING: 'planting',
    BASKET_APPLICATION_TOP1: '1st top dressing',
    BASKET_APPLICATION_TOP2: '2nd top dressing',
    BASKET_APPLICATION_SEASON_TOTAL: 'season total',
    // weather: what a save or a delete answers, and the parts of the daily advice line
    WEATHER_LOCATION_SAVED: 'Location saved.',
    WEATHER_LOCATION_DELETED: 'Location deleted.',
    WEATHER_ADVICE_SPRAY_WINDOW: 'Spray window {from}–{to}.',
    WEATHER_ADVICE_NO_SPRAY_WINDOW: 'No spray window: {reason}.',
    WEATHER_REASON_WIND: 'wind outside 2–15 km/h',
    WEATHER_REASON_RAIN: 'rain forecast',
    WEATHER_REASON_HOT_DRY: 'above 25 °C with humidity under 40%',
    WEATHER_REASON_DARK: 'no daylight hours in the forecast',
    WEATHER_ADVICE_RAIN: 'Rain expected: {mm} mm ({chance}% chance).',
    WEATHER_ADVICE_DRY: 'No rain expected.',
    WEATHER_ADVICE_ET0: 'Crop water demand (ET0) {et0} mm.',
  },
  fr: {
    FERTILIZER_NO_SOIL_DATA_DISCLAIMER:
      'Le lieu choisi n’a pas de données de cartographie des sols : voici la recommandation générique de l’État. ' +
      'Faites analyser votre sol ou demandez à un agent de vulgarisation un conseil propre à votre exploitation.',
    FERTILIZER_RECOMMENDATION_CREATED: 'Recommandation d’engrais créée.',
    FERTILIZER_RECOMMENDATION_UPDATED: 'Recommandation d’engrais mise à jour.',
    FERTILIZER_RECOMMENDATION_WITHDRAWN: 'Recommandation d’engrais retirée.',
    FERTILIZER_IMPORT_DONE: '{created} recommandations importées.',
    FERTILIZER_IMPORT_DRY_RUN_DONE: 'Le fichier est valide : {created} recommandations seraient importées.',
    FERTILIZER_APPLICATION_INVALID: 'Choisissez l’application : planting, top1, top2 ou season_total.',
    FERTILIZER_BAGS_OR_KG_REQUIRED: 'Indiquez les sacs ou les kilogrammes par hectare.',
    HUB_CREATED: 'Centre Farm and Fortune « {name} » créé.',
    HUB_UPDATED: 'Centre Farm and Fortune « {name} » mis à jour.',
    HUB_CLOSED: 'Centre Farm and Fortune « {name} » fermé.',
    HUB_REOPENED: 'Centre Farm and Fortune « {name} » rouvert.',
    BASKET_QUOTATIONS_REQUESTED: 'Devis demandés aux vendeurs.',
    BASKET_QUOTATION_COMMENT:
      '{bags} sacs de 50 kg pour une exploitation de {hectares} ha ({applications}), d’après une recommandation d’engrais.',
    BASKET_APPLICATION_PLANTING: 'plantation',
    BASKET_APPLICATION_TOP1: '1er épandage de couverture',
    BASKET_APPLICATION_TOP2: '2e épandage de couverture',
    BASKET_APPLICATION_SEASON_TOTAL: 'total de la saison',
    // weather: what a save or a delete answers, and the parts of the daily advice line
    WEATHER_LOCATION_SAVED: 'Lieu enregistré.',
    WEATHER_LOCATION_DELETED: 'Lieu supprimé.',
    WEATHER_ADVICE_SPRAY_WINDOW: 'Créneau de pulvérisation {from}–{to}.',
    WEATHER_ADVICE_NO_SPRAY_WINDOW: 'Pas de créneau de pulvérisation : {reason}.',
    WEATHER_REASON_WIND: 'vent hors de 2 à 15 km/h',
    WEATHER_REASON_RAIN: 'pluie prévue',
    WEATHER_REASON_HOT_DRY: 'plus de 25 °C avec une humidité sous 40 %',
    WEATHER_REASON_DARK: 'aucune heure de jour dans la prévision',
    WEATHER_ADVICE_RAIN: 'Pluie attendue : {mm} mm ({chance} % de probabilité).',
    WEATHER_ADVICE_DRY: 'Pas de pluie attendue.',
    WEATHER_ADVICE_ET0: 'Besoin en eau des cultures (ET0) {et0} mm.',
  },
} as const;

registerMessages(advisoryMessages);
