import { Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiConsumes, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public, RequirePermission } from '../../kernel/auth/access.decorators';
import { APP_CONFIG, AppConfig } from '../../kernel/config/app-config';
import type { Actor } from '../../kernel/context/request-context';
import { CurrentActor } from '../../kernel/http/current-actor.decorator';
import { mutation } from '../../kernel/http/envelopes';
import { readMultipartFiles } from '../../kernel/http/multipart';
import { ApiFileResponse, ApiMutationResponse, ApiPageResponse } from '../../kernel/http/openapi-schemas';
import { UuidPipe } from '../../kernel/http/path-params';
import { say } from '../../kernel/i18n/translator';
import { DomainError } from '../../kernel/errors/domain-error';
import { ContentErrors } from '../content.errors';
import {
  CreateContentCommand,
  DeleteContentCommand,
  RemoveContentDocumentCommand,
  ToggleContentApprovalCommand,
  UpdateContentCommand,
  VIDEO_MAX_BYTES,
} from '../commands/content.commands';
import { MANAGE_CONTENT, WRITE_CONTENT } from '../commands/content-actor';
import { MAX_DOCUMENTS } from '../domain/agronomy-content';
import {
  ContentCategoriesQuery,
  ContentFileQuery,
  GetPrivateContentQuery,
  GetPublishedContentQuery,
  LatestPublishedContentsQuery,
  ListContentsQuery,
  ListOwnContentsQuery,
  ListRelatedContentsQuery,
  PublishedContentsQuery,
} from '../queries/content.queries';
import {
  ContentFormDto,
  ContentListQueryDto,
  ContentResponse,
  CountryNameQueryDto,
  DeletedContentResponse,
  LatestContentsQueryDto,
  PublishedContentsQueryDto,
} from './content.dto';

const PUBLIC_CONTENT = 'Approved and published agronomy content is public; nothing else is ever answered here';
const FILE = { type: 'string', format: 'binary' };
const FORM_BODY = {
  schema: {
    type: 'object',
    required: ['title', 'category', 'fileType', 'content', 'crops'],
    properties: {
      title: { type: 'string', maxLength: 200 },
      category: { type: 'string', maxLength: 100 },
      fileType: { type: 'string', enum: ['DOCUMENT', 'IMAGE', 'MEDIA'] },
      content: { type: 'string', description: 'Rich text (HTML), sanitised' },
      crops: { type: 'array', items: { type: 'string' } },
      tags: { type: 'array', items: { type: 'string' } },
      youtubeUrl: { type: 'string', description: 'A YouTube video address' },
      publish: { type: 'boolean', default: true },
      language: {
        type: 'string',
        enum: ['en', 'fr'],
        description:
          "The language it is written in; left out: the country's default language on create, unchanged on update",
      },
      mainImage: { ...FILE, description: 'JPEG, PNG or WEBP, at most UPLOAD_MAX_BYTES' },
      video: { ...FILE, description: `MP4 or WEBM, at most ${VIDEO_MAX_BYTES / 1024 / 1024} MB` },
      documents: {
        type: 'array',
        maxItems: MAX_DOCUMENTS,
        items: { ...FILE, description: 'PDF, DOCX, XLSX, PPTX, JPEG, PNG or WEBP' },
      },
    },
  },
};

/**
 * Agronomy content: written by agronomists (agronomy-content:write), reviewed by managers (agronomy-content:manage:
 * administrators and platform managers), public once approved and published.
 */
