import type { ApiQuery } from '../../shared/api';
import { PAGE_SIZE } from './types';

/** What the visitor ticked in the filter panel. */
export interface FilterSelection {
  subCategoryIds: number[];
  sizeIds: number[];
  vendorIds: string[];
}

export const NO_FILTER: FilterSelection = { subCategoryIds: [], sizeIds: [], vendorIds: [] };

export const isFiltered = (selection: FilterSelection) =>
  selection.subCategoryIds.length + selection.sizeIds.length + selection.vendorIds.length > 0;

/** `values` with `value` added (on) or taken out (off). */
export function toggled<T>(values: T[], value: T, on: boolean): T[] {
  const without = values.filter((v) => v !== value);
  return on ? [...without, value] : without;
}

/** `values` with all of `group` added (on) or taken out (off). */
export function toggledAll<T>(values: T[], group: T[], on: boolean): T[] {
  const without = values.filter((v) => !group.includes(v));
  return on ? [...without, ...group] : without;
}

/** GET products: the ids repeated, the country in lower case, pages of 20 from 0. */
export function filterQuery(selection: FilterSelection, country: string, page: number): ApiQuery<'/api/v1/products'> {
  return {
    subCategoryId: selection.subCategoryIds,
    packagingSize: selection.sizeIds,
    vendors: selection.vendorIds,
    countryName: country.toLowerCase(),
    page,
    size: PAGE_SIZE,
  };
}

/** GET products/search. */
export function searchQuery(query: string, country: string, page: number): ApiQuery<'/api/v1/products/search'> {
  return { query, countryName: country.toLowerCase(), page, size: PAGE_SIZE };
}
