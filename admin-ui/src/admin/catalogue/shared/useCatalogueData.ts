import { useDataProvider } from 'react-admin';
import type { KasuwaDataProvider } from '../../dataProvider';

/** The console's data provider, with the catalogue's own calls. */
export const useCatalogueData = () => useDataProvider<KasuwaDataProvider>();
