/** The API's own (translated) message carried by a failed call, else `fallback`. */
export function serverMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** The message of a change the API accepted (`{ success, message, data }`), else `fallback`. */
export function successMessage(answer: unknown, fallback: string): string {
  const message = (answer as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message ? message : fallback;
}

/** The per-field errors a failed save carries (react-admin's `body.errors`), for a form to show. */
export function fieldErrorsOf(error: unknown): Record<string, unknown> | undefined {
  const errors = (error as { body?: { errors?: unknown } } | null)?.body?.errors;
  return errors && typeof errors === 'object' ? (errors as Record<string, unknown>) : undefined;
}
