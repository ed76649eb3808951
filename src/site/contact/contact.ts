import { Body, Controller, Get, HttpCode, Injectable, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { CountryAdministratorsQuery, PHONE_AS_TYPED } from '../../accounts';
import { CountryDirectory } from '../../geography';
import { Public } from '../../kernel/auth/access.decorators';
import { Clock } from '../../kernel/clock/clock';
import { RequestContexts } from '../../kernel/context/request-context';
import { mutation } from '../../kernel/http/envelopes';
import { ApiMutationResponse } from '../../kernel/http/openapi-schemas';
import { RateLimited } from '../../kernel/http/rate-limited';
import { say, translate } from '../../kernel/i18n/translator';
import { MailService } from '../../kernel/mail/mail.service';

/** The request types the contact form offers, in the order shown. */
export const CONTACT_REQUEST_TYPES = ['GENERAL', 'SUPPORT', 'PRODUCTS', 'PARTNERSHIP', 'FEEDBACK'] as const;
export type ContactRequestType = (typeof CONTACT_REQUEST_TYPES)[number];

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/**
 * A phone number as people type it ("+234 803 123 4567", "0803-123-4567", "(0803) 123 4567") to digits with its
 * leading + (00 read as +); anything else is left as it came, for the rule to refuse.
 */
export function contactPhone(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (!PHONE_AS_TYPED.test(text)) return text;
  const digits = text.replace(/\D/g, '');
  if (text.startsWith('+')) return `+${digits}`;
  return /^00[1-9]/.test(digits) ? `+${digits.slice(2)}` : digits;
}

export class ContactDto {
  @ApiProperty({ enum: CONTACT_REQUEST_TYPES })
  @IsIn(CONTACT_REQUEST_TYPES, { message: 'CONTACT_REQUEST_TYPE_INVALID' })
  requestType: ContactRequestType;

  @ApiProperty({ maxLength: 120 })
  @Transform(trim)
  @IsString({ message: 'CONTACT_NAME_REQUIRED' })
  @IsNotEmpty({ message: 'CONTACT_NAME_REQUIRED' })
  @MaxLength(120, { message: 'CONTACT_NAME_REQUIRED' })
  name: string;

  @ApiProperty({
    example: '+234 803 123 4567',
    description: 'Digits, with spaces, dashes, dots or brackets as typed; kept as digits with the leading +',
  })
  @Transform(({ value }) => contactPhone(value))
  @IsString({ message: 'CONTACT_PHONE_INVALID' })
  @Matches(/^\+?\d{7,15}$/, { message: 'CONTACT_PHONE_INVALID' })
  phone: string;

  @ApiProperty({ maxLength: 254 })
  @Transform(trim)
  @IsString({ message: 'CONTACT_EMAIL_INVALID' })
  @IsEmail({}, { message: 'CONTACT_EMAIL_INVALID' })
  @MaxLength(254, { message: 'CONTACT_EMAIL_INVALID' })
  email: string;

  @ApiProperty({ maxLength: 5000 })
  @Transform(trim)
  @IsString({ message: 'CONTACT_MESSAGE_REQUIRED' })
  @IsNotEmpty({ message: 'CONTACT_MESSAGE_REQUIRED' })
  @MaxLength(5000, { message: 'CONTACT_MESSAGE_REQUIRED' })
  message: string;

  @ApiPropertyOptional({
    description: 'Leave empty: a field people never see, that only robots fill in',
    maxLength: 500,
  })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  website?: string;
}

class RequestTypeResponse {
  @ApiProperty({ enum: CONTACT_REQUEST_TYPES }) value: string;
  @ApiProperty({ example: 'General enquiry' }) label: string;
}

class ContactSentResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
}

/**
 * The messages of the public contact form: kept in contact_requests and mailed, in the same transaction, to the
 * administrators of the visitor's country (the Country header). A message whose hidden `website` field is filled came
 * from a robot: it is answered like any other and neither kept nor mailed.
 */
@Injectable()
export class ContactInbox {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly queries: QueryBus,
    private readonly countries: CountryDirectory,
    private readonly clock: Clock,
  ) {}

  async receive(form: ContactDto): Promise<{ id: string }> {
    const id = randomUUID();
    if (form.website) return { id };
    const context = RequestContexts.currentOrSystem();
    const country =
      (context.countryId !== null ? this.countries.byId(context.countryId) : undefined) ??
      this.countries.byName(context.country);
    const countryId = country?.id ?? 1;
    const recipients: string[] = await this.queries.execute(new CountryAdministratorsQuery(countryId));
    const language = country?.defaultLanguage ?? 'en';
    await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `INSERT INTO contact_requests (id, country_id, request_type, name, phone, email, message, language, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          id,
          countryId,
          form.requestType,
          form.name,
          form.phone,
          form.email,
          form.message,
          context.language,
          this.clock.now(),
        ],
      );
      const params = {
        type: translate(`CONTACT_TYPE_${form.requestType}`, language),
        name: form.name,
        phone: form.phone,
        email: form.email,
        country: country?.name ?? '',
        message: form.message,
      };
      for (const to of recipients) {
        await this.mail.queue(
          {
            to,
            subject: translate('CONTACT_MAIL_SUBJECT', language, params),
            text: translate('CONTACT_MAIL_TEXT', language, params),
            dedupeKey: `contact-${id}-${to}`,
          },
          manager,
        );
      }
    });
    return { id };
  }
}

@ApiTags('site')
@Controller('contact')
export class ContactController {
  constructor(private readonly inbox: ContactInbox) {}

  @Get('request-types')
  @Public('The contact form is for visitors')
  @ApiOperation({ summary: "The contact form's request types, labelled in the caller's language" })
  @ApiOkResponse({ type: RequestTypeResponse, isArray: true })
  requestTypes(): RequestTypeResponse[] {
    return CONTACT_REQUEST_TYPES.map((value) => ({ value, label: say(`CONTACT_TYPE_${value}`) }));
  }

  @Post()
  @HttpCode(201)
  @Public('The contact form is for visitors')
  @RateLimited()
  @ApiOperation({
    summary: "Sends a message to the administrators of the visitor's country (kept, and mailed to them)",
  })
  @ApiMutationResponse(ContactSentResponse, { status: 201 })
  async send(@Body() body: ContactDto) {
    return mutation(say('CONTACT_SENT'), await this.inbox.receive(body));
  }
}
