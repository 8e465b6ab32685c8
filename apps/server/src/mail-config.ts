/**
 * Where 'Forgot password?' mails go out (docs/configuration.md#smtp_url-mail_from): SMTP_URL and MAIL_FROM, both or
 * neither. Read by loadConfig (config.ts), whose ConfigError it throws.
 */

export interface MailConfig {
  /** smtp:// or smtps://, with its user and password: a secret, never logged nor sent to a browser. */
  smtpUrl: string;
  /** The sender: an address, or 'Name <address>'. */
  from: string;
}

type Env = Record<string, string | undefined>;
type ConfigErrorClass = new (message: string) => Error;

const ADDRESS = String.raw`[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+`;
/** An address, or a name (no angle brackets, quotes or line breaks) and the address in angle brackets. */
const SENDER = new RegExp(String.raw`^(?:${ADDRESS}|[^<>"\r\n]+<${ADDRESS}>)$`);

function isSmtpUrl(raw: string): boolean {
  try {
    const url = new URL(raw);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export function mailConfig(env: Env, ConfigError: ConfigErrorClass): MailConfig | undefined {
  const smtpUrl = env.SMTP_URL?.trim();
  const from = env.MAIL_FROM?.trim();
  if (!smtpUrl && !from) return undefined;
  if (!smtpUrl) throw new ConfigError('MAIL_FROM is set but SMTP_URL is empty: set both to send mail, or neither');
  if (!from) throw new ConfigError('SMTP_URL is set but MAIL_FROM is empty: set both to send mail, or neither');
  // The URL may hold a password, so the message does not repeat it.
  if (!isSmtpUrl(smtpUrl)) throw new ConfigError('SMTP_URL must be smtp://host:port or smtps://user:password@host:port');
  if (!SENDER.test(from)) throw new ConfigError(`MAIL_FROM must be an e-mail address or 'Name <address>', got "${from}"`);
  return { smtpUrl, from };
}

/** Whether 'Forgot password?' mails a reset link: mail is configured and passwords sign in. */
export function resetByEmail(config: { mail?: MailConfig; signIn: { password: boolean } }): boolean {
  return config.mail !== undefined && config.signIn.password;
}
