import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

type StaticHelmetOptions = HelmetOptions & { contentSecurityPolicy: false };

/**
 * Helmet's response headers, worked out once. Without a content security policy (the only header
 * that may depend on the request; the web module sets its own) they are the same for every reply, but @fastify/helmet rebuilt helmet's middleware on every request, which cost about as much
 * as the rest of a small API reply. Helmet's middleware only sets (and removes) headers, so running
 * it once against a recording response gives exactly the headers it would set each time.
 */
export function securityHeaders(options: StaticHelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    // X-Powered-By: Fastify never sets it.
    removeHeader() {},
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

/** Adds helmet's headers to every reply (pages, API, errors), as @fastify/helmet's global hook did. */
export function addSecurityHeaders(app: FastifyInstance, options: StaticHelmetOptions): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
