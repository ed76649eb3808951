import { Inject, Injectable } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler, IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { PEOPLE_DIRECTORY, PeopleDirectory } from '../../../kernel/auth/access.ports';
import type { Actor, Language } from '../../../kernel/context/request-context';
import { RequestContexts } from '../../../kernel/context/request-context';
import { DomainError } from '../../../kernel/errors/domain-error';
import { officeDocumentType, XLSX } from '../../../kernel/storage/content-type';
import { StorageService } from '../../../kernel/storage/storage.service';
import { JobQueues } from '../../../kernel/messaging/job-queue.service';
import { FarmersErrors } from '../../farmers.errors';
import { FARMER_IMPORT_QUEUE, ImportFailure, ImportFarmers, ImportFarmersPayload } from '../../jobs/farmers.jobs';
import { translate } from '../../../kernel/i18n/translator';
import { FarmerScope, isAdministrator, ROLE_EXTENSION_AGENT } from '../../registry/queries/farmer-scope';
import type { ColumnMapping } from '../../../kernel/files/excel-reader';
import { FarmerImporter, ImportReport } from './farmer-importer';
import { FileValues, layOutSheet, requireImportable } from './sheet-layout';
import { headersOf, ImportTemplates } from './import-templates';
import { Clock } from '../../../kernel/clock/clock';
import type { GivenAlias } from './import-aliases';

/** The most rows `farmers/bulk` answers in the request; larger files go through `farmers/async-bulk-upload`. */
export const SYNC_IMPORT_MAX_ROWS = 1000;

export const IMPORT_AREA = 'farmer-imports';

/**
 * Whose farmers an import brings in: an agent imports into their own scope only; an administrator (or a platform
 * manager, for the countries they monitor) names the extension agent the farmers belong to.
 */
@Injectable()
export class ImportOwners {
  constructor(
    private readonly scope: FarmerScope,
    @Inject(PEOPLE_DIRECTORY) private readonly people: PeopleDirectory,
  ) {}

  async ownerOf(actor: Actor, ownerId: string | null | undefined): Promise<{ owner: Actor; countryId: number }> {
    const monitored = await this.scope.monitoredCountries(actor);
    if (!isAdministrator(actor) && !monitored) {
      if (
        (ownerId && ownerId.toLowerCase() !== actor.id) ||
        !actor.roles.includes(ROLE_EXTENSION_AGENT) ||
        actor.countryId === null
      ) {
        throw new DomainError(FarmersErrors.FARMER_IMPORT_OWNER_NOT_FOUND);
      }
      return { owner: actor, countryId: actor.countryId };
    }
    if (!ownerId)
      throw new DomainError(FarmersErrors.FARMER_IMPORT_OWNER_REQUIRED, {}, [
        { field: 'ownerId', message: 'FARMER_IMPORT_OWNER_REQUIRED' },
      ]);
    const person = await this.people.personOf(ownerId.toLowerCase());
    if (
      !person ||
      !person.roles.includes(ROLE_EXTENSION_AGENT) ||
      (monitored && !monitored.includes(person.countryId))
    ) {
      throw new DomainError(FarmersErrors.FARMER_IMPORT_OWNER_NOT_FOUND);
    }
    return { owner: { id: person.id, roles: person.roles, countryId: person.countryId }, countryId: person.countryId };
  }
}

/** Refuses what is not an Excel workbook, by content (a renamed file too). */
export function requireExcel(bytes: Buffer | undefined): Buffer {
  if (!bytes || bytes.length === 0) throw new DomainError(FarmersErrors.FARMER_IMPORT_NO_FILE);
  if (officeDocumentType(bytes) !== XLSX) throw new DomainError(FarmersErrors.FARMER_IMPORT_NOT_EXCEL);
  return bytes;
}

/** Imports a small spreadsheet in the request (or checks it only, with `dryRun`). */
export class ImportFarmersCommand extends Command<ImportReport> {
  constructor(
    readonly actor: Actor,
    readonly ownerId: string | null | undefined,
    readonly bytes: Buffer,
    readonly dryRun: boolean,
    /** The user's column mapping, checked (checkColumnMapping). */
    readonly columns?: ColumnMapping,
    /** Values for the whole file, checked (checkFileValues). */
    readonly values?: FileValues,
    /** What spellings of states and LGAs mean, checked (checkAliases). */
    readonly aliases?: GivenAlias[],
  ) {
    super();
  }
}

@CommandHandler(ImportFarmersCommand)
export class ImportFarmersHandler implements ICommandHandler<ImportFarmersCommand, ImportReport> {
  constructor(
    private readonly owners: ImportOwners,
    private readonly importer: FarmerImporter,
    private readonly templates: ImportTemplates,
    private readonly clock: Clock,
  ) {}

  async execute({
    actor,
    ownerId,
    bytes,
    dryRun,
    columns,
    values,
    aliases,
  }: ImportFarmersCommand): Promise<ImportReport> {
    const { owner, countryId } = await this.owners.ownerOf(actor, ownerId);
    const context = RequestContexts.currentOrSystem();
    const report = await this.importer.run(owner, countryId, requireExcel(bytes), {
      importId: randomUUID(),
      dryRun,
      language: context.language,
      maxRows: SYNC_IMPORT_MAX_ROWS,
      columns,
      values,
      aliases,
    });
    // The mapping and values a real import used are offered again for a sheet with the same headers.
    if (!dryRun)
      await this.templates.keep(
        actor.id,
        headersOf(await layOutSheet(bytes, { sampleRows: 0 })),
        { mapping: columns, values },
        this.clock.nowIso(),
      );
    return report;
  }
}

