import type { ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { MarketComparePage } from './MarketComparePage';
import { MarketListPage } from './MarketListPage';
import { MarketUploadPage } from './MarketUploadPage';
import { PriceAlertsPage } from './PriceAlertsPage';
import { PriceHistoryPage } from './PriceHistoryPage';

/** The market screens' routes (the spec's paths), registered inside <CustomRoutes> by ../AdminApp.tsx. */
export const marketsRoutes: ReactElement[] = [
  <Route key="market-updates-files" path="/market-updates-files" element={<MarketUploadPage />} />,
  <Route key="market-updates-list" path="/market-updates/list" element={<MarketListPage />} />,
  <Route key="market-updates-history" path="/market-updates/history" element={<PriceHistoryPage />} />,
  <Route key="market-updates-alerts" path="/market-updates/alerts" element={<PriceAlertsPage />} />,
  <Route
    key="compare-states"
    path="/market-updates/list/compare-across-states/:region/:state/:productName"
    element={<MarketComparePage mode="states" />}
  />,
  <Route
    key="compare-products"
    path="/market-updates/list/compare-with-products/:state/:productName"
    element={<MarketComparePage mode="products" />}
  />,
];
