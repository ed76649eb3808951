import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../kernel/config/app-config';
import type { Actor } from '../../../kernel/context/request-context';
import { RequestContexts } from '../../../kernel/context/request-context';
import { DomainError } from '../../../kernel/errors/domain-error';
import { JobQueues } from '../../../kernel/messaging/job-queue.service';
import { FarmersErrors } from '../../farmers.errors';
import { ExportFarmers, ExportFarmersPayload } from '../../jobs/farmers.jobs';
import { FarmerFilter, FarmerListScope, ListFarmersHandler } from '../../registry/queries/farmer-lists';

/** Asks for a farmer list by mail: checked here (scope, nothing to export, too many), made by the `exports` queue. */
export class RequestFarmersExportCommand extends Command<{ exportId: string; total: number }> {
  constructor(
    readonly actor: Actor,
    readonly scope: FarmerListScope,
    readonly filter: FarmerFilter,
  ) {
    super();
  }
}

@CommandHandler(RequestFarmersExportCommand)
export class RequestFarmersExportHandler implements ICommandHandler<
  RequestFarmersExportCommand,
  { exportId: string; total: number }
> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly lists: ListFarmersHandler,
    private readonly queues: JobQueues,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ actor, scope, filter }: RequestFarmersExportCommand): Promise<{ exportId: string; total: number }> {
    const { condition, params } = await this.lists.where(actor, scope, filter);
    const [{ total }] = await this.dataSource.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM farmers f WHERE ${condition}`,
      params,
    );
    if (total === 0) throw new DomainError(FarmersErrors.FARMER_EXPORT_EMPTY);
    if (total > this.config.farmerExportLimit)
      throw new DomainError(FarmersErrors.FARMER_EXPORT_TOO_LARGE, { limit: this.config.farmerExportLimit });
    const context = RequestContexts.currentOrSystem();
    const exportId = randomUUID();
    const payload: ExportFarmersPayload = {
      exportId,
      requesterId: actor.id,
      scope,
      filter,
      language: context.language,
      correlationId: context.correlationId,
    };
    await this.queues.add(ExportFarmers, payload, { jobId: exportId });
    return { exportId, total };
  }
}
