import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiConsumes, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Authenticated, RequirePermission } from '../../../kernel/auth/access.decorators';
import { APP_CONFIG, AppConfig } from '../../../kernel/config/app-config';
import type { Actor } from '../../../kernel/context/request-context';
import { CurrentActor } from '../../../kernel/http/current-actor.decorator';
import { mutation } from '../../../kernel/http/envelopes';
import { readMultipartForm } from '../../../kernel/http/multipart';
import {
  ApiFileResponse,
  ApiMutationResponse,
  ApiPageResponse,
  UuidIdResponse,
} from '../../../kernel/http/openapi-schemas';
import { PageQueryDto } from '../../../kernel/http/page-query.dto';
import { UuidPipe } from '../../../kernel/http/path-params';
import { say } from '../../../kernel/i18n/translator';
import { StorageService } from '../../../kernel/storage/storage.service';
import {
  AttachVisitMinutesCommand,
  CancelVisitCommand,
  PlanVisitCommand,
  ShareVisitCommand,
  UnshareVisitCommand,
  UpdateVisitCommand,
} from '../commands/visit.commands';
import {
  GetVisitQuery,
  ListPlannedVisitsQuery,
  ListReceivedVisitsQuery,
  ListSharedMinutesQuery,
  MinutesFile,
  VisitMinutesFileQuery,
} from '../queries/visit.queries';
import {
  MinutesFormDto,
  SharedMinutesResponse,
  ShareVisitDto,
  VisitDto,
  VisitEditDto,
  VisitPeriodQueryDto,
  VisitResponse,
} from './visits.dto';

/** The page size the spec gives shared calendars. */
const CALENDAR_PAGE_SIZE = 50;
const MINUTES_BODY = {
  schema: {
    type: 'object',
    required: ['document'],
    properties: {
      document: { type: 'string', format: 'binary', description: 'PDF, JPEG, PNG, WEBP, DOCX, XLSX or PPTX' },
    },
  },
};

/**
 * Field visits and meetings: planned by a seller or an extension agent, shared with partners (their shared calendar),
 * with minutes once held (their shared minutes).
 */
