import { Controller, Delete, Get, Inject, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiExtraModels,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RequirePermission } from '../../../kernel/auth/access.decorators';
import { APP_CONFIG, AppConfig } from '../../../kernel/config/app-config';
import type { Actor } from '../../../kernel/context/request-context';
import { CurrentActor } from '../../../kernel/http/current-actor.decorator';
import { mutation } from '../../../kernel/http/envelopes';
import { readMultipartFiles } from '../../../kernel/http/multipart';
import { ApiFileResponse, ApiMutationResponse, ApiPageResponse } from '../../../kernel/http/openapi-schemas';
import { StoredIdPipe, UuidPipe } from '../../../kernel/http/path-params';
import { workingCountryOf } from '../../../accounts';
import { createValidationPipe } from '../../../kernel/http/validation';
import { say } from '../../../kernel/i18n/translator';
import { StorageService } from '../../../kernel/storage/storage.service';
import {
  DeleteFarmerCommand,
  EnrolFarmerCommand,
  EnrolledFarmer,
  FarmerFiles,
  UpdateFarmerCommand,
} from '../commands/farmer.commands';
import { FarmersByLgaQuery, ListFarmersQuery } from '../queries/farmer-lists';
import { FarmerFile, FarmerFileKind, FarmerFileQuery, GetFarmerQuery } from '../queries/farmer.queries';
import {
  CountryQueryDto,
  DeletedFarmerResponse,
  FarmerEditDto,
  FarmerFilterDto,
  FarmerFormDto,
  FarmerResponse,
  FarmersByLgaResponse,
} from './farmers.dto';

/** The page size the spec gives farmer lists. */
export const FARMERS_PAGE_SIZE = 10;

/** A farmer form: multipart (with the picture and the signed consent form) or JSON (without files). */
async function readFarmerForm<T extends object>(
  request: FastifyRequest,
  dto: new () => T,
  maxBytes: number,
): Promise<{ fields: T; files: FarmerFiles }> {
  if (request.isMultipart()) {
    const form = await readMultipartFiles(request, dto, { picture: { maxBytes }, consentForm: { maxBytes } });
    return {
      fields: form.fields,
      files: { picture: form.files.picture[0] ?? null, consentForm: form.files.consentForm[0] ?? null },
    };
  }
  const fields = (await createValidationPipe().transform(request.body ?? {}, { type: 'body', metatype: dto })) as T;
  return { fields, files: {} };
}

/**
 * The farmer registry: extension agents (and administrators, platform managers in their countries) enrol farmers, with
 * their consent when enrolled on their behalf or invited to the platform. Whoever may not see a farmer finds none (404).
 */
