/**
 * The yardstick for bench/api.ts: a Fastify instance with one route and nothing else, run in its
 * own process like the real server so both are measured the same way.
 */
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', () => ({ ok: true }));
// Port 0: the system picks a free one, which the parent reads from the first line of output.
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(String((app.server.address() as AddressInfo).port));
