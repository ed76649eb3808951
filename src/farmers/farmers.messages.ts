import { registerMessages } from '../kernel/i18n/translator';

export const farmersMessages = {
  en: {
    // ---- farms
    FARM_CREATED: 'Farm created.',
    FARM_UPDATED: 'Farm updated.',
    FARM_DELETED: 'Farm deleted.',
    // ---- planting records
    PLANTING_RECORD_CREATED: 'Planting record created.',
    PLANTING_RECORD_SAVED: 'Planting record updated.',
    PLANTING_RECORD_DELETED: 'Planting record deleted.',
    PLANTING_RECORD_FERTILIZER_DELETED: 'Fertilizer deleted.',
    PLANTING_RECORD_MANURE_DELETED: 'Manure deleted.',
    PLANTING_RECORD_SEED_DELETED: 'Seed deleted.',
    PLANTING_RECORD_CPP_DELETED: 'Crop-protection product deleted.',
  },
  fr: {
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
