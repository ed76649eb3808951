import { useLocaleState } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { useConsoleApi } from '../api/useConsoleApi';
import { ADVISORY_KEY } from './api';

/** Message keys of the advisory screens. */
export const t = (key: string) => `kasuwa.advisory.${key}`;

/** GET farmer-record/crop-types, read once an hour. */
export function useCrops() {
  const api = useConsoleApi();
  return useQuery({
    queryKey: [ADVISORY_KEY, 'crops'],
    staleTime: 60 * 60 * 1000,
    queryFn: ({ signal }) => api.advisoryCrops(signal),
  });
}

export interface Option {
  id: number;
  name: string;
  nameFr?: string;
}

/** Options as a react-admin input's choices, named in the console's language. */
export function useChoices() {
  const [locale] = useLocaleState();
  return (options: Option[] | undefined) =>
    (options ?? []).map((o) => ({ id: o.id, name: locale === 'fr' && o.nameFr ? o.nameFr : o.name }));
}
