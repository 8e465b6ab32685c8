import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  signedInReplySchema,
  SSO_REFUSALS,
  ssoCallbackQuerySchema,
  ssoStartQuerySchema,
  type SignedInReply,
  type SsoRefusal,
} from '@marquee/core';
import { errorReplies, NO_CONTENT, type ApiApp, type ApiTag } from '../../http/api-description.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { createOidcClient, errorText, type OidcFlow } from './oidc-client.ts';
import type { AppConfig } from '../../config.ts';
import type { AuthRouteNeeds } from './routes.ts';
import { finishSignIn } from './sign-in-routes.ts';
import { clearCookie, readSignedCookie, setSignedCookie } from './signed-cookies.ts';
import { ssoAccount } from './sso-accounts.ts';
import { findUserById } from './user-queries.ts';

/**
 * Single sign-on with OpenID Connect (docs/accounts.md#single-sign-on). The browser goes to /start, which sends it
 * to the provider; the provider sends it back to /callback, which finds or makes the account and sends it to the
 * sign-in page; that page collects the sign-in from /finish as a password sign-in's reply. Between the steps the
 * server keeps nothing in memory: the flow and the outcome travel in signed cookies, so any node can take any step.
 */

const NOT_CONFIGURED = /*i18n*/ 'Single sign-on is not set up on this server';
const FLOW_COOKIE = { name: 'marquee_oidc', path: '/api/auth/oidc', purpose: 'oidc-flow', lifetimeS: 10 * 60 };
const DONE_COOKIE = { name: 'marquee_sso', path: '/api/auth/oidc', purpose: 'sso-done', lifetimeS: 2 * 60 };

/**
 * Where the provider sends the browser back: at PUBLIC_URL, or at the address the browser reached (behind a trusted
 * proxy, as the proxy says). The provider only sends it to an address registered with it. Written as URL writes it
 * (no default port), as openid-client writes it again when it exchanges the code.
 */
const callbackUrlOf = (request: FastifyRequest, { publicUrl, basePath }: AppConfig) =>
  new URL(`${basePath}/api/auth/oidc/callback`, publicUrl ?? `${request.protocol}://${request.host}`).href;

const toSignInPage = (reply: FastifyReply, refusal: SsoRefusal) =>
  reply.redirect(`/login?sso_error=${encodeURIComponent(refusal)}`, 303);

export function ssoRoutes(app: ApiApp, { perAddressLimit }: AuthRouteNeeds): void {
  const db = app.ctx.db.kysely;
  const { config, urls } = app.ctx;
  const tags: ApiTag[] = ['auth'];
  const oidc = config.signIn.oidc ? createOidcClient(config.signIn.oidc, app.log) : null;
  const configured = () => {
    if (!oidc) throw notFound(NOT_CONFIGURED);
    return oidc;
  };

  const start = {
    summary: "Single sign-on: sends the browser to the OpenID provider's sign-in",
    tags,
    querystring: ssoStartQuerySchema,
    response: {
      302: NO_CONTENT.describe("To the provider's sign-in page (Location)"),
      303: NO_CONTENT.describe('To the sign-in page, which says why the provider could not be reached (Location)'),
      ...errorReplies(400, 404, 429),
    },
  };
  app.get('/auth/oidc/start', { schema: start, config: perAddressLimit }, async (request, reply) => {
    const client = configured();
    try {
      const { url, flow } = await client.start(callbackUrlOf(request, config), request.query.invitation);
      setSignedCookie(urls, request, reply, { ...FLOW_COOKIE, value: JSON.stringify(flow) });
      return await reply.redirect(url, 302);
    } catch {
      // Logged by the client: the provider's discovery failed.
      return toSignInPage(reply, 'provider');
    }
  });

  const callback = {
    summary: 'Single sign-on: where the OpenID provider sends the browser back; signs in and goes to the sign-in page',
    tags,
    querystring: ssoCallbackQuerySchema,
    response: {
      303: NO_CONTENT.describe('To the sign-in page (Location): `/login?sso=done`, or `/login?sso_error=<reason>`'),
      ...errorReplies(400, 404, 429),
    },
  };
  app.get('/auth/oidc/callback', { schema: callback, config: perAddressLimit }, async (request, reply) => {
    const client = configured();
    const flow = readFlow(readSignedCookie(urls, request, FLOW_COOKIE.name, FLOW_COOKIE.purpose));
    // One use: whatever comes of it, the flow is over.
    clearCookie(request, reply, FLOW_COOKIE.name, FLOW_COOKIE.path);
    const { query } = request;
    if (query.error !== undefined) return toSignInPage(reply, query.error === 'access_denied' ? 'denied' : 'provider');
    // A state that is not this browser's own flow: another browser's answer, or a forged one.
    if (!flow || query.state !== flow.state || query.code === undefined) return toSignInPage(reply, 'expired');
    let person;
    try {
      // Its whole answer: the provider may add its own issuer (`iss`, RFC 9207), which openid-client checks.
      const answered = new URL(callbackUrlOf(request, config));
      answered.search = new URL(request.url, answered).search;
      person = await client.finish(answered, flow);
    } catch (error) {
      request.log.warn({ error: errorText(error) }, 'a single sign-on failed at the provider');
      return toSignInPage(reply, 'provider');
    }
    const outcome = await ssoAccount(db, config, app.ctx.setupNeeded, person, flow.invitation);
    if ('refused' in outcome) return toSignInPage(reply, outcome.refused);
    setSignedCookie(urls, request, reply, { ...DONE_COOKIE, value: outcome.user.id });
    return reply.redirect('/login?sso=done', 303);
  });

  const finish = {
    summary: 'Single sign-on: the sign-in it made, collected by the sign-in page (a new bearer token, as sign-in gives)',
    tags,
    response: { 200: signedInReplySchema, ...errorReplies(401, 403, 404, 429, 503) },
  };
  app.post('/auth/oidc/finish', { schema: finish, config: perAddressLimit }, async (request, reply): Promise<SignedInReply> => {
    configured();
    const userId = readSignedCookie(urls, request, DONE_COOKIE.name, DONE_COOKIE.purpose);
    clearCookie(request, reply, DONE_COOKIE.name, DONE_COOKIE.path);
    if (userId === null) throw new HttpError(401, SSO_REFUSALS.expired);
    const user = await findUserById(db, userId);
    if (!user) throw new HttpError(401, SSO_REFUSALS.expired);
    return finishSignIn(db, request, user, new HttpError(401, SSO_REFUSALS.expired));
  });
}

/** The flow from its cookie, or null for none or one not of this server's shape. */
function readFlow(raw: string | null): OidcFlow | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<OidcFlow>;
    const text = (field: unknown) => typeof field === 'string' && field.length > 0;
    if (!text(value.state) || !text(value.nonce) || !text(value.verifier)) return null;
    return value as OidcFlow;
  } catch {
    return null;
  }
}
