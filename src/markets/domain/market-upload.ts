import { DomainError } from '../../kernel/errors/domain-error';
import { defineAggregate } from '../../kernel/events/decider';
import { defineEvent } from '../../kernel/events/event-registry';
import { NewEvent, StoredEvent } from '../../kernel/events/event.types';
import { MarketsErrors } from '../markets.errors';
import type { Measure, UnitBasis } from './market-units';

/**
 * A market price sheet an administrator uploaded: one stream per upload, holding the prices read from its rows. A later
 * sheet giving the same market, product, unit and month replaces the earlier price in the read model; the log keeps both.
 */
export const MARKET_UPLOAD_STREAM = 'market-upload';
export const marketUploadStreamId = (uploadId: string) => `market-upload-${uploadId}`;

/** The two half-months of a month's prices, each without and with subsidy (null when the sheet leaves it blank). */
export interface HalfMonthPrices {
  firstHalf: number | null;
  firstHalfSubsidy: number | null;
  secondHalf: number | null;
  secondHalfSubsidy: number | null;
}

export interface MarketPriceRow extends HalfMonthPrices {
  /** The row of the sheet it came from. */
  row: number;
  regionId: number;
  stateId: number;
  /** The market's name ('' when the sheet names none). */
  market: string;
  product: string;
  /** The unit as the sheet wrote it ("50 kg bag", "mudu"). */
  unit: string;
  /** Kilograms (or litres) in one unit. */
  unitQuantity: number;
  measure: Measure;
  unitBasis: UnitBasis;
  unitSource: string | null;
  /** The country's currency (ISO 4217). */
  currency: string;
  /** The first day of the month, YYYY-MM-01. */
  period: string;
}

export interface MarketPricesUploaded {
  uploadId: string;
  countryId: number;
  uploadedBy: string;
  /** The stored sheet. */
  fileKey: string;
  rows: MarketPriceRow[];
  at: string;
}

export const MarketPricesUploaded = defineEvent<MarketPricesUploaded>('MarketPricesUploaded');

export const MarketEvents = { uploaded: MarketPricesUploaded.type } as const;

export interface MarketUploadState {
  recorded: boolean;
}

export const initialMarketUploadState: MarketUploadState = { recorded: false };

export function evolveMarketUpload(state: MarketUploadState, event: StoredEvent | NewEvent): MarketUploadState {
  return event.type === MarketEvents.uploaded ? { recorded: true } : state;
}

/** An upload is recorded once. */
export function decideUpload(state: MarketUploadState, upload: MarketPricesUploaded): NewEvent[] {
  if (state.recorded) throw new DomainError(MarketsErrors.MARKET_UPLOAD_EXISTS);
  return [MarketPricesUploaded.create(upload)];
}

/** The price of one unit turned into the price of one kilogram (or litre), to four decimals. */
export const perMeasure = (price: number | null, unitQuantity: number): number | null =>
  price === null || !(unitQuantity > 0) ? null : Math.round((price / unitQuantity) * 10000) / 10000;

export const MarketUploadStream = defineAggregate({
  streamType: MARKET_UPLOAD_STREAM,
  streamId: marketUploadStreamId,
  initial: initialMarketUploadState,
  evolve: evolveMarketUpload,
});
