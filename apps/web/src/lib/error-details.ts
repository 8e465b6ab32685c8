/** 'Details:' and the error's message, or 'Unknown error' (docs/behaviour.md#movies-and-tv-shows). */
export function errorDetails(error: unknown): string {
  return `Details: ${(error instanceof Error && error.message) || 'Unknown error'}`;
}
