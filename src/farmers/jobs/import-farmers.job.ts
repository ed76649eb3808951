import { Inject, Injectable, Logger } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Job, UnrecoverableError } from 'bullmq';
import { ContactCard, ContactCardsQuery } from '../../accounts';
import { PEOPLE_DIRECTORY, PeopleDirectory } from '../../kernel/auth/access.ports';
import { translate } from '../../kernel/i18n/translator';
import { MailService } from '../../kernel/mail/mail.service';
import { HandlesJob, JobHandler } from '../../kernel/messaging/job-handler';
import { XLSX } from '../../kernel/storage/content-type';
import { StorageService } from '../../kernel/storage/storage.service';
import { errorReport, FarmerImporter, ImportReport } from '../imports/commands/farmer-importer';
import { failureView, IMPORT_AREA } from '../imports/commands/import.commands';
import { DomainError } from '../../kernel/errors/domain-error';
import { FarmersErrors } from '../farmers.errors';
import { ImportFailure, ImportFarmers, ImportFarmersPayload } from './farmers.jobs';
import { headersOf, ImportTemplates } from '../imports/commands/import-templates';
import { layOutSheet } from '../imports/commands/sheet-layout';
import { Clock } from '../../kernel/clock/clock';

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** The import's own refusal of the file or its rows (a 4xx of the farmers module), as opposed to a fault on the way. */
const refusesTheSheet = (error: unknown): error is DomainError =>
  error instanceof DomainError && error.status < 500 && error.code.startsWith('FARMER');

/**
 * Imports a stored spreadsheet. A retried job (the worker stopped half-way) reads the file again: the rows it had
 * written are recognised by their keys (marked with this import's id, so they still count as created by it), the rest
 * are written, and the progress it shows never goes back below what it showed before. At the end, one summary mail with
 * the error report attached (a dry run's says what it would do, never that it imported). An import that fails for good
 * (a sheet it cannot read: at once; anything else: at its last attempt) mails its sender the reason, once, and keeps it
 * for GET farmers/imports/{jobId}.
 */
@Injectable()
@HandlesJob(ImportFarmers)
export class ImportFarmersJob implements JobHandler<ImportFarmersPayload, ImportReport> {
  private readonly logger = new Logger(ImportFarmersJob.name);

  constructor(
    private readonly importer: FarmerImporter,
    private readonly storage: StorageService,
    private readonly mail: MailService,
    private readonly queries: QueryBus,
    @Inject(PEOPLE_DIRECTORY) private readonly people: PeopleDirectory,
    private readonly templates: ImportTemplates,
    private readonly clock: Clock,
  ) {}

  async handle(job: Job<ImportFarmersPayload>): Promise<ImportReport> {
    try {
      return await this.importFile(job);
    } catch (error) {
      // A refusal of the sheet itself fails the same way on every attempt: it is not tried again.
      const refused = refusesTheSheet(error);
      const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      if (refused || lastAttempt) await this.failedForGood(job, error);
      if (refused) throw new UnrecoverableError((error as DomainError).code);
      throw error;
    }
  }

