export { FarmersModule } from './farmers.module';
export { FarmersErrors } from './farmers.errors';
// ---- registry --------------------------------------------------------------------------------------------------------
// Event types (each a value to create or narrow events, and its payload type): farms, records, history and analytics
// follow them.
export {
  FarmerEvents,
  FarmerEnrolled,
  FarmerUpdated,
  FarmerDeleted,
  FarmerLinkedToAccount,
  FARMER_STREAM,
  farmerStreamId,
  farmerSubject,
  GENDERS,
} from './registry/domain/farmer';
export type { Gender, FarmerFacts, FarmerPersonal, FarmerConsent, PersonalField } from './registry/domain/farmer';
export {
  FarmerReferenceEvents,
  FarmerReferenceItemAdded,
  FarmerReferenceItemRenamed,
  FarmerReferenceItemStatusSet,
  REFERENCE_LISTS,
} from './registry/domain/reference-item';
export type { ReferenceList } from './registry/domain/reference-item';
// Who may read or change a farmer: `new FarmerScopeQuery(actor, farmerId, 'CHANGE')` answers the view or FARMER_NOT_FOUND.
export { FarmerScopeQuery } from './registry/queries/farmer-scope';
export type { FarmerAccess, FarmerScopeView } from './registry/queries/farmer-scope';
export { GetFarmerQuery } from './registry/queries/farmer.queries';
// Who dials or texts from a number (feature phones): `new FarmerByPhoneQuery(countryId, nationalDigits)`.
export { FarmerByPhoneQuery } from './registry/queries/farmer-by-phone.query';
export type { FarmerByPhone } from './registry/queries/farmer-by-phone.query';
export type { FarmerView } from './registry/queries/farmer.views';
export { EnrolFarmerCommand, UpdateFarmerCommand, DeleteFarmerCommand } from './registry/commands/farmer.commands';
export type { FarmerInput } from './registry/commands/farmer-input';
export { ListReferenceItemsQuery } from './registry/queries/reference-item.queries';
export type { ReferenceItemView } from './registry/queries/reference-item.queries';
// ---- history ---------------------------------------------------------------------------------------------------------
export {
  FarmerHistoryEvents,
  FarmerHistoryEntryRecorded,
  FarmerHistoryEntryEdited,
  HISTORY_KINDS,
} from './history/domain/history-entry';
export type { HistoryKind, HistoryDetails } from './history/domain/history-entry';
// Crops, units and the other reference lists of planting records (seeded): `new ListRecordTypesQuery('crop')`.
export { ListRecordTypesQuery } from './records/queries/record-types';
export type { CropTypeView } from './records/queries/record-types';
// ---- farms -----------------------------------------------------------------------------------------------------------
export {
  FarmEvents,
  FarmMapped,
  FarmEdited,
  FarmRemoved,
  FARM_STREAM,
  farmStreamId,
  SIZE_UNITS,
  HECTARES_PER,
} from './farms/domain/farm';
export type { FarmDetails, SizeUnit } from './farms/domain/farm';
// A farmer's farms without a caller to scope (feature phones): `new FarmsOfKnownFarmerQuery(farmerId, limit)`.
export { FarmsOfKnownFarmerQuery } from './farms/queries/farm.queries';
export type { FarmView } from './farms/queries/farm.views';
// ---- planting records --------------------------------------------------------------------------------------------------
export {
  PlantingRecordEvents,
  PlantingRecordCreated,
  PlantingRecordSaved,
  PlantingRecordSectionRemoved,
  PlantingRecordDeleted,
  PLANTING_RECORD_STREAM,
  plantingRecordStreamId,
  SEASONS,
  SECTIONS,
} from './records/domain/planting-record';
export type {
  RecordContent,
  Season,
  Section,
  FertilizerItem,
  ManureItem,
  SeedItem,
  CppItem,
} from './records/domain/planting-record';
// ---- extension-agent analytics -------------------------------------------------------------------------------------------
export {
  ExtensionAgentFigureQuery,
  ExtensionAgentInformationQuery,
  FIGURES,
} from './analytics/queries/agent-analytics.queries';
export type { Figure } from './analytics/queries/agent-analytics.queries';
