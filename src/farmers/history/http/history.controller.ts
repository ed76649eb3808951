import { Body, Controller, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiPropertyOptional,
  ApiTags,
} from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsISO8601, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import type { FastifyReply } from 'fastify';
import { RequirePermission } from '../../../kernel/auth/access.decorators';
import type { Actor } from '../../../kernel/context/request-context';
import { CurrentActor } from '../../../kernel/http/current-actor.decorator';
import { TrimmedText } from '../../../kernel/http/dto-fields';
import { mutation } from '../../../kernel/http/envelopes';
import { ApiMutationResponse, ApiPageResponse } from '../../../kernel/http/openapi-schemas';
import { PageQueryDto } from '../../../kernel/http/page-query.dto';
import { UuidPipe } from '../../../kernel/http/path-params';
import { say } from '../../../kernel/i18n/translator';
import { EditHistoryEntryCommand, RecordedHistoryEntry, RecordHistoryEntryCommand } from '../commands/history.commands';
import { HISTORY_KINDS, HistoryKind } from '../domain/history-entry';
import { FarmerChangeLogQuery, GetHistoryEntryQuery, ListHistoryQuery } from '../queries/history.queries';

export class HistoryEntryEditDto {
  @ApiProperty({ enum: HISTORY_KINDS })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @IsIn(HISTORY_KINDS, { message: 'FARMER_HISTORY_KIND_INVALID' })
  kind: HistoryKind;
  @ApiProperty({ example: '2026-03-10', description: 'The day it happened' })
  @IsISO8601({ strict: true }, { message: 'FARMER_DATE_INVALID' })
  date: string;
  @TrimmedText(200, { example: 'Fertilizer application demo' }) title: string;
  @ApiPropertyOptional({ maxLength: 5000, example: 'Showed micro-dosing of NPK on the demo plot.' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  notes?: string;
}

export class HistoryEntryDto extends HistoryEntryEditDto {
  @ApiPropertyOptional({
    format: 'uuid',
    description:
      'Chosen by the client (offline capture): a retry with the same id and content makes no second entry (200)',
  })
  @IsOptional()
  @IsUUID('all', { message: 'ID_INVALID' })
  id?: string;
  @ApiProperty({ format: 'uuid' }) @IsUUID('all', { message: 'ID_INVALID' }) farmerId: string;
}

class PersonRefResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ nullable: true, type: String }) fullName: string | null;
}

export class HistoryEntryResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) farmerId: string;
  @ApiProperty({ enum: HISTORY_KINDS }) kind: HistoryKind;
  @ApiProperty({ example: '2026-03-10' }) date: string;
  @ApiProperty() title: string;
  @ApiProperty() notes: string;
  @ApiProperty({ type: PersonRefResponse }) recordedBy: PersonRefResponse;
  @ApiProperty({ type: PersonRefResponse }) editedBy: PersonRefResponse;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

class FieldChangeResponse {
  @ApiProperty({ example: 'phone' }) field: string;
  @ApiProperty({
    oneOf: [
      { type: 'string', nullable: true },
      { type: 'number' },
      { type: 'boolean' },
      { type: 'array', items: {} },
      { type: 'object' },
    ],
    description:
      'The new value as recorded (text, a number, yes/no, a list); null for a personal value that can no longer be read',
  })
  value: unknown;
}

export class FarmerChangeResponse {
  @ApiProperty({ format: 'date-time' }) at: string;
  @ApiProperty({ type: PersonRefResponse, nullable: true }) by: PersonRefResponse | null;
  @ApiProperty({ enum: ['ENROLLED', 'UPDATED', 'LINKED_TO_ACCOUNT'] }) change: string;
  @ApiProperty({ type: [FieldChangeResponse] }) fields: FieldChangeResponse[];
}

/** A farmer's history: the visits, trainings and notes agents record, and who changed what about the farmer. */
@ApiTags('farmers')
@Controller()
export class HistoryController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('farmers-history/get/:id')
  @RequirePermission('farmers:view')
  @ApiOkResponse({ type: HistoryEntryResponse })
  @ApiNotFoundResponse({
    description: 'FARMER_HISTORY_NOT_FOUND (also for the history of a farmer the caller may not see)',
  })
  one(@CurrentActor() actor: Actor, @Param('id', new UuidPipe()) id: string) {
    return this.queries.execute(new GetHistoryEntryQuery(actor, id));
  }

  @Get('farmers-history/:id')
  @RequirePermission('farmers:view')
  @ApiOperation({ summary: 'The history of farmer {id}, latest day first; 20 a page' })
  @ApiPageResponse(HistoryEntryResponse)
  @ApiNotFoundResponse({ description: 'FARMER_NOT_FOUND' })
  list(@CurrentActor() actor: Actor, @Param('id', new UuidPipe()) id: string, @Query() query: PageQueryDto) {
    return this.queries.execute(new ListHistoryQuery(actor, id, query.pageRequest(20)));
  }

  @Post('farmers-history')
  @RequirePermission('farmers:edit')
  @ApiOperation({
    summary:
      "Records an entry in a farmer's history (201); the same entry sent again with the same id answers it (200)",
  })
  @ApiMutationResponse(HistoryEntryResponse, { status: 201 })
  @ApiMutationResponse(HistoryEntryResponse, { description: 'The same entry (same id) sent again: the entry it made' })
  @ApiNotFoundResponse({ description: 'FARMER_NOT_FOUND' })
  @ApiConflictResponse({ description: 'FARMER_HISTORY_ALREADY_EXISTS' })
  async record(
    @CurrentActor() actor: Actor,
    @Body() body: HistoryEntryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { id, farmerId, ...input } = body;
    const result: RecordedHistoryEntry = await this.commands.execute(
      new RecordHistoryEntryCommand(
        actor,
        farmerId.toLowerCase(),
        { ...input, date: input.date.slice(0, 10) },
        id ?? null,
      ),
    );
    reply.status(result.created ? 201 : 200);
    return mutation(say('FARMER_HISTORY_RECORDED'), result.entry);
  }

  @Put('farmers-history/:id')
  @RequirePermission('farmers:edit')
  @ApiMutationResponse(HistoryEntryResponse)
  @ApiNotFoundResponse({ description: 'FARMER_HISTORY_NOT_FOUND' })
  async edit(@CurrentActor() actor: Actor, @Param('id', new UuidPipe()) id: string, @Body() body: HistoryEntryEditDto) {
    return mutation(
      say('FARMER_HISTORY_UPDATED'),
      await this.commands.execute(new EditHistoryEntryCommand(actor, id, { ...body, date: body.date.slice(0, 10) })),
    );
  }

  @Get('farmers/:id/changes')
  @RequirePermission('farmers:view')
  @ApiOperation({
    summary:
      'Who changed what about farmer {id} and when, latest first, from the event log; personal values only while they can still be read',
  })
  @ApiOkResponse({ type: FarmerChangeResponse, isArray: true })
  @ApiNotFoundResponse({ description: 'FARMER_NOT_FOUND' })
  changes(@CurrentActor() actor: Actor, @Param('id', new UuidPipe()) id: string) {
    return this.queries.execute(new FarmerChangeLogQuery(actor, id));
  }
}
