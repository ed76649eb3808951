import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { StoredIdField, TrimmedText } from '../../kernel/http/dto-fields';
import { PageQueryDto } from '../../kernel/http/page-query.dto';

/** The most characters one test SMS may have: three concatenated parts of 153 GSM characters. */
export const SMS_TEXT_MAX = 459;

const gatewayText = (max: number, description: string, example?: string) => [
  ApiPropertyOptional({ type: String, maxLength: max, description, example }),
  IsOptional(),
  IsString(),
  MaxLength(max),
];
const apply =
  (decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) =>
    decorators.forEach((d) => d(target, key));

/** A USSD step as Africa's Talking posts it (form fields); a step missing one is answered END, never refused. */
export class UssdStepDto {
  @apply(gatewayText(200, 'The gateway’s id of the session', 'ATUid_6a0e7d5d9ad1c0e6ff1b0d4d8c0e3f1a'))
  sessionId?: string;
  @apply(gatewayText(50, 'The code dialled', '*384*123#')) serviceCode?: string;
  @apply(gatewayText(40, 'The caller’s number, international form', '+2348031234567')) phoneNumber?: string;
  @apply(gatewayText(20, 'The mobile network (MCC and MNC)', '62130')) networkCode?: string;
  @apply(gatewayText(500, 'Everything typed since dialling, levels joined by *', '1*98*7')) text?: string;
}

/** A delivery report of Africa's Talking (form fields). */
export class DeliveryReportDto {
  @apply(gatewayText(200, 'The messageId its answer to the sending gave', 'ATXid_sample')) id?: string;
  @apply(
    gatewayText(40, 'Sent, Submitted, Buffered, Rejected, Success, Failed, AbsentSubscriber or Expired', 'Success'),
  )
  status?: string;
  @apply(gatewayText(40, 'The recipient', '+254711082000')) phoneNumber?: string;
  @apply(gatewayText(20, 'The network', '63902')) networkCode?: string;
  @apply(
    gatewayText(80, 'Why it failed (InsufficientCredit, UserInBlacklist, DeliveryFailure, ...)', 'DeliveryFailure'),
  )
  failureReason?: string;
  @apply(gatewayText(10, 'How many times the network tried', '0')) retryCount?: string;
}

/** An SMS a farmer sent to the platform (form fields of Africa's Talking's incoming messages). */
export class IncomingSmsDto {
  @apply(gatewayText(40, 'The sender', '+254711082000')) from?: string;
  @apply(gatewayText(40, 'The short code or number it was sent to', '21525')) to?: string;
  @apply(gatewayText(1600, 'What they wrote', 'STOP')) text?: string;
  @apply(gatewayText(200, 'The gateway’s id of the message')) id?: string;
  @apply(gatewayText(200, 'The id a premium reply would name')) linkId?: string;
  @apply(gatewayText(40, 'When it arrived')) date?: string;
  @apply(gatewayText(20, 'The network')) networkCode?: string;
}

/** Africa's Talking's bulk SMS opt-out notice (form fields). */
export class OptOutNoticeDto {
  @apply(gatewayText(40, 'The subscriber who opted out', '+254711082000')) phoneNumber?: string;
  @apply(gatewayText(20, 'The sender id they opted out of', 'KASUWA')) senderId?: string;
}

export class CallbackSecretQueryDto {
  @ApiPropertyOptional({
    description: 'The shared secret (SMS_CALLBACK_SECRET) given in the callback URL',
    maxLength: 200,
  })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  secret?: string;
}

export class TestSmsDto {
  @StoredIdField({ description: 'The country of the number' }) countryId: number;
  @TrimmedText(40, {
    example: '0803 123 4567',
    description: 'The number as people type it there (national or international)',
  })
  phone: string;
  @TrimmedText(SMS_TEXT_MAX, { example: 'Kasuwa test message' }) text: string;
}

