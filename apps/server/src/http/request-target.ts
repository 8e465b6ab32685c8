/**
 * A request's target (`request.url`: the path and query as the client sent them) as a URL's path and
 * query, or null when it is not a path at all (e.g. the absolute form `http://host/x`, or `*`).
 *
 * Not `new URL(request.url, base)`: that reads a target starting with `//` (`//a:99999/`, `//x@/`) as a
 * host and port, and throws on the ones that are not valid, while a browser's `//x/` is a path.
 */
export function requestTarget(url: string): URL | null {
  if (!url.startsWith('/')) return null;
  try {
    return new URL(`http://request.invalid${url}`);
  } catch {
    return null;
  }
}
