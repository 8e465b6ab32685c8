import { normalizeIP } from '@fastify/rate-limit';

/**
 * How many leading bits of an IPv6 address name one client: a /64 is what one home or phone line is given,
 * and it holds millions of addresses, so counting each would let one client count as millions.
 */
const IPV6_CLIENT_PREFIX = 64;

/**
 * The key of a client address for every per-address limit and count: an IPv4 address as it is, an IPv4-mapped
 * IPv6 address as its IPv4 address, any other IPv6 address as its /64 (written in one canonical form).
 */
export function addressKey(ip: string): string {
  return normalizeIP(ip, IPV6_CLIENT_PREFIX);
}
