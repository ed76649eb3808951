import { EditFarmHandler, MapFarmHandler, RemoveFarmHandler } from './commands/farm.commands';
import { FarmsController } from './http/farms.controller';
import { FarmsOfKnownFarmerHandler, ListFarmsOfFarmerHandler } from './queries/farm.queries';
import { FarmViews } from './queries/farm.views';
import { FarmProjection } from './read-models/farm.projection';

/** Farms, registered in FarmersModule. */
export const FARMS_CONTROLLERS = [FarmsController];
export const FARMS_PROVIDERS = [
  FarmProjection,
  FarmViews,
  MapFarmHandler,
  EditFarmHandler,
  RemoveFarmHandler,
  ListFarmsOfFarmerHandler,
  FarmsOfKnownFarmerHandler,
];
