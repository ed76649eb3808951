/** The API's own (translated) message carried by a failed call, else `fallback`. */
export function serverMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
