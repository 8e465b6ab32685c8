import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
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

/**
 * Helmet's headers that mean something on any response, a JSON reply or a script as much as a page
 * (OWASP's REST Security cheat sheet asks for these on API replies): no type sniffing, no framing
 * elsewhere, no cross-origin reads, HTTPS only. The others govern what a document does (what it sends
 * as referrer, its opener and agent cluster, DNS prefetching, the old XSS filter, Flash and IE download
 * policies) and go on HTML documents only (sendDocument): on an API reply no browser reads them, and
 * every header costs each reply its name and value checks and its bytes.
 */
const RESOURCE_HEADERS = new Set([
  'x-content-type-options',
  'x-frame-options',
  'cross-origin-resource-policy',
  'strict-transport-security',
]);

export interface SecurityHeaderSets {
  /** On every reply. */
  everyReply: Record<string, string>;
  /** On HTML documents as well (sendDocument). */
  documentOnly: Record<string, string>;
}

export function securityHeaderSets(options: StaticHelmetOptions): SecurityHeaderSets {
  const everyReply: Record<string, string> = {};
  const documentOnly: Record<string, string> = {};
  for (const [name, value] of Object.entries(securityHeaders(options))) {
    (RESOURCE_HEADERS.has(name) ? everyReply : documentOnly)[name] = value;
  }
  return { everyReply, documentOnly };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Helmet's document-only headers (addSecurityHeaders), for sendDocument. */
    documentHeaders: Record<string, string>;
    /** Helmet's headers for every reply (addSecurityHeaders), also for errors answered before the hooks run (http/errors.ts). */
    resourceHeaders: Record<string, string>;
  }
}

/**
 * Adds helmet's resource headers to every reply (pages, API, errors, files), as @fastify/helmet's global
 * hook did, and keeps its document headers for sendDocument.
 */
export function addSecurityHeaders(app: FastifyInstance, options: StaticHelmetOptions): void {
  const { everyReply, documentOnly } = securityHeaderSets(options);
  app.decorate('documentHeaders', documentOnly);
  app.decorate('resourceHeaders', everyReply);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(everyReply);
    done();
  });
}

/**
 * Sends an HTML document of the app (the web app's page, the player and stream pages): helmet's document
 * headers, the document's own content security policy, revalidated on every visit.
 */
export function sendDocument(reply: FastifyReply, html: string | Buffer, policy: string): FastifyReply {
  return reply
    .headers(reply.server.documentHeaders)
    .header('content-security-policy', policy)
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(html);
}
