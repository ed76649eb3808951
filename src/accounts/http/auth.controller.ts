import { Body, Controller, Delete, Get, HttpCode, Inject, Post, Put, Query, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Authenticated, Public } from '../../kernel/auth/access.decorators';
import { APP_CONFIG, AppConfig } from '../../kernel/config/app-config';
import { DomainError } from '../../kernel/errors/domain-error';
import type { Actor } from '../../kernel/context/request-context';
import { CurrentActor } from '../../kernel/http/current-actor.decorator';
import { mutation } from '../../kernel/http/envelopes';
import { ApiErrors, ApiMessageResponse, ApiMutationResponse } from '../../kernel/http/openapi-schemas';
import { RateLimited } from '../../kernel/http/rate-limited';
import { say } from '../../kernel/i18n/translator';
import { ActivateAccountCommand, ResendActivationCommand } from '../commands/activation.commands';
import { DeleteUserCommand } from '../commands/lifecycle.commands';
import { ChangePasswordCommand, ForgotPasswordCommand, ResetPasswordCommand } from '../commands/password.commands';
import { SignInCommand } from '../commands/sign-in.command';
import { SignUpCommand } from '../commands/sign-up.command';
import { GetUserQuery } from '../queries/get-user.query';
import { AccountsErrors } from '../accounts.errors';
import { clientOf, deliverSession, forgetSession, refreshCookieOf } from './session-cookie';
import { IssuedSession, SessionStore } from '../commands/session-store';
import { UserView } from '../queries/user-views';
import { PersonResponse } from './people.dto';
import { PasswordChangedResponse, SignedInResponse, SignedUpResponse } from './auth.responses';
import {
  ActivateDto,
  ChangePasswordDto,
  DeleteAccountDto,
  EmailDto,
  LoginDto,
  RefreshDto,
  ResetPasswordDto,
  ResetPasswordQueryDto,
  SessionTokensResponse,
  SignUpDto,
} from './account.dto';

/** What sign-in and activation answer: `{ accessToken, user }`, the access token's lifetime and, for mobile clients, the refresh token. */
type SignedIn = { accessToken: string; user: UserView; expiresIn: number; refreshToken?: string };

