import vm from 'node:vm';
import type { LanguageCode, PlaybackChapter, PlaybackReply, PlaybackTarget } from '@marquee/core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { builtinEnvironments } from 'vitest/runtime';
import type { LibraryFile } from '../../downloads/index.ts';
import { textIn } from '../../../http/texts.ts';
import { renderEmbedPage } from '../../../lib/embed-page.ts';
import { localPlayerPage } from '../local-player-page.ts';

/**
 * The local player page's script at work on the page it comes with, in a document without media playback (jsdom):
 * what it asks the server, what it loads, what it tells the parent page, and the card it shows when the server
 * says no. The playing itself is checked in a real browser (docs/playback.md#the-player).
 */

const PLAYBACK_URL = '/api/media/playback/movie/550.mkv?exp=1&sig=s';
const STREAM_URL = '/api/media/stream/movie/550.mkv?v=copy&a=aac&exp=1&sig=t';
const FILE_URL = '/api/media/file/movie/550.mkv?exp=1&sig=f';

const file: LibraryFile = { relativePath: 'movie/550.mkv', extension: 'mkv', bytes: 1, subtitles: [] };

function reply(overrides: Partial<PlaybackReply> & { method?: PlaybackReply['plan']['method'] } = {}): PlaybackReply {
  const { method = 'remux', ...rest } = overrides;
  return {
    plan: {
      method,
      video: { index: 0, action: 'copy' },
      audio: { index: 1, action: method === 'direct' ? 'copy' : 'convert' },
      reasons:
        method === 'direct'
          ? ['Your browser plays this file as it is']
          : ["Your browser can't play DTS audio: converting the audio to AAC"],
      source: 'Matroska · H.264 1080p · DTS 5.1',
      delivered: method === 'direct' ? 'Matroska · H.264 1080p · DTS 5.1' : 'MP4 · H.264 1080p · AAC Stereo',
      codecs: { video: 'h264', audio: method === 'direct' ? 'dts' : 'aac' },
    },
    url: method === 'direct' ? FILE_URL : STREAM_URL,
    duration: 6330,
    audio_tracks: [{ index: 1, label: 'English · 5.1 · DTS', language: 'en' }],
    audio: 1,
    quality: 'original',
    qualities: ['original', '720p', '480p'],
    chapters: [],
    picture_subtitles: [],
    subtitle: null,
    ...rest,
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Answer = (url: string, init: RequestInit | undefined) => Response | Promise<Response>;

// A document around this suite only: the server's modules load as the server loads them (reading the script's files).
let teardown: (global: unknown) => unknown;
beforeAll(async () => {
  ({ teardown } = await builtinEnvironments.jsdom.setup(globalThis, { jsdom: { url: 'http://marquee.test/' } }));
});
afterAll(() => teardown(globalThis));
// Every page of the suite stays in the one document, its listeners too: a key pressed late (a seek by the arrows
// waits half a second for the next key) has its timer run out before the document goes, on an element that still
// plays nothing. Hooks after run last first.
afterAll(async () => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status: 503 })),
  );
  await new Promise((resolve) => setTimeout(resolve, 600));
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

let posted: Array<{ type: string; data: Record<string, unknown> }>;
let requests: Array<{ url: string; body: unknown }>;

