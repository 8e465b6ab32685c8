import { serverHealthSchema, type ServerHealth } from '@marquee/core';
import { errorReplies, SIGNED_IN, type ApiApp, type ApiTag } from '../../http/api-description.ts';
import { serverHealth } from '../health/index.ts';
import { adminFirst } from './admin-first.ts';

/** The server's health for its admins (docs/operations.md#server-health): what this node depends on, and its disks. */
export function serverHealthRoutes(app: ApiApp): void {
  const schema = {
    summary: "The server's health as this node sees it: database, Redis, FFmpeg and disk space (admins only)",
    tags: ['admin'] satisfies ApiTag[],
    security: SIGNED_IN,
    response: { 200: serverHealthSchema, ...errorReplies(401, 403, 503) },
  };
  app.get('/admin/server-health', { schema, preValidation: adminFirst }, async (): Promise<ServerHealth> =>
    serverHealth(app.ctx),
  );
}
