import { useBasename } from 'react-admin';

const seg = (value: string | number) => encodeURIComponent(String(value));

/** The quotation pages under the console's base (the seller's under quotations, the buyer's under quotations/asked). */
export function useQuotationPaths() {
  const basename = useBasename();
  return {
    received: `${basename}/quotations`,
    receivedOne: (id: string | number) => `${basename}/quotations/${seg(id)}`,
    asked: `${basename}/quotations/asked`,
    askedOne: (id: string | number) => `${basename}/quotations/asked/${seg(id)}`,
    myOrders: `${basename}/myorders`,
    allOrders: `${basename}/allorders`,
  };
}
