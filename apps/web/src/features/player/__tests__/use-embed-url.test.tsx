import type { ConfigSource, PlaybackTarget } from '@marquee/core';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useEmbedUrl } from '../hooks/use-embed-url';

const target: PlaybackTarget = { type: 'tv', id: 1399, season: 1, episode: 2 };
const good: ConfigSource = {
  key: 'house',
  name: 'House',
  sandbox: false,
  movieUrl: 'https://player.example/m/{id}',
  tvUrl: 'https://player.example/t/{id}/{season}/{episode}',
};
// Passes the configuration check (http, {id}) but makes no URL: an operator's typo.
const broken: ConfigSource = { ...good, key: 'typo', tvUrl: 'https://[player.example/t/{id}/{season}/{episode}' };

describe('useEmbedUrl', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("gives the source's URL for the episode, resolved against this app for a path", () => {
    const { result, rerender } = renderHook(({ source }) => useEmbedUrl(source, target, 'tv:1399:1:2', () => {}), {
      initialProps: { source: good },
    });
    expect(result.current).toBe('https://player.example/t/1399/1/2');
    rerender({ source: { ...good, key: 'local', tvUrl: '/embed/local/tv/{id}/{season}/{episode}' } });
    expect(result.current).toBe(`${window.location.origin}/embed/local/tv/1399/1/2`);
  });

  it('tries 3 times, 1 s apart, before giving up once', () => {
    const giveUp = vi.fn();
    const { result } = renderHook(() => useEmbedUrl(broken, target, 'tv:1399:1:2', giveUp));
    expect(result.current).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1_999);
    });
    expect(giveUp).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(giveUp).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(giveUp).toHaveBeenCalledTimes(1);
  });

  it('has no URL while no source is left', () => {
    const { result } = renderHook(() => useEmbedUrl(null, target, 'tv:1399:1:2', () => {}));
    expect(result.current).toBeNull();
  });
});
