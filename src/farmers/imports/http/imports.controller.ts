import { Controller, Get, Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBody,
  ApiConsumes,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiProperty,
  ApiPropertyOptional,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { workingCountryOf } from '../../../accounts';
import { RequirePermission } from '../../../kernel/auth/access.decorators';
import { APP_CONFIG, AppConfig } from '../../../kernel/config/app-config';
import type { Actor } from '../../../kernel/context/request-context';
import { RequestContexts } from '../../../kernel/context/request-context';
import { DomainError } from '../../../kernel/errors/domain-error';
import { KernelErrors } from '../../../kernel/errors/kernel.errors';
import { CurrentActor } from '../../../kernel/http/current-actor.decorator';
import { mutation } from '../../../kernel/http/envelopes';
import { ApiMutationResponse } from '../../../kernel/http/openapi-schemas';
import { readMultipartFiles } from '../../../kernel/http/multipart';
import { UuidPipe } from '../../../kernel/http/path-params';
import { say } from '../../../kernel/i18n/translator';
import { XLSX } from '../../../kernel/storage/content-type';
import { RequestFarmersExportCommand } from '../../exports/commands/export.commands';
import { FarmersErrors } from '../../farmers.errors';
import { FarmerFilterDto, CountryQueryDto } from '../../registry/http/farmers.dto';
import { FarmerScope, isAdministrator } from '../../registry/queries/farmer-scope';
import { checkColumnMapping, ImportReport, SHEET_FIELDS } from '../commands/farmer-importer';
import { checkFileValues, layOutSheet } from '../commands/sheet-layout';
import { checkAliases } from '../commands/import-aliases';
import { LIST_FIELDS } from '../domain/list-values';
import { headersOf, ImportTemplates } from '../commands/import-templates';
import { FarmerTemplate } from '../queries/farmer-template';
import {
  FarmerImportProgressQuery,
  ImportFarmersCommand,
  QueueFarmerImportCommand,
  requireExcel,
} from '../commands/import.commands';

const toBoolean = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);

/** The text fields of an import form (beside the file `farmersList`). */
export class FarmerImportFormDto {
  @ApiPropertyOptional({
    format: 'uuid',
    description:
      'The extension agent the farmers belong to (administrators and platform managers; an agent imports into their own list)',
  })
  @IsOptional()
  @IsUUID('all', { message: 'ID_INVALID' })
  ownerId?: string;

  @ApiPropertyOptional({
    type: Boolean,
    description: 'Check only: report what would be created, the duplicates and the errors, and write nothing',
  })
  @Transform(toBoolean)
  @IsOptional()
  @IsBoolean()
  dryRun?: boolean;

  @ApiPropertyOptional({
    description:
      'The columns of the sheet mapped to fields by the user, as JSON: {"<header as written>": "<field>" or null ' +
      'to leave the column out}, e.g. {"Tel": "phone"}. ' +
      'Columns it does not name are matched by their English or French headers. Fields: those of ' +
      'farmers/import/columns. An unknown field or two columns on one field: 400',
    example: '{"Tel": "phone", "Remarks": null}',
  })
  @IsOptional()
  @IsString()
  @MaxLength(20_000)
  mapping?: string;

  @ApiPropertyOptional({
    description:
      'Values for the whole file, as JSON: {"<field>": "<value as typed in a cell>"}, e.g. {"project": "Feed the Future", "address": "Kaduna"}. ' +
      'Each fills the blank cells of its field, and a required field the sheet has no column for. A farm or ' +
      'record field fills only the rows giving a farm or record. An unknown field or a value its column would ' +
      'refuse: 400',
    example: '{"project": "Feed the Future", "aggregationPartner": "Kaduna Agro Hub", "address": "Kaduna"}',
  })
  @IsOptional()
  @IsString()
  @MaxLength(20_000)
  values?: string;

