import { useQuery } from '@tanstack/react-query';
import { useLocaleState } from 'react-admin';
import { http } from '../../../shared/http';
import type { Category, Item } from '../types';

const HOUR = 60 * 60 * 1000;

/** The catalogue's reference lists (public), by their path. */
export const REFERENCE_LISTS = {
  sizes: '/size',
  usages: '/usage',
  deliveryMethods: '/delivery-method',
  forms: '/products/form',
  types: '/products/type',
} as const;
export type ReferenceList = keyof typeof REFERENCE_LISTS;

/** Query key of the categories, to refresh them after a change. */
export const CATEGORIES_KEY = ['kasuwa', 'catalogue', 'categories'] as const;

/** GET category: the categories with their subcategories. */
export function useCategories() {
  return useQuery({
    queryKey: CATEGORIES_KEY,
    staleTime: HOUR,
    queryFn: ({ signal }) => http<Category[]>('/category', { signal }).then((list) => (Array.isArray(list) ? list : [])),
  });
}

/** GET size, usage, delivery-method, products/form or products/type. */
export function useReferenceList(list: ReferenceList) {
  return useQuery({
    queryKey: ['kasuwa', 'catalogue', 'reference', list],
    staleTime: HOUR,
    queryFn: ({ signal }) => http<Item[]>(REFERENCE_LISTS[list], { signal }).then((items) => (Array.isArray(items) ? items : [])),
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
