/**
 * The URL's query parameters with `name` set to `value`, or left out when it is the default (or null),
 * so screens whose options live in the URL keep their links short.
 */
export function withParam(
  params: URLSearchParams,
  name: string,
  value: string | null,
  defaultValue: string | null,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === null || value === defaultValue) next.delete(name);
  else next.set(name, value);
  return next;
}
