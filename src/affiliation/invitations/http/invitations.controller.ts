import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { Public, RequirePermission } from '../../../kernel/auth/access.decorators';
import type { Actor } from '../../../kernel/context/request-context';
import { CurrentActor } from '../../../kernel/http/current-actor.decorator';
import { mutation } from '../../../kernel/http/envelopes';
import { ApiMutationResponse, ApiPageResponse } from '../../../kernel/http/openapi-schemas';
import { PageQueryDto } from '../../../kernel/http/page-query.dto';
import { RateLimited } from '../../../kernel/http/rate-limited';
import { say } from '../../../kernel/i18n/translator';
import { SendInvitationCommand } from '../commands/invitation.commands';
import { InvitationPrefillQuery, ListInvitationsQuery } from '../queries/invitation.queries';
import { InvitationView } from '../queries/invitation.views';
import { InvitationPrefillResponse, InvitationResponse, InviteDto } from './invitations.dto';

/** Invitations to join Kasuwa, and the public page a mailed invitation opens. */
@ApiTags('affiliation')
@Controller('invite')
export class InvitationsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post()
  @RequirePermission('invitations:manage')
  @ApiOperation({
    summary:
      'Invites a retailer, distributor, wholesaler, extension agent or farmer; the invitation is mailed when an e-mail address is given',
  })
  @ApiMutationResponse(InvitationResponse, { status: 201 })
  @ApiConflictResponse({
    description:
      'INVITEE_ALREADY_REGISTERED: someone already uses this e-mail address or phone number (a business affiliation can be requested instead)',
  })
  @ApiUnprocessableEntityResponse({
    description: 'INVITATION_ALREADY_PENDING: an invitation of the same person is still running',
  })
  async invite(@CurrentActor() actor: Actor, @Body() body: InviteDto) {
    const invitation: InvitationView = await this.commands.execute(new SendInvitationCommand(actor, body));
    return mutation(
      invitation.email ? say('INVITATION_SENT', { email: invitation.email }) : say('INVITATION_RECORDED'),
      invitation,
    );
  }

  @Get()
  @RequirePermission('invitations:manage')
  @ApiOperation({ summary: "The invitations the caller's organisation sent, newest first; 20 a page" })
  @ApiPageResponse(InvitationResponse)
  list(@CurrentActor() actor: Actor, @Query() query: PageQueryDto) {
    return this.queries.execute(new ListInvitationsQuery(actor, query.pageRequest(20)));
  }

  @Get('accept/:invitationKey')
  @Public('Opening a mailed invitation: the key is the credential')
  @RateLimited()
  @ApiOperation({
    summary:
      'What the sign-up form is prefilled with; signing up with invitationKey then links the new account to the inviter',
  })
  @ApiOkResponse({ type: InvitationPrefillResponse })
  @ApiNotFoundResponse({ description: 'INVITATION_UNKNOWN, INVITATION_ALREADY_USED' })
  @ApiResponse({ status: 449, description: 'INVITATION_EXPIRED' })
  accept(@Param('invitationKey') key: string) {
    return this.queries.execute(new InvitationPrefillQuery(key));
  }
}
