import { DynamicModule, Module, Type } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { AccountsModule, PeopleDirectoryModule } from './accounts';
import { AdvisoryModule } from './advisory';
import { AffiliationModule, InvitationRedeemerAdapter } from './affiliation';
import { AuthorizationModule } from './authorization';
import { CatalogueModule } from './catalogue';
import { ContentModule } from './content';
import { DashboardsModule } from './dashboards';
import { FarmersModule } from './farmers';
import { FeaturePhonesModule } from './feature-phones';
import { GeographyModule } from './geography';
import { InventoryModule } from './inventory';
import { AccessModule } from './kernel/auth/access.module';
import { AppConfig } from './kernel/config/app-config';
import { KernelModule } from './kernel/kernel.module';
import { loggerOptions } from './kernel/observability/logger-options';
import { MarketsModule } from './markets';
import { NotificationsModule } from './notifications';
import { SiteModule } from './site';
import { DeliveredPurchases, OrdersModule } from './orders';

/**
 * The whole of Kasuwa. The API process mounts its controllers; the worker process runs the same modules without HTTP.
 *
 * Only the kernel is global. Each business module imports the modules it uses; the graph has no cycle:
 * geography <- people (accounts' PeopleDirectoryModule) <- authorization <- accounts, catalogue, affiliation, orders.
 * Where a module needs something from a module above it, it declares a port and this module binds it through its
 * `forRoot`: accounts gets permissions and the affiliation's invitation redeemer, the catalogue gets the orders'
 * verified purchases, the kernel's access guard gets people, permissions and countries.
 */
@Module({})
export class AppModule {
  /** `extra` lets tests and tools add modules of their own beside Kasuwa's. */
  static forRoot(config: AppConfig, extra: (Type | DynamicModule)[] = []): DynamicModule {
    return {
      module: AppModule,
      imports: [
        LoggerModule.forRoot(loggerOptions(config)),
        KernelModule.forRoot(config),
        AccessModule.forRoot([PeopleDirectoryModule, AuthorizationModule, GeographyModule]),
        GeographyModule,
        AuthorizationModule,
        AccountsModule.forRoot({ permissions: AuthorizationModule, invitationRedeemer: InvitationRedeemerAdapter }),
        CatalogueModule.forRoot({ verifiedPurchases: DeliveredPurchases }),
        AffiliationModule,
        OrdersModule,
        FarmersModule,
        InventoryModule,
        AdvisoryModule,
        ContentModule,
        MarketsModule,
        NotificationsModule,
        FeaturePhonesModule,
        SiteModule,
        DashboardsModule,
        ...extra,
      ],
    };
  }
}
