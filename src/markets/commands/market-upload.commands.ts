import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { workingCountryOf } from '../../accounts';
import { CountryDirectory, GeographyQueries } from '../../geography';
import { Clock } from '../../kernel/clock/clock';
import type { Actor } from '../../kernel/context/request-context';
import { RequestContexts } from '../../kernel/context/request-context';
import { DomainError } from '../../kernel/errors/domain-error';
import { EventStore } from '../../kernel/events/event-store';
import { XLSX } from '../../kernel/storage/content-type';
import { StorageService } from '../../kernel/storage/storage.service';
import { decideUpload, MarketUploadStream } from '../domain/market-upload';
import { MarketsErrors } from '../markets.errors';
import { readPriceSheet } from '../domain/price-sheet';

/** The largest price sheet an upload takes. */
export const MARKET_SHEET_MAX_BYTES = 2 * 1024 * 1024;

export interface UploadedPrices {
  uploadId: string;
  rows: number;
}

/**
 * An administrator's price sheet for the country they work in: every row checked first (a bad row refuses the whole
 * sheet, naming each row, field and reason), then the sheet kept and its prices recorded.
 */
export class UploadMarketPricesCommand extends Command<UploadedPrices> {
  constructor(
    readonly actor: Actor,
    readonly bytes: Buffer,
  ) {
    super();
  }
}

@CommandHandler(UploadMarketPricesCommand)
export class UploadMarketPricesHandler implements ICommandHandler<UploadMarketPricesCommand, UploadedPrices> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly storage: StorageService,
    private readonly countries: CountryDirectory,
    private readonly geography: GeographyQueries,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, bytes }: UploadMarketPricesCommand): Promise<UploadedPrices> {
    const countryId = workingCountryOf(actor);
    const country = countryId ? this.countries.byId(countryId) : undefined;
    if (!country) throw new DomainError(MarketsErrors.MARKET_COUNTRY_REQUIRED);
    const [states, regions] = await Promise.all([
      this.geography.listStates({ countryId: country.id }),
      this.geography.listRegions(country.id),
    ]);
    const rows = await readPriceSheet(
      bytes,
      { id: country.id, code: country.code, currency: country.currency, states, regions },
      RequestContexts.currentOrSystem().language,
    );
    const file = await this.storage.save('market-updates', bytes, { accept: [XLSX], maxBytes: MARKET_SHEET_MAX_BYTES });
    const uploadId = randomUUID();
    const upload = {
      uploadId,
      countryId: country.id,
      uploadedBy: actor.id,
      fileKey: file.key,
      rows,
      at: this.clock.nowIso(),
    };
    await this.dataSource.transaction((manager) =>
      MarketUploadStream.execute(this.store, uploadId, (s) => decideUpload(s, upload), manager),
    );
    return { uploadId, rows: rows.length };
  }
}