  private async importFile(job: Job<ImportFarmersPayload>): Promise<ImportReport> {
    const { importId, requesterId, ownerId, countryId, fileKey, dryRun, language, columns, values, aliases } = job.data;
    const person = await this.people.personOf(ownerId);
    const owner = { id: ownerId, roles: person?.roles ?? [], countryId: person?.countryId ?? countryId };
    const bytes = await bytesOf(await this.storage.open(fileKey));
    // A job run again starts from what it showed before: its rows written already are recognised as it reads them again.
    let shown = typeof job.progress === 'number' ? job.progress : 0;
    const report = await this.importer.run(owner, countryId, bytes, {
      importId,
      dryRun,
      language,
      columns,
      values,
      aliases,
      onProgress: async (done, total) => {
        const percent = total ? Math.min(99, Math.floor((done / total) * 100)) : 99;
        if (percent <= shown) return;
        shown = percent;
        await job.updateProgress(percent);
      },
    });
    // The mapping and values a real import used are offered again for a sheet with the same headers.
    if (!dryRun)
      await this.templates.keep(
        requesterId,
        headersOf(await layOutSheet(bytes, { sampleRows: 0 })),
        { mapping: columns, values },
        this.clock.nowIso(),
      );
    const requester = await this.requester(requesterId);
    if (requester?.email) {
      const attachments = [];
      if (report.errors.length) {
        const file = await this.storage.save(IMPORT_AREA, await errorReport(bytes, report.errors, language, columns), {
          accept: [XLSX],
          maxBytes: 200 * 1024 * 1024,
        });
        attachments.push({ filename: 'farmers-import-errors.xlsx', storageKey: file.key, contentType: XLSX });
      }
      const words = dryRun
        ? {
            subject: 'FARMER_IMPORT_DRY_RUN_MAIL_SUBJECT',
            text: 'FARMER_IMPORT_DRY_RUN_MAIL_TEXT',
            report: 'FARMER_IMPORT_DRY_RUN_MAIL_REPORT',
          }
        : {
            subject: 'FARMER_IMPORT_MAIL_SUBJECT',
            text: 'FARMER_IMPORT_MAIL_TEXT',
            report: 'FARMER_IMPORT_MAIL_REPORT',
          };
      const params = {
        name: requester.firstname,
        created: report.created,
        alreadyImported: report.alreadyImported,
        refused: report.refused,
        report: report.errors.length ? translate(words.report, language) : '',
      };
      await this.mail.queue({
        to: requester.email,
        subject: translate(words.subject, language, params),
        text: translate(words.text, language, params),
        dedupeKey: `farmer-import-${importId}`,
        attachments,
      });
    }
    await job.updateProgress(100);
    return report;
  }

  private async requester(requesterId: string): Promise<ContactCard | undefined> {
    const [requester]: ContactCard[] = await this.queries.execute(new ContactCardsQuery([requesterId]));
    return requester;
  }

  /** Keeps why the import failed (for its progress) and mails it to its sender, once whatever retries follow. */
  private async failedForGood(job: Job<ImportFarmersPayload>, error: unknown): Promise<void> {
    const failure: ImportFailure = refusesTheSheet(error)
      ? {
          code: error.code,
          params: error.params,
          errors: error.errors.map((e) => ({ field: e.field, message: e.message })),
        }
      : { code: FarmersErrors.FARMER_IMPORT_FAILED, params: {}, errors: [] };
    if (!refusesTheSheet(error))
      this.logger.error(
        `farmer import ${job.data.importId} failed for good: ${error instanceof Error ? error.stack : String(error)}`,
      );
    try {
      await job.updateData({ ...job.data, failure });
      const { language, importId } = job.data;
      const requester = await this.requester(job.data.requesterId);
      if (!requester?.email) return;
      const reason =
        failure.code === FarmersErrors.FARMER_IMPORT_FAILED
          ? translate('FARMER_IMPORT_FAILED_UNEXPECTED', language, { reference: job.id ?? importId })
          : (({ message, errors }) => [message, ...errors.map((e) => `- ${e.message}`)].join('\n'))(
              failureView(failure, job.id ?? importId, language),
            );
      await this.mail.queue({
        to: requester.email,
        subject: translate('FARMER_IMPORT_FAILED_MAIL_SUBJECT', language),
        text: translate('FARMER_IMPORT_FAILED_MAIL_TEXT', language, { name: requester.firstname, reason }),
        dedupeKey: `farmer-import-failed-${importId}`,
      });
    } catch (reporting) {
      // The import's own failure is what the queue keeps; a failure to report it is logged beside it.
      this.logger.error(
        `farmer import ${job.data.importId}: its failure could not be reported: ${reporting instanceof Error ? reporting.message : String(reporting)}`,
      );
    }
  }
}
