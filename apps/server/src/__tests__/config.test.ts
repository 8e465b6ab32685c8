import { availableParallelism } from 'node:os';
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

describe('FFMPEG_PATH and FFPROBE_PATH', () => {
  it.each([
    [undefined, 'ffmpeg', 'ffprobe'],
    ['', 'ffmpeg', 'ffprobe'],
    [' ffmpeg7 ', 'ffmpeg7', 'ffmpeg7'],
    ['/opt/ffmpeg/bin/tool', '/opt/ffmpeg/bin/tool', '/opt/ffmpeg/bin/tool'],
    ['bin/tool', '/srv/marquee/bin/tool', '/srv/marquee/bin/tool'],
  ])('%j gives %j and %j (a name is looked up on PATH, a path is taken from the working folder)', (raw, ffmpeg, ffprobe) => {
    const env = raw === undefined ? {} : { FFMPEG_PATH: raw, FFPROBE_PATH: raw };
    expect(loadConfig(env, '/srv/marquee').media).toMatchObject({ ffmpegPath: ffmpeg, ffprobePath: ffprobe });
  });
});

describe('INTRO_DETECTION and FPCALC_PATH', () => {
  it.each([
    [undefined, true],
    ['', true],
    ['on', true],
    [' OFF ', false],
    ['off', false],
  ])('INTRO_DETECTION %j finds intros: %j', (raw, on) => {
    expect(loadConfig(raw === undefined ? {} : { INTRO_DETECTION: raw }).media.introDetection).toBe(on);
  });

  it.each(['no', '0', 'false', 'disabled'])('stops start-up with a line naming the variable for %j', (raw) => {
    expect(() => loadConfig({ INTRO_DETECTION: raw })).toThrow(ConfigError);
    expect(() => loadConfig({ INTRO_DETECTION: raw })).toThrow(/^INTRO_DETECTION must be on or off, got "/);
  });

  it.each([
    [undefined, 'fpcalc'],
    [' fpcalc ', 'fpcalc'],
    ['bin/fpcalc', '/srv/marquee/bin/fpcalc'],
  ])('FPCALC_PATH %j gives %j', (raw, fpcalc) => {
    expect(loadConfig(raw === undefined ? {} : { FPCALC_PATH: raw }, '/srv/marquee').media.fpcalcPath).toBe(fpcalc);
  });
});

describe('MAX_TRANSCODES', () => {
  it.each([
    [undefined, Math.max(1, availableParallelism())],
    ['', Math.max(1, availableParallelism())],
    ['0', 0],
    [' 3 ', 3],
    ['256', 256],
  ])('%j gives %j', (raw, max) => {
    expect(loadConfig(raw === undefined ? {} : { MAX_TRANSCODES: raw }).media.maxTranscodes).toBe(max);
  });

  it.each(['-1', '1.5', 'two', '257'])('stops start-up with a line naming the variable for %j', (raw) => {
    expect(() => loadConfig({ MAX_TRANSCODES: raw })).toThrow(ConfigError);
    expect(() => loadConfig({ MAX_TRANSCODES: raw })).toThrow(/^MAX_TRANSCODES must be a whole number from 0 to 256, got "/);
  });
});

describe('TRANSCODE_HWACCEL', () => {
  it.each([
    [undefined, 'none'],
    ['', 'none'],
    ['vaapi', 'vaapi'],
    [' QSV ', 'qsv'],
    ['nvenc', 'nvenc'],
  ])('%j gives %s', (raw, hwaccel) => {
    expect(loadConfig(raw === undefined ? {} : { TRANSCODE_HWACCEL: raw }).media.hwaccel).toBe(hwaccel);
  });

  it.each(['cuda', 'videotoolbox', 'yes'])('stops start-up with a line naming the variable for %j', (raw) => {
    expect(() => loadConfig({ TRANSCODE_HWACCEL: raw })).toThrow(ConfigError);
    expect(() => loadConfig({ TRANSCODE_HWACCEL: raw })).toThrow(
      /^TRANSCODE_HWACCEL must be one of none, vaapi, qsv, nvenc, got "/,
    );
  });
});

describe('LIBRARY_LANGUAGE', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['fr', 'fr'],
    [' DE ', 'de'],
    ['nb', 'nb'],
  ])('%j gives %s', (raw, language) => {
    expect(loadConfig(raw === undefined ? {} : { LIBRARY_LANGUAGE: raw }).libraryLanguage).toBe(language);
  });

  it.each(['english', 'eng', 'xx', 'en-GB', 'und'])('stops start-up with a line naming the variable for %j', (raw) => {
    expect(() => loadConfig({ LIBRARY_LANGUAGE: raw })).toThrow(ConfigError);
    expect(() => loadConfig({ LIBRARY_LANGUAGE: raw })).toThrow(
      `LIBRARY_LANGUAGE must be a language's two-letter code (ISO 639-1), such as en or fr, got "${raw}"`,
    );
  });
});

