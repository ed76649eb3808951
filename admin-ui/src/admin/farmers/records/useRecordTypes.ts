import { useQueries } from '@tanstack/react-query';
import { useLocaleState } from 'react-admin';
import type { RecordType } from '../types';
import { useFarmersApi } from '../useFarmersApi';

const HOUR = 60 * 60 * 1000;
const LISTS = [
  'crop-types',
  'training-types',
  'unit-types',
  'fertilizer-types',
  'manure-types',
  'seed-types',
  'cpp-types',
] as const;

export type RecordTypeChoices = Record<(typeof LISTS)[number], RecordType[]>;

/**
 * The lists a planting record chooses from (crops, trainings, units, the four sections' types), kept an hour, and a
 * type's name in the console's language.
 */
export function useRecordTypes() {
  const [locale] = useLocaleState();
  const api = useFarmersApi();
  const lists = useQueries({
    queries: LISTS.map((kind) => ({
      queryKey: ['farmers', 'record-types', kind],
      staleTime: HOUR,
      queryFn: ({ signal }: { signal: AbortSignal }) => api.recordTypes(kind, signal),
    })),
  });
  const choices = Object.fromEntries(
    LISTS.map((kind, index) => [kind, (lists[index].data ?? []) as RecordType[]]),
  ) as RecordTypeChoices;
  const nameOf = (type: RecordType) => (locale === 'fr' && type.nameFr ? type.nameFr : type.name);
  const optionsOf = (types: RecordType[]) => types.map((type) => ({ id: type.id, name: nameOf(type) }));
  return { locale, choices, nameOf, optionsOf };
}
