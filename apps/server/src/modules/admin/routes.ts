import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerRateLimit } from '../../http/rate-limits.ts';
import { invitationRoutes } from './invitation-routes.ts';
import { serverHealthRoutes } from './server-health-routes.ts';
import { settingsRoutes } from './settings-routes.ts';
import { setupCode } from './setup-code.ts';
import { setupRoutes } from './setup-routes.ts';
import { accountRoutes } from './user-routes.ts';

const TOO_MANY_ATTEMPTS = /*i18n*/ 'Too many attempts. Please wait a minute and try again.';

/** /api/setup, /api/auth/registration, /api/invitations/{code} and the admins' /api/admin/... (docs/accounts.md). */
export const adminRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // The setup code is guessed like a password: the same per-address limit.
  await registerRateLimit(app, TOO_MANY_ATTEMPTS);
  setupRoutes(app, { rateLimit: { max: app.ctx.config.authRateLimit, timeWindow: 60_000 } });
  invitationRoutes(app);
  accountRoutes(app);
  settingsRoutes(app);
  serverHealthRoutes(app);

  // A new server says in its log how to set it up: the code is what keeps the first stranger from taking it over.
  app.addHook('onReady', async () => {
    if (!(await app.ctx.setupNeeded())) return;
    const code = await setupCode(app.ctx.db.kysely);
    app.log.warn(`This server is not set up yet. Open /setup in a browser and enter the setup code ${code}`);
  });
};
