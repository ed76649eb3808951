import { Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { ApiErrors, ApiMutationResponse, UuidIdResponse } from '../../kernel/http/openapi-schemas';
import { DataSource } from 'typeorm';
import { Authenticated, RequirePermission } from '../../kernel/auth/access.decorators';
import type { Actor } from '../../kernel/context/request-context';
import { DomainError } from '../../kernel/errors/domain-error';
import { CurrentActor } from '../../kernel/http/current-actor.decorator';
import { mutation } from '../../kernel/http/envelopes';
import { UuidPipe } from '../../kernel/http/path-params';
import { say } from '../../kernel/i18n/translator';
import { AccountsErrors } from '../accounts.errors';
import { SessionStore, SessionView } from '../commands/session-store';
import { SessionResponse } from './account.dto';

/**
 * The signed-in devices: a person sees and ends their own (account settings); an administrator who manages users
 * sees and ends anyone's, or signs them out everywhere. Ending a session stops its access and refresh tokens at once.
 */
class EndedSessionsResponse {
  @ApiProperty({ example: 2, description: 'How many sessions ended' }) ended: number;
}

@ApiTags('sessions')
@Controller('users')
export class SessionsController {
  constructor(
    private readonly sessions: SessionStore,
    private readonly dataSource: DataSource,
  ) {}

  @Get('me/sessions')
  @Authenticated()
  @ApiOkResponse({
    type: SessionResponse,
    isArray: true,
    description: 'Open sessions, most recently used first; current marks the one asking',
  })
  mine(@CurrentActor() actor: Actor): Promise<SessionView[]> {
    return this.sessions.list(actor.id, actor.sessionId);
  }

  @Delete('me/sessions/:sessionId')
  @Authenticated()
  @ApiMutationResponse(UuidIdResponse, { description: 'The session ended' })
  @ApiErrors(AccountsErrors.SESSION_NOT_FOUND)
  async endMine(@CurrentActor() actor: Actor, @Param('sessionId', UuidPipe) sessionId: string) {
    await this.sessions.endOne(actor.id, sessionId, 'ended-by-user');
    return mutation(say('SESSION_ENDED_DONE'), { id: sessionId });
  }

  @Post('me/sessions/end-others')
  @HttpCode(200)
  @Authenticated()
  @ApiMutationResponse(EndedSessionsResponse, { description: 'Every open session but the one asking ends' })
  async endOthers(@CurrentActor() actor: Actor) {
    const ended = await this.sessions.endAll(actor.id, 'ended-by-user', undefined, actor.sessionId);
    return mutation(say('OTHER_SESSIONS_ENDED', { count: ended }), { ended });
  }

  @Get(':id/sessions')
  @RequirePermission('users:manage')
  @ApiOkResponse({ type: SessionResponse, isArray: true, description: "A person's open sessions" })
  @ApiErrors(AccountsErrors.USER_NOT_FOUND)
  async ofUser(@CurrentActor() actor: Actor, @Param('id', UuidPipe) id: string): Promise<SessionView[]> {
    await this.mustExist(id);
    return this.sessions.list(id, actor.sessionId);
  }

  @Delete(':id/sessions/:sessionId')
  @RequirePermission('users:manage')
  @ApiMutationResponse(UuidIdResponse, { description: 'The session ended' })
  @ApiErrors(AccountsErrors.USER_NOT_FOUND, AccountsErrors.SESSION_NOT_FOUND)
  async endOfUser(@Param('id', UuidPipe) id: string, @Param('sessionId', UuidPipe) sessionId: string) {
    await this.mustExist(id);
    await this.sessions.endOne(id, sessionId, 'ended-by-administrator');
    return mutation(say('SESSION_ENDED_DONE'), { id: sessionId });
  }

  @Delete(':id/sessions')
  @RequirePermission('users:manage')
  @ApiMutationResponse(EndedSessionsResponse, { description: 'Signs the person out everywhere' })
  @ApiErrors(AccountsErrors.USER_NOT_FOUND)
  async endAllOfUser(@Param('id', UuidPipe) id: string) {
    await this.mustExist(id);
    const ended = await this.sessions.endAll(id, 'ended-by-administrator');
    return mutation(say('ALL_SESSIONS_ENDED', { count: ended }), { ended });
  }

  private async mustExist(userId: string): Promise<void> {
    const [user] = await this.dataSource.query<{ id: string }[]>(`SELECT id FROM users WHERE id = $1`, [userId]);
    if (!user) throw new DomainError(AccountsErrors.USER_NOT_FOUND);
  }
}
