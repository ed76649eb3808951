import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { RequestContexts } from '../../kernel/context/request-context';
import { DomainError } from '../../kernel/errors/domain-error';
import { AccountsErrors } from '../accounts.errors';
import { JobQueues } from '../../kernel/messaging/job-queue.service';
import { ALL_ROLES } from '../http/user-admin.dto';
import { ExportUsers, ExportUsersPayload } from '../jobs/accounts.jobs';
import { filteredUsers, UserFilters } from '../queries/list-users.query';

/** The most users one export may hold; narrow the list with filters past it. */
export const USERS_EXPORT_LIMIT = 10_000;

/** `all`, a role name (ROLE_DISTRIBUTOR) or its plural alias (distributors). */
const ALIASES: Record<string, string> = {
  distributors: 'ROLE_DISTRIBUTOR',
  wholesalers: 'ROLE_WHOLESALER',
  retailers: 'ROLE_RETAILER',
  agrodealers: 'ROLE_AGRODEALER',
  inputproviders: 'ROLE_INPUT_PROVIDER',
  'input-providers': 'ROLE_INPUT_PROVIDER',
  extensionagents: 'ROLE_EXTENSION_AGENT',
  'extension-agents': 'ROLE_EXTENSION_AGENT',
  farmers: 'ROLE_FARMER',
  'platform-managers': 'ROLE_PLATFORM_MANAGER',
};

export function exportFilters(type: string, countryId: number | null): UserFilters {
  if (type === 'all') return { countryId };
  const upper = type.toUpperCase();
  const role = ALIASES[type.toLowerCase()] ?? (upper.startsWith('ROLE_') ? upper : `ROLE_${upper}`);
  if (!(ALL_ROLES as readonly string[]).includes(role))
    throw new DomainError(AccountsErrors.EXPORT_TYPE_UNKNOWN, { type });
  return { countryId, role };
}

export class RequestUsersExportCommand extends Command<void> {
  constructor(
    readonly requesterId: string,
    readonly type: string,
    readonly countryId: number | null,
  ) {
    super();
  }
}

/** Checks the export is worth making, then leaves the work to the accounts queue (jobs/export-users.job.ts). */
@CommandHandler(RequestUsersExportCommand)
export class RequestUsersExportHandler implements ICommandHandler<RequestUsersExportCommand, void> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly queues: JobQueues,
  ) {}

  async execute({ requesterId, type, countryId }: RequestUsersExportCommand): Promise<void> {
    const total = await filteredUsers(this.dataSource, exportFilters(type, countryId)).getCount();
    if (total === 0) throw new DomainError(AccountsErrors.EXPORT_EMPTY);
    if (total > USERS_EXPORT_LIMIT)
      throw new DomainError(AccountsErrors.EXPORT_TOO_LARGE, { limit: USERS_EXPORT_LIMIT });
    const context = RequestContexts.currentOrSystem();
    const exportId = randomUUID();
    const payload: ExportUsersPayload = {
      exportId,
      requesterId,
      type,
      countryId,
      language: context.language,
      correlationId: context.correlationId,
    };
    await this.queues.add(ExportUsers, payload, { jobId: `export-users-${exportId}` });
  }
}
