import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PeopleDirectoryModule } from '../accounts';
import { GeographyModule } from '../geography';
import './farmers.errors';
import './farmers.messages';
import { ANALYTICS_CONTROLLERS, ANALYTICS_PROVIDERS } from './analytics/analytics.parts';
import { FARMS_CONTROLLERS, FARMS_PROVIDERS } from './farms/farms.parts';
import { RECORDS_CONTROLLERS, RECORDS_ENTITIES, RECORDS_PROVIDERS } from './records/records.parts';
import { EditHistoryEntryHandler, RecordHistoryEntryHandler } from './history/commands/history.commands';
import { HistoryController } from './history/http/history.controller';
import {
  FarmerChangeLogHandler,
  GetHistoryEntryHandler,
  HistoryViews,
  ListHistoryHandler,
} from './history/queries/history.queries';
import { HistoryEntryProjection } from './history/read-models/history-entry.projection';
import { RequestFarmersExportHandler } from './exports/export.commands';
import { FarmerImporter } from './imports/farmer-importer';
import { FarmerTemplate } from './imports/farmer-template';
import { FarmerImportsController } from './imports/http/imports.controller';
import {
  FarmerImportProgressHandler,
  ImportFarmersHandler,
  ImportOwners,
  QueueFarmerImportHandler,
} from './imports/import.commands';
import { ExportFarmersJob } from './jobs/export-farmers.job';
import { ImportFarmersJob } from './jobs/import-farmers.job';
import { FarmerInputChecker } from './registry/commands/farmer-input';
import { FarmerIdentities } from './registry/commands/farmer-identity';
import { ImportAliases } from './imports/import-aliases';
import { ImportTemplates } from './imports/import-templates';
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
import { FarmerAccountLinker } from './registry/read-models/farmer-account-linker.consumer';
import { FarmerAgentAffiliationProjection } from './registry/read-models/farmer-agent-affiliation.projection';
import { FarmerReferenceProjection } from './registry/read-models/farmer-reference.projection';
import { FarmerProjection } from './registry/read-models/farmer.projection';

/**
 * Farmers: the registry (enrolment with consent, the scoped lists, the per-country reference lists), and what is kept
 * about each farmer (history; farms and planting records). Other parts ask FarmerScopeQuery who may read or change
 * a farmer.
 */
@Module({
  imports: [GeographyModule, PeopleDirectoryModule, TypeOrmModule.forFeature([...RECORDS_ENTITIES])],
  controllers: [
    FarmerImportsController,
    FarmersController,
    FarmerUsersController,
    ReferenceListsController,
    HistoryController,
    ...FARMS_CONTROLLERS,
    ...RECORDS_CONTROLLERS,
    ...ANALYTICS_CONTROLLERS,
  ],
  providers: [
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
    ...FARMS_PROVIDERS,
    ...RECORDS_PROVIDERS,
    ...ANALYTICS_PROVIDERS,
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