describe('DEFAULT_LANGUAGE', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['en', 'en'],
    [' en-GB ', 'en'],
    ['en-xa', 'en-XA'],
  ])('%j gives %s', (raw, language) => {
    expect(loadConfig(raw === undefined ? {} : { DEFAULT_LANGUAGE: raw }).defaultLanguage).toBe(language);
  });

  it.each(['xx', 'english', '*'])('stops start-up with a line naming the variable and the languages for %j', (raw) => {
    expect(() => loadConfig({ DEFAULT_LANGUAGE: raw })).toThrow(
      `DEFAULT_LANGUAGE must be one of the app's languages (en, es, fr, de, it, pt-BR, nl, pl, sv, tr, ru, uk, ar, hi, ja, ko, zh-CN, id), got "${raw}"`,
    );
  });
});

describe('LIBRARY_POLL_SECONDS', () => {
  it.each([
    [undefined, 0],
    ['', 0],
    ['0', 0],
    [' 300 ', 300],
  ])('%j gives %d', (raw, seconds) => {
    expect(loadConfig(raw === undefined ? {} : { LIBRARY_POLL_SECONDS: raw }).libraryPollSeconds).toBe(seconds);
  });

  it.each(['-1', '1.5', 'often', '86401'])('stops start-up with a line naming the variable for %j', (raw) => {
    expect(() => loadConfig({ LIBRARY_POLL_SECONDS: raw })).toThrow(
      /^LIBRARY_POLL_SECONDS must be a whole number from 0 to 86400, got "/,
    );
  });
});

describe('MEDIA_DIR', () => {
  it.each([
    [undefined, './data/media', '/srv/marquee/data/media'],
    ['  ', './data/media', '/srv/marquee/data/media'],
    [' /films ', '/films', '/films'],
    ['media', 'media', '/srv/marquee/media'],
  ])('%j is shown as %j and read at %j', (raw, setting, folder) => {
    const config = loadConfig(raw === undefined ? {} : { MEDIA_DIR: raw }, '/srv/marquee');
    expect([config.mediaDirSetting, config.mediaDir]).toEqual([setting, folder]);
  });
});

describe('BASE_PATH', () => {
  it.each([
    [undefined, ''],
    ['', ''],
    ['/', ''],
    ['/marquee', '/marquee'],
    [' /marquee/ ', '/marquee'],
    ['/apps/film-club_2.0', '/apps/film-club_2.0'],
  ])('%j gives %j', (raw, basePath) => {
    expect(loadConfig(raw === undefined ? {} : { BASE_PATH: raw }).basePath).toBe(basePath);
  });

  it.each(['marquee', '/mar quee', '/a/../b', '/./a', '//marquee', '/marquee?x', '/caf%C3%A9', 'https://x.example/m'])(
    'stops start-up with a line naming the variable for %j',
    (raw) => {
      expect(() => loadConfig({ BASE_PATH: raw })).toThrow(/^BASE_PATH must be a path such as \/marquee/);
    },
  );
});
