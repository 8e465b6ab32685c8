import type { AppConfigReply } from '@marquee/core';
import type { FastifyReply } from 'fastify';
import { escapeXml } from '../lib/escape-xml.ts';

/**
 * The web app's index.html as served, for every client-side route: the built file with GET /api/config's
 * reply written into it, so the app draws its first screen without waiting for that request
 * (apps/web/src/lib/app-config.ts reads it). Built once at start, as the configuration only changes
 * with a restart.
 */
export function indexPage(builtHtml: string, appConfig: AppConfigReply): IndexPage {
  const data = `<script id="app-config" type="application/json">${jsonInScript(appConfig)}</script>`;
  // The page's title and its first-paint header (apps/web/index.html) name the site before the app runs.
  const siteName = escapeXml(appConfig.siteName);
  const html = builtHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${siteName}</title>`)
    .replace(/<span data-site-name>[^<]*<\/span>/, () => `<span data-site-name>${siteName}</span>`)
    .replace('</head>', () => `  ${data}\n  </head>`);
  const end = html.indexOf('</head>');
  const [head, tail] = end === -1 ? [html, ''] : [html.slice(0, end), html.slice(end)];
  return { html: (hints = '') => (hints ? `${head}${hints}${tail}` : html) };
}

export interface IndexPage {
  /** The page, with these `<link>` hints (http/page-hints.ts) at the end of its <head>. */
  html(hints?: string): string;
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
