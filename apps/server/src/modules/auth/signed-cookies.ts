import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UrlSigner } from '../../lib/signed-urls.ts';

/**
 * Short-lived cookies the server signs with its URL key (lib/signed-urls.ts), so any node can read what another
 * wrote and a restart loses nothing: the single sign-on's state between the start and the provider's answer, and
 * its outcome until the sign-in page collects it. HttpOnly (no script reads them), SameSite=Lax (sent when the
 * provider sends the browser back, not with another site's requests), and Secure over HTTPS.
 */

/** The cookie's value if it is there, the server's, for `purpose`, and not expired; null otherwise. */
export function readSignedCookie(signer: UrlSigner, request: FastifyRequest, name: string, purpose: string): string | null {
  const raw = cookieValue(request.headers.cookie, name);
  if (raw === null) return null;
  const [value, exp, sig] = raw.split('.');
  if (value === undefined || !signer.verify(`${purpose}:${value}`, { exp, sig })) return null;
  return Buffer.from(value, 'base64url').toString('utf8');
}

export function setSignedCookie(
  signer: UrlSigner,
  request: FastifyRequest,
  reply: FastifyReply,
  cookie: { name: string; path: string; purpose: string; value: string; lifetimeS: number },
): void {
  const value = Buffer.from(cookie.value, 'utf8').toString('base64url');
  const signed = new URLSearchParams(signer.query(`${cookie.purpose}:${value}`, cookie.lifetimeS));
  const content = `${value}.${signed.get('exp')}.${signed.get('sig')}`;
  reply.header('set-cookie', attributes(request, cookie.name, content, cookie.path, cookie.lifetimeS));
}

export function clearCookie(request: FastifyRequest, reply: FastifyReply, name: string, path: string): void {
  reply.header('set-cookie', attributes(request, name, '', path, 0));
}

const attributes = (request: FastifyRequest, name: string, value: string, path: string, maxAge: number) =>
  [
    `${name}=${value}`,
    // Under BASE_PATH, as the routes that read it are.
    `Path=${request.server.ctx.config.basePath}${path}`,
    `Max-Age=${maxAge}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(request.protocol === 'https' ? ['Secure'] : []),
  ].join('; ');

/** One cookie's raw value from a Cookie header (the values written here hold no quotes, spaces or semicolons). */
function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}
