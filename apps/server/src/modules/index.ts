import type { FastifyPluginAsync } from 'fastify';

/**
 * Every API module, registered under /api in this order. Each module is one Fastify plugin in
 * `modules/<area>/routes.ts`; add a line here when you add one.
 */
export const modules: FastifyPluginAsync[] = [];
