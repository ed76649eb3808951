import { RegisterSalesmanHandler, RemoveSalesmanHandler, UpdateSalesmanHandler } from './commands/salesman.commands';
import { SalesmenController } from './http/salesmen.controller';
import { GetSalesmanHandler, ListSalesmenHandler } from './queries/salesman.queries';
import { SalesmanRecord } from './read-models/salesman.entity';
import { SalesmanProjection } from './read-models/salesman.projection';

/** The salesmen directory, registered in AccountsModule. */
export const SALESMEN_ENTITIES = [SalesmanRecord];
export const SALESMEN_CONTROLLERS = [SalesmenController];
export const SALESMEN_PROVIDERS = [
  SalesmanProjection,
  RegisterSalesmanHandler,
  UpdateSalesmanHandler,
  RemoveSalesmanHandler,
  ListSalesmenHandler,
  GetSalesmanHandler,
];
