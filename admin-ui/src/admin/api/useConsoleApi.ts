import { useDataProvider } from 'react-admin';
import type { KasuwaDataProvider } from '../dataProvider';

/**
 * The console's data provider, with every area's custom calls: the one way a screen calls the API.
 * `const api = useConsoleApi();` then `useQuery({ queryKey, queryFn: ({ signal }) => api.quotation(id, signal) })`
 * or `useMutation({ mutationFn: (answer) => api.answerQuotation(id, answer) })`.
 */
export const useConsoleApi = () => useDataProvider<KasuwaDataProvider>();
