import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { LanguageCode } from '@marquee/core';
import type { MailConfig } from '../../mail-config.ts';
import { escapeXml } from '../../lib/escape-xml.ts';
import { textIn } from '../../http/texts.ts';

/**
 * The mail 'Forgot password?' sends (docs/accounts.md#password-reset-links): the reset link, what it is for, how long
 * it works, and that it may be ignored; in the language of the request that asked for it.
 */

export interface ResetMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export function resetMail(language: LanguageCode, siteName: string, to: string, link: string): ResetMail {
  const site = { site: siteName };
  const lines = [
    textIn(language, /*i18n*/ 'Someone asked to choose a new password for the {site} account of this address.', site),
    textIn(language, /*i18n*/ 'Open this link to choose it:'),
    link,
    textIn(
      language,
      /*i18n*/ 'The link works once, for 24 hours. If you did not ask, ignore this mail: your password stays as it is.',
    ),
  ];
  const linkText = textIn(language, /*i18n*/ 'Choose a new password');
  const html = lines.map((line) =>
    line === link ? `<p><a href="${escapeXml(link)}">${escapeXml(linkText)}</a></p>` : `<p>${escapeXml(line)}</p>`,
  );
  return {
    to,
    subject: textIn(language, /*i18n*/ 'Choose a new password for {site}', site),
    text: `${lines[0]}\n\n${lines[1]}\n${link}\n\n${lines[3]}\n`,
    html: html.join('\n'),
  };
}

export interface ResetMailer {
  /** Sends, and logs a failure at warn without the SMTP URL: never throws. */
  send(mail: ResetMail, log: FastifyBaseLogger): Promise<void>;
  close(): void;
}

// Short enough that a server that never answers does not hold a shutdown long.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function resetMailer(config: MailConfig): ResetMailer {
  const transport = nodemailer.createTransport({ url: config.smtpUrl, ...TIMEOUTS });
  const password = new URL(config.smtpUrl).password;
  return {
    async send(mail, log) {
      try {
        await transport.sendMail({ from: config.from, ...mail });
      } catch (error) {
        const { code, responseCode } = error as { code?: string; responseCode?: number };
        const message = error instanceof Error ? error.message : String(error);
        // A server's answer could quote what it was sent; the password is cut out all the same.
        const said = password ? message.replaceAll(decodeURIComponent(password), '…').replaceAll(password, '…') : message;
        log.warn({ code, responseCode }, `A password reset mail could not be sent: ${said}`);
      }
    },
    close: () => transport.close(),
  };
}
