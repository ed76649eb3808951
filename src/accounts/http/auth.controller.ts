import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Authenticated, Public } from '../../kernel/auth/access.decorators';
import { SESSION_COOKIE } from '../../kernel/auth/access.ports';
import type { Actor } from '../../kernel/context/request-context';
import { CurrentActor } from '../../kernel/http/current-actor.decorator';
import { mutation } from '../../kernel/http/envelopes';
import { RateLimited } from '../../kernel/http/rate-limited';
import { say } from '../../kernel/i18n/translator';
import { ActivateAccountCommand, ResendActivationCommand } from '../commands/activation.commands';
import { DeleteUserCommand } from '../commands/lifecycle.commands';
import { ChangePasswordCommand, ForgotPasswordCommand, ResetPasswordCommand } from '../commands/password.commands';
import { SignInCommand, SignInResult } from '../commands/sign-in.command';
import { SignUpCommand, SignUpResult } from '../commands/sign-up.command';
import { GetUserQuery } from '../queries/get-user.query';
import { ActivateDto, ChangePasswordDto, DeleteAccountDto, EmailDto, LoginDto, ResetPasswordDto, ResetPasswordQueryDto, SignUpDto } from './account.dto';

/** Signing up, activating, signing in and the account's own password and deletion. */
@ApiTags('accounts')
@Controller()
export class AuthController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('users')
  @Public('Signing up')
  @RateLimited()
  @ApiCreatedResponse({ description: '{ success, message, data: { id, status: WAITING_CONFIRMATION | WAITING_APPROVAL } }; with an invitationKey: 404 unknown or used invitation, 449 expired' })
  async signUp(@Body() body: SignUpDto) {
    const result = await this.commands.execute<SignUpCommand, SignUpResult>(
      new SignUpCommand(body.country, body.role, body.company, body.firstname, body.lastname, body.phone, body.email, body.password, body.termsAccepted, body.invitationKey),
    );
    return mutation(say(result.status === 'WAITING_APPROVAL' ? 'SIGN_UP_WAITING_APPROVAL' : 'SIGN_UP_WAITING_CONFIRMATION'), result);
  }

  @Post('activate')
  @HttpCode(200)
  @Public('Activating an account from the mailed link')
  @RateLimited()
  @ApiOkResponse({ description: '{ accessToken, user }; 404 unknown key, 449 expired key' })
  activate(@Body() body: ActivateDto) {
    return this.commands.execute(new ActivateAccountCommand(body.key));
  }

  @Post('users/resend-account-confirmation-link')
  @HttpCode(200)
  @Public('Asking for a new activation link')
  @RateLimited()
  async resendActivation(@Body() body: EmailDto) {
    await this.commands.execute(new ResendActivationCommand(body.email));
    return { success: true, message: say('ACTIVATION_LINK_SENT') };
  }

  @Post('login')
  @HttpCode(200)
  @Public('Signing in')
  @RateLimited()
  @ApiOkResponse({ description: '{ accessToken, user }; 401 invalid, 449 not activated, 417 terms not accepted' })
  async login(@Body() body: LoginDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<SignInResult> {
    const result = await this.commands.execute<SignInCommand, SignInResult>(new SignInCommand(body.username, body.password, body.termsAccepted === true));
    // The queue dashboard is a plain page: it authenticates with this cookie, sent to its path only.
    void reply.setCookie(SESSION_COOKIE, result.accessToken, { path: '/admin/queues', httpOnly: true, sameSite: 'strict', secure: 'auto' });
    return result;
  }

  @Get('users/me')
  @Authenticated()
  me(@CurrentActor() actor: Actor) {
    return this.queries.execute(new GetUserQuery(actor.id));
  }

  @Post('forgot-my-password')
  @HttpCode(200)
  @Public('Asking for a password reset link')
  @RateLimited()
  async forgotPassword(@Body() body: EmailDto) {
    await this.commands.execute(new ForgotPasswordCommand(body.email));
    return { success: true, message: say('PASSWORD_RESET_LINK_SENT') };
  }

  @Post('reset-password')
  @HttpCode(200)
  @Public('Choosing a new password with the mailed key')
  @RateLimited()
  async resetPassword(@Query() query: ResetPasswordQueryDto, @Body() body: ResetPasswordDto) {
    await this.commands.execute(new ResetPasswordCommand(query._key, body.password));
    return { success: true, message: say('PASSWORD_RESET_DONE') };
  }

  @Put('users/change-password')
  @Authenticated()
  async changePassword(@CurrentActor() actor: Actor, @Body() body: ChangePasswordDto) {
    const session: { accessToken: string } = await this.commands.execute(new ChangePasswordCommand(actor.id, body.oldPassword, body.newPassword));
    return mutation(say('PASSWORD_CHANGED'), session);
  }

  @Delete('users')
  @Authenticated()
  @RateLimited()
  async deleteOwnAccount(@CurrentActor() actor: Actor, @Body() body: DeleteAccountDto) {
    await this.commands.execute(new DeleteUserCommand(actor.id, body.password));
    return { success: true, message: say('ACCOUNT_DELETED') };
  }
}
