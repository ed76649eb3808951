import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Job } from 'bullmq';
import { ContactCard, ContactCardsQuery } from '../../accounts';
import { PEOPLE_DIRECTORY, PeopleDirectory } from '../../kernel/auth/access.ports';
import { translate } from '../../kernel/i18n/translator';
import { MailService } from '../../kernel/mail/mail.service';
import { HandlesJob, JobHandler } from '../../kernel/messaging/job-handler';
import { XLSX } from '../../kernel/storage/content-type';
import { StorageService } from '../../kernel/storage/storage.service';
import { errorReport, FarmerImporter, ImportReport } from '../imports/farmer-importer';
import { IMPORT_AREA } from '../imports/import.commands';
import { ImportFarmers, ImportFarmersPayload } from './farmers.jobs';

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * Imports a stored spreadsheet. A retried job (the worker stopped half-way) reads the file again: the rows it had
 * written are recognised by their keys (marked with this import's id, so they still count as created by it), the rest
 * are written. At the end, one summary mail with the error report attached.
 */
@Injectable()
@HandlesJob(ImportFarmers)
export class ImportFarmersJob implements JobHandler<ImportFarmersPayload, ImportReport> {
  constructor(
    private readonly importer: FarmerImporter,
    private readonly storage: StorageService,
    private readonly mail: MailService,
    private readonly queries: QueryBus,
    @Inject(PEOPLE_DIRECTORY) private readonly people: PeopleDirectory,
  ) {}

  async handle(job: Job<ImportFarmersPayload>): Promise<ImportReport> {
    const { importId, requesterId, ownerId, countryId, fileKey, dryRun, language, columns } = job.data;
    const person = await this.people.personOf(ownerId);
    const owner = { id: ownerId, roles: person?.roles ?? [], countryId: person?.countryId ?? countryId };
    const bytes = await bytesOf(await this.storage.open(fileKey));
    const report = await this.importer.run(owner, countryId, bytes, {
      importId,
      dryRun,
      language,
      columns,
      onProgress: (done, total) => job.updateProgress(total ? Math.min(99, Math.floor((done / total) * 100)) : 99),
    });
    const [requester]: ContactCard[] = await this.queries.execute(new ContactCardsQuery([requesterId]));
    if (requester?.email) {
      const attachments = [];
      if (report.errors.length) {
        const file = await this.storage.save(IMPORT_AREA, await errorReport(bytes, report.errors, language), { accept: [XLSX], maxBytes: 200 * 1024 * 1024 });
        attachments.push({ filename: 'farmers-import-errors.xlsx', storageKey: file.key, contentType: XLSX });
      }
      const params = {
        name: requester.firstname,
        created: report.created,
        alreadyImported: report.alreadyImported,
        refused: report.refused,
        report: report.errors.length ? translate('FARMER_IMPORT_MAIL_REPORT', language) : '',
      };
      await this.mail.queue({
        to: requester.email,
        subject: translate('FARMER_IMPORT_MAIL_SUBJECT', language, params),
        text: translate('FARMER_IMPORT_MAIL_TEXT', language, params),
        dedupeKey: `farmer-import-${importId}`,
        attachments,
      });
    }
    await job.updateProgress(100);
    return report;
  }
}
