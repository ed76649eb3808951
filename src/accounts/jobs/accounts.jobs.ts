import { defineJob, defineQueue } from '../../kernel/messaging/job-definition';

/** The accounts module's background work. */
export const ACCOUNTS_QUEUE = defineQueue('accounts', { concurrency: 2 });

export interface ExportUsersPayload {
  exportId: string;
  requesterId: string;
  /** `all`, a role name or its plural alias (see exportFilters). */
  type: string;
  countryId: number | null;
  language: 'en' | 'fr';
  correlationId: string;
}

/** Streams the users a list shows into an Excel file mailed to whoever asked. */
export const ExportUsers = defineJob<ExportUsersPayload>(ACCOUNTS_QUEUE, 'export-users', { attempts: 3 });