beforeEach(() => {
  posted = [];
  requests = [];
  // jsdom loads no media: the element's methods do nothing, and it holds nothing.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  Object.defineProperty(HTMLMediaElement.prototype, 'textTracks', { configurable: true, get: () => [] });
  vi.spyOn(window, 'postMessage').mockImplementation((message: unknown) => {
    posted.push(message as (typeof posted)[number]);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

/** Opens the page (at `hash`), its requests answered by `answer`. */
function open(
  answer: Answer,
  options: {
    hash?: string;
    found?: boolean;
    target?: PlaybackTarget;
    intro?: { start: number; end: number };
    language?: LanguageCode;
  } = {},
) {
  const language = options.language ?? 'en';
  const page = localPlayerPage(
    options.target ?? { type: 'movie', id: 550 },
    options.found === false ? undefined : file,
    {
      basePath: '',
      subtitleLanguage: '',
      subtitleMode: '',
      subtitleSize: 'normal',
      subtitleBackground: 'box',
      audioLanguage: 'fr',
      libraryLanguage: 'en',
      playbackUrl: () => PLAYBACK_URL,
      subtitleUrl: (subtitle) => `/api/media/subtitle/${subtitle.path}`,
      intro: options.intro ?? null,
    },
    language,
  );
  document.documentElement.lang = language;
  history.replaceState(null, '', `/embed/local/movie/550${options.hash ?? ''}`);
  document.body.innerHTML = page.body;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      requests.push({ url, body: init?.body ? JSON.parse(init.body as string) : null });
      return answer(url, init);
    }),
  );
  // The page's one script, run as the browser runs it: in the document's global scope.
  vm.runInThisContext(page.script!);
  return { video: document.querySelector('video')! };
}

const events = (name: string) => posted.filter((m) => m.type === 'PLAYER_EVENT' && m.data.event === name).map((m) => m.data);
const cardText = () => document.querySelector('main.card')?.textContent;

describe('the local player page asks the server how to play the file', () => {
  it("posts what this browser plays, the default choice and the profile's audio language", async () => {
    open(() => json(reply({ method: 'direct' })));
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toEqual({
      url: expect.stringMatching(/^\/api\/media\/playback\/movie\/550\.mkv\?exp=1&sig=s&session=[\w-]{16}$/),
      body: {
        browser: { containers: expect.any(Array), video: expect.any(Array), audio: expect.any(Array) },
        choice: { audio: null, quality: 'original', subtitle: null },
        audio_language: 'fr',
      },
    });
  });

  it('plays the file itself when the server says direct play, and moves to the #t= start once it knows its length', async () => {
    const { video } = open(() => json(reply({ method: 'direct' })), { hash: '#t=90' });
    await vi.waitFor(() => expect(video.getAttribute('src')).toBe(FILE_URL));
    Object.defineProperty(video, 'duration', { configurable: true, value: 6330 });
    video.dispatchEvent(new Event('loadedmetadata'));
    expect(video.currentTime).toBe(90);
  });

  it('keeps the #t= start when the browser refuses to play before it knows the file, and says where it stands', async () => {
    vi.mocked(HTMLMediaElement.prototype.play).mockImplementation(() =>
      Promise.reject(new DOMException('A click is needed first', 'NotAllowedError')),
    );
    const { video } = open(() => json(reply({ method: 'direct' })), { hash: '#t=18' });
    await vi.waitFor(() => expect(events('pause')).toEqual([expect.objectContaining({ currentTime: 18 })]));
    Object.defineProperty(video, 'duration', { configurable: true, value: 6330 });
    video.dispatchEvent(new Event('loadedmetadata'));
    expect(video.currentTime).toBe(18);
    expect(document.getElementById('seek')!.getAttribute('aria-valuenow')).toBe('18');
  });

  it('tells the parent page whether it plays once its file can, also when it is not playing, without a history write', async () => {
    const { video } = open(() => json(reply({ method: 'direct' })));
    await vi.waitFor(() => expect(video.getAttribute('src')).toBe(FILE_URL));
    // The element is paused (jsdom plays nothing): a watch party started from here takes this moment.
    video.dispatchEvent(new Event('loadedmetadata'));
    expect(events('pause')).toEqual([expect.objectContaining({ event: 'pause', currentTime: 0 })]);
    expect(posted.filter((m) => m.type === 'MEDIA_DATA')).toEqual([]);
  });

  it('loads a transcoded stream from the #t= start, with its session', async () => {
    const { video } = open(() => json(reply({ method: 'transcode' })), { hash: '#t=754.5' });
    await vi.waitFor(() => expect(video.getAttribute('src')).toMatch(/&start=754\.5&session=[\w-]{16}$/));
    expect(video.getAttribute('src')!.startsWith(`${STREAM_URL}&start=`)).toBe(true);
    // No keyframe to ask about: a converted video starts where it is asked to.
    expect(requests.map((r) => r.url.split('&session=')[0])).toEqual([PLAYBACK_URL]);
  });

  it('starts a remuxed stream at the keyframe the server names, and reports the file’s time, not the element’s', async () => {
    const { video } = open(
      (url) => (url.startsWith('/api/media/stream-start/') ? json({ start: 748 }) : json(reply({ method: 'remux' }))),
      { hash: '#t=748' },
    );
    await vi.waitFor(() => expect(video.getAttribute('src')).toMatch(/&start=748&session=/));
    expect(requests[1]!.url).toBe('/api/media/stream-start/movie/550.mkv?v=copy&a=aac&exp=1&sig=t&start=748');
    video.dispatchEvent(new Event('loadeddata'));
    video.currentTime = 12;
    video.dispatchEvent(new Event('timeupdate'));
    expect(events('timeupdate').at(-1)).toMatchObject({ currentTime: 760, duration: 6330, tmdbId: 550, mediaType: 'movie' });
    // And so do the status asked for and the seek bar.
    window.dispatchEvent(
      new MessageEvent('message', { data: { type: 'GET_PLAYBACK_STATUS' }, origin: location.origin, source: window }),
    );
    expect(posted.at(-1)?.data).toMatchObject({ currentTime: 760, duration: 6330 });
    expect(document.getElementById('seek')!.getAttribute('aria-valuetext')).toBe('12:40 of 1:45:30');
  });

  it('plays a remuxed stream from its keyframe through to the point asked for, silent, then as the viewer had it', async () => {
    const { video } = open(
      (url) => (url.startsWith('/api/media/stream-start/') ? json({ start: 748 }) : json(reply({ method: 'remux' }))),
      { hash: '#t=754' },
    );
    await vi.waitFor(() => expect(video.getAttribute('src')).toMatch(/&start=748&session=/));
    video.dispatchEvent(new Event('loadeddata'));
    // The element cannot be moved in the stream (jsdom, as Chromium, says nothing is seekable): it plays through.
    await vi.waitFor(() => expect(video.playbackRate).toBe(8));
    expect(video.muted).toBe(true);
    expect(document.getElementById('mute')!.getAttribute('aria-label')).toBe('Mute');
    window.dispatchEvent(
      new MessageEvent('message', { data: { type: 'GET_PLAYBACK_STATUS' }, origin: location.origin, source: window }),
    );
    expect(posted.at(-1)?.data).toMatchObject({ event: 'play', currentTime: 754 });
    video.currentTime = 5.97;
    await vi.waitFor(() => expect(video.playbackRate).toBe(1));
    expect(video.muted).toBe(false);
    video.currentTime = 6.5;
    video.dispatchEvent(new Event('timeupdate'));
    expect(events('timeupdate').at(-1)).toMatchObject({ currentTime: 754.5 });
  });

  it("reloads a converted stream at a watch party's seek past what it holds, and reports the seek once it plays", async () => {
    const { video } = open(() => json(reply({ method: 'transcode' })));
    await vi.waitFor(() => expect(video.getAttribute('src')).toMatch(/&start=0&session=/));
    const session = video.getAttribute('src')!.split('&session=')[1];
    video.dispatchEvent(new Event('loadeddata'));
    const command = { type: 'PLAYER_COMMAND', command: 'seek', time: 3000 };
    window.dispatchEvent(new MessageEvent('message', { data: command, origin: location.origin, source: window }));
    // The same session: the server ends the previous stream's FFmpeg.
    await vi.waitFor(() => expect(video.getAttribute('src')).toBe(`${STREAM_URL}&start=3000&session=${session}`));
    // The seek is said at once, where it goes; that it got there, once it plays.
    expect(events('seeking')).toContainEqual(expect.objectContaining({ currentTime: 3000 }));
    expect(events('seeked')).toEqual([]);
    video.dispatchEvent(new Event('loadeddata'));
    expect(events('seeked')).toEqual([expect.objectContaining({ currentTime: 3000 })]);
  });

  it('goes on loading a stream already on its way to where a command asks, rather than starting it again', async () => {
    // A stream URL of this page's own: the pages of earlier tests hear the commands too.
    const own = `${STREAM_URL.replace('sig=t', 'sig=own')}`;
    // The keyframe before a point is 2 s before it.
    const keyframe = (url: string) => Number(new URL(url, location.origin).searchParams.get('start')) - 2;
    const { video } = open((url) =>
      url.startsWith('/api/media/stream-start/') ? json({ start: keyframe(url) }) : json(reply({ method: 'remux', url: own })),
    );
    const keyframeAsks = () =>
      requests
        .filter((r) => r.url.startsWith('/api/media/stream-start/') && r.url.includes('sig=own'))
        .map((r) => keyframe(r.url));
    await vi.waitFor(() => expect(video.getAttribute('src')).toMatch(/&start=0&session=/));
    video.dispatchEvent(new Event('loadeddata'));
    const send = (command: Record<string, unknown>) =>
      window.dispatchEvent(
        new MessageEvent('message', { data: { type: 'PLAYER_COMMAND', ...command }, origin: location.origin, source: window }),
      );
    send({ command: 'seek', time: 3000 });
    // A watch party's shared play at that point: a pause there, then the play.
    send({ command: 'pause', time: 3000 });
    send({ command: 'play', time: 3000 });
    await vi.waitFor(() => expect(video.getAttribute('src')).toMatch(/&start=2998&session=/));
    // Elsewhere is another load.
    send({ command: 'seek', time: 4000 });
    await vi.waitFor(() => expect(video.getAttribute('src')).toMatch(/&start=3998&session=/));
    expect(keyframeAsks()).toEqual([2998, 3998]);
  });

  it('loads no new stream for a command to a point this close to where it plays', async () => {
    const own = `${STREAM_URL.replace('sig=t', 'sig=near')}`;
    const { video } = open((url) =>
      url.startsWith('/api/media/stream-start/') ? json({ start: 2998 }) : json(reply({ method: 'remux', url: own })),
    );
    const keyframeAsks = () => requests.filter((r) => r.url.startsWith('/api/media/stream-start/') && r.url.includes('sig=near'));
    await vi.waitFor(() => expect(video.getAttribute('src')).toMatch(/&start=0&session=/));
    video.dispatchEvent(new Event('loadeddata'));
    video.currentTime = 30;
    const send = (command: Record<string, unknown>) =>
      window.dispatchEvent(
        new MessageEvent('message', { data: { type: 'PLAYER_COMMAND', ...command }, origin: location.origin, source: window }),
      );
    // A watch party's pause at the group's time, a fifth of a second off.
    send({ command: 'pause', time: 30.2 });
    send({ command: 'play', time: 29.8 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(video.getAttribute('src')).toMatch(/&start=0&session=/);
    send({ command: 'seek', time: 3000 });
    await vi.waitFor(() => expect(keyframeAsks()).toHaveLength(1));
  });

  it('tells a stall while a stream loads, and the next one too when the first ended paused', async () => {
    const { video } = open(() => json(reply({ method: 'transcode' })));
    await vi.waitFor(() => expect(video.getAttribute('src')).toMatch(/&start=0&session=/));
    video.dispatchEvent(new Event('waiting'));
    // It loads paused (a watch party holds it): no 'playing', and the stall is over all the same.
    video.dispatchEvent(new Event('loadeddata'));
    expect(events('playing')).toEqual([]);
    video.dispatchEvent(new Event('waiting'));
    expect(events('waiting')).toHaveLength(2);
  });

  it('takes no word of the old stream, still in the element while the new one is asked for, for the new one', async () => {
    let keyframeAnswer: (start: number) => void = () => undefined;
    const { video } = open((url) =>
      url.startsWith('/api/media/stream-start/')
        ? new Promise<Response>((resolve) => (keyframeAnswer = (start) => resolve(json({ start }))))
        : json(reply({ method: 'remux' })),
    );
    await vi.waitFor(() => expect(video.getAttribute('src')).toMatch(/&start=0&session=/));
    video.dispatchEvent(new Event('loadeddata'));
    const command = { type: 'PLAYER_COMMAND', command: 'seek', time: 3000 };
    window.dispatchEvent(new MessageEvent('message', { data: command, origin: location.origin, source: window }));
    // A watch party's play meanwhile starts the old stream again, which says it plays.
    video.dispatchEvent(new Event('playing'));
    expect(events('seeked')).toEqual([]);
    keyframeAnswer(3000);
    await vi.waitFor(() => expect(video.getAttribute('src')).toMatch(/&start=3000&session=/));
    video.dispatchEvent(new Event('loadeddata'));
    expect(events('seeked')).toEqual([expect.objectContaining({ currentTime: 3000 })]);
  });

  it('ignores commands from other origins', async () => {
    const { video } = open(() => json(reply({ method: 'transcode' })));
    await vi.waitFor(() => expect(video.getAttribute('src')).toMatch(/&start=0&/));
    const command = { type: 'PLAYER_COMMAND', command: 'seek', time: 3000 };
    window.dispatchEvent(new MessageEvent('message', { data: command, origin: 'https://elsewhere.example', source: window }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(video.getAttribute('src')).toMatch(/&start=0&/);
  });

  it('offers the audio tracks when there are several, and plays another on from where it was', async () => {
    const tracks = [
      { index: 1, label: 'English · 5.1 · DTS', language: 'en' },
      { index: 2, label: 'French · Stereo · AAC', language: 'fr' },
    ];
    const { video } = open((_url, init) => {
      const body = JSON.parse(init?.body as string) as { choice: { audio: number | null } };
      return json(reply({ method: 'remux', audio_tracks: tracks, audio: body.choice.audio ?? 1 }));
    });
    const audio = document.getElementById('audio')!;
    await vi.waitFor(() => expect(audio.hidden).toBe(false));
    expect(audio.getAttribute('aria-label')).toBe('Audio: English · 5.1 · DTS');
    audio.click();
    const items = [...document.querySelectorAll('#menu [role=menuitemradio]')];
    expect(items.map((item) => [item.textContent, item.getAttribute('aria-checked')])).toEqual([
      ['English · 5.1 · DTS', 'true'],
      ['French · Stereo · AAC', 'false'],
    ]);
    video.dispatchEvent(new Event('loadeddata'));
    (items[1] as HTMLElement).click();
    await vi.waitFor(() => expect(requests.filter((r) => r.url.startsWith(PLAYBACK_URL))).toHaveLength(2));
    expect(requests.at(-1)?.body).toMatchObject({ choice: { audio: 2, quality: 'original' } });
    await vi.waitFor(() => expect(audio.getAttribute('aria-label')).toBe('Audio: French · Stereo · AAC'));
    expect(document.getElementById('menu')!.hidden).toBe(true);
  });

  it('offers picture subtitles in the Subtitles menu, and asks for the stream with one drawn in, then without', async () => {
    const pictures = [
      { choice: { file: 'Fight Club.en.sup' }, label: 'English', language: 'en' },
      { choice: { track: 3 }, label: 'French (forced)', language: 'fr' },
    ];
    const { video } = open((_url, init) => {
      const body = JSON.parse(init?.body as string) as { choice: { subtitle: { track: number } | null } };
      const drawn = body.choice.subtitle;
      return json(reply({ method: drawn ? 'transcode' : 'direct', picture_subtitles: pictures, subtitle: drawn }));
    });
    const subtitles = document.getElementById('subtitles')!;
    await vi.waitFor(() => expect(subtitles.hidden).toBe(false));
    const menu = () => [...document.querySelectorAll<HTMLElement>('#menu [role=menuitemradio]')];
    subtitles.click();
    expect(menu().map((item) => [item.textContent, item.getAttribute('aria-checked')])).toEqual([
      ['Off', 'true'],
      ['English', 'false'],
      ['French (forced)', 'false'],
    ]);
    video.dispatchEvent(new Event('loadeddata'));
    menu()[2]!.click();
    await vi.waitFor(() => expect(requests.filter((r) => r.url.startsWith(PLAYBACK_URL))).toHaveLength(2));
    expect(requests.at(-1)?.body).toMatchObject({ choice: { audio: 1, quality: 'original', subtitle: { track: 3 } } });
    await vi.waitFor(() => expect(video.getAttribute('src')).toContain(STREAM_URL));
    subtitles.click();
    expect(menu().map((item) => item.getAttribute('aria-checked'))).toEqual(['false', 'false', 'true']);
    // Off goes back to the plan without them.
    menu()[0]!.click();
    await vi.waitFor(() => expect(requests.filter((r) => r.url.startsWith(PLAYBACK_URL))).toHaveLength(3));
    expect(requests.at(-1)?.body).toMatchObject({ choice: { subtitle: null } });
  });

  it('shows how the file is played, and why, in Playback info', async () => {
    open(() => json(reply({ method: 'remux' })));
    const button = document.getElementById('info-button')!;
    await vi.waitFor(() => expect(document.getElementById('info-body')!.textContent).toContain('Remux'));
    button.click();
    expect(document.getElementById('info')!.hidden).toBe(false);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const text = document.getElementById('info-body')!.textContent;
    for (const part of [
      "Your browser can't play DTS audio: converting the audio to AAC",
      'Matroska · H.264 1080p · DTS 5.1',
      'MP4 · H.264 1080p · AAC Stereo',
      'Conversion speed',
    ]) {
      expect(text).toContain(part);
    }
    await vi.waitFor(() => expect(requests.some((r) => r.url.startsWith('/api/media/stream-status/'))).toBe(true));
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(document.getElementById('info')!.hidden).toBe(true);
    expect(document.activeElement).toBe(button);
  });
});

describe("the local player page's keys", () => {
  const press = (key: string) =>
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));

  it('moves a remote’s focus with the arrows: down from the seek bar to the buttons, along them, and back up', async () => {
    open(() => json(reply({ method: 'direct' })));
    await vi.waitFor(() => expect(document.getElementById('quality')!.hidden).toBe(false));
    const seek = document.getElementById('seek')!;
    seek.focus();
    press('ArrowDown');
    expect(document.activeElement?.id).toBe('play');
    press('ArrowRight');
    expect(document.activeElement?.id).toBe('mute');
    // The volume slider and the hidden buttons (one audio track, no full screen here) are passed over.
    press('ArrowRight');
    expect(document.activeElement?.id).toBe('quality');
    press('ArrowLeft');
    expect(document.activeElement?.id).toBe('mute');
    press('ArrowUp');
    expect(document.activeElement).toBe(seek);
  });

  it('seeks by ten seconds with the arrows on the seek bar, and says where it is', async () => {
    const { video } = open(() => json(reply({ method: 'direct' })), { hash: '#t=60' });
    await vi.waitFor(() => expect(video.getAttribute('src')).toBe(FILE_URL));
    Object.defineProperty(video, 'duration', { configurable: true, value: 6330 });
    video.dispatchEvent(new Event('loadedmetadata'));
    const seek = document.getElementById('seek')!;
    seek.focus();
    press('ArrowRight');
    expect(video.currentTime).toBe(70);
    press('ArrowLeft');
    press('ArrowLeft');
    expect(video.currentTime).toBe(50);
    video.dispatchEvent(new Event('timeupdate'));
    expect(seek.getAttribute('aria-valuetext')).toBe('0:50 of 1:45:30');
  });
});

describe("the local player page's subtitle delay", () => {
  // One subtitle track with one cue from 1 s to 3 s: jsdom has no text tracks of its own.
  let cue: { startTime: number; endTime: number };
  beforeEach(() => {
    cue = { startTime: 1, endTime: 3 };
    const track = { kind: 'subtitles', label: 'English', mode: 'showing', cues: [cue] };
    Object.defineProperty(HTMLMediaElement.prototype, 'textTracks', { configurable: true, get: () => [track] });
    localStorage.clear();
  });
  const press = (key: string) =>
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  const menuItem = (name: string) =>
    [...document.querySelectorAll<HTMLElement>('#menu [role^=menuitem]')].find(
      (item) => (item.getAttribute('aria-label') ?? item.textContent) === name,
    )!;
  const note = () => document.getElementById('menu-note')?.textContent;

  it('moves the cues by the menu’s steps, keeps the menu open on the step, and keeps the delay for the file', async () => {
    open(() => json(reply({ method: 'direct' })));
    await vi.waitFor(() => expect(document.getElementById('subtitles')!.hidden).toBe(false));
    document.getElementById('subtitles')!.click();
    expect(note()).toBe('Delay 0 s');
    menuItem('Subtitles 0.1 s later').click();
    menuItem('Subtitles 0.1 s later').click();
    menuItem('Subtitles 0.1 s later').click();
    expect(note()).toBe('Delay +0.3 s');
    expect(document.getElementById('menu')!.hidden).toBe(false);
    expect(menuItem('Subtitles 0.1 s later').getAttribute('aria-describedby')).toBe('menu-note');
    expect(cue).toEqual({ startTime: 1.3, endTime: 3.3 });
    expect(localStorage.getItem('marquee.subtitle-delay:movie/550.mkv')).toBe('0.3');
    menuItem('Subtitles 0.1 s earlier').click();
    expect(note()).toBe('Delay +0.2 s');
    menuItem('Reset delay').click();
    expect(cue).toEqual({ startTime: 1, endTime: 3 });
    expect(localStorage.getItem('marquee.subtitle-delay:movie/550.mkv')).toBe(null);
  });

  it('takes the kept delay when the file is opened again, and G and H step it, saying so over the picture', async () => {
    localStorage.setItem('marquee.subtitle-delay:movie/550.mkv', '-0.5');
    open(() => json(reply({ method: 'direct' })));
    await vi.waitFor(() => expect(document.getElementById('subtitles')!.hidden).toBe(false));
    document.body.focus();
    press('h');
    expect(document.getElementById('osd')!.textContent).toBe('Delay −0.4 s');
    press('g');
    press('g');
    expect(document.getElementById('osd')!.textContent).toBe('Delay −0.6 s');
    document.getElementById('subtitles')!.click();
    expect(note()).toBe('Delay −0.6 s');
  });
});

describe("the local player page's chapters", () => {
  const CHAPTERS: PlaybackChapter[] = [
    { start: 0, end: 90, title: 'Intro', skip: 'intro' },
    { start: 90, end: 3000, title: 'Story', skip: null },
    { start: 3000, end: 6000, title: 'The Heist', skip: null },
    { start: 6000, end: 6330, title: 'End Credits', skip: 'credits' },
  ];
  const press = (key: string) =>
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  /** Direct play of a file with these chapters, its length known, at `at` seconds. */
  async function openAt(at: number, chapters = CHAPTERS, target?: PlaybackTarget, intro?: { start: number; end: number }) {
    const { video } = open(() => json(reply({ method: 'direct', chapters })), { hash: `#t=${at}`, target, intro });
    await vi.waitFor(() => expect(video.getAttribute('src')).toBe(FILE_URL));
    Object.defineProperty(video, 'duration', { configurable: true, value: 6330 });
    video.dispatchEvent(new Event('loadedmetadata'));
    video.dispatchEvent(new Event('timeupdate'));
    return video;
  }
  const skip = () => document.getElementById('skip')!;

  it('marks each chapter’s start but the first on the seek bar, and names the chapter in its reading', async () => {
    const video = await openAt(3100);
    const marks = [...document.querySelectorAll<HTMLElement>('#marks > span')].map((mark) => mark.style.left);
    expect(marks).toEqual([`${(90 / 6330) * 100}%`, `${(3000 / 6330) * 100}%`, `${(6000 / 6330) * 100}%`]);
    expect(document.getElementById('seek')!.getAttribute('aria-valuetext')).toBe('51:40 of 1:45:30, Chapter 3: The Heist');
    video.currentTime = 10;
    video.dispatchEvent(new Event('timeupdate'));
    expect(document.getElementById('seek')!.getAttribute('aria-valuetext')).toBe('0:10 of 1:45:30, Chapter 1: Intro');
  });

  it('lists the chapters with their start in a Chapters menu, the one playing checked, and goes to the one chosen', async () => {
    const video = await openAt(3100);
    const button = document.getElementById('chapters')!;
    expect(button.hidden).toBe(false);
    button.click();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById('menu')!.getAttribute('aria-label')).toBe('Chapters');
    const items = [...document.querySelectorAll<HTMLElement>('#menu [role=menuitemradio]')];
    expect(items.map((item) => [item.textContent, item.getAttribute('aria-checked')])).toEqual([
      ['Intro 0:00', 'false'],
      ['Story 1:30', 'false'],
      ['The Heist 50:00', 'true'],
      ['End Credits 1:40:00', 'false'],
    ]);
    expect(document.activeElement).toBe(items[2]);
    press('ArrowDown');
    expect(document.activeElement).toBe(items[3]);
    press('ArrowUp');
    press('ArrowUp');
    (document.activeElement as HTMLElement).click();
    expect(video.currentTime).toBe(90);
    expect(document.getElementById('menu')!.hidden).toBe(true);
    expect(document.activeElement).toBe(button);
  });

  it('offers no chapters for a file with one', async () => {
    await openAt(10, [{ start: 0, end: 6330, title: 'Intro', skip: 'intro' }]);
    expect(document.getElementById('chapters')!.hidden).toBe(true);
    expect(document.querySelectorAll('#marks > span')).toHaveLength(0);
    expect(skip().hidden).toBe(true);
    expect(document.getElementById('seek')!.getAttribute('aria-valuetext')).toBe('0:10 of 1:45:30');
  });

  it('shows Skip intro inside the intro without taking the focus, reached by Down, and it goes to the intro’s end', async () => {
    const video = await openAt(5);
    expect(skip().hidden).toBe(false);
    expect(skip().textContent).toBe('Skip intro');
    expect(document.activeElement).toBe(document.body);
    press('ArrowDown');
    expect(document.activeElement).toBe(skip());
    skip().click();
    expect(video.currentTime).toBe(90);
    video.dispatchEvent(new Event('timeupdate'));
    expect(skip().hidden).toBe(true);
  });

  it('shows Skip intro during the intro its season’s shared audio gives, when no chapter names one, and goes to its end', async () => {
    const intro = { start: 62.5, end: 92.4 };
    const plain: PlaybackChapter[] = [
      { start: 0, end: 3000, title: 'Chapter 1', skip: null },
      { start: 3000, end: 6330, title: 'Chapter 2', skip: null },
    ];
    const video = await openAt(30, plain, undefined, intro);
    expect(skip().hidden).toBe(true);
    video.currentTime = 70;
    video.dispatchEvent(new Event('timeupdate'));
    expect(skip().hidden).toBe(false);
    expect(skip().textContent).toBe('Skip intro');
    press('ArrowDown');
    expect(document.activeElement).toBe(skip());
    skip().click();
    expect(video.currentTime).toBe(92.4);
    video.dispatchEvent(new Event('timeupdate'));
    expect(skip().hidden).toBe(true);
  });

  it('leaves the intro to a chapter that names one', async () => {
    const video = await openAt(100, CHAPTERS, undefined, { start: 95, end: 125 });
    expect(skip().hidden).toBe(true);
    video.currentTime = 5;
    video.dispatchEvent(new Event('timeupdate'));
    skip().click();
    expect(video.currentTime).toBe(90);
  });

  it("tells the parent page the button's words with its events, and focuses it at the parent's command", async () => {
    const video = await openAt(5);
    expect(events('timeupdate').at(-1)).toMatchObject({ currentTime: 5, skip: 'Skip intro' });
    const command = { type: 'PLAYER_COMMAND', command: 'focus-skip' };
    window.dispatchEvent(new MessageEvent('message', { data: command, origin: location.origin, source: window }));
    expect(document.activeElement).toBe(skip());
    video.currentTime = 100;
    video.dispatchEvent(new Event('timeupdate'));
    expect(events('timeupdate').at(-1)).toMatchObject({ currentTime: 100, skip: null });
    // Hidden, it is not focused.
    skip().blur();
    window.dispatchEvent(new MessageEvent('message', { data: command, origin: location.origin, source: window }));
    expect(document.activeElement).not.toBe(skip());
  });

  it('reaches the skip button by Right too, and up from the seek bar', async () => {
    await openAt(5);
    press('ArrowRight');
    expect(document.activeElement).toBe(skip());
    press('ArrowDown');
    expect(document.activeElement?.id).toBe('seek');
    press('ArrowUp');
    expect(document.activeElement).toBe(skip());
  });

  it('goes through the same seek as a watch party’s: a converted stream is loaded from the intro’s end', async () => {
    const { video } = open(() => json(reply({ method: 'transcode', chapters: CHAPTERS })), { hash: '#t=5' });
    await vi.waitFor(() => expect(video.getAttribute('src')).toMatch(/&start=5&/));
    video.dispatchEvent(new Event('loadeddata'));
    expect(skip().textContent).toBe('Skip intro');
    skip().click();
    await vi.waitFor(() => expect(video.getAttribute('src')).toMatch(/&start=90&/));
    expect(events('seeking')).toContainEqual(expect.objectContaining({ currentTime: 90 }));
  });

  it('says Skip credits in a film, and Next episode in an episode’s last credits, going to its end', async () => {
    const film = await openAt(6100);
    expect(skip().textContent).toBe('Skip credits');
    skip().click();
    expect(film.currentTime).toBe(6329.5);
    document.body.innerHTML = '';
    const episode = await openAt(6100, CHAPTERS, { type: 'tv', id: 1668, season: 1, episode: 1 });
    expect(skip().textContent).toBe('Next episode');
    skip().click();
    expect(episode.currentTime).toBe(6329.5);
  });
});

describe("the local player page's message card", () => {
  it.each([
    [422, 'Fight Club.mkv: This file has no video to play'],
    [503, 'The server is busy converting other films; try again shortly'],
  ])('shows the server’s %s error in place of the player, and reports it', async (status, error) => {
    open(() => json({ error }, status));
    await vi.waitFor(() => expect(cardText()).toBe(error));
    expect(document.querySelector('video')).toBeNull();
    expect(events('error')).toEqual([expect.objectContaining({ message: error, tmdbId: 550 })]);
  });

  it("says 'The video could not be loaded' when the server cannot be reached", async () => {
    open(() => Promise.reject(new TypeError('Failed to fetch')));
    await vi.waitFor(() => expect(cardText()).toContain('The video could not be loaded'));
    expect(cardText()).toContain('The server could not be reached. Try again in a moment.');
    expect(events('error')).toEqual([expect.objectContaining({ message: 'The video could not be loaded' })]);
  });

  it('gives up on a stream that keeps breaking, with the server’s reason when it has one', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    try {
      const busy = 'The server is busy converting other films; try again shortly';
      const { video } = open((url) => (url.startsWith('/api/media/stream/') ? json({ error: busy }, 503) : json(reply())));
      await vi.waitFor(() => expect(video.getAttribute('src')).toContain('&start=0&'));
      for (let i = 0; i < 4; i++) {
        Object.defineProperty(video, 'error', { configurable: true, value: { code: 4 } });
        video.dispatchEvent(new Event('error'));
        await vi.advanceTimersByTimeAsync(3000);
      }
      await vi.waitFor(() => expect(cardText()).toBe(busy));
      // Three tries, then the question of why.
      expect(requests.filter((r) => r.url.startsWith('/api/media/stream/'))).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("reports 'Not in your library' at once for a title without a file", () => {
    open(() => json(reply()), { found: false });
    expect(cardText()).toContain('Not in your library');
    expect(events('error')).toEqual([expect.objectContaining({ message: 'Not in your library' })]);
    expect(requests).toEqual([]);
  });
});

describe("the local player page's styled subtitles", () => {
  const pageWith = (subtitles: LibraryFile['subtitles'], fontUrls: string[] = []) => {
    const page = localPlayerPage(
      { type: 'movie', id: 550 },
      { ...file, subtitles },
      {
        basePath: '',
        subtitleLanguage: '',
        subtitleMode: '',
        subtitleSize: 'normal',
        subtitleBackground: 'shadow',
        audioLanguage: '',
        libraryLanguage: 'en',
        playbackUrl: () => PLAYBACK_URL,
        subtitleUrl: (subtitle) => `/api/media/subtitle/${subtitle.path}?exp=1&sig=s`,
        fontUrls,
      },
      'en',
    );
    return { page, policy: renderEmbedPage(page, 'en').policy };
  };
  const srt = { path: 'movie/550.en.srt', language: 'en', forced: false, sdh: false, format: 'srt' as const };
  const ass = { path: 'movie/550.ja.ass', language: 'ja', forced: false, sdh: false, format: 'ass' as const };

  it('allows no worker and no WebAssembly on a page without them', () => {
    const { page, policy } = pageWith([srt], ['/api/media/font/movie/550.mkv?index=3']);
    expect(policy).not.toContain('worker-src');
    expect(policy).not.toContain('wasm-unsafe-eval');
    expect(page.body).not.toContain('data-ass');
    expect(page.script).toContain('"styled":null');
  });

  it("offers an ASS file's ASS beside its WebVTT, and allows the renderer's worker and WebAssembly, nothing more", () => {
    const { page, policy } = pageWith([srt, ass], ['/api/media/font/movie/550.mkv?index=3']);
    expect(page.body).toContain(
      '<track kind="subtitles" src="/api/media/subtitle/movie/550.ja.ass?exp=1&#38;sig=s" srclang="ja" label="Japanese" data-ass="/api/media/subtitle/movie/550.ja.ass?exp=1&#38;sig=s&#38;format=ass">',
    );
    expect(policy).toMatch(/script-src 'nonce-[^' ]+' 'wasm-unsafe-eval'; /);
    expect(policy).toContain("worker-src 'self';");
    expect(policy).not.toMatch(/'unsafe-eval'|'unsafe-inline'|blob:[^;]*worker|worker-src[^;]*(blob:|\*)/);
    // Its script is not in the page: it comes when a styled track is chosen.
    expect(page.body).not.toContain('jassub');
    expect(page.script).toContain('"fonts":["/api/media/font/movie/550.mkv?index=3"]');
  });
});

describe("the local player page in the viewer's language", () => {
  it.each([
    ['en', 'ltr'],
    ['en-XA', 'ltr'],
    ['ar', 'rtl'],
  ] as const)('names the page %s, written %s', (language, direction) => {
    const page = localPlayerPage(
      { type: 'movie', id: 550 },
      file,
      {
        basePath: '',
        subtitleLanguage: '',
        subtitleMode: '',
        subtitleSize: 'normal',
        subtitleBackground: 'box',
        audioLanguage: '',
        libraryLanguage: 'en',
        playbackUrl: () => PLAYBACK_URL,
        subtitleUrl: (subtitle) => `/api/media/subtitle/${subtitle.path}`,
      },
      language,
    );
    expect(renderEmbedPage(page, language).html).toContain(`<html lang="${language}" dir="${direction}">`);
  });

  it("says the controls, the script's words and its card in the pseudo-language, none in plain English", async () => {
    const pseudo = (english: string, values?: Record<string, string | number>) => textIn('en-XA', english, values);
    open(() => json(reply({ method: 'remux' })), { language: 'en-XA' });
    // The page's own labels, from the server.
    expect(document.getElementById('player')!.getAttribute('aria-label')).toBe(pseudo('Film from your library'));
    expect(document.getElementById('seek')!.getAttribute('aria-label')).toBe(pseudo('Seek'));
    expect(document.getElementById('info-title')!.textContent).toBe(pseudo('Playback info'));
    // The script's, given by the page, its placeholders filled in the browser.
    const quality = document.getElementById('quality')!;
    await vi.waitFor(() => expect(quality.hidden).toBe(false));
    expect(quality.getAttribute('aria-label')).toBe(pseudo('Quality: {quality}', { quality: pseudo('Original') }));
    expect(pseudo('Original')).not.toBe('Original');
    expect([pseudo('Play'), pseudo('Pause')]).toContain(document.getElementById('play')!.getAttribute('aria-label'));
  });

  it("says why it cannot play in the pseudo-language when the server's answer has no words of its own", async () => {
    open(() => new Response(null, { status: 502 }), { language: 'en-XA' });
    const heading = textIn('en-XA', 'The video could not be loaded');
    expect(heading).not.toBe('The video could not be loaded');
    await vi.waitFor(() => expect(cardText()).toContain(heading));
    expect(cardText()).toContain(textIn('en-XA', 'The server stopped sending it. Try again in a moment.'));
  });

  it("says 'Not in your library' in the pseudo-language, and reports it so", () => {
    open(() => json(reply()), { found: false, language: 'en-XA' });
    const words = textIn('en-XA', 'Not in your library');
    expect(words).not.toBe('Not in your library');
    expect(cardText()).toContain(words);
    expect(events('error')).toEqual([expect.objectContaining({ message: words })]);
  });
});
