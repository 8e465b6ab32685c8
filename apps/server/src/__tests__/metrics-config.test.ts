import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';

const TOKEN = '5f1c0d9e8a7b6c5d4e3f2a1b0c9d8e7f';

describe('METRICS_TOKEN and METRICS_PORT', () => {
  it('leave the metrics off when neither is set', () => {
    expect(loadConfig({}).metrics).toEqual({});
    expect(loadConfig({ METRICS_TOKEN: ' ', METRICS_PORT: '' }).metrics).toEqual({});
  });

  it.each([
    [{ METRICS_TOKEN: ` ${TOKEN} ` }, { token: TOKEN }],
    [{ METRICS_PORT: '9100' }, { port: 9100 }],
    [
      { METRICS_TOKEN: TOKEN, METRICS_PORT: ' 9100 ' },
      { token: TOKEN, port: 9100 },
    ],
    [{ METRICS_TOKEN: 'A-b.c_d~e+f/g=h!1234' }, { token: 'A-b.c_d~e+f/g=h!1234' }],
  ])('take %j', (env, metrics) => {
    expect(loadConfig(env).metrics).toEqual(metrics);
  });

  it.each(['short-token', 'a token with spaces in it', 'ünïcödé-token-1234567', 'x'.repeat(513)])(
    'refuse METRICS_TOKEN %j without repeating it',
    (token) => {
      const start = () => loadConfig({ METRICS_TOKEN: token });
      expect(start).toThrow(ConfigError);
      expect(start).toThrow(
        /^METRICS_TOKEN must be 16 to 512 characters without spaces, such as the output of openssl rand -hex 32$/,
      );
    },
  );

  it.each(['0', '65536', '-1', '9100.5', 'metrics'])('refuse METRICS_PORT %j', (port) => {
    expect(() => loadConfig({ METRICS_PORT: port })).toThrow(
      new ConfigError(`METRICS_PORT must be a whole number from 1 to 65535, got "${port}"`),
    );
  });

  it("refuse PORT's own port", () => {
    expect(() => loadConfig({ METRICS_PORT: '8080' })).toThrow(
      new ConfigError('METRICS_PORT must differ from PORT (8080): the metrics have a listener of their own'),
    );
    expect(loadConfig({ PORT: '3000', METRICS_PORT: '8080' }).metrics).toEqual({ port: 8080 });
  });
});
