/** The country page's switches: one mutation per kind (country, profile, feature), and the value a switch shows meanwhile. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate, type Identifier } from 'react-admin';
import { useConsoleApi } from '../api/useConsoleApi';

export type Toggle = { kind: 'country' | 'profile' | 'feature'; id: Identifier; value: boolean };

/** One switch per toggle kind; the record refetches after each change. */
export function useToggle() {
  const api = useConsoleApi();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const translate = useTranslate();
  return useMutation({
    mutationFn: ({ kind, id, value }: Toggle): Promise<{ message?: string }> =>
      kind === 'country'
        ? api.setCountryActive(id, value)
        : kind === 'profile'
          ? api.setProfileEnabled(id, value)
          : api.setFeatureEnabled(id, value),
    onSuccess: (answer, toggle) => {
      const message = answer.message;
      const fallback =
        toggle.kind === 'country'
          ? translate(toggle.value ? 'kasuwa.countries.activated' : 'kasuwa.countries.deactivated')
          : translate('kasuwa.countries.saved');
      notify(message || fallback, { type: 'success' });
      // Keep the switch on its new value until the country is read again.
      return queryClient.invalidateQueries({ queryKey: ['countries'] });
    },
    onError: (error) =>
      notify(error instanceof Error && error.message ? error.message : translate('kasuwa.countries.failure'), {
        type: 'error',
      }),
  });
}

/** The value a switch shows: the one being saved, else the record's. */
export function shown(
  toggle: ReturnType<typeof useToggle>,
  kind: Toggle['kind'],
  id: Identifier,
  value: boolean,
): boolean {
  const pending = toggle.isPending ? toggle.variables : undefined;
  return pending && pending.kind === kind && pending.id === id ? pending.value : value;
}