/** Stores the spreadsheet and queues its import; answers the job id. */
export class QueueFarmerImportCommand extends Command<{ jobId: string }> {
  constructor(
    readonly actor: Actor,
    readonly ownerId: string | null | undefined,
    readonly bytes: Buffer,
    readonly dryRun: boolean,
    /** The user's column mapping, checked (checkColumnMapping). */
    readonly columns?: ColumnMapping,
    /** Values for the whole file, checked (checkFileValues). */
    readonly values?: FileValues,
    /** What spellings of states and LGAs mean, checked (checkAliases). */
    readonly aliases?: GivenAlias[],
  ) {
    super();
  }
}

@CommandHandler(QueueFarmerImportCommand)
export class QueueFarmerImportHandler implements ICommandHandler<QueueFarmerImportCommand, { jobId: string }> {
  constructor(
    private readonly owners: ImportOwners,
    private readonly storage: StorageService,
    private readonly queues: JobQueues,
  ) {}

  async execute({
    actor,
    ownerId,
    bytes,
    dryRun,
    columns,
    values,
    aliases,
  }: QueueFarmerImportCommand): Promise<{ jobId: string }> {
    const { owner, countryId } = await this.owners.ownerOf(actor, ownerId);
    const context = RequestContexts.currentOrSystem();
    // A sheet whose columns cannot make farmers is answered now (422), not by a job failing later.
    requireImportable(await layOutSheet(requireExcel(bytes), { columns, values, sampleRows: 20 }), context.language);
    const file = await this.storage.save(IMPORT_AREA, requireExcel(bytes), { accept: [XLSX], maxBytes: bytes.length });
    const importId = randomUUID();
    const payload: ImportFarmersPayload = {
      importId,
      requesterId: actor.id,
      ownerId: owner.id,
      countryId,
      fileKey: file.key,
      dryRun,
      language: context.language,
      correlationId: context.correlationId,
      ...(columns ? { columns } : {}),
      ...(values ? { values } : {}),
      ...(aliases ? { aliases } : {}),
    };
    await this.queues.add(ImportFarmers, payload, { jobId: importId });
    return { jobId: importId };
  }
}

export interface FarmerImportProgress {
  jobId: string;
  /** waiting, active, completed, failed (retried), delayed. */
  state: string;
  /** 0 to 100. */
  progress: number;
  dryRun: boolean;
  /** The summary, once the import has ended. */
  report: ImportReport | null;
  /** Why the import stopped, once it has failed for good (in the language the file was sent in); null otherwise. */
  failure: ImportFailureView | null;
}

export interface ImportFailureView {
  code: string;
  message: string;
  /** The reason's details (e.g. each missing column). */
  errors: { field: string; message: string }[];
}

/** An import's progress, for whoever sent the file (anyone else finds no such import). */
export class FarmerImportProgressQuery extends Query<FarmerImportProgress> {
  constructor(
    readonly actor: Actor,
    readonly jobId: string,
  ) {
    super();
  }
}

@QueryHandler(FarmerImportProgressQuery)
export class FarmerImportProgressHandler implements IQueryHandler<FarmerImportProgressQuery, FarmerImportProgress> {
  constructor(private readonly queues: JobQueues) {}

  async execute({ actor, jobId }: FarmerImportProgressQuery): Promise<FarmerImportProgress> {
    const queue = this.queues.queue(FARMER_IMPORT_QUEUE.name) as Queue<ImportFarmersPayload>;
    // The state before the job: a job read once its state is 'completed' carries its summary. Read the other way
    // round, an import ending between the two reads was answered as completed without one.
    const state = await queue.getJobState(jobId);
    const job = await queue.getJob(jobId);
    const data: ImportFarmersPayload | undefined = job?.data;
    if (!job || data?.requesterId !== actor.id) throw new DomainError(FarmersErrors.FARMER_IMPORT_NOT_FOUND);
    const progress = typeof job.progress === 'number' ? job.progress : 0;
    // In the language the file was sent in, as the mail that said it.
    const failure = state === 'failed' ? failureView(data.failure, job.id ?? jobId, data.language) : null;
    return {
      jobId,
      state,
      progress: state === 'completed' ? 100 : progress,
      dryRun: data.dryRun,
      report: (job.returnvalue as ImportReport | null) ?? null,
      failure,
    };
  }
}

/** A failed import's reason as its sender reads it: the error kept by the job, else the spec's 'Error importing farmers'. */
export function failureView(
  failure: ImportFailure | undefined,
  reference: string,
  language: Language,
): ImportFailureView {
  if (!failure || failure.code === FarmersErrors.FARMER_IMPORT_FAILED)
    return {
      code: FarmersErrors.FARMER_IMPORT_FAILED,
      message: `${translate(FarmersErrors.FARMER_IMPORT_FAILED, language)}: ${translate('FARMER_IMPORT_FAILED_UNEXPECTED', language, { reference })}`,
      errors: [],
    };
  return {
    code: failure.code,
    message: translate(failure.code, language, failure.params),
    errors: failure.errors.map((e) => ({ field: e.field, message: translate(e.message, language, failure.params) })),
  };
}
