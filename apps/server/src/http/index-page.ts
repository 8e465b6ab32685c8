import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AppConfigReply } from '@marquee/core';
import type { FastifyReply } from 'fastify';
import { escapeXml } from '../lib/escape-xml.ts';
import { sendDocument } from './security-headers.ts';
import { preferredEncoding } from './accept-encoding.ts';
import { encodePage } from './page-encoding.ts';
import type { RenderedScreen } from './ssr/index.ts';

/**
 * The web app's index.html as served, for every client-side route: the built file with GET /api/config's
 * reply written into it, so the app draws its first screen without waiting for that request
 * (apps/web/src/lib/app-config.ts reads it). Built at start, and again when the site is renamed: the rest of
 * the configuration only changes with a restart. `startScript` is the build's start-up script (readStartScript),
 * read from beside `webDist` unless given.
 */
export function indexPage(
  builtHtml: string,
  appConfig: AppConfigReply,
  webDist?: string,
  startScript: string | null = webDist ? readStartScript(webDist) : null,
): IndexPage {
  const data = `<script id="app-config" type="application/json">${jsonInScript(appConfig)}</script>`;
  // The page's title and its first-paint header (apps/web/index.html) name the site before the app runs.
  const siteName = escapeXml(appConfig.siteName);
  const based = underBasePath(builtHtml, appConfig.basePath);
  const { html: startingHtml, inlineScripts } = startAfterFirstPaint(
    webDist ? inlineStylesheets(based, webDist, appConfig.basePath) : based,
    startScript,
  );
  const html = startingHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${siteName}</title>`)
    .replace(/<span data-site-name>[^<]*<\/span>/, () => `<span data-site-name>${siteName}</span>`)
    .replace('</head>', () => `  ${data}\n  </head>`);
  // Cut once at the places each reply fills: the end of <head>, and the first paint inside #root.
  const headEnd = html.indexOf('</head>');
  const paintStart = html.indexOf(FIRST_PAINT_START, headEnd);
  const paintEnd = html.indexOf(FIRST_PAINT_END, paintStart);
  const canPaint = headEnd !== -1 && paintStart !== -1 && paintEnd !== -1;
  return {
    inlineScripts,
    html(hints = '', firstScreen = null) {
      if (!canPaint) return hints && headEnd !== -1 ? html.slice(0, headEnd) + hints + html.slice(headEnd) : html;
      if (!firstScreen) return html.slice(0, headEnd) + hints + html.slice(headEnd);
      // The data the screen was drawn from, for the app to start from (apps/web/src/main.tsx): at the end of the
      // body, after the markup, so the browser parses (and can paint) the screen before it.
      const data = `<script id="first-screen-data" type="application/json">${jsonInScript(firstScreen.state)}</script>`;
      const afterPaint = html.slice(paintEnd + FIRST_PAINT_END.length);
      const bodyEnd = afterPaint.lastIndexOf('</body>');
      return (
        codeAfterFirstPaint(html.slice(0, headEnd) + hints) +
        html.slice(headEnd, paintStart) +
        firstScreen.html +
        (bodyEnd === -1 ? afterPaint + data : afterPaint.slice(0, bodyEnd) + data + afterPaint.slice(bodyEnd))
      );
    },
  };
}

/**
 * The built page's own URLs (`./assets/…`, `./favicon.svg`: the build names them relative to wherever it is
 * served) as paths under BASE_PATH, which hold on every route's page: '/marquee/assets/…', or '/assets/…' at the root.
 */
export function underBasePath(builtHtml: string, basePath: string): string {
  return builtHtml.replace(/\b(src|href)="\.?\/(?!\/)/g, (_match, attribute: string) => `${attribute}="${basePath}/`);
}

/**
 * The web build's start-up script (apps/web/src/start-after-first-paint.ts, built to dist-ssr beside the web
 * build), which starts the app after the page's first paint; null when the build has none (e.g. `vite build`
 * alone), and then pages start the app as Vite's page does. Read once at start. Text that could end its inline
 * element is refused the same way.
 */
