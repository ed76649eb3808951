import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PeopleDirectoryModule } from '../accounts';
import { GeographyModule } from '../geography';
import { ActingOrganisations } from '../kernel/auth/acting-organisations';
import './farmers.errors';
import './farmers.messages';
import { AgentAnalyticsController } from './analytics/http/agent-analytics.controller';
import {
  ExtensionAgentFigureHandler,
  ExtensionAgentFigures,
  ExtensionAgentInformationHandler,
} from './analytics/queries/agent-analytics.queries';
import { AgentFigureCache } from './analytics/queries/agent-figure-cache';
import { AgentFiguresFreshness } from './analytics/queries/agent-figures-freshness';
import { AgentFreshnessHeaders } from './analytics/http/agent-freshness-headers.interceptor';
import { AgentScope } from './analytics/queries/agent-scope';
import { ExtensionAgentAnalytics } from './analytics/consumers/extension-agent-analytics.consumer';
import { EditFarmHandler, MapFarmHandler, RemoveFarmHandler } from './farms/commands/farm.commands';
import { FarmsController } from './farms/http/farms.controller';
import { FarmsOfKnownFarmerHandler, ListFarmsOfFarmerHandler } from './farms/queries/farm.queries';
import { FarmViews } from './farms/queries/farm.views';
import { FarmProjection } from './farms/read-models/farm.projection';
import {
  CreatePlantingRecordHandler,
  DeletePlantingRecordHandler,
  RemovePlantingRecordItemHandler,
  RemovePlantingRecordsOfFarm,
  SavePlantingRecordHandler,
} from './records/commands/planting-record.commands';
import { PlantingRecordsController } from './records/http/planting-records.controller';
import { RecordTypesController } from './records/http/record-types.controller';
import {
  FarmerSeasonsHandler,
  GetPlantingRecordHandler,
  ListPlantingRecordsOfFarmHandler,
} from './records/queries/planting-record.queries';
import { PlantingRecordViews } from './records/queries/planting-record.views';
import { ListRecordTypesHandler, RecordTypes } from './records/queries/record-types';
import { PlantingRecordProjection } from './records/read-models/planting-record.projection';
import { RECORD_TYPE_ENTITIES } from './records/read-models/record-types.entities';
import { EditHistoryEntryHandler, RecordHistoryEntryHandler } from './history/commands/history.commands';
import { HistoryController } from './history/http/history.controller';
import {
  FarmerChangeLogHandler,
  GetHistoryEntryHandler,
  HistoryViews,
  ListHistoryHandler,
} from './history/queries/history.queries';
import { HistoryEntryProjection } from './history/read-models/history-entry.projection';
import { RequestFarmersExportHandler } from './exports/commands/export.commands';
import { FarmerImporter } from './imports/commands/farmer-importer';
import { FarmerTemplate } from './imports/queries/farmer-template';
import { FarmerImportsController } from './imports/http/imports.controller';
import {
  FarmerImportProgressHandler,
  ImportFarmersHandler,
  ImportOwners,
  QueueFarmerImportHandler,
} from './imports/commands/import.commands';
import { ExportFarmersJob } from './jobs/export-farmers.job';
import { ImportFarmersJob } from './jobs/import-farmers.job';
import { FarmerInputChecker } from './registry/commands/farmer-input';
import { FarmerIdentities } from './registry/commands/farmer-identity';
import { ImportAliases } from './imports/commands/import-aliases';
import { ImportTemplates } from './imports/commands/import-templates';
import { DeleteFarmerHandler, EnrolFarmerHandler, UpdateFarmerHandler } from './registry/commands/farmer.commands';
import {
  AddReferenceItemHandler,
  RenameReferenceItemHandler,
  SetReferenceItemStatusHandler,
} from './registry/commands/reference-item.commands';
import { FarmersController, FarmerUsersController } from './registry/http/farmers.controller';
import { FarmersByLgaHandler, ListFarmersHandler } from './registry/queries/farmer-lists';
import { FarmerListCache } from './registry/queries/farmer-list-cache';
import { ReferenceListsController } from './registry/http/reference-lists.controller';
import { FarmerScope, FarmerScopeHandler } from './registry/queries/farmer-scope';
import { FarmerByPhoneHandler } from './registry/queries/farmer-by-phone.query';
import { FarmerFileHandler, GetFarmerHandler } from './registry/queries/farmer.queries';
import { FarmerViews } from './registry/queries/farmer.views';
import { ListReferenceItemsHandler, ReferenceItemViews } from './registry/queries/reference-item.queries';
import { FarmerAccountLinker } from './registry/consumers/farmer-account-linker.consumer';
import { FarmerAgentAffiliationProjection } from './registry/read-models/farmer-agent-affiliation.projection';
import { FarmerReferenceProjection } from './registry/read-models/farmer-reference.projection';
import { FarmerProjection } from './registry/read-models/farmer.projection';