@ApiTags('farmers')
@ApiExtraModels(FarmerFormDto, FarmerEditDto)
@Controller('farmers')
export class FarmersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly storage: StorageService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post()
  @RequirePermission('farmers:create')
  @ApiOperation({
    summary:
      'Enrols a farmer (201); the same enrolment sent again with the same id answers the farmer (200) and makes ' +
      "no second one. A farmer of the agent's list with the same name in the same LGA (another phone) does not " +
      'stop it: the message says who, as a likely duplicate',
  })
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiBody({ type: FarmerFormDto })
  @ApiMutationResponse(FarmerResponse, { status: 201 })
  @ApiMutationResponse(FarmerResponse, { description: 'The same enrolment (same id) sent again: the farmer it made' })
  @ApiConflictResponse({
    description:
      "FARMER_PHONE_TAKEN: a farmer of the agent's list (enrolled or imported) already has the phone number, " +
      'named in the message; FARMER_ALREADY_EXISTS: the id is taken with other details; ' +
      'INVITEE_ALREADY_REGISTERED, INVITATION_ALREADY_PENDING (422)',
  })
  async enrol(
    @CurrentActor() actor: Actor,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const form = await readFarmerForm(request, FarmerFormDto, this.config.uploadMaxBytes);
    const result: EnrolledFarmer = await this.commands.execute(new EnrolFarmerCommand(actor, form.fields, form.files));
    reply.status(result.created ? 201 : 200);
    const message = !result.created
      ? say('FARMER_ALREADY_ENROLLED')
      : result.likelyDuplicate
        ? say('FARMER_ENROLLED_LIKELY_DUPLICATE', {
            name: result.likelyDuplicate.fullName,
            farmerId: result.likelyDuplicate.id,
          })
        : say('FARMER_ENROLLED');
    return mutation(message, result.farmer);
  }

  @Get('index/country-farmers/:countryId')
  @RequirePermission('farmers:list')
  @ApiOperation({
    summary:
      'The farmers of a country (administrators; platform managers for the countries they monitor), latest first; 10 a page',
  })
  @ApiPageResponse(FarmerResponse)
  @ApiNotFoundResponse({ description: 'FARMER_COUNTRY_NOT_FOUND: a country the caller does not oversee' })
  countryFarmers(
    @CurrentActor() actor: Actor,
    @Param('countryId', new StoredIdPipe('countryId')) countryId: number,
    @Query() query: FarmerFilterDto,
  ) {
    return this.queries.execute(
      new ListFarmersQuery(actor, { kind: 'COUNTRY', countryId }, query.filter(), query.pageRequest(FARMERS_PAGE_SIZE)),
    );
  }

  @Get('index/:userId')
  @RequirePermission('farmers:list')
  @ApiOperation({
    summary:
      'The farmers {userId} enrolled ("created by me"; administrators and platform managers may open an agent\'s), latest first; 10 a page',
  })
  @ApiPageResponse(FarmerResponse)
  @ApiNotFoundResponse({ description: "FARMER_LIST_NOT_FOUND: another user's list" })
  createdBy(
    @CurrentActor() actor: Actor,
    @Param('userId', new UuidPipe('userId')) userId: string,
    @Query() query: FarmerFilterDto,
  ) {
    return this.queries.execute(
      new ListFarmersQuery(actor, { kind: 'CREATED_BY', userId }, query.filter(), query.pageRequest(FARMERS_PAGE_SIZE)),
    );
  }

  @Get('index-shared/:userId')
  @RequirePermission('farmers:view')
  @ApiOperation({
    summary:
      'The farmers referred to input provider {userId} (or the provider {userId} works for): enrolled by the ' +
      'extension agents it brought to the platform; 10 a page',
  })
  @ApiPageResponse(FarmerResponse)
  @ApiNotFoundResponse({ description: "FARMER_LIST_NOT_FOUND: another organisation's list" })
  shared(
    @CurrentActor() actor: Actor,
    @Param('userId', new UuidPipe('userId')) userId: string,
    @Query() query: FarmerFilterDto,
  ) {
    return this.queries.execute(
      new ListFarmersQuery(
        actor,
        { kind: 'REFERRED', id: userId },
        query.filter(),
        query.pageRequest(FARMERS_PAGE_SIZE),
      ),
    );
  }

  @Get('sharing/ip/:id')
  @RequirePermission('farmers:view')
  @ApiOperation({
    summary: 'The farmers referred to input provider {id} by the extension agents affiliated with it; 10 a page',
  })
  @ApiPageResponse(FarmerResponse)
  @ApiNotFoundResponse({ description: "FARMER_LIST_NOT_FOUND: another organisation's list" })
  referredToProvider(
    @CurrentActor() actor: Actor,
    @Param('id', new UuidPipe()) id: string,
    @Query() query: FarmerFilterDto,
  ) {
    return this.queries.execute(
      new ListFarmersQuery(actor, { kind: 'REFERRED', id }, query.filter(), query.pageRequest(FARMERS_PAGE_SIZE)),
    );
  }

  @Get('farmers-created-by-eas-per-lga')
  @RequirePermission('farmers:list')
  @ApiOperation({
    summary:
      "How many farmers extension agents enrolled in each state and LGA of a country (the caller's working country when left out)",
  })
  @ApiOkResponse({ type: FarmersByLgaResponse, isArray: true })
  @ApiNotFoundResponse({ description: 'FARMER_COUNTRY_NOT_FOUND: a country the caller does not oversee' })
  byLga(@CurrentActor() actor: Actor, @Query() query: CountryQueryDto) {
    return this.queries.execute(new FarmersByLgaQuery(actor, query.countryId ?? workingCountryOf(actor)));
  }

  @Get(':id')
  @RequirePermission('farmers:view')
  @ApiOkResponse({ type: FarmerResponse })
  @ApiNotFoundResponse({ description: 'FARMER_NOT_FOUND (also for a farmer the caller may not see)' })
  one(@CurrentActor() actor: Actor, @Param('id', new UuidPipe()) id: string) {
    return this.queries.execute(new GetFarmerQuery(actor, id));
  }

  @Put(':id')
  @RequirePermission('farmers:edit')
  @ApiOperation({
    summary: "Replaces the farmer's details; the picture and the consent form stay unless new ones are sent",
  })
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiBody({ type: FarmerEditDto })
  @ApiMutationResponse(FarmerResponse)
  @ApiNotFoundResponse({ description: 'FARMER_NOT_FOUND' })
  @ApiConflictResponse({
    description:
      "FARMER_PHONE_TAKEN: another farmer of the owner's list (enrolled or imported) already has the phone number, named in the message",
  })
  async update(@CurrentActor() actor: Actor, @Param('id', new UuidPipe()) id: string, @Req() request: FastifyRequest) {
    const form = await readFarmerForm(request, FarmerEditDto, this.config.uploadMaxBytes);
    return mutation(
      say('FARMER_UPDATED'),
      await this.commands.execute(new UpdateFarmerCommand(actor, id, form.fields, form.files)),
    );
  }

  @Delete(':id')
  @RequirePermission('farmers:delete')
  @ApiOperation({ summary: 'Deletes the farmer: their personal details become unreadable, in the event log too' })
  @ApiMutationResponse(DeletedFarmerResponse)
  @ApiNotFoundResponse({ description: 'FARMER_NOT_FOUND' })
  async remove(@CurrentActor() actor: Actor, @Param('id', new UuidPipe()) id: string) {
    return mutation(say('FARMER_DELETED'), await this.commands.execute(new DeleteFarmerCommand(actor, id)));
  }

  @Get(':id/picture')
  @RequirePermission('farmers:view')
  @ApiOperation({ summary: "The farmer's picture" })
  @ApiFileResponse('The picture', 'image/jpeg', 'image/png', 'image/webp')
  @ApiNotFoundResponse({ description: 'FARMER_NOT_FOUND, FARMER_PICTURE_NOT_FOUND' })
  picture(@CurrentActor() actor: Actor, @Param('id', new UuidPipe()) id: string, @Res() reply: FastifyReply) {
    return this.send(actor, id, 'PICTURE', reply, 'inline');
  }

  @Get(':id/consent-form')
  @RequirePermission('farmers:view')
  @ApiOperation({ summary: 'Downloads the signed consent form (those who may see the farmer)' })
  @ApiFileResponse('The signed consent form as uploaded, with its own content type', '*/*')
  @ApiNotFoundResponse({ description: 'FARMER_NOT_FOUND, FARMER_CONSENT_FORM_NOT_FOUND' })
  consentForm(@CurrentActor() actor: Actor, @Param('id', new UuidPipe()) id: string, @Res() reply: FastifyReply) {
    return this.send(actor, id, 'CONSENT_FORM', reply, 'attachment');
  }

  private async send(
    actor: Actor,
    id: string,
    kind: FarmerFileKind,
    reply: FastifyReply,
    disposition: 'inline' | 'attachment',
  ) {
    const file: FarmerFile = await this.queries.execute(new FarmerFileQuery(actor, id, kind));
    const bytes = await this.storage.open(file.storageKey);
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `${disposition}; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-cache')
      .header('x-content-type-options', 'nosniff')
      .send(bytes);
  }
}

/** Farmers who are platform users: their account is linked to their record. */
@ApiTags('farmers')
@Controller('users')
export class FarmerUsersController {
  constructor(private readonly queries: QueryBus) {}

  @Get('farmers')
  @RequirePermission('farmers:list')
  @ApiOperation({
    summary:
      'The farmers the caller may see who signed up to the platform (their account linked to their record), latest first; 10 a page',
  })
  @ApiPageResponse(FarmerResponse)
  platformUsers(@CurrentActor() actor: Actor, @Query() query: FarmerFilterDto) {
    return this.queries.execute(
      new ListFarmersQuery(actor, { kind: 'PLATFORM_USERS' }, query.filter(), query.pageRequest(FARMERS_PAGE_SIZE)),
    );
  }
}
