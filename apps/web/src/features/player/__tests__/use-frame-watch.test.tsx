import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFrameWatch } from '../hooks/use-frame-watch';

/** A frame of this page's origin (jsdom's about:blank), whose document the player may read. */
function sameOriginFrame() {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  return frame;
}

describe('useFrameWatch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('asks the frame for its playback status every second, addressed to the origin of its URL', () => {
    const frame = sameOriginFrame();
    const post = vi.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => {});
    renderHook(() =>
      useFrameWatch({ current: frame }, 'https://player.example/e/1#t=5', { onEnded() {}, onSandboxComplaint() {} }),
    );
    act(() => {
      vi.advanceTimersByTime(3_000);
    });
    expect(post.mock.calls).toEqual(Array.from({ length: 3 }, () => [{ type: 'GET_PLAYBACK_STATUS' }, 'https://player.example']));
  });

  it("notices within 2 s a readable frame asking 'Please disable sandbox'", () => {
    const frame = sameOriginFrame();
    const onSandboxComplaint = vi.fn();
    renderHook(() =>
      useFrameWatch({ current: frame }, `${window.location.origin}/embed/x`, { onEnded() {}, onSandboxComplaint }),
    );
    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expect(onSandboxComplaint).not.toHaveBeenCalled();

    frame.contentDocument!.body.innerHTML = '<p>Sandbox detected. Please disable sandbox to watch.</p>';
    // jsdom lays nothing out, so innerText is the text content here.
    Object.defineProperty(frame.contentDocument!.body, 'innerText', { get: () => frame.contentDocument!.body.textContent });
    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expect(onSandboxComplaint).toHaveBeenCalledTimes(1);
  });

  it("notices within 1 s that the frame's video has ended", () => {
    const frame = sameOriginFrame();
    const video = frame.contentDocument!.createElement('video');
    frame.contentDocument!.body.append(video);
    let ended = false;
    Object.defineProperty(video, 'ended', { get: () => ended });
    const onEnded = vi.fn();
    renderHook(() =>
      useFrameWatch({ current: frame }, `${window.location.origin}/embed/x`, { onEnded, onSandboxComplaint() {} }),
    );
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(onEnded).not.toHaveBeenCalled();
    ended = true;
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(onEnded).toHaveBeenCalledTimes(1);
  });

  it('watches nothing while there is no frame URL', () => {
    const frame = sameOriginFrame();
    const post = vi.spyOn(frame.contentWindow!, 'postMessage');
    renderHook(() => useFrameWatch({ current: frame }, null, { onEnded() {}, onSandboxComplaint() {} }));
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(post).not.toHaveBeenCalled();
  });
});
