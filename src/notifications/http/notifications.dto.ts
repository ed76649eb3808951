import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { ROLES } from '../../authorization';
import { ROLE_USER } from '../../kernel/auth/platform-roles';
import { StoredIdField, TrimmedText } from '../../kernel/http/dto-fields';
import { PageQueryDto } from '../../kernel/http/page-query.dto';

const PUSH_ROLES = ROLES.filter((role) => role !== ROLE_USER);
/** A Firebase registration token: letters, digits and - _ : . (they run to about 160 characters today). */
export const DEVICE_TOKEN = /^[A-Za-z0-9_:.-]{1,4096}$/;

export class PushNotificationDto {
  @TrimmedText(120, { example: 'Rain expected tomorrow' }) title: string;
  @TrimmedText(1000, { example: 'Delay the urea top-dressing until the rain has passed.' }) message: string;
  @TrimmedText(120, {
    optional: true,
    example: 'Pluie attendue demain',
    description: 'The title for the devices registered in French (with messageFr; left out: they get `title`)',
  })
  titleFr?: string | null;
  @TrimmedText(1000, {
    optional: true,
    example: 'Reportez l’apport d’urée après la pluie.',
    description: 'The message for the devices registered in French (with titleFr)',
  })
  messageFr?: string | null;
  @StoredIdField({ description: 'The country whose app users receive it' }) countryId: number;

  @ApiPropertyOptional({
    enum: PUSH_ROLES,
    description: 'Only the app users of this role (every app user of the country when left out)',
  })
  @IsOptional()
  @IsIn(PUSH_ROLES)
  role?: string | null;
}

export class PushListQueryDto extends PageQueryDto {
  @StoredIdField({ optional: true, description: 'One country (every country the caller may send to when left out)' })
  countryId?: number;
}

export class PushNotificationResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() title: string;
  @ApiProperty() message: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The title the devices registered in French get (null: `title`)',
  })
  titleFr: string | null;
  @ApiProperty({ type: String, nullable: true }) messageFr: string | null;
  @ApiProperty() countryId: number;
  @ApiProperty({ type: String, nullable: true }) role: string | null;
  @ApiProperty({ enum: ['QUEUED', 'SENDING', 'SENT'] }) status: string;
  @ApiProperty({ type: Number, nullable: true, description: 'Devices it goes to (null until its job took them)' })
  recipients: number | null;
  @ApiProperty({ description: 'Messages Firebase accepted' }) sent: number;
  @ApiProperty({ description: 'Messages Firebase refused' }) failed: number;
  @ApiProperty({ description: 'Devices forgotten because Firebase said their token is no longer valid' })
  tokensRemoved: number;
  @ApiProperty({ format: 'uuid' }) createdBy: string;
  @ApiProperty() createdAt: string;
  @ApiProperty({ type: String, nullable: true }) finishedAt: string | null;
}

export class AppVersionDto {
  @ApiProperty({ example: '1.4.0', description: 'major.minor.patch, higher than the latest version' })
  @IsString()
  @MaxLength(32)
  version: string;

  @ApiProperty({ description: 'Apps below this version must update' })
  @IsBoolean()
  isMandatory: boolean;
}

export class VersionCheckQueryDto {
  @ApiPropertyOptional({ example: '1.2.0', description: 'The version the app runs (major.minor.patch)' })
  @IsOptional()
  @IsString()
  @MaxLength(32)
  installed?: string;
}

export class AppVersionResponse {
  @ApiProperty() version: string;
  @ApiProperty() isMandatory: boolean;
  @ApiProperty() createdAt: string;
}

export class VersionCheckResponse {
  @ApiProperty({ type: AppVersionResponse, nullable: true }) latest: AppVersionResponse | null;
  @ApiProperty({ type: String, nullable: true }) installed: string | null;
  @ApiProperty({
    description: 'A version higher than the installed one exists (without installed: any version exists)',
  })
  updateAvailable: boolean;
  @ApiProperty({
    description:
      'A mandatory version higher than the installed one exists (without installed: the latest is mandatory)',
  })
  updateMandatory: boolean;
}

export class DeviceDto {
  @ApiProperty({ description: 'The Firebase registration token of this installation', maxLength: 4096 })
  @IsString()
  @Matches(DEVICE_TOKEN)
  token: string;

  @StoredIdField({ optional: true, description: "The country of the app (the user's country when left out)" })
  countryId?: number;

  @ApiPropertyOptional({
    enum: ['en', 'fr'],
    description: 'The language of the app (the request’s Accept-Language when left out)',
  })
  @IsOptional()
  @IsIn(['en', 'fr'])
  language?: 'en' | 'fr';
}

export class DeviceResponse {
  @ApiProperty() registered: boolean;
}

export class QueueFailureResponse {
  @ApiProperty() id: string;
  @ApiProperty() name: string;
  @ApiProperty() reason: string;
  @ApiProperty() attempts: number;
  @ApiProperty({ type: String, nullable: true }) failedAt: string | null;
}

export class QueueOverviewResponse {
  @ApiProperty() name: string;
  @ApiProperty() waiting: number;
  @ApiProperty() active: number;
  @ApiProperty() delayed: number;
  @ApiProperty() failed: number;
  @ApiProperty() completed: number;
  @ApiProperty() paused: number;
  @ApiProperty({ type: QueueFailureResponse, isArray: true, description: 'The latest failed jobs (at most 5)' })
  recentFailures: QueueFailureResponse[];
}

export class ProjectionRebuildResponse {
  @ApiProperty() id: string;
  @ApiProperty({ type: String, isArray: true, description: 'The projections and consumers it rebuilds' })
  targets: string[];
  @ApiProperty({
    enum: ['replaying', 'swapping', 'done', 'failed'],
    description: 'replaying into shadow tables, swapping them in, done or failed',
  })
  status: string;
  @ApiProperty({ description: 'Events the rebuilt projections follow in the log when it started' }) eventsTotal: number;
  @ApiProperty({ description: 'Events replayed so far' }) eventsDone: number;
  @ApiProperty({ description: 'Events replayed a second since it started' }) eventsPerSecond: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Seconds left at that rate, while it replays' })
  etaSeconds: number | null;
  @ApiProperty() startedAt: string;
  @ApiProperty() updatedAt: string;
  @ApiProperty({ type: String, nullable: true }) finishedAt: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why it failed' }) failure: string | null;
}

export class OpsOverviewResponse {
  @ApiProperty({ type: QueueOverviewResponse, isArray: true }) queues: QueueOverviewResponse[];
  @ApiProperty({
    type: ProjectionRebuildResponse,
    isArray: true,
    description: 'The latest projection rebuilds (npm run projections:rebuild), newest first (at most 5)',
  })
  rebuilds: ProjectionRebuildResponse[];
  @ApiProperty({ description: 'Where the queue dashboard is' }) dashboard: string;
  @ApiProperty({ description: 'Push messages Firebase accepted, over every notification' }) pushSent: number;
  @ApiProperty({ description: 'Push messages Firebase refused, over every notification' }) pushFailed: number;
}
