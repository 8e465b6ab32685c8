import { browserProfileSchema, type PlaybackChapter } from '@marquee/core';
import { describe, expect, it } from 'vitest';
import {
  browserProfile,
  chapterAt,
  chapterMarks,
  chapterName,
  clampTime,
  delayText,
  endedEarly,
  feedsStreams,
  formatTime,
  introOffer,
  mayReload,
  readDelay,
  methodLabel,
  playbackRequestUrl,
  qualityLabel,
  saysYes,
  seekPlan,
  seekText,
  sessionId,
  shiftedCue,
  skipOffer,
  skipRate,
  speedText,
  startFromHash,
  partOfTime,
  filmPageUrl,
  steppedDelay,
  streamSource,
  streamMime,
  streamStartUrl,
  streamStatusUrl,
  timeText,
  RELOAD_TRIES,
  RELOAD_WINDOW_MS,
} from '../local-player/rules.js';

/** A browser that says yes to exactly these types. */
const saying = (...types: string[]) => {
  const set = new Set(types);
  return (type: string) => set.has(type);
};

describe("the browser's profile", () => {
  it('is what a Chromium without proprietary extras says yes to', () => {
    const chromium = saying(
      'video/mp4',
      'video/webm',
      'video/ogg',
      'video/mp4; codecs="avc1.640028"',
      'video/mp4; codecs="vp09.00.40.08"',
      'video/mp4; codecs="vp09.02.40.10"',
      'video/webm; codecs="vp8"',
      'video/mp4; codecs="av01.0.08M.08"',
      'video/mp4; codecs="av01.0.08M.10"',
      'audio/mp4; codecs="mp4a.40.2"',
      'audio/mpeg',
      'audio/mp4; codecs="opus"',
      'audio/webm; codecs="vorbis"',
      'audio/mp4; codecs="flac"',
      'audio/wav',
    );
    const profile = browserProfile(chromium);
    expect(profile).toEqual({
      containers: ['mp4', 'webm', 'ogg'],
      video: ['h264', 'av1', 'av1-10', 'vp9', 'vp9-10', 'vp8'],
      audio: ['aac', 'mp3', 'opus', 'vorbis', 'flac', 'pcm'],
    });
    // What the server takes as the request's `browser`.
    expect(browserProfileSchema.parse(profile)).toEqual(profile);
  });

  it("asks about each codec in its representative form, in MP4 first and then in the codec's own container", () => {
    const asked: string[] = [];
    browserProfile((type) => (asked.push(type), false));
    expect(asked).toEqual(
      expect.arrayContaining([
        'video/x-matroska',
        'video/quicktime',
        'video/mp2t',
        'video/mp4; codecs="avc1.6e0028"',
        'video/mp4; codecs="hvc1.1.6.L120.90"',
        'video/mp4; codecs="hvc1.2.4.L120.90"',
        'video/mp4; codecs="mp4v.20.9"',
        'video/ogg; codecs="theora"',
        'video/webm; codecs="vp9"',
        'audio/mp4; codecs="ac-3"',
        'audio/mp4; codecs="ec-3"',
        'audio/mp4; codecs="dtsc"',
        'audio/mp4; codecs="mlpa"',
        'audio/mp4; codecs="alac"',
        'audio/wav; codecs="1"',
      ]),
    );
    expect(asked.indexOf('audio/mp4; codecs="opus"')).toBeLessThan(asked.indexOf('audio/webm; codecs="opus"'));
  });

  it('counts a codec its own container plays (Safari: HEVC, AC-3, E-AC-3, ALAC; VP9 only in WebM)', () => {
    const profile = browserProfile(
      saying(
        'video/mp4',
        'video/quicktime',
        'video/mp4; codecs="hvc1.1.6.L120.90"',
        'video/mp4; codecs="hvc1.2.4.L120.90"',
        'video/webm; codecs="vp9"',
        'audio/mp4; codecs="ac-3"',
        'audio/mp4; codecs="ec-3"',
        'audio/mp4; codecs="alac"',
      ),
    );
    expect(profile).toEqual({
      containers: ['mp4', 'quicktime'],
      video: ['hevc', 'hevc-10', 'vp9'],
      audio: ['ac3', 'eac3', 'alac'],
    });
  });

  it('takes a browser that throws on a type as saying no to it', () => {
    const profile = browserProfile((type) => {
      if (type.includes('hvc1')) throw new Error('unknown type');
      return type === 'video/mp4';
    });
    expect(profile).toEqual({ containers: ['mp4'], video: [], audio: [] });
  });

  it("reads canPlayType's 'probably' and 'maybe' as yes, '' as no", () => {
    expect([saysYes('probably'), saysYes('maybe'), saysYes('')]).toEqual([true, true, false]);
  });
});

