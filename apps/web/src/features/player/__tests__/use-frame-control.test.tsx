import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFrameControl } from '../hooks/use-frame-control';
import type { PlayerEvent } from '../lib/player-messages';

const ORIGIN = 'http://app.test';
const URL_A = `${ORIGIN}/embed/local/movie/7`;
const URL_B = `${ORIGIN}/embed/local/movie/8`;

const event = (name: string, position: number, duration = 100): PlayerEvent => ({
  event: name,
  position,
  duration,
  tmdbId: null,
  mediaType: null,
  season: null,
  episode: null,
  message: null,
});

interface Props {
  frameUrl: string | null;
  canSync: boolean;
}

/** The hook over a real (blank) frame whose posted commands are recorded. */
function setUp(initial: Props = { frameUrl: URL_A, canSync: true }) {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  const posted = vi.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => {});
  const hook = renderHook(
    ({ frameUrl, canSync }: Props) => useFrameControl({ frame: { current: frame }, frameUrl, frameOrigin: ORIGIN, canSync }),
    { initialProps: initial },
  );
  const report = (e: PlayerEvent) => act(() => hook.result.current.onFrameEvent(e));
  const commands = () => posted.mock.calls.map(([message, origin]) => ({ message, origin }));
  return { hook, report, commands };
}

describe('useFrameControl', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('takes control of a source that obeys commands once its frame has said something', () => {
    const { hook, report, commands } = setUp();
    expect(hook.result.current.canControl).toBe(false);
    // Before the frame says anything, there is nothing to go on: no command.
    hook.result.current.toggle();
    hook.result.current.seekBy(10);
    expect(commands()).toEqual([]);

    report(event('pause', 20));
    expect(hook.result.current.canControl).toBe(true);
    expect(hook.result.current.playing).toBe(false);
  });

  it('knows whether the frame shows its skip button, and focuses the frame and the button on request', () => {
    const { hook, report, commands } = setUp();
    expect(hook.result.current.skipOffered).toBe(false);
    report({ ...event('timeupdate', 3), skip: 'Skip intro' });
    expect(hook.result.current.skipOffered).toBe(true);
    hook.result.current.focusSkip();
    expect(commands()).toEqual([{ message: { type: 'PLAYER_COMMAND', command: 'focus-skip' }, origin: ORIGIN }]);
    expect(document.activeElement?.tagName).toBe('IFRAME');
    report({ ...event('timeupdate', 6), skip: null });
    expect(hook.result.current.skipOffered).toBe(false);
    // Another frame's word is not this one's.
    report({ ...event('timeupdate', 3), skip: 'Skip intro' });
    hook.rerender({ frameUrl: URL_B, canSync: true });
    expect(hook.result.current.skipOffered).toBe(false);
  });

  it('toggles by what the frame said, and believes its own command until the frame answers', () => {
    const { hook, report, commands } = setUp();
    report(event('pause', 20));
    hook.result.current.toggle();
    // A second press before the frame answers undoes the first.
    hook.result.current.toggle();
    expect(commands()).toEqual([
      { message: { type: 'PLAYER_COMMAND', command: 'play' }, origin: ORIGIN },
      { message: { type: 'PLAYER_COMMAND', command: 'pause' }, origin: ORIGIN },
    ]);

    report(event('play', 20));
    expect(hook.result.current.playing).toBe(true);
    hook.result.current.toggle();
    expect(commands().at(-1)?.message).toEqual({ type: 'PLAYER_COMMAND', command: 'pause' });
    hook.result.current.play();
    hook.result.current.pause();
    expect(
      commands()
        .slice(-2)
        .map((c) => c.message.command),
    ).toEqual(['play', 'pause']);
  });

  it('seeks from where the frame is now, within the video, and steps on from its own seek', () => {
    vi.useFakeTimers();
    const { hook, report, commands } = setUp();
    report(event('pause', 30));
    hook.result.current.seekBy(10);
    hook.result.current.seekBy(10);
    hook.result.current.seekBy(-10);
    expect(commands().map((c) => c.message)).toEqual([
      { type: 'PLAYER_COMMAND', command: 'seek', time: 40 },
      { type: 'PLAYER_COMMAND', command: 'seek', time: 50 },
      { type: 'PLAYER_COMMAND', command: 'seek', time: 40 },
    ]);

    // Playing, the position moves on between reports.
    report(event('play', 60));
    vi.advanceTimersByTime(2_000);
    hook.result.current.seekBy(-10);
    expect(commands().at(-1)?.message.time).toBeCloseTo(52, 1);

    // Not past the end, nor before the start.
    report(event('pause', 95));
    hook.result.current.seekBy(10);
    expect(commands().at(-1)?.message.time).toBe(100);
    report(event('pause', 4));
    hook.result.current.seekBy(-10);
    expect(commands().at(-1)?.message.time).toBe(0);
  });

  it('keeps the duration a frame said before, when a later event does not know it', () => {
    const { hook, report, commands } = setUp();
    report(event('pause', 95, 100));
    report(event('timeupdate', 95, 0));
    hook.result.current.seekBy(10);
    expect(commands().at(-1)?.message.time).toBe(100);
  });

  it('leaves a source without commands alone, though it reports', () => {
    const { hook, report, commands } = setUp({ frameUrl: URL_A, canSync: false });
    report(event('play', 20));
    expect(hook.result.current.canControl).toBe(false);
    // Its events still say it plays (the controls fade on it too).
    expect(hook.result.current.playing).toBe(true);
    hook.result.current.toggle();
    hook.result.current.seekBy(10);
    expect(commands()).toEqual([]);
  });

  it('knows a new frame only by what it says', () => {
    const { hook, report, commands } = setUp();
    report(event('play', 20));
    hook.rerender({ frameUrl: URL_B, canSync: true });
    expect(hook.result.current.canControl).toBe(false);
    expect(hook.result.current.playing).toBe(false);
    hook.result.current.toggle();
    expect(commands()).toEqual([]);
    report(event('pause', 0));
    hook.result.current.toggle();
    expect(commands().map((c) => c.message.command)).toEqual(['play']);
  });
});