  @ApiPropertyOptional({
    description:
      'What spellings of states, LGAs and list values mean, as JSON: [{"field": "state" or "city", "value": "<as ' +
      'the sheet writes it>", "state": "<the state, for a city>", "means": "<the place as the country names ' +
      'it>"}] ' +
      'or [{"field": "gender", "farmSizeUnit", "season", "crop", "fertilizerUnit" or "yieldUnit", "value": "<as ' +
      'the sheet writes it>", "means": "<the entry: its English or French name, or its code>"}]. ' +
      "Applied to this import, and kept for the next imports of the owner's organisation (a real import only, " +
      'not a dry run). A place or entry the list does not have: 400',
    example:
      '[{"field": "city", "value": "Zangon Katf", "state": "Kaduna", "means": "Zangon Kataf"}, {"field": "crop", "value": "mais jaune", "means": "Maize"}]',
  })
  @IsOptional()
  @IsString()
  @MaxLength(100_000)
  aliases?: string;
}

class FarmerImportBodyDto extends FarmerImportFormDto {
  @ApiProperty({ type: 'string', format: 'binary', description: 'The .xlsx file (2 MB by default)' })
  farmersList: unknown;
}

class DryRunQueryDto {
  @ApiPropertyOptional({ type: Boolean })
  @Transform(toBoolean)
  @IsOptional()
  @IsBoolean()
  dryRun?: boolean;
}

class RowErrorResponse {
  @ApiProperty() row: number;
  @ApiProperty() field: string;
  @ApiProperty() message: string;
}

class PreviewRowResponse {
  @ApiProperty() row: number;
  @ApiProperty({ enum: ['NEW', 'ALREADY_IMPORTED', 'REFUSED'] }) status: string;
  @ApiProperty({ nullable: true, type: String }) fullName: string | null;
  @ApiProperty({ nullable: true, type: String }) gender: string | null;
  @ApiProperty({ nullable: true, type: String }) phone: string | null;
  @ApiProperty({ nullable: true, type: String }) state: string | null;
  @ApiProperty({ nullable: true, type: String }) city: string | null;
  @ApiProperty({ nullable: true, type: String }) crop: string | null;
  @ApiProperty({ nullable: true, type: Number }) farmSize: number | null;
  @ApiProperty({ nullable: true, type: String }) farmSizeUnit: string | null;
}

class UnknownValueResponse {
  @ApiProperty({ enum: ['state', 'city', ...LIST_FIELDS] }) field: string;
  @ApiProperty({ description: 'The spelling as the sheet writes it' }) value: string;
  @ApiProperty({ nullable: true, type: String, description: 'For an LGA: the state the rows name' }) state:
    string | null;
  @ApiProperty({ description: 'Rows that write it' }) rows: number;
  @ApiProperty({
    nullable: true,
    type: String,
    description:
      "The closest place or entry of the list, in the caller's language (trigram similarity); null: none is " +
      "close. Sent back as an alias's `means` to accept it",
  })
  suggestion: string | null;
}

export class FarmerImportReportResponse {
  @ApiProperty() dryRun: boolean;
  @ApiProperty({ description: 'Data rows read' }) rows: number;
  @ApiProperty({ description: 'Farmers created (or that a dry run would create)' }) created: number;
  @ApiProperty({ description: 'Rows whose farmer was imported before' }) alreadyImported: number;
  @ApiProperty({ description: 'Rows refused' }) refused: number;
  @ApiProperty({ type: [RowErrorResponse] }) errors: RowErrorResponse[];
  @ApiProperty({ type: [Number] }) alreadyImportedRows: number[];
  @ApiProperty({
    type: [PreviewRowResponse],
    description: "A dry run's first 50 rows as read, with what the import would do with each (empty otherwise)",
  })
  preview: PreviewRowResponse[];
  @ApiProperty({
    type: [UnknownValueResponse],
    description:
      'The states, LGAs, genders, seasons, units and crops not known, each spelling once with its rows and a ' +
      'suggestion, most rows first: to say once what each means (aliases)',
  })
  unknownValues: UnknownValueResponse[];
}

class SheetColumnResponse {
  @ApiProperty({ description: 'The header as written in the sheet' }) column: string;
  @ApiProperty({
    nullable: true,
    type: String,
    description: 'The field it is matched to; null: the column is left out',
  })
  field: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    enum: ['MAPPING', 'HEADER'],
    description: "Why: the user's mapping, or a header word of the field (English, French or a synonym); null: neither",
  })
  by: string | null;
  @ApiProperty({ type: [String], description: 'The first distinct values of the column (up to 5), as typed' })
  values: string[];
}