describe('streams fed through Media Source', () => {
  it.each([
    ['Safari, and every browser on iOS', 'Apple Computer, Inc.', true, true],
    ['Chromium', 'Google Inc.', true, false],
    ['Firefox', '', true, false],
    ['a WebKit without Media Source: its own element, then', 'Apple Computer, Inc.', false, false],
  ])('%s: %s', (_, vendor, hasMediaSource, feeds) => {
    expect(feedsStreams(vendor, hasMediaSource)).toBe(feeds);
  });

  it.each<[Parameters<typeof streamMime>[0], string | null]>([
    [{ video: 'h264', audio: 'aac' }, 'video/mp4; codecs="avc1.640028,mp4a.40.2"'],
    [{ video: 'hevc-10', audio: 'eac3' }, 'video/mp4; codecs="hvc1.2.4.L120.90,ec-3"'],
    [{ video: 'vp9', audio: 'opus' }, 'video/mp4; codecs="vp09.00.40.08,opus"'],
    [{ video: 'h264', audio: null }, 'video/mp4; codecs="avc1.640028"'],
    // Neither has an MP4 form: the stream is given to the element as it is.
    [{ video: 'vp8', audio: 'aac' }, null],
    [{ video: 'h264', audio: 'vorbis' }, null],
  ])('names a stream of %j as %s', (codecs, mime) => {
    expect(streamMime(codecs)).toBe(mime);
  });
});

describe('times and words of the controls', () => {
  it.each([
    [0, '0:00'],
    [7.9, '0:07'],
    [724, '12:04'],
    [3600, '1:00:00'],
    [6330, '1:45:30'],
    [-3, '0:00'],
    [Number.NaN, '0:00'],
    [Number.POSITIVE_INFINITY, '0:00'],
  ])('writes %s s as %s', (seconds, text) => {
    expect(formatTime(seconds)).toBe(text);
  });

  it("reads the seek bar as '12:04 of 1:45:30', or the time alone while the length is unknown", () => {
    expect(timeText(724, 6330)).toBe('12:04 of 1:45:30');
    expect(timeText(724, 0)).toBe('12:04');
  });

  it('names methods, qualities and speeds', () => {
    expect([methodLabel('direct'), methodLabel('remux'), methodLabel('transcode')]).toEqual([
      'Direct play',
      'Remux',
      'Transcode',
    ]);
    expect([qualityLabel('original'), qualityLabel('720p')]).toEqual(['Original', '720p']);
    expect(speedText(2.4371)).toBe('2.4× real time');
    expect(speedText(null)).toBe('Measuring…');
    expect(speedText(null, false)).toBe('Not converting now');
  });

  it('reads the #t= start, and nothing else, from the fragment', () => {
    expect(startFromHash('#t=90')).toBe(90);
    expect(startFromHash('#x=1&t=12.5')).toBe(12.5);
    expect(startFromHash('')).toBe(0);
    expect(startFromHash('#t=-5')).toBe(0);
    expect(startFromHash('#t=abc')).toBe(0);
    expect(startFromHash('#at=40')).toBe(0);
  });

  it('keeps a time inside the file: from 0, half a second short of its end when its length is known', () => {
    expect(clampTime(-4, 100)).toBe(0);
    expect(clampTime(250, 100)).toBe(99.5);
    expect(clampTime(42, 100)).toBe(42);
    expect(clampTime(250, 0)).toBe(250);
    expect(clampTime(Number.NaN, 100)).toBe(0);
  });
});

