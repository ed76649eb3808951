import {
  CreatePlantingRecordHandler,
  DeletePlantingRecordHandler,
  RemovePlantingRecordItemHandler,
  RemovePlantingRecordsOfFarm,
  SavePlantingRecordHandler,
} from './commands/planting-record.commands';
import { PlantingRecordsController } from './http/planting-records.controller';
import { RecordTypesController } from './http/record-types.controller';
import {
  FarmerSeasonsHandler,
  GetPlantingRecordHandler,
  ListPlantingRecordsOfFarmHandler,
} from './queries/planting-record.queries';
import { PlantingRecordViews } from './queries/planting-record.views';
import { ListRecordTypesHandler, RecordTypes } from './queries/record-types';
import { PlantingRecordProjection } from './read-models/planting-record.projection';
import { RECORD_TYPE_ENTITIES } from './read-models/record-types.entities';

/** Planting records and their reference lists, registered in FarmersModule. */
export const RECORDS_ENTITIES = [...RECORD_TYPE_ENTITIES];
export const RECORDS_CONTROLLERS = [RecordTypesController, PlantingRecordsController];
export const RECORDS_PROVIDERS = [
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
];
