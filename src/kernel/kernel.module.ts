import { DynamicModule, Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { APP_FILTER, DiscoveryModule } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import Redis from 'ioredis';
import { Clock, SystemClock } from './clock/clock';
import { APP_CONFIG, AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { RequestDrain } from './http/request-drain';
import { dataSourceOptions } from './database/data-source-options';
import { TableStatistics } from './database/table-statistics';
import { BulkWrites } from './events/bulk-writes';
import { ConsumerRunner } from './events/consumer-runner';
import { ProjectionRebuilder } from './events/projection-rebuilder';
import { EventStore } from './events/event-store';
import { EventStoreMetrics } from './events/event-store.metrics';
import { ExcelExportPipeline } from './files/excel-export-pipeline';
import { ErrorEnvelopeFilter } from './http/error-envelope.filter';
import { MAIL_TRANSPORT, MailService, mailTransportFor, SendMailJob } from './mail/mail.service';
import { JobQueues } from './messaging/job-queue.service';
import { DeliverEventJob, DomainEventSubscribers, OutboxRelay } from './messaging/outbox-relay';
import { REDIS, redisProvider } from './messaging/redis.provider';
import { settlesWithin } from './runtime/within';
import { WorkerHost } from './messaging/worker-host';
import { HealthController } from './observability/health.controller';
import { MetricsRegistry } from './observability/metrics.registry';
import { DownloadLinks } from './files/download-links';
import { ExportDownloadController } from './files/export-download.controller';
import { DatabasePoolMetrics } from './observability/database-pool.metrics';
import { DatabaseConnectionGuard } from './database/connection-guard';
import { PersonalDataVault } from './privacy/personal-data-vault';
import { objectStoreProvider } from './storage/object-store.provider';
import { StorageService } from './storage/storage.service';

class RedisLifecycle implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}
  async onApplicationShutdown(): Promise<void> {
    // quit waits for Redis to answer: with Redis gone, the connection is dropped instead.
    if (!(await settlesWithin(this.redis.quit(), 2_000))) this.redis.disconnect();
    else if (this.redis.status !== 'end') this.redis.disconnect();
  }
}

/**
 * The shared kernel: configuration, database, event store, messaging, mail, storage, the HTTP edge
 * (validation, error envelope) and observability. No business rules live here. The only global module: every
 * business module imports the others it uses. The access guard is in AccessModule, which the app module gives the
 * business modules answering its ports.
 */
@Global()
@Module({})
export class KernelModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: KernelModule,
      imports: [
        ConfigModule.forRoot(config),
        DiscoveryModule,
        CqrsModule.forRoot(),
        PassportModule,
        JwtModule.register({
          secret: config.jwtSecret,
          signOptions: { expiresIn: config.jwtTtlSeconds, algorithm: 'HS256' },
        }),
        TypeOrmModule.forRoot({ ...dataSourceOptions(config.databaseUrl!), autoLoadEntities: true }),
      ],
      controllers: [HealthController, ExportDownloadController],
      providers: [
        { provide: Clock, useClass: SystemClock },
        MetricsRegistry,
        EventStoreMetrics,
        DatabasePoolMetrics,
        DatabaseConnectionGuard,
        EventStore,
        BulkWrites,
        TableStatistics,
        ConsumerRunner,
        ProjectionRebuilder,
        redisProvider,
        RedisLifecycle,
        JobQueues,
        WorkerHost,
        DomainEventSubscribers,
        OutboxRelay,
        DeliverEventJob,
        MailService,
        SendMailJob,
        { provide: MAIL_TRANSPORT, inject: [APP_CONFIG], useFactory: mailTransportFor },
        objectStoreProvider,
        StorageService,
        ExcelExportPipeline,
        DownloadLinks,
        PersonalDataVault,
        RequestDrain,
        { provide: APP_FILTER, useClass: ErrorEnvelopeFilter },
      ],
      exports: [
        Clock,
        ConfigModule,
        CqrsModule,
        JwtModule,
        MetricsRegistry,
        EventStore,
        BulkWrites,
        TableStatistics,
        ConsumerRunner,
        ProjectionRebuilder,
        REDIS,
        JobQueues,
        WorkerHost,
        MailService,
        StorageService,
        ExcelExportPipeline,
        PersonalDataVault,
      ],
    };
  }
}