describe("a converted stream's URLs", () => {
  const url = '/api/media/stream/movie/550.mkv?v=copy&a=aac&exp=123&sig=abc';

  it('adds the start, to the millisecond, and the session to the signed stream URL', () => {
    expect(streamSource(url, 0, 'AbC-_123x')).toBe(`${url}&start=0&session=AbC-_123x`);
    expect(streamSource(url, 754.123456, 'session1')).toBe(`${url}&start=754.123&session=session1`);
  });

  it('asks where a stream really starts at the same signed query', () => {
    expect(streamStartUrl(url, 600)).toBe('/api/media/stream-start/movie/550.mkv?v=copy&a=aac&exp=123&sig=abc&start=600');
  });

  it('asks how to play the file for the session, so that its own running stream does not count as busy', () => {
    expect(playbackRequestUrl('/api/media/playback/movie/550.mkv?exp=1&sig=s', 'AbC-_123x')).toBe(
      '/api/media/playback/movie/550.mkv?exp=1&sig=s&session=AbC-_123x',
    );
  });

  it('asks for the session’s status by its id', () => {
    expect(streamStatusUrl('', 'AbC-_123x')).toBe('/api/media/stream-status/AbC-_123x');
    expect(streamStatusUrl('/marquee', 'AbC-_123x')).toBe('/marquee/api/media/stream-status/AbC-_123x');
  });

  it('makes session ids of base64url characters, 16 of them from 12 bytes', () => {
    const id = sessionId(new Uint8Array([251, 255, 191, 0, 1, 2, 3, 4, 5, 6, 7, 8]));
    expect(id).toBe('-_-_AAECAwQFBgcI');
    expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(sessionId(new Uint8Array(12))).toHaveLength(16);
  });
});

describe('seeking and the stream’s clock', () => {
  it('seeks a directly played file by its own time, wherever the time is', () => {
    expect(seekPlan(4000, { converted: false, offset: 0, buffered: [], seekable: [] })).toEqual({
      kind: 'inside',
      currentTime: 4000,
    });
  });

  it('seeks inside what a converted stream holds, where the browser lets it, by the element’s time (file time − offset)', () => {
    const state = {
      converted: true,
      offset: 600,
      buffered: [[0, 95]] as Array<[number, number]>,
      seekable: [[0, 95]] as Array<[number, number]>,
    };
    expect(seekPlan(650, state)).toEqual({ kind: 'inside', currentTime: 50 });
    expect(seekPlan(600, state)).toEqual({ kind: 'inside', currentTime: 0 });
  });

  it('reloads the stream where the browser lets no stream be moved in (Chromium: seekable 0 to 0), held or not', () => {
    const state = {
      converted: true,
      offset: 600,
      buffered: [[0, 95]] as Array<[number, number]>,
      seekable: [[0, 0]] as Array<[number, number]>,
    };
    expect(seekPlan(650, state)).toEqual({ kind: 'reload', at: 650 });
  });

  it('reloads the stream elsewhere: before its start, past what it holds, or in a gap', () => {
    const state = {
      converted: true,
      offset: 600,
      buffered: [
        [0, 95],
        [120, 130],
      ] as Array<[number, number]>,
      seekable: [[0, 130]] as Array<[number, number]>,
    };
    expect(seekPlan(590, state)).toEqual({ kind: 'reload', at: 590 });
    expect(seekPlan(800, state)).toEqual({ kind: 'reload', at: 800 });
    expect(seekPlan(710, state)).toEqual({ kind: 'reload', at: 710 });
    // At the very end of what it holds the next frames are not there yet.
    expect(seekPlan(694.9, state)).toEqual({ kind: 'reload', at: 694.9 });
    expect(seekPlan(725, state)).toEqual({ kind: 'inside', currentTime: 125 });
  });

  it('plays a remuxed stream through to the point asked for fast, then slower as it nears it', () => {
    expect(skipRate(6)).toBe(8);
    expect(skipRate(1)).toBe(4);
    expect(skipRate(0.4)).toBe(1.6);
    expect(skipRate(0.1)).toBe(1);
  });

  it('takes a stream that ended short of the file’s end as dropped, not as the film’s end', () => {
    expect(endedEarly(300, 6330)).toBe(true);
    expect(endedEarly(6329, 6330)).toBe(false);
    expect(endedEarly(300, 0)).toBe(false);
  });

  it(`picks a dropped stream up ${RELOAD_TRIES} times within ${RELOAD_WINDOW_MS / 1000} s, then gives up`, () => {
    const now = 100_000;
    expect(mayReload([], now)).toBe(true);
    expect(mayReload([now - 20_000, now - 10_000], now)).toBe(true);
    expect(mayReload([now - 20_000, now - 10_000, now - 1000], now)).toBe(false);
    // Old ones no longer count.
    expect(mayReload([now - 90_000, now - 60_000, now - 1000], now)).toBe(true);
  });

  it("shifts a subtitle cue by the stream's start, from its time in the file", () => {
    expect(shiftedCue({ start: 725, end: 728.5 }, 600)).toEqual({ start: 125, end: 128.5 });
    expect(shiftedCue({ start: 725, end: 728.5 }, 0)).toEqual({ start: 725, end: 728.5 });
  });
});