class SheetFieldResponse {
  @ApiProperty() field: string;
  @ApiProperty({ description: 'A sheet without a column for it is refused' }) required: boolean;
}

class SheetColumnsResponse {
  @ApiProperty({
    description: 'The worksheet holding the farmers (1 is the first tab): the one whose header names most fields',
  })
  sheet: number;
  @ApiProperty({
    nullable: true,
    type: Number,
    description:
      'The row of the header as Excel numbers it (title rows above it passed over); null: no row names a column',
  })
  headerRow: number | null;
  @ApiProperty({ type: [SheetColumnResponse], description: 'The columns of the header row, in the order of the sheet' })
  columns: SheetColumnResponse[];
  @ApiProperty({ type: [SheetFieldResponse], description: 'Every field a column may be mapped to' })
  fields: SheetFieldResponse[];
  @ApiProperty({
    type: [String],
    description:
      'Required fields that neither a column nor a value for the whole file gives: the import refuses the sheet until each has one',
  })
  missing: string[];
  @ApiProperty({ type: [String], description: 'Headers matched to no field (and not left out by the mapping)' })
  notUnderstood: string[];
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    description:
      'The values for the whole file: those sent, and those a header implies ("Farm size (ha)": farmSizeUnit HA)',
  })
  values: Record<string, string>;
  @ApiProperty({
    description:
      "True when the sheet was sent without a mapping and the caller's organisation imported a sheet with the " +
      'same headers before: the mapping and the values for the whole file it used then are applied (the columns ' +
      'read by MAPPING)',
  })
  template: boolean;
}

class QueuedExportResponse {
  @ApiProperty({ format: 'uuid' }) exportId: string;
  @ApiProperty({ example: 120, description: 'Farmers in the export' }) total: number;
}

class QueuedImportResponse {
  @ApiProperty({ format: 'uuid' }) jobId: string;
}

class ImportFailureFieldResponse {
  @ApiProperty() field: string;
  @ApiProperty() message: string;
}

class ImportFailureResponse {
  @ApiProperty({ example: 'FARMER_IMPORT_COLUMNS_MISSING' }) code: string;
  @ApiProperty({ description: 'Why the import stopped, in the language the file was sent in (as the mail said it)' })
  message: string;
  @ApiProperty({ type: [ImportFailureFieldResponse], description: 'The details (e.g. each missing column)' })
  errors: ImportFailureFieldResponse[];
}

class ImportProgressResponse {
  @ApiProperty({ format: 'uuid' }) jobId: string;
  @ApiProperty({ example: 'active' }) state: string;
  @ApiProperty({ minimum: 0, maximum: 100, description: 'Never goes back, a job run again after a restart included' })
  progress: number;
  @ApiProperty() dryRun: boolean;
  @ApiProperty({ type: FarmerImportReportResponse, nullable: true }) report: FarmerImportReportResponse | null;
  @ApiProperty({
    type: ImportFailureResponse,
    nullable: true,
    description: 'Once the import has failed for good (state failed): why; its sender was mailed the same',
  })
  failure: ImportFailureResponse | null;
}

/**
 * Farmer spreadsheets in and out: the template of a country, the import (answered in the request for small files, or
 * queued with its progress and a summary mail), and the exports mailed as Excel files.
 */
