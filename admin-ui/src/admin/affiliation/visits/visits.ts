import { PARTNERS_LISTS } from '../resources';
import type { Partner } from '../types';

/** Every query of the visits screens starts with it. */
export const VISITS_KEY = PARTNERS_LISTS.visits;

export const partnerName = (p: { company: string | null; fullName: string }) => p.company || p.fullName;

/** The partners (GET partners) as items to tick. */
export const partnerItems = (partners: Partner[] | undefined, exclude: string[] = []) =>
  (partners ?? []).filter((p) => !exclude.includes(p.id)).map((p) => ({ value: p.id, label: partnerName(p) }));
