import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';

describe('SMTP_URL and MAIL_FROM', () => {
  it('leave mail off when neither is set', () => {
    expect(loadConfig({}).mail).toBeUndefined();
    expect(loadConfig({ SMTP_URL: ' ', MAIL_FROM: '' }).mail).toBeUndefined();
  });

  it.each([
    ['smtp://127.0.0.1:2525', 'no-reply@example.com'],
    ['smtps://user:pass@mail.example.com:465', 'Marquee <no-reply@example.com>'],
    ['smtp://mail.example.com', ' Films at home <films@example.org> '],
  ])('take %s with %j', (smtpUrl, from) => {
    const config = loadConfig({ SMTP_URL: smtpUrl, MAIL_FROM: from, PUBLIC_URL: 'https://films.example.com/' });
    expect(config.mail).toEqual({ smtpUrl, from: from.trim() });
    expect(config.publicUrl).toBe('https://films.example.com');
  });

  it("want PUBLIC_URL, so a link is never made with a client's Host", () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example.com', MAIL_FROM: 'no-reply@example.com' })).toThrow(
      new ConfigError('SMTP_URL needs PUBLIC_URL, the address mailed links point to (https://marquee.example.com)'),
    );
  });

  it.each(['https://films.example.com/marquee', 'ftp://films.example.com', 'https://films.example.com/?a=1', 'films'])(
    'refuse PUBLIC_URL %j',
    (url) => {
      expect(() => loadConfig({ PUBLIC_URL: url })).toThrow(ConfigError);
    },
  );

  it('want both or neither', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example.com' })).toThrow(
      new ConfigError('SMTP_URL is set but MAIL_FROM is empty: set both to send mail, or neither'),
    );
    expect(() => loadConfig({ MAIL_FROM: 'no-reply@example.com' })).toThrow(
      new ConfigError('MAIL_FROM is set but SMTP_URL is empty: set both to send mail, or neither'),
    );
  });

  it.each(['https://mail.example.com', 'mail.example.com:465', 'smtp://', 'smtps://user:secret@'])(
    'refuse SMTP_URL %j without repeating it',
    (smtpUrl) => {
      const start = () => loadConfig({ SMTP_URL: smtpUrl, MAIL_FROM: 'no-reply@example.com' });
      expect(start).toThrow(ConfigError);
      expect(start).toThrow(/^SMTP_URL must be smtp:\/\/host:port or smtps:\/\/user:password@host:port$/);
    },
  );

  it.each(['no-reply', 'Marquee no-reply@example.com', 'Marquee <no-reply>', 'a@example.com\r\nBcc: b@example.com', '<>'])(
    'refuse MAIL_FROM %j',
    (from) => {
      expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example.com', MAIL_FROM: from })).toThrow(
        /^MAIL_FROM must be an e-mail address or 'Name <address>', got "/,
      );
    },
  );
});
