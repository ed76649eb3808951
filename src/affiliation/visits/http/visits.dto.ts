import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsISO8601,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
} from 'class-validator';
import { PageQueryDto } from '../../../kernel/http/page-query.dto';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const trimAll = ({ value }: { value: unknown }) => {
  if (!Array.isArray(value)) return value;
  const list: unknown[] = value;
  return list.map((v) => (typeof v === 'string' ? v.trim() : v));
};

export class VisitEditDto {
  @ApiProperty({ example: 'Maize demo plot visit' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(120)
  title: string;
  @ApiProperty({ example: '2026-03-10T09:00:00Z', description: 'Date and time (ISO 8601)' })
  @IsISO8601({ strict: true })
  startsAt: string;
  @ApiPropertyOptional({
    example: '2026-03-10T11:00:00Z',
    nullable: true,
    type: String,
    description: 'Not before startsAt',
  })
  @IsOptional()
  @IsISO8601({ strict: true })
  endsAt?: string | null;
  @ApiProperty({ example: 'Kano, Dawakin Tofa demo plot' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(300)
  place: string;
  @ApiPropertyOptional({
    type: [String],
    example: ['Musa Ali', 'Ngozi Okafor'],
    description: 'Who takes part (names), at most 100',
  })
  @IsOptional()
  @Transform(trimAll)
  @IsArray()
  @ArrayMaxSize(100)
  @IsString({ each: true })
  @IsNotEmpty({ each: true })
  @MaxLength(120, { each: true })
  participants?: string[];
  @ApiProperty({ example: '1. Plot walk\n2. Fertilizer rates\n3. Questions' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(5000)
  agenda: string;
}

export class VisitDto extends VisitEditDto {
  @ApiPropertyOptional({
    type: [String],
    format: 'uuid',
    description: 'Partners to share it with at once (see GET partners)',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @IsUUID('all', { each: true })
  sharedWith?: string[];
}

export class ShareVisitDto {
  @ApiProperty({
    type: [String],
    format: 'uuid',
    description: 'Partners (see GET partners): affiliated organisations, people invited, whoever invited you',
  })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(100)
  @IsUUID('all', { each: true })
  userIds: string[];
}

export class VisitPeriodQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ example: '2026-03-01T00:00:00Z', description: 'Visits that end on or after this instant' })
  @IsOptional()
  @IsISO8601({ strict: true })
  from?: string;
  @ApiPropertyOptional({ example: '2026-04-01T00:00:00Z', description: 'Visits that start before this instant' })
  @IsOptional()
  @IsISO8601({ strict: true })
  to?: string;

  period() {
    return { ...(this.from ? { from: new Date(this.from) } : {}), ...(this.to ? { to: new Date(this.to) } : {}) };
  }
}

/** The minutes form: one file, `document`, and no other field. */
export class MinutesFormDto {}

// ---- Responses (for the OpenAPI document) ----------------------------------------------------------------------------

class PartyResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() fullName: string;
  @ApiProperty({ nullable: true, type: String }) company: string | null;
}

class SharedWithResponse extends PartyResponse {
  @ApiProperty({ format: 'date-time' }) sharedAt: string;
}

class MinutesResponse {
  @ApiProperty({ example: '/api/v1/visit/0b7c…/minutes' }) url: string;
  @ApiProperty({ example: 'minutes-2026-03-10.pdf' }) fileName: string;
  @ApiProperty({ example: 'application/pdf' }) contentType: string;
  @ApiProperty() size: number;
  @ApiProperty({ format: 'date-time' }) uploadedAt: string;
}

export class VisitResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() title: string;
  @ApiProperty({ format: 'date-time' }) startsAt: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) endsAt: string | null;
  @ApiProperty() place: string;
  @ApiProperty({ type: [String] }) participants: string[];
  @ApiProperty() agenda: string;
  @ApiProperty({ type: PartyResponse }) planner: PartyResponse;
  @ApiProperty({ nullable: true, type: MinutesResponse }) minutes: MinutesResponse | null;
  @ApiProperty({ nullable: true, type: [SharedWithResponse], description: 'For the planner only; null for partners' })
  sharedWith: SharedWithResponse[] | null;
  @ApiProperty({
    format: 'date-time',
    nullable: true,
    type: String,
    description: 'For a partner: when it was shared with them',
  })
  sharedAt: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export class SharedMinutesResponse {
  @ApiProperty({ format: 'uuid' }) visitId: string;
  @ApiProperty() title: string;
  @ApiProperty({ format: 'date-time' }) startsAt: string;
  @ApiProperty() place: string;
  @ApiProperty({ type: PartyResponse }) planner: PartyResponse;
  @ApiProperty({ type: MinutesResponse }) document: MinutesResponse;
}
