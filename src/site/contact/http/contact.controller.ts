import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { PHONE_AS_TYPED } from '../../../accounts';
import { Public } from '../../../kernel/auth/access.decorators';
import { mutation } from '../../../kernel/http/envelopes';
import { ApiMutationResponse } from '../../../kernel/http/openapi-schemas';
import { RateLimited } from '../../../kernel/http/rate-limited';
import { say } from '../../../kernel/i18n/translator';
import { ContactInbox } from '../commands/contact-inbox';

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
