import { Body, Controller, Get, HttpCode, Post, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import type { FastifyReply } from 'fastify';
import { Authenticated, Public } from '../../kernel/auth/access.decorators';
import { SESSION_COOKIE } from '../../kernel/auth/access.ports';
import { CurrentActor } from '../../kernel/http/current-actor.decorator';
import { RateLimited } from '../../kernel/http/rate-limited';
import type { Actor } from '../../kernel/context/request-context';
import { SignInCommand, SignInResult } from '../commands/sign-in.command';
import { GetUserQuery } from '../queries/get-user.query';

export class LoginDto {
  @ApiProperty({ description: 'E-mail address or phone number' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(254)
  username: string;

  @ApiProperty()
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  password: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  redirectUrl?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  noRedirect?: boolean;
}

@ApiTags('accounts')
@Controller()
export class AuthController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('login')
  @HttpCode(200)
  @Public('Signing in')
  @RateLimited()
  @ApiOkResponse({ description: '{ accessToken, user }; 401 invalid, 449 not activated, 417 terms not accepted' })
  async login(@Body() body: LoginDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<SignInResult> {
    const result = await this.commands.execute<SignInCommand, SignInResult>(new SignInCommand(body.username, body.password));
    // The queue dashboard is a plain page: it authenticates with this cookie, sent to its path only.
    void reply.setCookie(SESSION_COOKIE, result.accessToken, { path: '/admin/queues', httpOnly: true, sameSite: 'strict', secure: 'auto' });
    return result;
  }

  @Get('users/me')
  @Authenticated()
  me(@CurrentActor() actor: Actor) {
    return this.queries.execute(new GetUserQuery(actor.id));
  }
}
