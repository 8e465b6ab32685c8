import { isAppPath } from '@marquee/core';

/**
 * What a reply may render (docs/behaviour.md#assistant): plain text and links, nothing else. Markdown links become links
 * when they point into this app ('/movie/27205') or to an http(s) page; any other target, and any
 * HTML a model wrote, stays visible as the text it is.
 */

export type ReplyPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string; external: boolean };

const MARKDOWN_LINK = /\[([^\]\n]+)\]\(([^()\s]+)\)/g;

/** The reply's lines, each split into text and link parts. */
export function replyLines(content: string): ReplyPart[][] {
  return content.split('\n').map(lineParts);
}

function lineParts(line: string): ReplyPart[] {
  const parts: ReplyPart[] = [];
  let last = 0;
  for (const match of line.matchAll(MARKDOWN_LINK)) {
    const [whole, text = '', target = ''] = match;
    const link = linkTarget(target);
    if (!link) continue;
    if (match.index > last) parts.push({ kind: 'text', text: line.slice(last, match.index) });
    parts.push({ kind: 'link', text, ...link });
    last = match.index + whole.length;
  }
  if (last < line.length) parts.push({ kind: 'text', text: line.slice(last) });
  return parts;
}

function linkTarget(target: string): { href: string; external: boolean } | null {
  // A path of this app; '//host', and '/\host' as browsers read it, would leave it.
  if (isAppPath(target)) return { href: target, external: false };
  try {
    const url = new URL(target);
    return url.protocol === 'https:' || url.protocol === 'http:' ? { href: url.href, external: true } : null;
  } catch {
    return null;
  }
}
