import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiConflictResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequirePermission } from '../../kernel/auth/access.decorators';
import { mutation } from '../../kernel/http/envelopes';
import { Idempotent } from '../../kernel/http/idempotency';
import { ApiMutationResponse, ApiPageResponse } from '../../kernel/http/openapi-schemas';
import { say } from '../../kernel/i18n/translator';
import { SendTestSmsCommand } from '../commands/send-test-sms.command';
import { ListSmsMessagesQuery, MessagingSummaryQuery, SmsMessageView } from '../queries/messaging.queries';
import {
  SmsListQueryDto,
  SmsMessageResponse,
  SmsSummaryQueryDto,
  SmsSummaryResponse,
  TestSmsDto,
} from './feature-phones.dto';

/** The console's messaging screen: what went out by SMS and what it cost, USSD use, opt-outs, and a test send. */
const MONITOR = 'queues:monitor';

@ApiTags('feature-phones')
@Controller('sms')
export class MessagingController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('summary')
  @RequirePermission(MONITOR)
  @ApiOperation({
    summary:
      'SMS per country and month by outcome, with the cost the gateway charged; USSD sessions per day (31 days); opt-outs',
  })
  @ApiOkResponse({ type: SmsSummaryResponse })
  summary(@Query() query: SmsSummaryQueryDto) {
    return this.queries.execute(new MessagingSummaryQuery(query.countryId, query.from));
  }

  @Get('messages')
  @RequirePermission(MONITOR)
  @ApiOperation({ summary: 'The SMS, newest first, with what the gateway answered and reported' })
  @ApiPageResponse(SmsMessageResponse)
  list(@Query() query: SmsListQueryDto) {
    return this.queries.execute(
      new ListSmsMessagesQuery({ status: query.status, countryId: query.countryId }, query.pageRequest(20)),
    );
  }

  @Post('test')
  @Idempotent()
  @RequirePermission(MONITOR)
  @ApiOperation({
    summary: 'Queues a test SMS to a number typed as people type it there, through the sms queue and the gateway',
  })
  @ApiMutationResponse(SmsMessageResponse, { status: 201 })
  @ApiConflictResponse({ description: 'SMS_OPTED_OUT: the number replied STOP' })
  async test(@Body() body: TestSmsDto) {
    const message: SmsMessageView = await this.commands.execute(
      new SendTestSmsCommand(body.countryId, body.phone, body.text),
    );
    return mutation(say('SMS_TEST_QUEUED', { phone: message.phone }), message);
  }
}