export function readStartScript(webDist: string): string | null {
  try {
    const code = fs.readFileSync(path.join(path.dirname(webDist), 'dist-ssr', 'start-after-first-paint.js'), 'utf8').trim();
    return /<\/script|<!--/i.test(code) ? null : code;
  } catch {
    return null;
  }
}

/**
 * The app's entry started by the build's start-up script, once the page has been painted, instead of by Vite's
 * page as soon as it is parsed (apps/web/src/start-after-first-paint.ts says why). The script is written inline
 * after the declarations of the entry and its chunks (the ones Vite's page names as modulepreloads,
 * dependencies first), and allowed by its hash in the page policy; the entry keeps a modulepreload where its
 * script would be, so it downloads as early as the script would.
 */
function startAfterFirstPaint(html: string, startScript: string | null): { html: string; inlineScripts: string[] } {
  const inlineScripts: string[] = [];
  if (!startScript) return { html, inlineScripts };
  const head = html.slice(0, Math.max(0, html.indexOf('</head>')));
  const chunks = [...head.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const started = html.replace(
    /<script type="module" crossorigin src="((?:\/[\w.~-]+)*\/assets\/[\w.-]+\.js)"><\/script>/,
    (_tag, src: string) => {
      const code = `const APP_CHUNKS=${jsonInScript(chunks)},APP_ENTRY=${jsonInScript(src)};${startScript}`;
      inlineScripts.push(`'sha256-${crypto.createHash('sha256').update(code).digest('base64')}'`);
      return `<link rel="modulepreload" crossorigin href="${src}">\n    <script type="module">${code}</script>`;
    },
  );
  return { html: started, inlineScripts };
}

const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * A page that carries its screen needs its code only to come alive, not to show anything: its head names that
 * code as data (`app-code`) instead of modulepreload links, and the start-up script asks for it after the first
 * paint (startAfterFirstPaint). On a phone's connection the page, its images and its first paint then have the
 * bandwidth to themselves, and the code follows at once, all of it in parallel.
 */
function codeAfterFirstPaint(head: string): string {
  const code = [...head.matchAll(MODULE_PRELOAD)].map((match) => match[1]!.replaceAll('&#38;', '&'));
  if (code.length === 0) return head;
  return (
    head.replace(MODULE_PRELOAD, '').replace(/\n\s*\n/g, '\n') +
    `<script id="app-code" type="application/json">${jsonInScript(code)}</script>`
  );
}

/**
 * The app's stylesheet written into the page instead of linked: the page then paints (its header, or the
 * screen the server rendered) as soon as it arrives, without a round trip for the stylesheet first. It is
 * about 10 KB compressed, and the page is loaded once per visit (the app navigates without reloading it).
 */
function inlineStylesheets(html: string, webDist: string, basePath: string): string {
  const stylesheet = new RegExp(`<link rel="stylesheet"(?: crossorigin)? href="${basePath}/(assets/[\\w.-]+\\.css)">`, 'g');
  return html.replace(stylesheet, (link, file: string) => {
    try {
      const css = fs.readFileSync(path.join(webDist, file), 'utf8');
      // Nothing in a stylesheet Tailwind wrote ends a <style> element; if something did, the link stays.
      return /<\/style/i.test(css) ? link : `<style>${css}</style>`;
    } catch {
      return link;
    }
  });
}

const FIRST_PAINT_START = '<!--first-paint-->';
const FIRST_PAINT_END = '<!--/first-paint-->';

export interface IndexPage {
  /** The CSP hash sources of the page's inline scripts, for its policy (http/document-policy.ts). */
  inlineScripts: string[];
  /**
   * The page, with these `<link>` hints (http/preload-hints.ts) at the end of its <head> and, when there is one,
   * the server's rendering of the screen (http/ssr/) as its first paint instead of the header alone.
   */
  html(hints?: string, firstScreen?: RenderedScreen | null): string;
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
  reply.header('vary', [reply.getHeader('vary'), 'accept-encoding'].filter(Boolean).join(', '));
  const encoding = preferredEncoding(reply.request.headers['accept-encoding']);
  if (!encoding) return sendDocument(reply, html, pagePolicy);
  return sendDocument(reply.header('content-encoding', encoding), encodePage(html, encoding), pagePolicy);
}
