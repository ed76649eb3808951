import { Controller, Delete, Get, Param, Post, Put, Req, Res } from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiPropertyOptional,
  ApiTags,
} from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { workingCountryOf } from '../../../accounts';
import { CountryDirectory } from '../../../geography';
import { Public, RequirePermission } from '../../../kernel/auth/access.decorators';
import type { Actor } from '../../../kernel/context/request-context';
import { RequestContexts } from '../../../kernel/context/request-context';
import { CurrentActor } from '../../../kernel/http/current-actor.decorator';
import { mutation } from '../../../kernel/http/envelopes';
import { readMultipartForm } from '../../../kernel/http/multipart';
import { ApiFileResponse, ApiMutationResponse } from '../../../kernel/http/openapi-schemas';
import { UuidPipe } from '../../../kernel/http/path-params';
import { say } from '../../../kernel/i18n/translator';
import { sniffContentType } from '../../../kernel/storage/content-type';
import { StorageService } from '../../../kernel/storage/storage.service';
import { partnerView, TRUST_LOGO_MAX_BYTES, TrustPartners } from '../commands/trust-partners';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const toInteger = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^-?\d{1,6}$/.test(value.trim()) ? Number(value.trim()) : value;

/** The text fields of a partner's form (beside the file `logo`). */
export class TrustPartnerFormDto {
  @ApiProperty({ maxLength: 120 })
  @Transform(trim)
  @IsString({ message: 'TRUST_PARTNER_NAME_REQUIRED' })
  @IsNotEmpty({ message: 'TRUST_PARTNER_NAME_REQUIRED' })
  @MaxLength(120, { message: 'TRUST_PARTNER_NAME_REQUIRED' })
  name: string;

  @ApiPropertyOptional({ example: 'https://www.example.org', maxLength: 300 })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value))
  @IsOptional()
  @IsString({ message: 'TRUST_PARTNER_WEBSITE_INVALID' })
  @MaxLength(300, { message: 'TRUST_PARTNER_WEBSITE_INVALID' })
  @Matches(/^https:\/\/[^\s/$.?#][^\s]*$/i, { message: 'TRUST_PARTNER_WEBSITE_INVALID' })
  website?: string;

  @ApiPropertyOptional({ description: 'Where it is shown: smaller first', minimum: 0, maximum: 1000 })
  @Transform(toInteger)
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(1000)
  position?: number;
}

class TrustPartnerBodyDto extends TrustPartnerFormDto {
  @ApiProperty({
    type: 'string',
    format: 'binary',
    description: 'The logo: JPEG, PNG or WebP, 1 MB at most (required when creating)',
  })
  logo: unknown;
}

export class TrustPartnerResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ nullable: true, type: String }) website: string | null;
  @ApiProperty() position: number;
  @ApiProperty({ example: '/api/v1/trust-us/3f2a…/logo' }) logoUrl: string;
}

@ApiTags('site')
@Controller('trust-us')
export class TrustUsController {
  constructor(
    private readonly partners: TrustPartners,
    private readonly storage: StorageService,
    private readonly countries: CountryDirectory,
  ) {}

  private visitorCountry(): number {
    const context = RequestContexts.currentOrSystem();
    return context.countryId ?? this.countries.byName(context.country)?.id ?? 1;
  }

  @Get()
  @Public('The home page shows the partner organisations to every visitor')
  @ApiOperation({
    summary: "The partner organisations of the visitor's country (the Country header), in the order shown",
  })
  @ApiOkResponse({ type: TrustPartnerResponse, isArray: true })
  list() {
    return this.partners.list(this.visitorCountry());
  }

  @Get(':id/logo')
  @Public('The logos are shown on the public home page')
  @ApiOperation({ summary: "A partner organisation's logo" })
  @ApiFileResponse('The logo', 'image/png', 'image/jpeg', 'image/webp')
  @ApiNotFoundResponse({ description: 'TRUST_PARTNER_NOT_FOUND' })
  async logo(@Param('id', new UuidPipe()) id: string, @Res() reply: FastifyReply) {
    const row = await this.partners.row(id);
    const bytes = await this.storage.open(row.logo_key);
    const chunks: Buffer[] = [];
    for await (const chunk of bytes) chunks.push(Buffer.from(chunk as Buffer));
    const body = Buffer.concat(chunks);
    return reply
      .header('content-type', sniffContentType(body) ?? 'application/octet-stream')
      .header('cache-control', 'public, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .send(body);
  }

  @Post()
  @RequirePermission('trust-us:manage')
  @ApiOperation({
    summary:
      'Adds a partner organisation to the home page of the country the caller works in (multipart: name, website, position, logo)',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: TrustPartnerBodyDto })
  @ApiMutationResponse(TrustPartnerResponse, { status: 201 })
  async create(
    @CurrentActor() actor: Actor,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const form = await readMultipartForm(request, TrustPartnerFormDto, 'logo', TRUST_LOGO_MAX_BYTES);
    const partner = await this.partners.create(workingCountryOf(actor), form.fields, form.file);
    reply.status(201);
    return mutation(say('TRUST_PARTNER_SAVED', { name: partner.name }), partner);
  }

  @Put(':id')
  @RequirePermission('trust-us:manage')
  @ApiOperation({ summary: 'Changes a partner organisation of the caller’s country (the logo only when one is sent)' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: TrustPartnerBodyDto })
  @ApiMutationResponse(TrustPartnerResponse)
  @ApiNotFoundResponse({ description: 'TRUST_PARTNER_NOT_FOUND (also for another country’s)' })
  async update(@CurrentActor() actor: Actor, @Param('id', new UuidPipe()) id: string, @Req() request: FastifyRequest) {
    const countryId = workingCountryOf(actor);
    await this.partners.row(id, countryId);
    const form = await readMultipartForm(request, TrustPartnerFormDto, 'logo', TRUST_LOGO_MAX_BYTES);
    const partner = await this.partners.update(countryId, id, form.fields, form.file);
    return mutation(say('TRUST_PARTNER_SAVED', { name: partner.name }), partner);
  }

  @Delete(':id')
  @RequirePermission('trust-us:manage')
  @ApiOperation({ summary: 'Removes a partner organisation of the caller’s country from the home page' })
  @ApiMutationResponse(TrustPartnerResponse)
  @ApiNotFoundResponse({ description: 'TRUST_PARTNER_NOT_FOUND (also for another country’s)' })
  async remove(@CurrentActor() actor: Actor, @Param('id', new UuidPipe()) id: string) {
    const row = await this.partners.remove(workingCountryOf(actor), id);
    return mutation(say('TRUST_PARTNER_DELETED', { name: row.name }), partnerView(row));
  }
}
