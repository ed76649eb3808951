import { registerMessages } from '../kernel/i18n/translator';

/** The farmers module's texts that are not errors: success messages and field messages without parameters. */
export const farmersMessages = {
  en: {
    // ---- registry --------------------------------------------------------------------------------------------------
    FARMER_ENROLLED: 'Farmer enrolled.',
    FARMER_ALREADY_ENROLLED: 'This farmer was already enrolled.',
    FARMER_UPDATED: 'Farmer updated.',
    FARMER_DELETED: 'Farmer deleted.',
    FARMER_PHONE_DIGITS: 'Enter the phone number with digits only.',
    FARMER_DATE_INVALID: 'Enter a date as YYYY-MM-DD.',
    FARMER_REFERENCE_ADDED: '"{name}" added.',
    FARMER_REFERENCE_RENAMED: 'Renamed to "{name}".',
    FARMER_REFERENCE_ACTIVATED: '"{name}" is offered again.',
    FARMER_REFERENCE_DEACTIVATED: '"{name}" is no longer offered.',
    // ---- history ---------------------------------------------------------------------------------------------------
    FARMER_HISTORY_RECORDED: 'History entry recorded.',
    FARMER_HISTORY_UPDATED: 'History entry updated.',
    // ---- farms -----------------------------------------------------------------------------------------------------
    FARM_CREATED: 'Farm created.',
    FARM_UPDATED: 'Farm updated.',
    FARM_DELETED: 'Farm deleted.',
    // ---- planting records ------------------------------------------------------------------------------------------
    PLANTING_RECORD_CREATED: 'Planting record created.',
    PLANTING_RECORD_SAVED: 'Planting record updated.',
    PLANTING_RECORD_DELETED: 'Planting record deleted.',
    PLANTING_RECORD_FERTILIZER_DELETED: 'Fertilizer deleted.',
    PLANTING_RECORD_MANURE_DELETED: 'Manure deleted.',
    PLANTING_RECORD_SEED_DELETED: 'Seed deleted.',
    PLANTING_RECORD_CPP_DELETED: 'Crop-protection product deleted.',
  },
  fr: {
    FARMER_ENROLLED: 'Agriculteur inscrit.',
    FARMER_ALREADY_ENROLLED: 'Cet agriculteur était déjà inscrit.',
    FARMER_UPDATED: 'Agriculteur modifié.',
    FARMER_DELETED: 'Agriculteur supprimé.',
    FARMER_PHONE_DIGITS: 'Saisissez le numéro de téléphone en chiffres uniquement.',
    FARMER_DATE_INVALID: 'Saisissez une date au format AAAA-MM-JJ.',
    FARMER_REFERENCE_ADDED: '« {name} » ajouté.',
    FARMER_REFERENCE_RENAMED: 'Renommé en « {name} ».',
    FARMER_REFERENCE_ACTIVATED: '« {name} » est de nouveau proposé.',
    FARMER_REFERENCE_DEACTIVATED: "« {name} » n'est plus proposé.",
    FARMER_HISTORY_RECORDED: "Entrée d'historique enregistrée.",
    FARMER_HISTORY_UPDATED: "Entrée d'historique modifiée.",
    FARM_CREATED: 'Exploitation créée.',
    FARM_UPDATED: 'Exploitation mise à jour.',
    FARM_DELETED: 'Exploitation supprimée.',
    PLANTING_RECORD_CREATED: 'Registre de plantation créé.',
    PLANTING_RECORD_SAVED: 'Registre de plantation mis à jour.',
    PLANTING_RECORD_DELETED: 'Registre de plantation supprimé.',
    PLANTING_RECORD_FERTILIZER_DELETED: 'Engrais supprimé.',
    PLANTING_RECORD_MANURE_DELETED: 'Fumure supprimée.',
    PLANTING_RECORD_SEED_DELETED: 'Semence supprimée.',
    PLANTING_RECORD_CPP_DELETED: 'Produit phytosanitaire supprimé.',
  },
};

registerMessages(farmersMessages);
