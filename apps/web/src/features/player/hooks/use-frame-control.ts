import { seekTarget } from '@marquee/core';
import { useRef, useState, type RefObject } from 'react';
import { postPlayerCommand, type PlayerCommand, type PlayerEvent } from '../lib/player-messages';

/** What the frame's events said last, with when (performance.now()). */
interface FrameNow {
  /** The frame it is about: another URL is another player, known only by what it says from then on. */
  url: string;
  position: number;
  /** 0 while the frame has not said. */
  duration: number;
  paused: boolean;
  reportedAt: number;
}

interface FrameControlOptions {
  frame: RefObject<HTMLIFrameElement | null>;
  /** The URL the frame shows, and its origin, which commands are posted to. */
  frameUrl: string | null;
  frameOrigin: string | null;
  /** Whether the source playing obeys commands (its `sync` flag, docs/behaviour.md#player-commands). */
  canSync: boolean;
}

/**
 * The player's own hand on the frame, for its keys (docs/behaviour.md#remote-and-keyboard): play, pause and seek
 * as PLAYER_COMMANDs, from what the frame's events last said. Returns the handler for those events; `canControl`,
 * once a source that obeys commands has said something (before that the keys are left alone); and `playing`,
 * as the frame last said (any source that reports, for the controls that fade while a video plays).
 *
 * A command is the member's own doing: in a watch party the frame's answer to it reaches the party as if they
 * had used the frame's own controls.
 */
export function useFrameControl({ frame, frameUrl, frameOrigin, canSync }: FrameControlOptions) {
  const now = useRef<FrameNow | null>(null);
  // Re-renders only when the frame starts or stops playing, not on every time update.
  const [heard, setHeard] = useState<{ url: string; playing: boolean } | null>(null);
  // Whether the frame shows its skip button, re-rendering only when that changes.
  const [skip, setSkip] = useState<{ url: string; offered: boolean } | null>(null);
  const heardNow = heard !== null && heard.url === frameUrl;

  const current = () => (now.current && now.current.url === frameUrl ? now.current : null);
  const estimate = (state: FrameNow, at: number) =>
    state.paused ? state.position : state.position + (at - state.reportedAt) / 1000;

  function post(command: Exclude<PlayerCommand, { command: 'rate' }>) {
    const state = current();
    const target = frame.current?.contentWindow;
    if (!state || !target || !frameOrigin || !canSync) return;
    postPlayerCommand(target, frameOrigin, command);
    // Believed at once, so a second key before the frame answers goes on from the first.
    const at = performance.now();
    state.position = command.command === 'seek' ? command.time : estimate(state, at);
    if (command.command !== 'seek') state.paused = command.command === 'pause';
    state.reportedAt = at;
  }

  function onFrameEvent(event: PlayerEvent) {
    if (!frameUrl) return;
    const state: FrameNow = current() ?? { url: frameUrl, position: 0, duration: 0, paused: true, reportedAt: 0 };
    state.position = event.position;
    if (event.duration > 0) state.duration = event.duration;
    state.reportedAt = performance.now();
    if (event.event === 'play' || event.event === 'playing') state.paused = false;
    if (event.event === 'pause' || event.event === 'ended') state.paused = true;
    now.current = state;
    const playing = !state.paused;
    setHeard((last) => (last?.url === frameUrl && last.playing === playing ? last : { url: frameUrl, playing }));
    const offered = typeof event.skip === 'string';
    setSkip((last) => (last?.url === frameUrl && last.offered === offered ? last : { url: frameUrl, offered }));
  }

  return {
    onFrameEvent,
    canControl: canSync && frameOrigin !== null && heardNow,
    playing: heardNow && heard.playing,
    skipOffered: skip !== null && skip.url === frameUrl && skip.offered,
    /** The focus into the frame, on its skip button: a remote's keys go to the focused document. */
    focusSkip() {
      const target = frame.current;
      if (!target?.contentWindow || !frameOrigin) return;
      target.focus();
      postPlayerCommand(target.contentWindow, frameOrigin, { command: 'focus-skip' });
    },
    play: () => post({ command: 'play' }),
    pause: () => post({ command: 'pause' }),
    toggle() {
      const state = current();
      if (state) post({ command: state.paused ? 'play' : 'pause' });
    },
    seekBy(by: number) {
      const state = current();
      if (state) post({ command: 'seek', time: seekTarget(estimate(state, performance.now()), by, state.duration) });
    },
  };
}
