import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AppConfigReply } from '@marquee/core';
import type { FastifyReply } from 'fastify';
import { escapeXml } from '../lib/escape-xml.ts';
import { sendDocument } from './security-headers.ts';
import { encodePage, pageEncoding } from './page-encoding.ts';
import type { FirstScreen } from './first-screen.ts';

/**
 * The web app's index.html as served, for every client-side route: the built file with GET /api/config's
 * reply written into it, so the app draws its first screen without waiting for that request
 * (apps/web/src/lib/app-config.ts reads it). Built once at start, as the configuration only changes
 * with a restart.
 */
export function indexPage(builtHtml: string, appConfig: AppConfigReply, webDist?: string): IndexPage {
  const data = `<script id="app-config" type="application/json">${jsonInScript(appConfig)}</script>`;
  // The page's title and its first-paint header (apps/web/index.html) name the site before the app runs.
  const siteName = escapeXml(appConfig.siteName);
  const { html: startingHtml, inlineScripts } = startAfterFirstPaint(webDist ? inlineStylesheets(builtHtml, webDist) : builtHtml);
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
 * The app's entry script, started once the page has been painted. Vite's page runs it as soon as the page
 * is parsed; on a phone its chunk often arrives first, and then the browser runs all of the app's start-up
 * code before it paints the page, which for a screen the server drew is already complete. Here a short
 * inline module starts the app once the browser reports the page's first contentful paint (which it does
 * when the frame is on screen, not merely drawn); a page that is not visible paints nothing, so a timer
 * starts the app as well. It then asks for the code the page names in its `app-code` data
 * (codeAfterFirstPaint), all at once, and imports the entry's chunks (the ones Vite's page names as
 * modulepreloads) one task each, dependencies first, then the entry. The chunks' modules run only when the
 * entry asks for them, so the app's start-up work is split by apps/web/src/main.tsx, not here. The entry keeps
 * a modulepreload where its script was. The inline script is allowed by its hash in the page policy.
 */
function startAfterFirstPaint(html: string): { html: string; inlineScripts: string[] } {
  const inlineScripts: string[] = [];
  const head = html.slice(0, Math.max(0, html.indexOf('</head>')));
  const chunks = [...head.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const started = html.replace(/<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/, (_tag, src: string) => {
    const code =
      'let started=false;const start=async()=>{if(started)return;started=true;' +
      'const code=document.getElementById("app-code");' +
      'for(const href of code?JSON.parse(code.textContent):[]){const link=document.createElement("link");' +
      'link.rel="modulepreload";link.crossOrigin="";link.href=href;document.head.append(link)}' +
      // Code that fails to load (a deployment has replaced it, or the connection dropped) reloads the page once:
      // the page then names the code that is there. A second failure in a row leaves the page as the server drew it.
      `try{for(const chunk of ${JSON.stringify(chunks)}){await import(chunk);await new Promise((next)=>setTimeout(next))}` +
      `await import(${JSON.stringify(src)});sessionStorage.removeItem("${RELOADED_KEY}")}` +
      `catch(error){if(sessionStorage.getItem("${RELOADED_KEY}"))throw error;sessionStorage.setItem("${RELOADED_KEY}","1");location.reload()}};` +
      // The timer first: in a browser without paint timing, the observer's line throws.
      'setTimeout(start,1000);' +
      'new PerformanceObserver((paints,observer)=>{if(paints.getEntriesByName("first-contentful-paint").length>0){' +
      'observer.disconnect();setTimeout(start)}}).observe({type:"paint",buffered:true})';
    inlineScripts.push(`'sha256-${crypto.createHash('sha256').update(code).digest('base64')}'`);
    return `<link rel="modulepreload" crossorigin href="${src}">\n    <script type="module">${code}</script>`;
  });
  return { html: started, inlineScripts };
}

const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** Set while a page reloads because its code failed to load, so that it reloads only once for it. */
const RELOADED_KEY = 'marquee:reloaded-for-code';

/**
 * A page that carries its screen needs its code only to come alive, not to show anything: its head names that
 * code as data (`app-code`) instead of modulepreload links, and the start-up script asks for it after the first
 * paint (startAfterFirstPaint). On a phone's connection the page, its images and its first paint then have the
 * bandwidth to themselves, and the code follows at once, all of it in parallel.
 */
function codeAfterFirstPaint(head: string): string {
  const code = [...head.matchAll(MODULE_PRELOAD)].map((match) => match[1]!.replaceAll('&#38;', '&'));
  if (code.length === 0) return head;
  return head.replace(MODULE_PRELOAD, '').replace(/\n\s*\n/g, '\n') + `<script id="app-code" type="application/json">${jsonInScript(code)}</script>`;
}

/**
 * The app's stylesheet written into the page instead of linked: the page then paints (its header, or the
 * screen the server rendered) as soon as it arrives, without a round trip for the stylesheet first. It is
 * about 10 KB compressed, and the page is loaded once per visit (the app navigates without reloading it).
 */
function inlineStylesheets(html: string, webDist: string): string {
  return html.replace(/<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[\w.-]+\.css)">/g, (link, file: string) => {
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
   * The page, with these `<link>` hints (http/page-hints.ts) at the end of its <head> and, when there is one,
   * the server's rendering of the screen (http/first-screen.ts) as its first paint instead of the header alone.
   */
  html(hints?: string, firstScreen?: FirstScreen | null): string;
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
  reply.header('vary', 'accept-encoding');
  const encoding = pageEncoding(reply.request.headers['accept-encoding']);
  if (!encoding) return sendDocument(reply, html, pagePolicy);
  return sendDocument(reply.header('content-encoding', encoding), encodePage(html, encoding), pagePolicy);
}
