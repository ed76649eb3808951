import { Body, Controller, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBody,
  ApiConsumes,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../kernel/auth/access.decorators';
import { ApiMessageResponse } from '../../kernel/http/openapi-schemas';
import { say, translate } from '../../kernel/i18n/translator';
import { CountryDirectory } from '../../geography';
import { AnswerUssdStepCommand } from '../commands/answer-ussd.command';
import { ReceiveSmsCommand, RecordDeliveryReportCommand } from '../commands/gateway-callbacks.commands';
import { DomainError } from '../../kernel/errors/domain-error';
import { FeaturePhonesErrors } from '../feature-phones.errors';
import {
  CallbackSecretQueryDto,
  DeliveryReportDto,
  IncomingSmsDto,
  OptOutNoticeDto,
  UssdStepDto,
} from './feature-phones.dto';
import { GatewayCallbacks } from './gateway-callbacks';

const FORM = 'application/x-www-form-urlencoded';
const required = (value: string | undefined, field: string): string => {
  if (!value?.trim())
    throw new DomainError(FeaturePhonesErrors.SMS_CALLBACK_INCOMPLETE, { field }, [
      { field, message: 'SMS_CALLBACK_INCOMPLETE' },
    ]);
  return value.trim();
};

/** What Africa's Talking calls: the USSD menu, delivery reports, farmers' SMS (STOP) and its opt-out notices. */
@ApiTags('feature-phones')
@Controller()
export class GatewayController {
  constructor(
    private readonly commands: CommandBus,
    private readonly callbacks: GatewayCallbacks,
    private readonly countries: CountryDirectory,
  ) {}

  @Post('ussd/africastalking')
  @HttpCode(200)
  @Public(
    'The USSD gateway calls it for every step a farmer takes; it carries the shared secret or comes from an allowed address',
  )
  @ApiOperation({
    summary:
      'One step of a USSD session: answers the next screen, `CON <text>` (waits for input) or `END <text>` ' +
      '(closes), at most 182 characters. Never a server error: a fault answers END with an apology',
  })
  @ApiConsumes(FORM)
  @ApiBody({ type: UssdStepDto })
  @ApiProduces('text/plain')
  @ApiOkResponse({
    schema: {
      type: 'string',
      example: 'CON Kasuwa: hello Amina\n1 Market prices\n2 Weather\n3 My orders\n4 SMS alerts',
    },
  })
  @ApiForbiddenResponse({
    description: 'SMS_CALLBACK_REFUSED: without the shared secret, or from an address not allowed',
  })
  async ussd(
    @Body() body: UssdStepDto,
    @Query() query: CallbackSecretQueryDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    this.callbacks.require(query.secret, request.ip);
    // Set here, once the call is known to be the gateway's: a refusal is the usual JSON error.
    void reply.type('text/plain; charset=utf-8');
    const language =
      this.countries
        .all()
        .find((c) => (body.phoneNumber ?? '').replace(/\D/g, '').startsWith(c.phoneCode.replace(/\D/g, '')))
        ?.defaultLanguage ?? 'en';
    if (!body.sessionId || !body.phoneNumber || !this.callbacks.servesCode(body.serviceCode))
      return `END ${translate('USSD_SORRY', language)}`;
    return this.commands.execute(
      new AnswerUssdStepCommand({
        sessionId: body.sessionId,
        serviceCode: body.serviceCode ?? '',
        phoneNumber: body.phoneNumber,
        networkCode: body.networkCode ?? null,
        text: body.text ?? '',
      }),
    );
  }

  @Post('sms/africastalking/delivery-reports')
  @HttpCode(200)
  @Public(
    'The SMS gateway reports each message’s delivery; it carries the shared secret or comes from an allowed address',
  )
  @ApiOperation({
    summary:
      'A delivery report: the message it names becomes DELIVERED (Success) or FAILED (Failed, Rejected, AbsentSubscriber, Expired)',
  })
  @ApiConsumes(FORM)
  @ApiBody({ type: DeliveryReportDto })
  @ApiMessageResponse()
  @ApiForbiddenResponse({ description: 'SMS_CALLBACK_REFUSED' })
  async deliveryReport(
    @Body() body: DeliveryReportDto,
    @Query() query: CallbackSecretQueryDto,
    @Req() request: FastifyRequest,
  ) {
    this.callbacks.require(query.secret, request.ip);
    await this.commands.execute(
      new RecordDeliveryReportCommand({
        id: required(body.id, 'id'),
        status: required(body.status, 'status'),
        phoneNumber: body.phoneNumber,
        networkCode: body.networkCode,
        failureReason: body.failureReason,
        retryCount: body.retryCount,
      }),
    );
    return { success: true, message: say('SMS_REPORT_RECORDED') };
  }

  @Post('sms/africastalking/incoming')
  @HttpCode(200)
  @Public(
    'The SMS gateway forwards what farmers text to the platform; it carries the shared secret or comes from an allowed address',
  )
  @ApiOperation({
    summary: 'An SMS from a farmer: STOP or ARRET (any case) opts the number out of every SMS and is confirmed once',
  })
  @ApiConsumes(FORM)
  @ApiBody({ type: IncomingSmsDto })
  @ApiMessageResponse()
  @ApiForbiddenResponse({ description: 'SMS_CALLBACK_REFUSED' })
  async incoming(@Body() body: IncomingSmsDto, @Query() query: CallbackSecretQueryDto, @Req() request: FastifyRequest) {
    this.callbacks.require(query.secret, request.ip);
    await this.commands.execute(new ReceiveSmsCommand(required(body.from, 'from'), body.text ?? ''));
    return { success: true, message: say('SMS_INCOMING_RECORDED') };
  }

  @Post('sms/africastalking/opt-outs')
  @HttpCode(200)
  @Public(
    'The SMS gateway tells the platform who opted out through the network; it carries the shared secret or comes from an allowed address',
  )
  @ApiOperation({ summary: 'A bulk SMS opt-out notice: the number receives no SMS until it subscribes again' })
  @ApiConsumes(FORM)
  @ApiBody({ type: OptOutNoticeDto })
  @ApiMessageResponse()
  @ApiForbiddenResponse({ description: 'SMS_CALLBACK_REFUSED' })
  async optOut(@Body() body: OptOutNoticeDto, @Query() query: CallbackSecretQueryDto, @Req() request: FastifyRequest) {
    this.callbacks.require(query.secret, request.ip);
    await this.commands.execute(new ReceiveSmsCommand(required(body.phoneNumber, 'phoneNumber'), '', true));
    return { success: true, message: say('SMS_INCOMING_RECORDED') };
  }
}
