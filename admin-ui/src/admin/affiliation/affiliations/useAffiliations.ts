import { useQuery } from '@tanstack/react-query';
import { PARTNERS_LISTS } from '../resources';
import { isDealerSide, isInputProviderSide, isObserver } from '../roles';
import type { AffiliationStatus } from '../types';
import { useWorkingRole } from '../ui';
import { useConsoleApi } from '../../api/useConsoleApi';

/**
 * Every query of the affiliation screens (the lists react-admin reads, counts, standings) starts with it, to
 * refresh them together.
 */
export const AFFILIATIONS_KEY = PARTNERS_LISTS.affiliations;

/** The two parties of an affiliation and the WAFA observers have requests to list (others are answered 403). */
export function useIsParty(): boolean {
  const { role } = useWorkingRole();
  return isInputProviderSide(role) || isDealerSide(role) || isObserver(role);
}

/** GET partners/{status}/count */
export function useAffiliationCount(status: AffiliationStatus) {
  const party = useIsParty();
  const api = useConsoleApi();
  return useQuery({
    queryKey: [AFFILIATIONS_KEY, 'count', status],
    enabled: party,
    staleTime: 60_000,
    queryFn: ({ signal }) => api.countAffiliations(status, signal),
  });
}
