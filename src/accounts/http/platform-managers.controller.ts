import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequirePermission } from '../../kernel/auth/access.decorators';
import type { Actor } from '../../kernel/context/request-context';
import { CurrentActor } from '../../kernel/http/current-actor.decorator';
import { mutation } from '../../kernel/http/envelopes';
import { say } from '../../kernel/i18n/translator';
import { ApiMutationResponse } from '../../kernel/http/openapi-schemas';
import { CreatePlatformManagerCommand, SetPlatformManagerActiveCommand } from '../commands/platform-manager.commands';
import { workingCountryOf } from '../domain/organisation-roles';
import { NewPersonDto, PersonDetailResponse } from './people.dto';
import { UuidPipe } from '../../kernel/http/path-params';

/** Opening, deactivating and reactivating platform managers (their list is GET users/platform-managers). */
@ApiTags('admin-users')
@Controller('users/platform-managers')
export class PlatformManagersController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @RequirePermission('platform-managers:manage')
  @ApiOperation({
    summary:
      'Opens a platform manager account (in the request country): active, mailed a link to choose a password. ' +
      'Set their countries next (POST users/{id}/monitored-countries).',
  })
  @ApiMutationResponse(PersonDetailResponse, { status: 201 })
  @ApiConflictResponse({ description: 'EMAIL_TAKEN, PHONE_TAKEN' })
  async create(@CurrentActor() actor: Actor, @Body() body: NewPersonDto) {
    return mutation(
      say('PLATFORM_MANAGER_CREATED'),
      await this.commands.execute(new CreatePlatformManagerCommand(actor, workingCountryOf(actor), body)),
    );
  }

  @Get('deactivate/:id')
  @RequirePermission('platform-managers:manage')
  @ApiMutationResponse(PersonDetailResponse)
  @ApiNotFoundResponse({ description: 'PLATFORM_MANAGER_NOT_FOUND' })
  async deactivate(@Param('id', UuidPipe) id: string) {
    return mutation(
      say('PLATFORM_MANAGER_DEACTIVATED'),
      await this.commands.execute(new SetPlatformManagerActiveCommand(id, false)),
    );
  }

  @Get('reactivate/:id')
  @RequirePermission('platform-managers:manage')
  @ApiMutationResponse(PersonDetailResponse)
  @ApiNotFoundResponse({ description: 'PLATFORM_MANAGER_NOT_FOUND' })
  async reactivate(@Param('id', UuidPipe) id: string) {
    return mutation(
      say('PLATFORM_MANAGER_REACTIVATED'),
      await this.commands.execute(new SetPlatformManagerActiveCommand(id, true)),
    );
  }
}