export const SMS_STATUSES = ['QUEUED', 'SENT', 'DELIVERED', 'FAILED', 'SKIPPED'] as const;

export class SmsListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: SMS_STATUSES })
  @IsOptional()
  @IsIn(SMS_STATUSES)
  status?: string;

  @StoredIdField({ optional: true, description: 'One country (every country when left out)' }) countryId?: number;
}

export class SmsSummaryQueryDto {
  @StoredIdField({ optional: true, description: 'One country (every country when left out)' }) countryId?: number;

  @ApiPropertyOptional({
    example: '2026-11',
    description: 'From this month (YYYY-MM; the last 12 months when left out)',
  })
  @IsOptional()
  @Matches(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'SMS_MONTH_INVALID' })
  from?: string;
}

export class SmsMessageResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() countryId: number;
  @ApiProperty({ example: '+2348031234567' }) phone: string;
  @ApiProperty({ enum: ['PRICE_ALERT', 'WEATHER_WARNING', 'ORDER_STATUS', 'TEST', 'OPT_OUT_CONFIRMATION'] })
  kind: string;
  @ApiProperty() text: string;
  @ApiProperty({ enum: SMS_STATUSES }) status: string;
  @ApiProperty({ type: String, nullable: true, description: 'africastalking, or file when no gateway is configured' })
  gateway: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The gateway’s words for the recipient or the delivery (Success, InvalidPhoneNumber, ...)',
  })
  gatewayStatus: string | null;
  @ApiProperty({ type: String, nullable: true }) failureReason: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'What the gateway charged' }) cost: number | null;
  @ApiProperty({ type: String, nullable: true }) currency: string | null;
  @ApiProperty() attempts: number;
  @ApiProperty() createdAt: string;
  @ApiProperty({ type: String, nullable: true }) sentAt: string | null;
  @ApiProperty({ type: String, nullable: true }) deliveredAt: string | null;
}

export class SmsMonthResponse {
  @ApiProperty() countryId: number;
  @ApiProperty({ example: '2026-11' }) month: string;
  @ApiProperty({ description: 'Taken by the gateway (delivered or not yet reported)' }) sent: number;
  @ApiProperty() delivered: number;
  @ApiProperty() failed: number;
  @ApiProperty({ description: 'Waiting for the gateway (queued or being retried)' }) queued: number;
  @ApiProperty({ description: 'Not sent because the number opted out after it was queued' }) skipped: number;
  @ApiProperty({ description: 'What the gateway charged, summed, in `currency`' }) cost: number;
  @ApiProperty({ type: String, nullable: true }) currency: string | null;
}

export class UssdDayResponse {
  @ApiProperty() countryId: number;
  @ApiProperty({ example: '2026-11-29' }) day: string;
  @ApiProperty() sessions: number;
  @ApiProperty({ description: 'Sessions of a number the platform knows (a farmer or an account)' })
  knownCallers: number;
  @ApiProperty() steps: number;
}

export class SmsOptOutResponse {
  @ApiProperty() countryId: number;
  @ApiProperty() phone: string;
  @ApiProperty({ description: 'SMS (STOP, ARRET, the gateway’s notice), USSD or CONSOLE' }) channel: string;
  @ApiProperty({ type: String, nullable: true }) words: string | null;
  @ApiProperty() at: string;
}

export class SmsSummaryResponse {
  @ApiProperty({ type: [SmsMonthResponse] }) months: SmsMonthResponse[];
  @ApiProperty({ type: [UssdDayResponse], description: 'The last 31 days' }) ussdDays: UssdDayResponse[];
  @ApiProperty({ description: 'Numbers opted out now' }) optedOut: number;
  @ApiProperty({ type: [SmsOptOutResponse], description: 'The latest 20 opt-outs' }) recentOptOuts: SmsOptOutResponse[];
  @ApiProperty({
    description: 'africastalking, or file (messages written to DATA_DIR/sms) when no gateway is configured',
  })
  gateway: string;
}
