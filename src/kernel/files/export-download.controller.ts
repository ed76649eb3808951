import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiGoneResponse, ApiNotFoundResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ApiFileResponse } from '../http/openapi-schemas';
import type { FastifyReply } from 'fastify';
import { Public } from '../auth/access.decorators';
import { XLSX } from '../storage/content-type';
import { StorageService } from '../storage/storage.service';
import { DownloadLinks } from './download-links';

/** The download links of exports too large to mail. */
@ApiTags('exports')
@Controller('exports')
export class ExportDownloadController {
  constructor(
    private readonly links: DownloadLinks,
    private readonly storage: StorageService,
  ) {}

  @Get('download')
  @Public('Whoever holds a signed, unexpired link from an export mail: the link is the permission')
  @ApiOperation({ summary: 'An exported .xlsx too large to mail, by the link the export mail gave' })
  @ApiQuery({ name: 'token', required: true })
  @ApiFileResponse('The workbook', XLSX)
  @ApiNotFoundResponse({ description: 'EXPORT_LINK_INVALID' })
  @ApiGoneResponse({ description: 'EXPORT_LINK_EXPIRED' })
  async download(@Query('token') token: string | undefined, @Res() reply: FastifyReply) {
    const file = this.links.open(typeof token === 'string' ? token : '');
    const bytes = await this.storage.open(file.storageKey);
    return reply
      .header('content-type', XLSX)
      .header('content-disposition', `attachment; filename="${file.fileName.replace(/["\\\r\n]/g, '')}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(bytes);
  }
}
