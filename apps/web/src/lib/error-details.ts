/** 'Details:' and the error's message, or 'Unknown error' (SPEC.md §8 Pages). */
export function errorDetails(error: unknown): string {
  return `Details: ${(error instanceof Error && error.message) || 'Unknown error'}`;
}
