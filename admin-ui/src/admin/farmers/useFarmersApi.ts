import { useDataProvider } from 'react-admin';
import type { KasuwaDataProvider } from '../dataProvider';

/** The console's data provider, whose farmers calls (./api.ts) the screens use: one way to call the API. */
export const useFarmersApi = () => useDataProvider<KasuwaDataProvider>();