@ApiTags('agronomy-contents')
@Controller('agronomy-contents')
export class ContentController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private async form(request: FastifyRequest) {
    const form = await readMultipartFiles(request, ContentFormDto, {
      mainImage: { maxBytes: this.config.uploadMaxBytes },
      video: { maxBytes: VIDEO_MAX_BYTES },
      documents: {
        maxCount: MAX_DOCUMENTS,
        maxBytes: this.config.uploadMaxBytes,
        tooMany: (max) => new DomainError(ContentErrors.CONTENT_TOO_MANY_DOCUMENTS, { max }),
      },
    });
    return {
      input: form.fields,
      uploads: {
        mainImage: form.files.mainImage[0] ?? null,
        video: form.files.video[0] ?? null,
        documents: form.files.documents,
      },
    };
  }

  @Get()
  @RequirePermission(MANAGE_CONTENT)
  @ApiOperation({
    summary: "Every content (a platform manager's: of the countries they monitor), newest first; 20 a page",
  })
  @ApiPageResponse(ContentResponse)
  all(@CurrentActor() actor: Actor, @Query() query: ContentListQueryDto) {
    const { page: _p, size: _s, sort: _o, ...filter } = query;
    return this.queries.execute(new ListContentsQuery(actor, filter, query.pageRequest(20)));
  }

  @Get('current-user')
  @RequirePermission(WRITE_CONTENT)
  @ApiOperation({ summary: "The caller's own contents, newest first; 20 a page" })
  @ApiPageResponse(ContentResponse)
  own(@CurrentActor() actor: Actor, @Query() query: ContentListQueryDto) {
    const { page: _p, size: _s, sort: _o, ...filter } = query;
    return this.queries.execute(new ListOwnContentsQuery(actor, filter, query.pageRequest(20)));
  }

  @Get('all-categories')
  @RequirePermission(WRITE_CONTENT)
  @ApiOperation({ summary: 'The categories of every content, by name' })
  @ApiOkResponse({ type: [String] })
  allCategories() {
    return this.queries.execute(new ContentCategoriesQuery(null));
  }

  @Get('categories')
  @Public(PUBLIC_CONTENT)
  @ApiOperation({ summary: 'The categories of the public contents of a country, by name' })
  @ApiOkResponse({ type: [String] })
  categories(@Query() query: CountryNameQueryDto) {
    return this.queries.execute(new ContentCategoriesQuery(query.countryName));
  }

  @Get('list-published-contents')
  @Public(PUBLIC_CONTENT)
  @ApiOperation({
    summary:
      'The public contents of a country (in one language, if `language` is given), newest first, or matching the ' +
      'words of `title` (accents and typos forgiven), most relevant first; 20 a page',
  })
  @ApiPageResponse(ContentResponse)
  published(@Query() query: PublishedContentsQueryDto) {
    return this.queries.execute(
      new PublishedContentsQuery(
        query.countryName,
        { fileType: query.fileType, category: query.category, crop: query.crop, language: query.language },
        query.title,
        query.pageRequest(20),
      ),
    );
  }

  @Get('latest-published-contents')
  @Public(PUBLIC_CONTENT)
  @ApiOperation({
    summary: 'The newest public contents of a country (in one language, if `language` is given; at most 8)',
  })
  @ApiOkResponse({ type: [ContentResponse] })
  latest(@Query() query: LatestContentsQueryDto) {
    return this.queries.execute(new LatestPublishedContentsQuery(query.countryName, query.language));
  }

  @Post('create')
  @RequirePermission(WRITE_CONTENT)
  @ApiOperation({ summary: 'Writes a content (pending review); files checked by their content and size' })
  @ApiConsumes('multipart/form-data')
  @ApiBody(FORM_BODY)
  @ApiMutationResponse(ContentResponse, { status: 201 })
  async create(@CurrentActor() actor: Actor, @Req() request: FastifyRequest) {
    const { input, uploads } = await this.form(request);
    return mutation(
      say('CONTENT_CREATED'),
      await this.commands.execute(new CreateContentCommand(actor, input, uploads)),
    );
  }

  @Put('update/:id')
  @RequirePermission(WRITE_CONTENT)
  @ApiOperation({
    summary:
      "Changes a content (its author's or, for managers, any); a new main image or video replaces the one before, documents are added",
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody(FORM_BODY)
  @ApiMutationResponse(ContentResponse)
  @ApiNotFoundResponse({ description: 'CONTENT_NOT_FOUND' })
  async update(@CurrentActor() actor: Actor, @Param('id', UuidPipe) id: string, @Req() request: FastifyRequest) {
    const { input, uploads } = await this.form(request);
    return mutation(
      say('CONTENT_UPDATED'),
      await this.commands.execute(new UpdateContentCommand(actor, id, input, uploads)),
    );
  }

  @Delete('delete/document/:id')
  @RequirePermission(WRITE_CONTENT)
  @ApiOperation({
    summary: 'Removes one document (by its id) of a content of the caller (any, for managers); answers the content',
  })
  @ApiMutationResponse(ContentResponse)
  @ApiNotFoundResponse({ description: 'CONTENT_DOCUMENT_NOT_FOUND' })
  async removeDocument(@CurrentActor() actor: Actor, @Param('id', UuidPipe) id: string) {
    return mutation(
      say('CONTENT_DOCUMENT_DELETED'),
      await this.commands.execute(new RemoveContentDocumentCommand(actor, id)),
    );
  }

  @Delete('delete/:id')
  @RequirePermission(WRITE_CONTENT)
  @ApiMutationResponse(DeletedContentResponse)
  @ApiNotFoundResponse({ description: 'CONTENT_NOT_FOUND' })
  async remove(@CurrentActor() actor: Actor, @Param('id', UuidPipe) id: string) {
    return mutation(say('CONTENT_DELETED'), await this.commands.execute(new DeleteContentCommand(actor, id)));
  }

  @Put(':id/approval')
  @HttpCode(200)
  @RequirePermission(MANAGE_CONTENT)
  @ApiOperation({
    summary:
      'Approves pending or declined content, declines approved content; an author approves their own only as an administrator',
  })
  @ApiMutationResponse(ContentResponse)
  @ApiNotFoundResponse({ description: 'CONTENT_NOT_FOUND' })
  async toggleApproval(@CurrentActor() actor: Actor, @Param('id', UuidPipe) id: string) {
    const view = await this.commands.execute(new ToggleContentApprovalCommand(actor, id));
    return mutation(say(view.approved ? 'CONTENT_APPROVED' : 'CONTENT_DECLINED'), view);
  }

  @Get(':id/private')
  @RequirePermission(WRITE_CONTENT)
  @ApiOperation({ summary: 'A content whatever its status, for its author and managers' })
  @ApiOkResponse({ type: ContentResponse })
  @ApiNotFoundResponse({ description: 'CONTENT_NOT_FOUND' })
  private(@CurrentActor() actor: Actor, @Param('id', UuidPipe) id: string) {
    return this.queries.execute(new GetPrivateContentQuery(actor, id));
  }

  @Get(':id/related-content')
  @Public(PUBLIC_CONTENT)
  @ApiOperation({
    summary: 'Public contents of the same country sharing a crop, the category or a tag, newest first (at most 6)',
  })
  @ApiOkResponse({ type: [ContentResponse] })
  @ApiNotFoundResponse({ description: 'CONTENT_NOT_FOUND (also for a content that is not public)' })
  related(@Param('id', UuidPipe) id: string) {
    return this.queries.execute(new ListRelatedContentsQuery(id));
  }

  @Get(':id/files/:fileId')
  @Public('Files of a public content; of any other only for its author and managers (404 otherwise)')
  @ApiOperation({ summary: 'The main image, video or a document of a content' })
  @ApiFileResponse('The file as uploaded, with its own content type', '*/*')
  @ApiNotFoundResponse({ description: 'CONTENT_NOT_FOUND, CONTENT_FILE_NOT_FOUND' })
  async file(
    @CurrentActor() actor: Actor | null,
    @Param('id', UuidPipe) id: string,
    @Param('fileId', new UuidPipe('fileId')) fileId: string,
    @Res() reply: FastifyReply,
  ) {
    const file = await this.queries.execute(new ContentFileQuery(actor, id, fileId));
    return reply
      .header('content-type', file.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', file.cacheControl)
      .send(file.body);
  }

  @Get(':id')
  @Public(PUBLIC_CONTENT)
  @ApiOkResponse({ type: ContentResponse })
  @ApiNotFoundResponse({
    description: 'CONTENT_NOT_FOUND (also for a content that is not public: its author reads it at {id}/private)',
  })
  one(@Param('id', UuidPipe) id: string) {
    return this.queries.execute(new GetPublishedContentQuery(id));
  }
}