describe('chapters', () => {
  const chapters: PlaybackChapter[] = [
    { start: 0, end: 60, title: 'Previously on…', skip: 'recap' },
    { start: 60, end: 120, title: 'Opening', skip: 'intro' },
    { start: 120, end: 1000, title: null, skip: null },
    { start: 1000, end: 1180, title: 'Credits', skip: 'credits' },
    { start: 1185, end: 1200, title: 'Chapter 5', skip: null },
  ];

  it.each([
    [0, 0],
    [59.9, 0],
    [60, 1],
    [500, 2],
    [1182, -1],
    [1190, 4],
    [1300, 4],
  ])('at %s s plays chapter %s (-1: between them)', (time, index) => {
    expect(chapterAt(chapters, time)).toBe(index);
  });

  it('has none for a file of one chapter', () => {
    expect(chapterAt([{ start: 0, end: 10, title: 'Intro', skip: 'intro' }], 5)).toBe(-1);
    expect(chapterMarks([{ start: 0, end: 10, title: 'Intro', skip: 'intro' }], 10)).toEqual([]);
  });

  it('names a chapter by its title, else by its place', () => {
    expect(chapterName(chapters, 1)).toBe('Opening');
    expect(chapterName(chapters, 2)).toBe('Chapter 3');
    expect(chapterName([{ start: 0, end: 1, title: '  ', skip: null }], 0)).toBe('Chapter 1');
  });

  it('marks each start but the first, inside the file, and none while the length is unknown', () => {
    expect(chapterMarks(chapters, 1200)).toEqual([0.05, 0.1, 1000 / 1200, 1185 / 1200]);
    expect(chapterMarks(chapters, 0)).toEqual([]);
  });

  it.each([
    [500, 1200, '8:20 of 20:00, Chapter 3'],
    [61, 1200, '1:01 of 20:00, Chapter 2: Opening'],
    [1190, 1200, '19:50 of 20:00, Chapter 5'],
    [1182, 1200, '19:42 of 20:00'],
    [61, 0, '1:01, Chapter 2: Opening'],
  ])('reads %s s of %s as %j', (time, duration, text) => {
    expect(seekText(time, duration, chapters)).toBe(text);
  });

  it.each([
    [10, false, { label: 'Skip recap', to: 60, next: false }],
    [60, false, { label: 'Skip intro', to: 120, next: false }],
    [118.9, false, { label: 'Skip intro', to: 120, next: false }],
    [119.5, false, null],
    [500, false, null],
    [1010, false, { label: 'Skip credits', to: 1180, next: false }],
    [1010, true, { label: 'Skip credits', to: 1180, next: false }],
    [1190, true, null],
  ])('at %s s (an episode: %s) offers %j', (time, episode, offer) => {
    expect(skipOffer(chapters, time, 1200, episode)).toEqual(offer);
  });

  it('offers Next episode in an episode’s credits that end the file (within 10 s), to its end', () => {
    const last: PlaybackChapter[] = [
      { start: 0, end: 1000, title: 'Story', skip: null },
      { start: 1000, end: 1195, title: 'End Credits', skip: 'credits' },
    ];
    expect(skipOffer(last, 1010, 1200, true)).toEqual({ label: 'Next episode', to: 1200, next: true });
    expect(skipOffer(last, 1010, 1200, false)).toEqual({ label: 'Skip credits', to: 1195, next: false });
    // Its length unknown, the credits' end is where it goes.
    expect(skipOffer(last, 1010, 0, true)).toEqual({ label: 'Skip credits', to: 1195, next: false });
  });
});

