import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStreamMessages } from '../hooks/use-stream-messages';

const STREAM_ORIGIN = 'https://embed.example';
const APP_ORIGIN = 'http://localhost:3000';

function post(origin: string, data: unknown) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin, data }));
  });
}

describe('useStreamMessages', () => {
  it('takes MEDIA_DATA reports from a stream origin and ignores every other message', () => {
    const { result } = renderHook(() => useStreamMessages([STREAM_ORIGIN, APP_ORIGIN], 'https://embed.example/1'));
    expect(result.current).toBeNull();

    post('https://evil.example', { type: 'MEDIA_DATA', data: { state: 'playing' } });
    post('null', { type: 'MEDIA_DATA', data: { state: 'playing' } });
    post(STREAM_ORIGIN, { type: 'PLAYER_EVENT', data: { state: 'playing' } });
    post(STREAM_ORIGIN, 'MEDIA_DATA');
    expect(result.current).toBeNull();

    post(STREAM_ORIGIN, { type: 'MEDIA_DATA', data: { state: 'paused', currentTime: 12 } });
    expect(result.current).toEqual({ state: 'paused', currentTime: 12 });
    post(APP_ORIGIN, { type: 'MEDIA_DATA', data: { state: 'idle' } });
    expect(result.current).toEqual({ state: 'idle' });
  });

  it('forgets the report when another stream is chosen, and trusts only the current origins', () => {
    const { result, rerender } = renderHook(({ origins, url }) => useStreamMessages(origins, url), {
      initialProps: { origins: [STREAM_ORIGIN], url: 'https://embed.example/1' },
    });
    post(STREAM_ORIGIN, { type: 'MEDIA_DATA', data: { state: 'playing' } });
    expect(result.current).toEqual({ state: 'playing' });

    rerender({ origins: [APP_ORIGIN], url: `${APP_ORIGIN}/embed/local/sports/m-1/1` });
    expect(result.current).toBeNull();
    post(STREAM_ORIGIN, { type: 'MEDIA_DATA', data: { state: 'playing' } });
    expect(result.current).toBeNull();
  });

  it('trusts nobody while there are no streams', () => {
    const { result } = renderHook(() => useStreamMessages([], undefined));
    post('', { type: 'MEDIA_DATA', data: {} });
    post(APP_ORIGIN, { type: 'MEDIA_DATA', data: {} });
    expect(result.current).toBeNull();
  });
});
