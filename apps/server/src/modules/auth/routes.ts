import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerRateLimit, type RouteRateLimit } from '../../http/rate-limits.ts';
import { FailedSignIns } from './failed-sign-ins.ts';
import { passwordWork, type PasswordWork } from './password-work.ts';
import { deviceRoutes } from './device-routes.ts';
import { passwordRoutes } from './password-routes.ts';
import { resetRoutes } from './reset-routes.ts';
import { forgotPasswordRoutes } from './forgot-password-routes.ts';
import { twoStepRoutes } from './two-step-routes.ts';
import { sessionRoutes } from './session-routes.ts';
import { signInRoutes } from './sign-in-routes.ts';
import { ssoRoutes } from './sso-routes.ts';
import { passkeyRoutes } from './passkey-routes.ts';

const TOO_MANY_ATTEMPTS = /*i18n*/ 'Too many attempts. Please wait a minute and try again.';

/** What the auth route groups share: the per-address limit on password guesses, and the password hashing queue. */
export interface AuthRouteNeeds {
  perAddressLimit: RouteRateLimit;
  hashing: PasswordWork;
  failedSignIns: FailedSignIns;
}

/** /api/auth/...: register, login, me, update-profile, logout, logout-all, password, and deleting the account. */
export const authRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // Only the routes that guess passwords or create accounts are limited, per client address.
  await registerRateLimit(app, TOO_MANY_ATTEMPTS);
  const needs: AuthRouteNeeds = {
    perAddressLimit: { rateLimit: { max: app.ctx.config.authRateLimit, timeWindow: 60_000 } },
    failedSignIns: new FailedSignIns(app.ctx.redis),
    hashing: passwordWork(app),
  };
  signInRoutes(app, needs);
  sessionRoutes(app, needs);
  passwordRoutes(app, needs);
  deviceRoutes(app);
  resetRoutes(app, needs);
  forgotPasswordRoutes(app, needs);
  twoStepRoutes(app, needs);
  ssoRoutes(app, needs);
  passkeyRoutes(app, needs);
};