describe('films in parts', () => {
  it.each<[number, { index: number; time: number }]>([
    [0, { index: 0, time: 0 }],
    [2999, { index: 0, time: 2999 }],
    [3000, { index: 1, time: 0 }],
    [3600, { index: 1, time: 600 }],
    [9999, { index: 1, time: 6999 }],
    [-5, { index: 0, time: 0 }],
  ])('the film’s %d s is in the part %j', (time, expected) => {
    expect(partOfTime([0, 3000], time)).toEqual(expected);
  });

  it('addresses another part or version of the page, its signature kept', () => {
    const page = 'https://tv.example/embed/local/movie/7?exp=9&sig=abc&subtitles=en#t=12';
    expect(filmPageUrl(page, { part: 2 }, 3000.4591)).toBe(
      'https://tv.example/embed/local/movie/7?exp=9&sig=abc&subtitles=en&part=2#t=3000.46',
    );
    expect(filmPageUrl(`${page.replace('#t=12', '')}&part=2`, { version: 1, part: 1 }, 75)).toBe(
      'https://tv.example/embed/local/movie/7?exp=9&sig=abc&subtitles=en&part=1&version=1#t=75',
    );
  });
});

describe("the Skip intro of an intro found by its season's shared audio", () => {
  const intro = { start: 12.4, end: 42.1 };
  const chapter = (start: number, end: number, title: string, skip: PlaybackChapter['skip']): PlaybackChapter => ({
    start,
    end,
    title,
    skip,
  });

  it.each([
    [0, null],
    [12.3, null],
    [12.4, { label: 'Skip intro', to: 42.1, next: false }],
    [30, { label: 'Skip intro', to: 42.1, next: false }],
    [41, { label: 'Skip intro', to: 42.1, next: false }],
    [41.5, null],
    [60, null],
  ])('at %s s offers %j', (time, offer) => {
    expect(introOffer(intro, [], time)).toEqual(offer);
  });

  it('offers nothing without an intro, nor when a chapter already names one', () => {
    expect(introOffer(null, [], 20)).toBeNull();
    const named = [chapter(0, 5, 'Cold open', null), chapter(5, 35, 'Opening', 'intro'), chapter(35, 90, 'Story', null)];
    expect(introOffer(intro, named, 20)).toBeNull();
    // Chapters that name no intro leave it to the audio.
    const plain = [chapter(0, 50, 'Chapter 1', null), chapter(50, 90, 'Chapter 2', null)];
    expect(introOffer(intro, plain, 20)).toEqual({ label: 'Skip intro', to: 42.1, next: false });
  });
});

describe('the subtitle delay', () => {
  it.each([
    [0, 0.1, 0.1],
    [0.2, 0.1, 0.3],
    [0.1, -0.1, 0],
    [0, -0.1, -0.1],
    [-0.3, -0.1, -0.4],
    [59.95, 0.1, 60],
    [-60, -0.1, -60],
  ])('%s moved by %s is %s', (delay, by, moved) => {
    expect(steppedDelay(delay, by)).toBe(moved);
  });

  it('is said with its sign, in tenths', () => {
    expect([0, 0.3, -1.2, 12].map(delayText)).toEqual(['Delay 0 s', 'Delay +0.3 s', 'Delay −1.2 s', 'Delay +12.0 s']);
  });

  it.each<[string | null, number]>([
    [null, 0],
    ['0.3', 0.3],
    ['-1.26', -1.3],
    ['60', 60],
    ['61', 0],
    ['-1e9', 0],
    ['NaN', 0],
    ['Infinity', 0],
    ['0.3; alert(1)', 0],
    ['', 0],
  ])('reads %j kept in the browser as %s', (stored, delay) => {
    expect(readDelay(stored)).toBe(delay);
  });
});