@ApiTags('affiliation')
@Controller('visit')
export class VisitsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly storage: StorageService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post()
  @RequirePermission('visits:manage')
  @ApiOperation({ summary: 'Plans a visit, shared at once with the partners named in sharedWith' })
  @ApiMutationResponse(VisitResponse, { status: 201 })
  async plan(@CurrentActor() actor: Actor, @Body() body: VisitDto) {
    const { sharedWith, ...visit } = body;
    return mutation(say('VISIT_PLANNED'), await this.commands.execute(new PlanVisitCommand(actor, visit, sharedWith)));
  }

  @Get()
  @RequirePermission('visits:manage')
  @ApiOperation({ summary: "The visits the caller's organisation planned, by start; 50 a page" })
  @ApiPageResponse(VisitResponse)
  planned(@CurrentActor() actor: Actor, @Query() query: VisitPeriodQueryDto) {
    return this.queries.execute(
      new ListPlannedVisitsQuery(actor, query.period(), query.pageRequest(CALENDAR_PAGE_SIZE)),
    );
  }

  @Get('share/receive/:id')
  @Authenticated()
  @ApiOperation({
    summary:
      'The shared calendar of {id} (the caller or their organisation): visits partners shared with them, by start; 50 a page',
  })
  @ApiPageResponse(VisitResponse)
  @ApiNotFoundResponse({ description: 'VISIT_CALENDAR_NOT_FOUND: {id} is neither the caller nor their organisation' })
  received(@CurrentActor() actor: Actor, @Param('id', new UuidPipe()) id: string, @Query() query: VisitPeriodQueryDto) {
    return this.queries.execute(
      new ListReceivedVisitsQuery(actor, id, query.period(), query.pageRequest(CALENDAR_PAGE_SIZE)),
    );
  }

  @Get('share/documents/:id')
  @Authenticated()
  @ApiOperation({
    summary:
      'The shared minutes of {id} (the caller or their organisation): minutes of the visits shared with them, latest first',
  })
  @ApiPageResponse(SharedMinutesResponse)
  @ApiNotFoundResponse({ description: 'VISIT_CALENDAR_NOT_FOUND' })
  sharedMinutes(@CurrentActor() actor: Actor, @Param('id', new UuidPipe()) id: string, @Query() query: PageQueryDto) {
    return this.queries.execute(new ListSharedMinutesQuery(actor, id, query.pageRequest(CALENDAR_PAGE_SIZE)));
  }

  @Get(':id')
  @Authenticated()
  @ApiOkResponse({ type: VisitResponse })
  @ApiNotFoundResponse({
    description: 'VISIT_NOT_FOUND (also for a visit neither planned by nor shared with the caller)',
  })
  one(@CurrentActor() actor: Actor, @Param('id', new UuidPipe()) id: string) {
    return this.queries.execute(new GetVisitQuery(actor, id));
  }

  @Put(':id')
  @RequirePermission('visits:manage')
  @ApiMutationResponse(VisitResponse)
  @ApiNotFoundResponse({ description: 'VISIT_NOT_FOUND' })
  async update(@CurrentActor() actor: Actor, @Param('id', new UuidPipe()) id: string, @Body() body: VisitEditDto) {
    return mutation(say('VISIT_UPDATED'), await this.commands.execute(new UpdateVisitCommand(actor, id, body)));
  }

  @Delete(':id')
  @RequirePermission('visits:manage')
  @ApiMutationResponse(UuidIdResponse)
  @ApiNotFoundResponse({ description: 'VISIT_NOT_FOUND' })
  async cancel(@CurrentActor() actor: Actor, @Param('id', new UuidPipe()) id: string) {
    return mutation(say('VISIT_CANCELLED'), await this.commands.execute(new CancelVisitCommand(actor, id)));
  }

  @Post(':id/share')
  @HttpCode(200)
  @RequirePermission('visits:manage')
  @ApiMutationResponse(VisitResponse)
  @ApiNotFoundResponse({ description: 'VISIT_NOT_FOUND' })
  async share(@CurrentActor() actor: Actor, @Param('id', new UuidPipe()) id: string, @Body() body: ShareVisitDto) {
    return mutation(say('VISIT_SHARED'), await this.commands.execute(new ShareVisitCommand(actor, id, body.userIds)));
  }

  @Delete(':id/share/:userId')
  @RequirePermission('visits:manage')
  @ApiMutationResponse(VisitResponse)
  @ApiNotFoundResponse({ description: 'VISIT_NOT_FOUND' })
  async unshare(
    @CurrentActor() actor: Actor,
    @Param('id', new UuidPipe()) id: string,
    @Param('userId', new UuidPipe('userId')) userId: string,
  ) {
    return mutation(say('VISIT_UNSHARED'), await this.commands.execute(new UnshareVisitCommand(actor, id, userId)));
  }

  @Post(':id/minutes')
  @HttpCode(200)
  @RequirePermission('visits:manage')
  @ApiOperation({ summary: 'Attaches (or replaces) the minutes document; partners find it in their shared minutes' })
  @ApiConsumes('multipart/form-data')
  @ApiBody(MINUTES_BODY)
  @ApiMutationResponse(VisitResponse)
  @ApiNotFoundResponse({ description: 'VISIT_NOT_FOUND' })
  async attachMinutes(
    @CurrentActor() actor: Actor,
    @Param('id', new UuidPipe()) id: string,
    @Req() request: FastifyRequest,
  ) {
    const form = await readMultipartForm(request, MinutesFormDto, 'document', this.config.uploadMaxBytes);
    return mutation(
      say('VISIT_MINUTES_ATTACHED'),
      await this.commands.execute(new AttachVisitMinutesCommand(actor, id, form.file)),
    );
  }

  @Get(':id/minutes')
  @Authenticated()
  @ApiOperation({ summary: 'Downloads the minutes document (the planner and the partners it is shared with)' })
  @ApiFileResponse('The minutes as uploaded, with their own content type', '*/*')
  @ApiNotFoundResponse({ description: 'VISIT_NOT_FOUND, VISIT_MINUTES_NOT_FOUND' })
  async minutes(@CurrentActor() actor: Actor, @Param('id', new UuidPipe()) id: string, @Res() reply: FastifyReply) {
    const file: MinutesFile = await this.queries.execute(new VisitMinutesFileQuery(actor, id));
    const bytes = await this.storage.open(file.storageKey);
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-cache')
      .header('x-content-type-options', 'nosniff')
      .send(bytes);
  }
}
