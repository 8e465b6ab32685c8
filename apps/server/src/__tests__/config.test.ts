import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';

describe('LOG_LEVEL', () => {
  it.each([
    [undefined, 'info'],
    ['', 'info'],
    ['debug', 'debug'],
    [' WARN ', 'warn'],
    ['silent', 'silent'],
  ])('%j gives %s', (raw, level) => {
    expect(loadConfig(raw === undefined ? {} : { LOG_LEVEL: raw }).logLevel).toBe(level);
  });

  it.each(['loud', 'verbose', '3'])('stops start-up with a line naming the variable for %j', (raw) => {
    expect(() => loadConfig({ LOG_LEVEL: raw })).toThrow(ConfigError);
    expect(() => loadConfig({ LOG_LEVEL: raw })).toThrow(
      /^LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "/,
    );
  });
});

describe('ADMIN_EMAILS', () => {
  it.each([
    [undefined, []],
    ['', []],
    [' , ', []],
    ['Boss@Example.com', ['boss@example.com']],
    ['a@example.com, b@example.org ,', ['a@example.com', 'b@example.org']],
  ])('%j gives %j', (raw, emails) => {
    expect(loadConfig(raw === undefined ? {} : { ADMIN_EMAILS: raw }).adminEmails).toEqual(emails);
  });

  it.each(['boss', 'a@example.com; b@example.com', 'a b@example.com'])('stops start-up for %j', (raw) => {
    expect(() => loadConfig({ ADMIN_EMAILS: raw })).toThrow(
      /^ADMIN_EMAILS must be a comma-separated list of e-mail addresses, got "/,
    );
  });
});
