import type { ConfigSource } from '@marquee/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { VideoFrame } from '../components/video-frame';
import { usePlayerKeys } from '../hooks/use-player-keys';

const source: ConfigSource = {
  key: 'local',
  name: 'Local Library',
  sandbox: false,
  movieUrl: '/m/{id}',
  tvUrl: '/t/{id}/{s}/{e}',
};

/** The video area with the player's keys, over a recorded control and (for a show) episode navigation. */
function setUp({ canControl = true, show = true, skipOffered = false } = {}) {
  const control = {
    canControl,
    skipOffered,
    focusSkip: vi.fn(),
    toggle: vi.fn(),
    play: vi.fn(),
    pause: vi.fn(),
    seekBy: vi.fn(),
  };
  const episodes = { goPrevious: vi.fn(), goNext: vi.fn() };
  function Harness() {
    const keys = usePlayerKeys({ control, episodes: show ? episodes : null });
    return (
      <>
        <button type="button">Back</button>
        <VideoFrame
          ref={null}
          source={source}
          url={null}
          title="Inception"
          keysPlay={control.canControl}
          onKeyDown={keys.onVideoKeyDown}
        />
      </>
    );
  }
  const view = render(<Harness />);
  const area = screen.getByRole('application', { name: 'Video player' });
  /** Presses a key on `target`; true when the player took it (prevented it). */
  const press = (target: Element, key: string, init: KeyboardEventInit = {}) => !fireEvent.keyDown(target, { key, ...init });
  return { view, area, control, episodes, press };
}

describe('the video area', () => {
  it('is focusable, named, and says which keys it takes', () => {
    const { area } = setUp();
    expect(area.tabIndex).toBe(0);
    area.focus();
    expect(document.activeElement).toBe(area);
    expect(
      screen.getByRole('application', {
        description: 'Space or Enter plays or pauses; the Left and Right arrows go back or forward 10 seconds.',
      }),
    ).toBe(area);
  });

  it('sends to the video’s own controls when its keys cannot drive it', () => {
    const { area } = setUp({ canControl: false });
    expect(screen.getByRole('application', { description: "Use the video's own controls to play it." })).toBe(area);
  });

  it("sends Down and Right to the frame's skip button while it shows, and leaves the rest as they were", () => {
    const { area, control, press } = setUp({ skipOffered: true });
    expect(press(area, 'ArrowDown')).toBe(true);
    expect(press(area, 'ArrowRight')).toBe(true);
    expect(control.focusSkip).toHaveBeenCalledTimes(2);
    expect(control.seekBy).not.toHaveBeenCalled();
    expect(press(area, 'ArrowLeft')).toBe(true);
    expect(control.seekBy).toHaveBeenCalledWith(-10);
    expect(press(area, 'ArrowUp')).toBe(false);
  });

  it('plays and pauses on Enter and Space, seeks on Left and Right, and leaves Up and Down to focus', () => {
    const { area, control, press } = setUp();
    expect(press(area, 'Enter')).toBe(true);
    expect(press(area, ' ')).toBe(true);
    expect(control.toggle).toHaveBeenCalledTimes(2);
    expect(press(area, 'ArrowLeft')).toBe(true);
    expect(press(area, 'ArrowRight')).toBe(true);
    expect(control.seekBy.mock.calls).toEqual([[-10], [10]]);
    expect(press(area, 'ArrowUp')).toBe(false);
    expect(press(area, 'ArrowDown')).toBe(false);
    expect(press(area, 'Escape')).toBe(false);
    // A held Space is taken, but toggles once.
    expect(press(area, ' ', { repeat: true })).toBe(true);
    expect(control.toggle).toHaveBeenCalledTimes(2);
    // Alt+Left is the browser's.
    expect(press(area, 'ArrowLeft', { altKey: true })).toBe(false);
  });

  it('takes no key when its video cannot be driven, so the arrows still move focus', () => {
    const { area, control, press } = setUp({ canControl: false });
    for (const key of ['Enter', ' ', 'ArrowLeft', 'ArrowRight']) expect(press(area, key)).toBe(false);
    expect(control.toggle).not.toHaveBeenCalled();
    expect(control.seekBy).not.toHaveBeenCalled();
  });

  it('takes a key someone else already took, or one of another element, no more', () => {
    const { area, control, press } = setUp();
    const button = screen.getByRole('button', { name: 'Back' });
    expect(press(button, 'Enter')).toBe(false);
    const taken = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    taken.preventDefault();
    area.dispatchEvent(taken);
    expect(control.toggle).not.toHaveBeenCalled();
  });
});

describe('the media keys, anywhere on the player', () => {
  it('play, pause, seek, and go between episodes of a show', () => {
    const { control, episodes, press } = setUp();
    const button = screen.getByRole('button', { name: 'Back' });
    expect(press(button, 'MediaPlayPause')).toBe(true);
    expect(press(document.body, 'MediaPlay')).toBe(true);
    expect(press(document.body, 'MediaPause')).toBe(true);
    expect([control.toggle, control.play, control.pause].map((f) => f.mock.calls.length)).toEqual([1, 1, 1]);
    expect(press(document.body, 'MediaFastForward')).toBe(true);
    expect(press(document.body, 'MediaRewind')).toBe(true);
    expect(control.seekBy.mock.calls).toEqual([[10], [-10]]);
    expect(press(document.body, 'MediaTrackNext')).toBe(true);
    expect(press(document.body, 'MediaTrackPrevious')).toBe(true);
    expect(episodes.goNext).toHaveBeenCalledOnce();
    expect(episodes.goPrevious).toHaveBeenCalledOnce();
    // The screen leaves the ordinary keys to what has focus.
    expect(press(document.body, ' ')).toBe(false);
    expect(press(document.body, 'ArrowRight')).toBe(false);
  });

  it('on the video area too, handled once', () => {
    const { area, control, press } = setUp();
    expect(press(area, 'MediaPlayPause')).toBe(true);
    expect(control.toggle).toHaveBeenCalledOnce();
  });

  it('go nowhere on a film, and leave playback keys alone when the video cannot be driven', () => {
    const { control, episodes, press } = setUp({ canControl: false, show: false });
    for (const key of ['MediaTrackNext', 'MediaTrackPrevious', 'MediaPlayPause', 'MediaFastForward']) {
      expect(press(document.body, key)).toBe(false);
    }
    expect(episodes.goNext).not.toHaveBeenCalled();
    expect(control.toggle).not.toHaveBeenCalled();
  });

  it('stop with the player', () => {
    const { view, control, press } = setUp();
    view.unmount();
    expect(press(document.body, 'MediaPlayPause')).toBe(false);
    expect(control.toggle).not.toHaveBeenCalled();
  });
});
