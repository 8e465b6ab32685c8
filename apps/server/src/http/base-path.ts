import type { FastifyInstance } from 'fastify';

/**
 * Serving the whole app under BASE_PATH (docs/operations.md#sub-path), e.g. https://home.example/marquee/ behind the
 * owner's proxy, which passes the path on as it is. Requests have the base taken off before routing (stripBasePath,
 * Fastify's rewriteUrl), so every route, page and test is written without it; the paths the server writes out
 * carry it: redirects here, and the URLs of pages, media, images and cookies where they are made. Outside the base
 * nothing is served but a redirect from `/` to it.
 */

/** Whether `url` (a request's path and query) lies under `base`. */
export function isUnderBasePath(url: string, base: string): boolean {
  return url === base || url.startsWith(`${base}/`) || url.startsWith(`${base}?`);
}

/** The request's URL as the routes know it: without the base ('/marquee/movie/1' → '/movie/1', '/marquee' → '/'). */
export function stripBasePath(url: string, base: string): string {
  if (base === '' || !isUnderBasePath(url, base)) return url;
  const rest = url.slice(base.length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** Refuses what lies outside the base, and writes the base into the server's own redirects. */
export function serveUnderBasePath(app: FastifyInstance, base: string): void {
  if (base === '') return;
  app.addHook('onRequest', async (request, reply) => {
    const url = request.originalUrl;
    if (isUnderBasePath(url, base)) return;
    const path = url.split('?')[0];
    // The site's root leads to the app; anything else there belongs to whatever else the proxy serves.
    if (path === '/' && (request.method === 'GET' || request.method === 'HEAD')) return reply.redirect('/', 302);
    return reply.status(404).send({ error: `Not found: ${request.method} ${path} (this server is at ${base}/)` });
  });
  app.addHook('onSend', async (_request, reply) => {
    const location = reply.getHeader('location');
    // A path of this app's (not another site's, not protocol-relative) gains the base.
    if (typeof location === 'string' && location.startsWith('/') && !location.startsWith('//')) {
      reply.header('location', base + location);
    }
  });
}
