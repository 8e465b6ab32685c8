import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as the SMTP server received it: its envelope's recipients and its text, quoted-printable decoded. */
export interface CaughtMail {
  to: string[];
  text: string;
}

export interface MailCatcher {
  /** smtp://user:password@127.0.0.1:port, for SMTP_URL. */
  url: string;
  mails: CaughtMail[];
  /** Resolves once `count` mails have arrived (or throws after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<CaughtMail[]>;
  close(): Promise<void>;
}

export const MAIL_USER = 'marquee';
export const MAIL_PASSWORD = 'smtp-secret-9f3';

/** Soft line breaks joined and =XX decoded, enough to read a link out of a mail. */
const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * A real SMTP server on loopback that keeps what it is sent. `refuse` makes it answer every login with 535, as a
 * server with other credentials would.
 */
export async function startMailCatcher({ refuse = false } = {}): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (refuse || auth.username !== MAIL_USER || auth.password !== MAIL_PASSWORD) {
        callback(new Error('Invalid username or password'));
        return;
      }
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        mails.push({ to, text: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${MAIL_USER}:${MAIL_PASSWORD}@127.0.0.1:${port}`,
    mails,
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (mails.length < count) {
        if (Date.now() > deadline) throw new Error(`${mails.length} of ${count} mails arrived`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return mails;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The reset link's token in a mail. */
export function resetTokenIn(mail: CaughtMail): string {
  const match = /\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no reset link in:\n${mail.text}`);
  return match[1];
}
