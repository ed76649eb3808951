import { useQuery } from '@tanstack/react-query';
import { useLocaleState } from 'react-admin';
import { useConsoleApi } from '../../api/useConsoleApi';
import type { ReferenceList } from '../api';

export type { ReferenceList };
import type { Item } from '../types';

const HOUR = 60 * 60 * 1000;

/** Query key of the categories, to refresh them after a change. */
export const CATEGORIES_KEY = ['kasuwa', 'catalogue', 'categories'] as const;

/** GET category: the categories with their subcategories. */
export function useCategories() {
  const api = useConsoleApi();
  return useQuery({
    queryKey: CATEGORIES_KEY,
    staleTime: HOUR,
    queryFn: ({ signal }) => api.getCategories(signal),
  });
}

/** GET size, usage, delivery-method, products/form or products/type. */
export function useReferenceList(list: ReferenceList) {
  const api = useConsoleApi();
  return useQuery({
    queryKey: ['kasuwa', 'catalogue', 'reference', list],
    staleTime: HOUR,
    queryFn: ({ signal }) => api.getReferenceItems(list, signal),
  });
}

/** An item's name in the console's language (the French name when there is one). */
export function useLocalName() {
  const [locale] = useLocaleState();
  return (item: Item | null | undefined): string => {
    if (!item) return '';
    return locale === 'fr' && item.nameFr ? item.nameFr : item.name;
  };
}

/** Choices for react-admin's inputs, named in the console's language. */
export function useChoices(items: Item[] | undefined) {
  const name = useLocalName();
  return (items ?? []).map((item) => ({ id: item.id, name: name(item) }));
}