/**
 * Farmers: the registry (enrolment with consent, the scoped lists, the per-country reference lists), and what is kept
 * about each farmer (history; farms and planting records). Its parts ask FarmerScope (registry/queries/farmer-scope.ts)
 * who may read or change a farmer.
 */
@Module({
  imports: [GeographyModule, PeopleDirectoryModule, TypeOrmModule.forFeature([...RECORD_TYPE_ENTITIES])],
  controllers: [
    FarmerImportsController,
    FarmersController,
    FarmerUsersController,
    ReferenceListsController,
    HistoryController,
    FarmsController,
    RecordTypesController,
    PlantingRecordsController,
    AgentAnalyticsController,
  ],
  providers: [
    ActingOrganisations,
    FarmerScope,
    FarmerScopeHandler,
    FarmerViews,
    FarmerListCache,
    FarmerInputChecker,
    FarmerIdentities,
    ImportAliases,
    ImportTemplates,
    FarmerProjection,
    FarmerReferenceProjection,
    FarmerAgentAffiliationProjection,
    FarmerAccountLinker,
    EnrolFarmerHandler,
    UpdateFarmerHandler,
    DeleteFarmerHandler,
    GetFarmerHandler,
    FarmerByPhoneHandler,
    ListFarmersHandler,
    FarmersByLgaHandler,
    FarmerFileHandler,
    ReferenceItemViews,
    ListReferenceItemsHandler,
    AddReferenceItemHandler,
    RenameReferenceItemHandler,
    SetReferenceItemStatusHandler,
    // history
    HistoryEntryProjection,
    HistoryViews,
    RecordHistoryEntryHandler,
    EditHistoryEntryHandler,
    ListHistoryHandler,
    GetHistoryEntryHandler,
    FarmerChangeLogHandler,
    // farms
    FarmProjection,
    FarmViews,
    MapFarmHandler,
    EditFarmHandler,
    RemoveFarmHandler,
    ListFarmsOfFarmerHandler,
    FarmsOfKnownFarmerHandler,
    // planting records and their reference lists
    RecordTypes,
    ListRecordTypesHandler,
    PlantingRecordProjection,
    PlantingRecordViews,
    CreatePlantingRecordHandler,
    SavePlantingRecordHandler,
    RemovePlantingRecordItemHandler,
    DeletePlantingRecordHandler,
    RemovePlantingRecordsOfFarm,
    GetPlantingRecordHandler,
    ListPlantingRecordsOfFarmHandler,
    FarmerSeasonsHandler,
    // extension-agent analytics
    ExtensionAgentAnalytics,
    AgentScope,
    ExtensionAgentFigures,
    AgentFigureCache,
    ExtensionAgentFigureHandler,
    ExtensionAgentInformationHandler,
    AgentFiguresFreshness,
    AgentFreshnessHeaders,
    // imports and exports
    FarmerImporter,
    FarmerTemplate,
    ImportOwners,
    ImportFarmersHandler,
    QueueFarmerImportHandler,
    FarmerImportProgressHandler,
    RequestFarmersExportHandler,
    ImportFarmersJob,
    ExportFarmersJob,
  ],
})
export class FarmersModule {}
