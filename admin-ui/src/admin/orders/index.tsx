import type { ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { Resource } from 'react-admin';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { AllOrderList, MyOrderList } from './product-requests/OrderList';
import { AskedQuotationList, QuotationsPage } from './quotations/QuotationLists';
import { BuyerQuotationPage, SellerQuotationPage } from './quotations/QuotationPage';

/** The trade screens' react-admin resources (registered by ../AdminApp.tsx). */
export const tradeResources: ReactElement[] = [
  // quotations: the seller's; quotations/asked: the buyer's; each opens a thread.
  <Resource key="quotations" name="quotations" list={QuotationsPage} icon={RequestQuoteIcon}>
    <Route path="asked" element={<AskedQuotationList />} />
    <Route path="asked/:id" element={<BuyerQuotationPage />} />
    <Route path=":id" element={<SellerQuotationPage />} />
  </Resource>,
  <Resource key="myorders" name="myorders" list={MyOrderList} icon={ShoppingCartIcon} />,
  <Resource key="allorders" name="allorders" list={AllOrderList} icon={ReceiptLongIcon} />,
];

/** The trade screens' custom routes (pages that are not resources), registered inside <CustomRoutes>. */
export const tradeRoutes: ReactElement[] = [];
