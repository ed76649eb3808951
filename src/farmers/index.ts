export { FarmersModule } from './farmers.module';
// ---- registry --------------------------------------------------------------------------------------------------------
// The events others follow (each a value to create or narrow events, and its payload type).
export { FarmerEnrolled, FarmerUpdated, FarmerDeleted } from './registry/domain/farmer';
// Who dials or texts from a number (feature phones): `new FarmerByPhoneQuery(countryId, nationalDigits)`.
export { FarmerByPhoneQuery } from './registry/queries/farmer-by-phone.query';
export type { FarmerByPhone } from './registry/queries/farmer-by-phone.query';
export { ListReferenceItemsQuery } from './registry/queries/reference-item.queries';
export type { ReferenceItemView } from './registry/queries/reference-item.queries';
// ---- farms -----------------------------------------------------------------------------------------------------------
export { FarmMapped, FarmEdited, FarmRemoved } from './farms/domain/farm';
// A farmer's farms without a caller to scope (feature phones): `new FarmsOfKnownFarmerQuery(farmerId, limit)`.
export { FarmsOfKnownFarmerQuery } from './farms/queries/farm.queries';
export type { FarmView } from './farms/queries/farm.views';
// ---- planting records --------------------------------------------------------------------------------------------------
// Crops, units and the other reference lists of planting records (seeded): `new ListRecordTypesQuery('crop')`.
export { ListRecordTypesQuery } from './records/queries/record-types';
export type { CropTypeView } from './records/queries/record-types';
export {
  PlantingRecordCreated,
  PlantingRecordSaved,
  PlantingRecordSectionRemoved,
  PlantingRecordDeleted,
} from './records/domain/planting-record';
// How a record's fertilizer is counted (its kilograms by item, its counts in the process or in SQL), for the figures on it.
export { fertilizerCountsOf, fertilizerKilogramsOf, fertilizerSql } from './records/domain/record-fertilizers';
export type { FertilizerKilograms } from './records/domain/record-fertilizers';