@ApiTags('farmers')
@Controller('farmers')
export class FarmerImportsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly template: FarmerTemplate,
    private readonly scope: FarmerScope,
    private readonly templates: ImportTemplates,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private async file(request: FastifyRequest): Promise<{ bytes: Buffer; form: FarmerImportFormDto }> {
    try {
      const form = await readMultipartFiles(request, FarmerImportFormDto, {
        farmersList: { maxBytes: this.config.farmerImportMaxBytes },
      });
      const bytes = form.files.farmersList[0];
      if (!bytes) throw new DomainError(FarmersErrors.FARMER_IMPORT_NO_FILE);
      return { bytes, form: form.fields };
    } catch (error) {
      if (error instanceof DomainError && error.code === KernelErrors.UPLOAD_TOO_LARGE) {
        throw new DomainError(FarmersErrors.FARMER_IMPORT_TOO_LARGE, {
          size: `${Math.round((this.config.farmerImportMaxBytes / 1024 / 1024) * 10) / 10}MB`,
        });
      }
      throw error;
    }
  }

  @Get('import/template')
  @RequirePermission('farmers:import')
  @ApiOperation({
    summary:
      "The farmer spreadsheet of a country (the caller's when left out): columns, drop-down lists, instructions in the caller's language",
  })
  @ApiProduces(XLSX)
  @ApiOkResponse({
    description: 'The .xlsx template',
    content: { [XLSX]: { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiNotFoundResponse({ description: 'FARMER_COUNTRY_NOT_FOUND: a country the caller does not work in or oversee' })
  async importTemplate(@CurrentActor() actor: Actor, @Query() query: CountryQueryDto, @Res() reply: FastifyReply) {
    const countryId = query.countryId ?? workingCountryOf(actor);
    const monitored = await this.scope.monitoredCountries(actor);
    const mayUse =
      isAdministrator(actor) ||
      monitored?.includes(countryId ?? -1) ||
      (countryId !== null && countryId === actor.countryId);
    if (countryId === null || !mayUse) throw new DomainError(FarmersErrors.FARMER_COUNTRY_NOT_FOUND);
    const bytes = await this.template.build(
      countryId,
      RequestContexts.currentOrSystem().language,
      this.config.farmerImportMaxBytes,
    );
    return reply
      .header('content-type', XLSX)
      .header('content-disposition', 'attachment; filename="farmers-template.xlsx"')
      .send(bytes);
  }

  @Post('import/columns')
  @RequirePermission('farmers:import')
  @ApiOperation({
    summary:
      'The sheet analysed in one pass, for the user to check and correct before the dry run: the worksheet ' +
      'holding the farmers (a notes sheet left aside), its header row below any title rows, each column with the ' +
      'field it is matched to and why (the optional mapping, else its English or French header or a synonym), ' +
      'the first values of each, the required fields still missing and the headers not understood, and the ' +
      'fields a column may be mapped to. Nothing is written',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: FarmerImportBodyDto })
  @ApiOkResponse({ type: SheetColumnsResponse })
  @ApiUnprocessableEntityResponse({ description: 'FARMER_IMPORT_EMPTY, FARMER_IMPORT_UNREADABLE' })
  async columns(
    @CurrentActor() actor: Actor,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SheetColumnsResponse> {
    const { bytes, form } = await this.file(request);
    const columns = checkColumnMapping(form.mapping);
    const values = checkFileValues(form.values);
    let layout = await layOutSheet(requireExcel(bytes), { columns, values });
    let template = false;
    // A sheet sent as is, with headers the caller's organisation imported before: read as it was then.
    if (!columns && !values) {
      const saved = await this.templates.find(actor.id, headersOf(layout));
      if (saved) {
        layout = await layOutSheet(bytes, { columns: saved.mapping, values: saved.values });
        template = true;
      }
    }
    reply.status(200);
    return { ...layout, fields: SHEET_FIELDS, template };
  }

  @Post('bulk')
  @RequirePermission('farmers:import')
  @ApiOperation({
    summary:
      'Imports a spreadsheet of farmers (with a farm and a planting record each) in the request, up to 1,000 ' +
      'rows: what was created, already imported, refused and why; dryRun=true writes nothing',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: FarmerImportBodyDto })
  @ApiMutationResponse(FarmerImportReportResponse, {
    description: 'A dry run: what the import would create and refuse; nothing written',
  })
  @ApiMutationResponse(FarmerImportReportResponse, {
    status: 201,
    description: 'Imported: what was created, already imported, refused and why',
  })
  @ApiNotFoundResponse({
    description: 'FARMER_IMPORT_OWNER_NOT_FOUND: no such extension agent among those the caller may import for',
  })
  @ApiUnprocessableEntityResponse({
    description:
      'FARMER_IMPORT_COLUMNS_MISSING (each missing column and each header not understood), FARMER_IMPORT_EMPTY, ' +
      'FARMER_IMPORT_UNREADABLE, FARMER_IMPORT_TOO_MANY_ROWS',
  })
  async bulk(
    @CurrentActor() actor: Actor,
    @Req() request: FastifyRequest,
    @Query() query: DryRunQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { bytes, form } = await this.file(request);
    const dryRun = !!(query.dryRun ?? form.dryRun);
    const report: ImportReport = await this.commands.execute(
      new ImportFarmersCommand(
        actor,
        form.ownerId,
        bytes,
        dryRun,
        checkColumnMapping(form.mapping),
        checkFileValues(form.values),
        checkAliases(form.aliases),
      ),
    );
    reply.status(dryRun ? 200 : 201);
    return mutation(
      say(dryRun ? 'FARMER_IMPORT_DRY_RUN_DONE' : 'FARMER_IMPORT_DONE', {
        created: report.created,
        alreadyImported: report.alreadyImported,
        refused: report.refused,
      }),
      report,
    );
  }

  @Post('async-bulk-upload')
  @RequirePermission('farmers:import')
  @ApiOperation({
    summary:
      'Stores the spreadsheet and queues its import (farmer-import job); answers the job id. Progress: GET ' +
      'farmers/imports/{jobId}; a summary mail with the error report at the end (a dry run: what it would create ' +
      'and refuse), or the reason mailed once if it fails',
  })
  @ApiUnprocessableEntityResponse({
    description:
      'FARMER_IMPORT_COLUMNS_MISSING: a sheet whose columns cannot make farmers, answered before any job is ' +
      'queued, naming each missing column and each header not understood',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: FarmerImportBodyDto })
  @ApiMutationResponse(QueuedImportResponse, { status: 201 })
  @ApiNotFoundResponse({
    description: 'FARMER_IMPORT_OWNER_NOT_FOUND: no such extension agent among those the caller may import for',
  })
  async asyncBulk(@CurrentActor() actor: Actor, @Req() request: FastifyRequest, @Query() query: DryRunQueryDto) {
    const { bytes, form } = await this.file(request);
    const queued: { jobId: string } = await this.commands.execute(
      new QueueFarmerImportCommand(
        actor,
        form.ownerId,
        bytes,
        !!(query.dryRun ?? form.dryRun),
        checkColumnMapping(form.mapping),
        checkFileValues(form.values),
        checkAliases(form.aliases),
      ),
    );
    return mutation(say('FARMER_IMPORT_QUEUED'), queued);
  }

  @Get('imports/:jobId')
  @RequirePermission('farmers:import')
  @ApiOperation({ summary: 'The progress of an import the caller sent, and its summary once it has ended' })
  @ApiOkResponse({ type: ImportProgressResponse })
  @ApiNotFoundResponse({ description: 'FARMER_IMPORT_NOT_FOUND (also for an import someone else sent)' })
  progress(@CurrentActor() actor: Actor, @Param('jobId', new UuidPipe('jobId')) jobId: string) {
    return this.queries.execute(new FarmerImportProgressQuery(actor, jobId));
  }

  @Get('export-all-farmers')
  @RequirePermission('farmers:export')
  @ApiOperation({
    summary: 'Mails the farmers the caller may see, with the filters of the farmer lists, as an Excel file',
  })
  @ApiMutationResponse(QueuedExportResponse, {
    description: 'Farmers exported successfully, check your email to download the list',
  })
  async exportAll(@CurrentActor() actor: Actor, @Query() query: FarmerFilterDto) {
    return mutation(
      say('FARMERS_EXPORTED'),
      await this.commands.execute(new RequestFarmersExportCommand(actor, { kind: 'VISIBLE' }, query.filter())),
    );
  }

  @Get('sharing/ip/export-farmers-referred/:id')
  @RequirePermission('farmers:view')
  @ApiOperation({
    summary:
      'Mails the farmers referred to input provider {id} (by the extension agents affiliated with it) as an Excel file',
  })
  @ApiMutationResponse(QueuedExportResponse, {
    description: 'Farmers exported successfully, check your email to download the list',
  })
  @ApiNotFoundResponse({ description: "FARMER_LIST_NOT_FOUND: another organisation's list" })
  async exportReferred(
    @CurrentActor() actor: Actor,
    @Param('id', new UuidPipe()) id: string,
    @Query() query: FarmerFilterDto,
  ) {
    return mutation(
      say('FARMERS_EXPORTED'),
      await this.commands.execute(new RequestFarmersExportCommand(actor, { kind: 'REFERRED', id }, query.filter())),
    );
  }
}
