import { Inject, Injectable } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Job } from 'bullmq';
import ExcelJS from 'exceljs';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { COUNTRY_LOOKUP, CountryLookup } from '../../kernel/auth/access.ports';
import { RequestContexts } from '../../kernel/context/request-context';
import { DomainError } from '../../kernel/errors/domain-error';
import { translate } from '../../kernel/i18n/translator';
import { MailService } from '../../kernel/mail/mail.service';
import { HandlesJob, JobHandler } from '../../kernel/messaging/job-handler';
import { JobQueues } from '../../kernel/messaging/job-queue.service';
import { QUEUES } from '../../kernel/messaging/queues';
import { StorageService } from '../../kernel/storage/storage.service';
import { ALL_ROLES } from '../http/user-admin.dto';
import { filteredUsers, UserFilters } from '../queries/list-users.query';
import { UserRecord } from '../read-models/user.entity';
import { AccountsErrors } from '../accounts.errors';

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
  if (!(ALL_ROLES as readonly string[]).includes(role)) throw new DomainError(AccountsErrors.EXPORT_TYPE_UNKNOWN, { type });
  return { countryId, role };
}

export class RequestUsersExportCommand {
  constructor(
    readonly requesterId: string,
    readonly type: string,
    readonly countryId: number | null,
  ) {}
}

export interface UsersExportPayload {
  exportId: string;
  requesterId: string;
  type: string;
  countryId: number | null;
  language: 'en' | 'fr';
  correlationId: string;
}

/** Checks the export is worth making, then leaves the work to the exports queue. */
@CommandHandler(RequestUsersExportCommand)
export class RequestUsersExportHandler implements ICommandHandler<RequestUsersExportCommand, void> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly queues: JobQueues,
  ) {}

  async execute({ requesterId, type, countryId }: RequestUsersExportCommand): Promise<void> {
    const total = await filteredUsers(this.dataSource, exportFilters(type, countryId)).getCount();
    if (total === 0) throw new DomainError(AccountsErrors.EXPORT_EMPTY);
    if (total > USERS_EXPORT_LIMIT) throw new DomainError(AccountsErrors.EXPORT_TOO_LARGE, { limit: USERS_EXPORT_LIMIT });
    const context = RequestContexts.currentOrSystem();
    const exportId = randomUUID();
    const payload: UsersExportPayload = { exportId, requesterId, type, countryId, language: context.language, correlationId: context.correlationId };
    await this.queues.add(QUEUES.exports, 'users-export', payload, { jobId: `users-export-${exportId}` });
  }
}

const COLUMNS = ['firstname', 'lastname', 'email', 'phone', 'company', 'role', 'status', 'country', 'createdAt', 'lastLoginAt'] as const;

/** Builds the Excel file, keeps it in storage and mails it to whoever asked. */
@Injectable()
@HandlesJob(QUEUES.exports, 'users-export')
export class UsersExportJob implements JobHandler<UsersExportPayload> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: StorageService,
    private readonly mail: MailService,
    @Inject(COUNTRY_LOOKUP) private readonly countries: CountryLookup,
  ) {}

  async handle(job: Job<UsersExportPayload>): Promise<void> {
    const { exportId, requesterId, type, countryId, language } = job.data;
    const dedupeKey = `users-export-${exportId}`;
    if (await this.mail.ensureQueued(dedupeKey)) return;
    const requester = await this.dataSource.getRepository(UserRecord).findOneBy({ id: requesterId });
    if (!requester?.email) return; // the person who asked is gone
    const users = await filteredUsers(this.dataSource, exportFilters(type, countryId)).orderBy('u.createdAt').take(USERS_EXPORT_LIMIT).getMany();
    await job.updateProgress(30);

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet(translate('EXPORT_SHEET_USERS', language));
    sheet.columns = COLUMNS.map((key) => ({ header: translate(`EXPORT_COLUMN_${key.toUpperCase()}`, language), key, width: 22 }));
    sheet.getRow(1).font = { bold: true };
    for (const user of users) {
      sheet.addRow({
        ...user,
        role: user.roles.find((r) => r !== 'ROLE_USER'),
        country: (await this.countries.byId(user.countryId))?.name ?? '',
        createdAt: user.createdAt,
        lastLoginAt: user.lastLoginAt ?? '',
      });
    }
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    await job.updateProgress(70);
    const stored = await this.storage.save('exports', bytes, { accept: ['application/zip'], maxBytes: 200 * 1024 * 1024 });
    const date = new Date().toISOString().slice(0, 10);
    await this.mail.queue({
      to: requester.email,
      subject: translate('EXPORT_MAIL_SUBJECT', language),
      text: translate('EXPORT_MAIL_TEXT', language, { name: requester.firstname, count: users.length }),
      dedupeKey,
      attachments: [{ filename: `users-${type.toLowerCase()}-${date}.xlsx`, storageKey: stored.key, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }],
    });
    await job.updateProgress(100);
  }
}