/** Signing up, activating, signing in (and refreshing, signing out) and the account's own password and deletion. */
@ApiTags('accounts')
@Controller()
export class AuthController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly sessions: SessionStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private signedIn(
    reply: FastifyReply,
    result: { accessToken: string; user: UserView; session: IssuedSession },
    client: 'browser' | 'mobile',
  ): SignedIn {
    return {
      accessToken: result.accessToken,
      user: result.user,
      expiresIn: result.session.expiresIn,
      ...deliverSession(reply, this.config, result.session, client),
    };
  }

  @Post('users')
  @Public('Signing up')
  @RateLimited()
  @ApiMutationResponse(SignedUpResponse, {
    status: 201,
    description:
      'WAITING_CONFIRMATION (a link is mailed) or WAITING_APPROVAL (an administrator approves); with an ' +
      'invitationKey: 404 unknown or used invitation, 449 expired',
  })
  @ApiErrors(
    AccountsErrors.EMAIL_TAKEN,
    AccountsErrors.PHONE_TAKEN,
    AccountsErrors.COMPANY_TAKEN,
    AccountsErrors.USER_ALREADY_EXISTS,
  )
  @ApiResponse({ status: 404, description: 'INVITATION_UNKNOWN, INVITATION_ALREADY_USED (with an invitationKey)' })
  @ApiResponse({ status: 449, description: 'INVITATION_EXPIRED (with an invitationKey)' })
  async signUp(@Body() body: SignUpDto) {
    const result = await this.commands.execute(
      new SignUpCommand(
        body.country,
        body.role,
        body.company,
        body.firstname,
        body.lastname,
        body.phone,
        body.email,
        body.password,
        body.termsAccepted,
        body.invitationKey,
      ),
    );
    return mutation(
      say(result.status === 'WAITING_APPROVAL' ? 'SIGN_UP_WAITING_APPROVAL' : 'SIGN_UP_WAITING_CONFIRMATION'),
      result,
    );
  }

  @Post('activate')
  @HttpCode(200)
  @Public('Activating an account from the mailed link')
  @RateLimited()
  @ApiOkResponse({
    type: SignedInResponse,
    description:
      'The account is active and signed in (refreshToken for a mobile client); 404 unknown key, 449 expired key',
  })
  @ApiErrors(
    AccountsErrors.ACTIVATION_KEY_UNKNOWN,
    AccountsErrors.ACTIVATION_KEY_EXPIRED,
    AccountsErrors.ACTIVATION_NOT_POSSIBLE,
  )
  async activate(
    @Body() body: ActivateDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SignedIn> {
    const client = body.client ?? 'browser';
    return this.signedIn(
      reply,
      await this.commands.execute(new ActivateAccountCommand(body.key, clientOf(request, client))),
      client,
    );
  }

  @Post('users/resend-account-confirmation-link')
  @HttpCode(200)
  @Public('Asking for a new activation link')
  @RateLimited()
  @ApiMessageResponse()
  async resendActivation(@Body() body: EmailDto) {
    await this.commands.execute(new ResendActivationCommand(body.email));
    return { success: true, message: say('ACTIVATION_LINK_SENT') };
  }

  @Post('login')
  @HttpCode(200)
  @Public('Signing in')
  @RateLimited()
  @ApiOkResponse({
    type: SignedInResponse,
    description:
      'A browser also gets the refresh token as an httpOnly cookie sent to POST /auth/refresh only; ' +
      'a mobile client (client: mobile) gets it as refreshToken. 401 invalid, 449 not activated, 417 terms not accepted',
  })
  @ApiErrors(
    AccountsErrors.INVALID_CREDENTIALS,
    AccountsErrors.EMPLOYER_NOT_ACTIVE,
    AccountsErrors.ACCOUNT_NOT_ACTIVATED,
    AccountsErrors.ACCOUNT_AWAITING_APPROVAL,
    AccountsErrors.ACCOUNT_DECLINED,
    AccountsErrors.TERMS_NOT_ACCEPTED,
  )
  async login(
    @Body() body: LoginDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SignedIn> {
    const client = body.client ?? 'browser';
    const result = await this.commands.execute(
      new SignInCommand(body.username, body.password, body.termsAccepted === true, clientOf(request, client)),
    );
    return this.signedIn(reply, result, client);
  }

  @Post('auth/refresh')
  @HttpCode(200)
  @Public('Renewing the access token with the refresh token (cookie or body)')
  @ApiOkResponse({
    type: SessionTokensResponse,
    description:
      'A new access token; the refresh token is rotated (a new cookie, or refreshToken in the body for a mobile client that sent its token). ' +
      '401 SESSION_ENDED (unknown, expired or ended), 401 REFRESH_TOKEN_REUSED (an already used token: the session ends)',
  })
  @ApiErrors(AccountsErrors.SESSION_ENDED, AccountsErrors.REFRESH_TOKEN_REUSED)
  async refresh(
    @Body() body: RefreshDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionTokensResponse> {
    const client = body.refreshToken ? 'mobile' : 'browser';
    const token = body.refreshToken ?? refreshCookieOf(request);
    if (!token) throw new DomainError(AccountsErrors.SESSION_ENDED);
    try {
      const session = await this.sessions.refresh(token, clientOf(request, client));
      return {
        accessToken: session.accessToken,
        expiresIn: session.expiresIn,
        ...deliverSession(reply, this.config, session, client),
      };
    } catch (error) {
      if (client === 'browser') forgetSession(reply, this.config);
      throw error;
    }
  }

  @Post('auth/logout')
  @HttpCode(200)
  @Authenticated()
  @ApiMessageResponse({ description: 'Ends the session of the access token; its refresh token stops working' })
  async logout(@CurrentActor() actor: Actor, @Res({ passthrough: true }) reply: FastifyReply) {
    if (actor.sessionId) await this.sessions.endOne(actor.id, actor.sessionId, 'signed-out');
    forgetSession(reply, this.config);
    return { success: true, message: say('SIGNED_OUT') };
  }

  @Get('users/me')
  @Authenticated()
  @ApiOkResponse({ type: PersonResponse })
  me(@CurrentActor() actor: Actor) {
    return this.queries.execute(new GetUserQuery(actor.id));
  }

  @Post('forgot-my-password')
  @HttpCode(200)
  @Public('Asking for a password reset link')
  @RateLimited()
  @ApiMessageResponse()
  async forgotPassword(@Body() body: EmailDto) {
    await this.commands.execute(new ForgotPasswordCommand(body.email));
    return { success: true, message: say('PASSWORD_RESET_LINK_SENT') };
  }

  @Post('reset-password')
  @HttpCode(200)
  @Public('Choosing a new password with the mailed key')
  @RateLimited()
  @ApiMessageResponse()
  @ApiErrors(AccountsErrors.RESET_KEY_UNKNOWN, AccountsErrors.RESET_KEY_EXPIRED)
  async resetPassword(@Query() query: ResetPasswordQueryDto, @Body() body: ResetPasswordDto) {
    await this.commands.execute(new ResetPasswordCommand(query._key, body.password));
    return { success: true, message: say('PASSWORD_RESET_DONE') };
  }

  @Put('users/change-password')
  @Authenticated()
  @ApiMutationResponse(PasswordChangedResponse, {
    description: 'The other sessions are ended; the answer carries a new access token for this one',
  })
  @ApiErrors(AccountsErrors.OLD_PASSWORD_WRONG)
  async changePassword(@CurrentActor() actor: Actor, @Body() body: ChangePasswordDto) {
    const session: { accessToken: string } = await this.commands.execute(
      new ChangePasswordCommand(actor.id, body.oldPassword, body.newPassword, actor.sessionId),
    );
    return mutation(say('PASSWORD_CHANGED'), session);
  }

  @Delete('users')
  @Authenticated()
  @RateLimited()
  @ApiMessageResponse()
  @ApiErrors(AccountsErrors.INVALID_PASSWORD, AccountsErrors.SUPER_ADMIN_PROTECTED)
  async deleteOwnAccount(@CurrentActor() actor: Actor, @Body() body: DeleteAccountDto) {
    await this.commands.execute(new DeleteUserCommand(actor.id, body.password));
    return { success: true, message: say('ACCOUNT_DELETED') };
  }
}
