import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { StoredEvent } from '../../kernel/events/event.types';
import { InlineProjection, Projection } from '../../kernel/events/projection';
import { MarketEvents, MarketPricesUploaded, perMeasure } from '../domain/market-upload';
import { normaliseWords } from '../domain/market-units';

/**
 * The uploads (market_uploads) and the latest price of each market, product, unit and month in a state (market_prices),
 * per unit and per kilogram (or litre). A later sheet with the same key replaces the price.
 */
@Injectable()
@Projection()
export class MarketPriceProjection implements InlineProjection {
  readonly name = 'market_prices';
  readonly tables = ['market_prices', 'market_uploads'];
  readonly handles = [MarketEvents.uploaded];

  async apply(event: StoredEvent, manager: EntityManager): Promise<void> {
    if (!MarketPricesUploaded.is(event)) return;
    const data = MarketPricesUploaded.dataOf(event);
    const at = new Date(data.at);
    await manager.query(
      `INSERT INTO market_uploads (id, country_id, uploaded_by, file_key, rows, uploaded_at) VALUES ($1, $2, $3, $4, $5, $6)`,
      [data.uploadId, data.countryId, data.uploadedBy, data.fileKey, data.rows.length, at],
    );
    const rows = data.rows.map((r) => ({
      ...r,
      productKey: normaliseWords(r.product),
      firstHalfPerKg: perMeasure(r.firstHalf, r.unitQuantity),
      firstHalfSubsidyPerKg: perMeasure(r.firstHalfSubsidy, r.unitQuantity),
      secondHalfPerKg: perMeasure(r.secondHalf, r.unitQuantity),
      secondHalfSubsidyPerKg: perMeasure(r.secondHalfSubsidy, r.unitQuantity),
    }));
    for (let start = 0; start < rows.length; start += 1000) {
      await manager.query(
        `INSERT INTO market_prices (upload_id, sheet_row, country_id, region_id, state_id, market, product, product_key, unit, unit_quantity, measure,
           unit_basis, unit_source, currency, period, first_half, first_half_subsidy, second_half, second_half_subsidy,
           first_half_per_kg, first_half_subsidy_per_kg, second_half_per_kg, second_half_subsidy_per_kg, uploaded_at)
         SELECT $1, r."row", $2, r."regionId", r."stateId", r."market", r."product", r."productKey", r."unit", r."unitQuantity", r."measure",
           r."unitBasis", r."unitSource", r."currency", r."period"::date, r."firstHalf", r."firstHalfSubsidy", r."secondHalf", r."secondHalfSubsidy",
           r."firstHalfPerKg", r."firstHalfSubsidyPerKg", r."secondHalfPerKg", r."secondHalfSubsidyPerKg", $3
         FROM jsonb_to_recordset($4::jsonb) AS r ("row" int, "regionId" int, "stateId" int, "market" text, "product" text, "productKey" text, "unit" text,
           "unitQuantity" numeric, "measure" text, "unitBasis" text, "unitSource" text, "currency" text, "period" text, "firstHalf" numeric,
           "firstHalfSubsidy" numeric, "secondHalf" numeric, "secondHalfSubsidy" numeric, "firstHalfPerKg" numeric, "firstHalfSubsidyPerKg" numeric,
           "secondHalfPerKg" numeric, "secondHalfSubsidyPerKg" numeric)
         ON CONFLICT (country_id, state_id, lower(market), product_key, lower(unit), period) DO UPDATE SET
           upload_id = EXCLUDED.upload_id, sheet_row = EXCLUDED.sheet_row, region_id = EXCLUDED.region_id, market = EXCLUDED.market,
           product = EXCLUDED.product, unit = EXCLUDED.unit, unit_quantity = EXCLUDED.unit_quantity, measure = EXCLUDED.measure,
           unit_basis = EXCLUDED.unit_basis, unit_source = EXCLUDED.unit_source, currency = EXCLUDED.currency,
           first_half = EXCLUDED.first_half, first_half_subsidy = EXCLUDED.first_half_subsidy, second_half = EXCLUDED.second_half,
           second_half_subsidy = EXCLUDED.second_half_subsidy, first_half_per_kg = EXCLUDED.first_half_per_kg,
           first_half_subsidy_per_kg = EXCLUDED.first_half_subsidy_per_kg, second_half_per_kg = EXCLUDED.second_half_per_kg,
           second_half_subsidy_per_kg = EXCLUDED.second_half_subsidy_per_kg, uploaded_at = EXCLUDED.uploaded_at`,
        [data.uploadId, data.countryId, at, JSON.stringify(rows.slice(start, start + 1000))],
      );
    }
  }
}
