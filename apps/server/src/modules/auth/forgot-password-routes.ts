import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { forgotPasswordBodySchema, forgotPasswordReplySchema, type ForgotPasswordReply, type LanguageCode } from '@marquee/core';
import type { DB } from '../../db/schema.ts';
import { resetByEmail } from '../../mail-config.ts';
import { errorReplies, type ApiApp, type ApiTag } from '../../http/api-description.ts';
import { HttpError } from '../../http/errors.ts';
import { requestLanguage } from '../../http/page-language.ts';
import { textIn } from '../../http/texts.ts';
import { createMailedResetLink } from './reset-queries.ts';
import { resetMail, resetMailer, type ResetMailer } from './reset-mail.ts';
import type { AuthRouteNeeds } from './routes.ts';

const NO_MAIL = /*i18n*/ 'This server does not send email: ask its admin for a reset link';
// The same words for every address, so the reply does not reveal who has an account.
const ON_ITS_WAY = /*i18n*/ 'If an account uses this address, a link to choose a new password is on its way.';
/** One mail per account at most this often, counted from its newest link, so the check holds on every node. */
const MAIL_INTERVAL_MS = 2 * 60 * 1000;

/** POST /auth/forgot-password: mails a reset link to the address, if an account uses it (docs/accounts.md). */
export function forgotPasswordRoutes(app: ApiApp, { perAddressLimit }: AuthRouteNeeds): void {
  const { config } = app.ctx;
  const db = app.ctx.db.kysely;
  const mailer = config.mail && resetByEmail(config) ? resetMailer(config.mail) : undefined;
  // Mails under way are finished before the server closes.
  const sending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(sending);
    mailer?.close();
  });

  const forgot = {
    summary: 'Mails a link that sets the password to the address, if an account uses it (when the server sends mail)',
    tags: ['auth'] satisfies ApiTag[],
    body: forgotPasswordBodySchema,
    response: { 202: forgotPasswordReplySchema, ...errorReplies(400, 404, 413, 415, 429) },
  };
  app.post('/auth/forgot-password', { schema: forgot, config: perAddressLimit }, async (request, reply) => {
    if (!mailer) throw new HttpError(404, NO_MAIL);
    const email = request.body.email.toLowerCase();
    // Never the request's Host, which the client chooses: PUBLIC_URL, which a server that sends mail has.
    // Where the app is: that address under BASE_PATH.
    const origin = (config.publicUrl ?? `${request.protocol}://${request.host}`) + config.basePath;
    // The mail is in the language the request asked in, as the page that sent it was.
    const language = requestLanguage(request, config.defaultLanguage);
    // Not awaited: the reply leaves at once, so its timing says nothing about the address.
    const job = mailLink(db, mailer, { email, origin, language, siteName: app.ctx.siteName.current() }, request.log);
    sending.add(job);
    void job.finally(() => sending.delete(job));
    return reply.status(202).send({ message: textIn(language, ON_ITS_WAY) } satisfies ForgotPasswordReply);
  });
}

interface MailRequest {
  email: string;
  origin: string;
  language: LanguageCode;
  siteName: string;
}

/** Makes a link for the address's account and mails it: nothing for no account, a turned-off one, or too soon. */
async function mailLink(db: Kysely<DB>, mailer: ResetMailer, request: MailRequest, log: FastifyBaseLogger): Promise<void> {
  try {
    const user = await db.selectFrom('users').select(['id', 'disabled']).where('email', '=', request.email).executeTakeFirst();
    if (!user || user.disabled === 1) return;
    const link = await createMailedResetLink(db, user.id, new Date(Date.now() - MAIL_INTERVAL_MS));
    if (!link) return;
    await mailer.send(resetMail(request.language, request.siteName, request.email, `${request.origin}${link.url}`), log);
  } catch (error) {
    log.warn({ err: error }, 'A password reset mail could not be prepared');
  }
}
