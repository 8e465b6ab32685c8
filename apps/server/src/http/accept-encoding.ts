import { Negotiator } from '@fastify/accept-negotiator';
import { LRUCache } from 'lru-cache';

/** The encodings the app sends replies it encodes itself in (pages, cached lists). */
export type ReplyEncoding = 'br' | 'gzip';

/**
 * The server's one reading of Accept-Encoding, for the replies the app encodes itself (http/index-page.ts,
 * modules/lists/routes.ts), which skip @fastify/compress: the same negotiator the plugin uses, given the
 * header as the plugin gives it (lower-cased, `*` and `x-gzip` read as gzip), so that every reply of the
 * server agrees. The highest q-value wins, ties go to brotli, q=0 refuses. The cache is bounded, as headers
 * are whatever a client sends.
 */
const negotiator = new Negotiator<ReplyEncoding | 'identity'>({
  supportedValues: ['br', 'gzip', 'identity'],
  cache: new LRUCache<string, string>({ max: 256 }),
});

/** The encoding to send for this Accept-Encoding header, or undefined for none. */
export function preferredEncoding(header: string | undefined): ReplyEncoding | undefined {
  if (!header) return undefined;
  const chosen = negotiator.negotiate(header.toLowerCase().replace(/\*|x-gzip/g, 'gzip'));
  return chosen === 'br' || chosen === 'gzip' ? chosen : undefined;
}
