import { Inject, Injectable } from '@nestjs/common';
import { Job } from 'bullmq';
import { DataSource } from 'typeorm';
import { COUNTRY_LOOKUP, CountryLookup } from '../../kernel/auth/access.ports';
import { ExcelColumn, ExcelExportPipeline } from '../../kernel/files/excel-export-pipeline';
import { HandlesJob, JobHandler } from '../../kernel/messaging/job-handler';
import { exportFilters, USERS_EXPORT_LIMIT } from '../commands/export-users.command';
import { filteredUsers, UserFilters } from '../queries/list-users.query';
import { UserRecord } from '../read-models/user.entity';
import { ExportUsers, ExportUsersPayload } from './accounts.jobs';

const BATCH = 500;

/**
 * The users of a list, oldest first, read a batch at a time: keyset on (creation time to the millisecond, id), the
 * precision a JavaScript date keeps, so that no user is read twice or skipped between batches.
 */
async function* usersOf(dataSource: DataSource, filters: UserFilters): AsyncGenerator<UserRecord> {
  const createdMs = `date_trunc('milliseconds', u.created_at)`;
  let after: { createdAt: Date; id: string } | null = null;
  let read = 0;
  while (read < USERS_EXPORT_LIMIT) {
    const query = filteredUsers(dataSource, filters)
      .orderBy(createdMs)
      .addOrderBy('u.id')
      .limit(Math.min(BATCH, USERS_EXPORT_LIMIT - read));
    if (after) query.andWhere(`(${createdMs}, u.id) > (:createdAt, :id)`, after);
    const batch = await query.getMany();
    for (const user of batch) yield user;
    read += batch.length;
    if (batch.length < BATCH) return;
    const last = batch[batch.length - 1];
    after = { createdAt: last.createdAt, id: last.id };
  }
}

@Injectable()
@HandlesJob(ExportUsers)
export class ExportUsersJob implements JobHandler<ExportUsersPayload> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly pipeline: ExcelExportPipeline,
    @Inject(COUNTRY_LOOKUP) private readonly countries: CountryLookup,
  ) {}

  async handle(job: Job<ExportUsersPayload>): Promise<void> {
    const { exportId, requesterId, type, countryId, language } = job.data;
    const requester = await this.dataSource.getRepository(UserRecord).findOneBy({ id: requesterId });
    if (!requester?.email) return; // the person who asked is gone
    const columns: ExcelColumn<UserRecord>[] = [
      { header: 'EXPORT_COLUMN_FIRSTNAME', value: (u) => u.firstname },
      { header: 'EXPORT_COLUMN_LASTNAME', value: (u) => u.lastname },
      { header: 'EXPORT_COLUMN_EMAIL', value: (u) => u.email },
      { header: 'EXPORT_COLUMN_PHONE', value: (u) => u.phone },
      { header: 'EXPORT_COLUMN_COMPANY', value: (u) => u.company },
      { header: 'EXPORT_COLUMN_ROLE', value: (u) => u.roles.find((r) => r !== 'ROLE_USER') },
      { header: 'EXPORT_COLUMN_STATUS', value: (u) => u.status },
      { header: 'EXPORT_COLUMN_COUNTRY', value: async (u) => (await this.countries.byId(u.countryId))?.name ?? '' },
      { header: 'EXPORT_COLUMN_CREATEDAT', value: (u) => u.createdAt },
      { header: 'EXPORT_COLUMN_LASTLOGINAT', value: (u) => u.lastLoginAt ?? '' },
    ];
    await this.pipeline.run({
      exportId,
      rows: usersOf(this.dataSource, exportFilters(type, countryId)),
      columns,
      sheet: 'EXPORT_SHEET_USERS',
      fileName: `users-${type.toLowerCase()}-${new Date().toISOString().slice(0, 10)}`,
      recipient: { email: requester.email, name: requester.firstname },
      language,
      mail: { subject: 'EXPORT_MAIL_SUBJECT', text: 'EXPORT_MAIL_TEXT' },
      onProgress: (rows) => job.updateProgress(Math.min(99, Math.round((rows / USERS_EXPORT_LIMIT) * 100))),
    });
    await job.updateProgress(100);
  }
}
