import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { RequirePermission } from '../../kernel/auth/access.decorators';
import type { Actor } from '../../kernel/context/request-context';
import { RequestContexts } from '../../kernel/context/request-context';
import { CurrentActor } from '../../kernel/http/current-actor.decorator';
import { ApiMutationResponse } from '../../kernel/http/openapi-schemas';
import { GrantStaffPermissionsCommand, RevokeStaffPermissionsCommand } from '../commands/staff-permissions.commands';
import { AssignablePermissionsQuery, PersonalGrantsQuery } from '../queries/authorization.queries';
import { AssignablePermissionResponse, StaffPermissionsDto, StaffPermissionsResponse } from './authorization.dto';
import { UuidPipe } from '../../kernel/http/path-params';

@ApiTags('authorization')
@Controller()
export class StaffPermissionsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('endpoints')
  @RequirePermission('staff:permissions')
  @ApiOperation({
    summary:
      'The permissions the caller may grant to staff (those assignable to staff that the caller holds; any of them for administrators)',
  })
  @ApiOkResponse({ type: AssignablePermissionResponse, isArray: true })
  endpoints(@CurrentActor() actor: Actor) {
    return this.queries.execute(new AssignablePermissionsQuery(actor, RequestContexts.current()?.countryId ?? null));
  }

  @Post('permissions')
  @HttpCode(200)
  @RequirePermission('staff:permissions')
  @ApiOperation({ summary: 'Grants permissions to a staff member of the caller (any staff member for administrators)' })
  @ApiMutationResponse(StaffPermissionsResponse)
  @ApiBadRequestResponse({ description: 'PERMISSION_NOT_ASSIGNABLE, NOT_A_STAFF_MEMBER, VALIDATION_FAILED' })
  @ApiForbiddenResponse({ description: 'NOT_YOUR_STAFF' })
  @ApiNotFoundResponse({ description: 'USER_NOT_FOUND' })
  grant(@CurrentActor() actor: Actor, @Body() body: StaffPermissionsDto) {
    return this.commands.execute(
      new GrantStaffPermissionsCommand(
        actor,
        body.userId.toLowerCase(),
        body.permissions,
        RequestContexts.current()?.countryId ?? null,
      ),
    );
  }

  @Delete('permissions')
  @RequirePermission('staff:permissions')
  @ApiOperation({ summary: 'Revokes permissions granted to a staff member' })
  @ApiMutationResponse(StaffPermissionsResponse)
  @ApiBadRequestResponse({ description: 'PERMISSION_NOT_ASSIGNABLE, NOT_A_STAFF_MEMBER, VALIDATION_FAILED' })
  @ApiForbiddenResponse({ description: 'NOT_YOUR_STAFF' })
  @ApiNotFoundResponse({ description: 'USER_NOT_FOUND' })
  revoke(@CurrentActor() actor: Actor, @Body() body: StaffPermissionsDto) {
    return this.commands.execute(new RevokeStaffPermissionsCommand(actor, body.userId.toLowerCase(), body.permissions));
  }

  @Get('permissions/user/:id')
  @RequirePermission('staff:permissions')
  @ApiOperation({ summary: "A staff member's personal grants" })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ schema: { type: 'array', items: { type: 'string' }, example: ['orders:list'] } })
  @ApiBadRequestResponse({ description: 'NOT_A_STAFF_MEMBER' })
  @ApiForbiddenResponse({ description: 'NOT_YOUR_STAFF' })
  @ApiNotFoundResponse({ description: 'USER_NOT_FOUND' })
  personalGrants(@CurrentActor() actor: Actor, @Param('id', UuidPipe) id: string) {
    return this.queries.execute(new PersonalGrantsQuery(actor, id));
  }
}
