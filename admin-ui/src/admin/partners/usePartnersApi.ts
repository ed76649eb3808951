import { useDataProvider } from 'react-admin';
import type { KasuwaDataProvider } from '../dataProvider';

/** The console's data provider, whose partners calls (./api.ts) the screens use: one way to call the API. */
export const usePartnersApi = () => useDataProvider<KasuwaDataProvider>();
