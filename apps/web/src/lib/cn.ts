/** Joins class names, skipping the false and empty ones of conditional styling. */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
