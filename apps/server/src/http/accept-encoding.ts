/** The encodings a kept reply is offered in, in the order @fastify/compress prefers them. */
export type ReplyEncoding = 'br' | 'gzip';

const CANDIDATES = ['br', 'gzip', 'identity'] as const;

/**
 * The encoding to send for an Accept-Encoding header (RFC 9110, 12.5.3), among brotli, gzip and
 * none: the highest q-value wins, ties go to brotli then gzip then none, as @fastify/compress
 * chooses; `*` stands for every coding the header does not name, `x-gzip` for gzip, and q=0 refuses.
 * No header, or nothing acceptable among these, means no encoding (undefined).
 *
 * For replies the app keeps and sends already encoded (modules/lists/routes.ts), which therefore
 * skip the compress plugin; every other reply is still encoded by @fastify/compress.
 */
export function preferredEncoding(header: string | undefined): ReplyEncoding | undefined {
  if (!header) return undefined;
  const quality = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split('=').map((s) => s.trim());
      if (key === 'q') q = Number(value);
    }
    if (!Number.isFinite(q)) continue;
    const coding = name === 'x-gzip' ? 'gzip' : name;
    quality.set(coding, Math.max(q, quality.get(coding) ?? Number.NEGATIVE_INFINITY));
  }
  const anyOther = quality.get('*') ?? 0;
  let best: (typeof CANDIDATES)[number] | undefined;
  let bestQ = 0;
  for (const candidate of CANDIDATES) {
    const q = quality.get(candidate) ?? anyOther;
    if (q > bestQ) {
      best = candidate;
      bestQ = q;
    }
  }
  return best === 'identity' ? undefined : best;
}
