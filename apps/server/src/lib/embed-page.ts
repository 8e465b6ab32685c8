import { randomBytes } from 'node:crypto';
import { languageDirection, type LanguageCode } from '@marquee/core';
import { escapeXml } from './escape-xml.ts';

/**
 * The frame of every page the web app embeds from this server (the local player, the trailer page, the watch
 * party): a dark full-size document in the app's look whose only style and script are its own, allowed by nonce.
 */

export interface EmbedPage {
  /** The document's title. */
  title: string;
  /** The body's HTML, escaped by the caller. */
  body: string;
  /** Script run at the end of the body; none when null. */
  script: string | null;
  /** Extra CSP directives, e.g. `media-src 'self'` for the video or `frame-src ...` for the trailer. */
  allow: string[];
  /** Sources script-src allows besides the page's nonce, e.g. `'wasm-unsafe-eval'`; none when absent. */
  scriptSources?: string[];
  /** The page's own style, after the frame's (the local player's controls); none when absent. */
  style?: string;
}

const STYLE = `
*{box-sizing:border-box}
html,body{margin:0;height:100%;background:#0b0b10;color:#f4f4f6;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}
video,iframe{display:block;width:100%;height:100%;border:0;background:#000}
video{object-fit:contain}
.card{height:100%;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:12px;padding:24px;text-align:center;
background:radial-gradient(circle at 50% 30%,#1e1e28,#0b0b10 70%)}
h1{margin:0;font-size:clamp(20px,4vw,28px);font-weight:600}
p{margin:0;color:#a1a1b0;font-size:14px;line-height:1.5;max-width:36em}
code{color:#f4f4f6}
label{font-size:14px;font-weight:600}
.row{display:flex;flex-wrap:wrap;gap:8px;justify-content:center;width:100%;max-width:32em}
input{flex:1 1 16em;min-width:0;height:40px;padding:0 12px;border-radius:8px;border:1px solid rgba(255,255,255,.16);background:#15151d;color:#f4f4f6;font:inherit;font-size:14px}
button{height:40px;padding:0 16px;border-radius:8px;border:0;background:#f4f4f6;color:#0b0b10;font:inherit;font-weight:600;cursor:pointer}
:focus-visible{outline:2px solid #f4f4f6;outline-offset:2px}
/* A small frame (the minimized watch party) keeps only what is needed. */
@media (max-height:240px){.when-tall{display:none}.card{padding:12px;gap:8px}}
`;

/** The card shown instead of a video: a heading and lines of explanation (plain text, escaped here). */
export function messageCard(heading: string, lines: string[]): string {
  return `<main class="card"><h1>${escapeXml(heading)}</h1>${lines.map((line, i) => `<p${i > 0 ? ' class="when-tall"' : ''}>${escapeXml(line)}</p>`).join('')}</main>`;
}

/**
 * A value for an inline script: JSON, with `<` escaped so no string inside can close the script element.
 */
export function scriptValue(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The page in `language` (its `lang`, and its direction: Arabic's lays out right to left) and its
 * Content-Security-Policy: nothing but the page's own style and script, framed only by this app.
 */
export function renderEmbedPage(
  { title, body, script, allow, scriptSources = [], style = '' }: EmbedPage,
  language: LanguageCode,
): {
  html: string;
  policy: string;
} {
  const nonce = randomBytes(16).toString('base64');
  const scriptTag = script === null ? '' : `<script nonce="${nonce}">${script}</script>`;
  const html = `<!doctype html><html lang="${language}" dir="${languageDirection(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeXml(title)}</title><style nonce="${nonce}">${STYLE}${style}</style></head><body>${body}${scriptTag}</body></html>`;
  const policy = [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    [`script-src 'nonce-${nonce}'`, ...scriptSources].join(' '),
    ...allow,
    "frame-ancestors 'self'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
  return { html, policy };
}
