import { DynamicModule, Module, Type } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { AccountsModule } from './accounts';
import { AffiliationModule } from './affiliation';
import { AuthorizationModule } from './authorization';
import { CatalogueModule } from './catalogue';
import { FarmersModule } from './farmers';
import { GeographyModule } from './geography';
import { AppConfig } from './kernel/config/app-config';
import { KernelModule } from './kernel/kernel.module';
import { loggerOptions } from './kernel/observability/logger-options';
import { OrdersModule } from './orders';

/** The whole of Kasuwa. The API process mounts its controllers; the worker process runs the same modules without HTTP. */
@Module({})
export class AppModule {
  /** `extra` lets tests and tools add modules of their own beside Kasuwa's. */
  static forRoot(config: AppConfig, extra: (Type | DynamicModule)[] = []): DynamicModule {
    return {
      module: AppModule,
      imports: [LoggerModule.forRoot(loggerOptions(config)), KernelModule.forRoot(config), GeographyModule, AuthorizationModule, AccountsModule, CatalogueModule, AffiliationModule, OrdersModule, FarmersModule, ...extra],
    };
  }
}
