import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePlayerMessages } from '../hooks/use-player-messages';

const SOURCE_ORIGIN = 'https://player.example';

function post(origin: string, data: unknown, source: MessageEventSource | null = null) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin, data, source }));
  });
}

function setUp() {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  const handlers = { onEvent: vi.fn(), onMediaData: vi.fn() };
  renderHook(() => usePlayerMessages([SOURCE_ORIGIN], { current: frame }, handlers));
  return { frame, handlers };
}

describe('usePlayerMessages', () => {
  afterEach(() => document.body.replaceChildren());

  it('passes on PLAYER_EVENT and MEDIA_DATA from a trusted origin only', () => {
    const { handlers } = setUp();
    const event = { type: 'PLAYER_EVENT', data: { event: 'timeupdate', currentTime: 5, duration: 50 } };
    const progress = { type: 'MEDIA_DATA', data: { 7: { progress: { watched: 5, duration: 50 } } } };
    for (const origin of ['https://evil.example', 'null', 'https://player.example.evil.example']) {
      post(origin, event);
      post(origin, progress);
    }
    post(SOURCE_ORIGIN, { type: 'SOMETHING_ELSE', data: {} });
    expect(handlers.onEvent).not.toHaveBeenCalled();
    expect(handlers.onMediaData).not.toHaveBeenCalled();

    post(SOURCE_ORIGIN, event);
    post(SOURCE_ORIGIN, progress);
    expect(handlers.onEvent).toHaveBeenCalledWith(expect.objectContaining({ event: 'timeupdate', position: 5, duration: 50 }));
    expect(handlers.onMediaData).toHaveBeenCalledWith({ 7: { progress: { watched: 5, duration: 50 } } });
  });

  it('takes an error only from the frame playing now', () => {
    const { frame, handlers } = setUp();
    const error = { type: 'PLAYER_EVENT', data: { event: 'error' } };
    post(SOURCE_ORIGIN, error, window);
    expect(handlers.onEvent).not.toHaveBeenCalled();
    post(SOURCE_ORIGIN, error, frame.contentWindow);
    expect(handlers.onEvent).toHaveBeenCalledWith(expect.objectContaining({ event: 'error' }));
  });
});
