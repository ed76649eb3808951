import { useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { serverMessage, successMessage } from './errors';

export interface ApiMutationOptions<TAnswer, TVariables> {
  /** The data provider's call: `(answer) => api.answerQuotation(id, answer)`. */
  mutationFn: (variables: TVariables) => Promise<TAnswer>;
  /** Message key notified on success when the API's answer carries no message of its own; none: no notification. */
  success?: string | ((variables: TVariables) => string);
  /** Message key notified on failure when the server sent no message of its own. */
  failure: string;
  /**
   * Reload react-admin's lists and records after a success. The mutation stays pending until they are reloaded, so a
   * control that shows the asked state while pending never shows the old record in between.
   */
  refresh?: boolean;
  /** What else to do after the notification (may return a promise the mutation waits for). */
  onSuccess?: (answer: TAnswer, variables: TVariables) => unknown;
  onError?: (error: Error, variables: TVariables) => unknown;
}

/**
 * react-query's useMutation around a custom call of the data provider, saying the outcome as every console screen
 * does: the API's message (or `success`) on success, the server's message (or `failure`) on failure.
 */
export function useApiMutation<TAnswer, TVariables = void>(
  options: ApiMutationOptions<TAnswer, TVariables>,
): UseMutationResult<TAnswer, Error, TVariables> {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { mutationFn, success, failure } = options;
  return useMutation<TAnswer, Error, TVariables>({
    mutationFn,
    onSuccess: async (answer, variables) => {
      if (success)
        notify(successMessage(answer, translate(typeof success === 'function' ? success(variables) : success)), {
          type: 'success',
        });
      // What react-admin's refresh does (every query invalidated, the active ones fetched again), awaited.
      if (options.refresh) await queryClient.invalidateQueries();
      return options.onSuccess?.(answer, variables);
    },
    onError: (error, variables) => {
      notify(serverMessage(error, translate(failure)), { type: 'error' });
      return options.onError?.(error, variables);
    },
  });
}
