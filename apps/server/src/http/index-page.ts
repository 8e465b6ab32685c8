import type { AppConfigReply } from '@marquee/core';
import type { FastifyReply } from 'fastify';

/**
 * The web app's index.html as served, for every client-side route: the built file with GET /api/config's
 * reply written into it, so the app draws its first screen without waiting for that request
 * (apps/web/src/lib/app-config.ts reads it). Built once at start, as the configuration only changes
 * with a restart.
 */
export function indexPage(builtHtml: string, appConfig: AppConfigReply): string {
  const data = `<script id="app-config" type="application/json">${jsonInScript(appConfig)}</script>`;
  return builtHtml.replace('</head>', `  ${data}\n  </head>`);
}

/**
 * JSON inside a <script> element ends only at `</script>`: escaping every `<` (which JSON.parse reads back
 * as the same character) means no configured value, such as a site name, can end it or open a comment.
 */
function jsonInScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** Sends the page, revalidated on every visit (it names the current build's assets), under the page policy. */
export function sendIndexPage(reply: FastifyReply, html: string, pagePolicy: string): FastifyReply {
  return reply.header('cache-control', 'no-cache').header('content-security-policy', pagePolicy).type('text/html; charset=utf-8').send(html);
}
