import { decider } from '../../kernel/testing/given-when-then';
import {
  decideUpload,
  evolveMarketUpload,
  initialMarketUploadState,
  MarketPricesUploaded,
  perMeasure,
} from './market-upload';

const upload: MarketPricesUploaded = {
  uploadId: 'u1',
  countryId: 1,
  uploadedBy: 'a1',
  fileKey: 'market-updates/2026/x.xlsx',
  rows: [],
  at: '2026-03-01T00:00:00.000Z',
};

describe('a market price upload', () => {
  const sheet = decider(evolveMarketUpload, initialMarketUploadState);

  it('is recorded once', () => {
    sheet
      .given()
      .when((s) => decideUpload(s, upload))
      .then(MarketPricesUploaded.create(upload));
    sheet
      .given(MarketPricesUploaded.create(upload))
      .when((s) => decideUpload(s, upload))
      .thenFails('MARKET_UPLOAD_EXISTS');
  });

  it('turns the price of a unit into the price of a kilogram', () => {
    expect(perMeasure(13600, 50)).toBe(272);
    expect(perMeasure(1220, 2.49)).toBe(489.9598);
    expect(perMeasure(null, 50)).toBeNull();
  });
});
