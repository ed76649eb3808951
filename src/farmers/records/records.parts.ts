import { RecordTypesController } from './http/record-types.controller';
import { ListRecordTypesHandler, RecordTypes } from './queries/record-types';
import { RECORD_TYPE_ENTITIES } from './read-models/record-types.entities';

/** Planting records and their reference lists, registered in FarmersModule. */
export const RECORDS_ENTITIES = [...RECORD_TYPE_ENTITIES];
export const RECORDS_CONTROLLERS = [RecordTypesController];
export const RECORDS_PROVIDERS = [RecordTypes, ListRecordTypesHandler];
