import type { ConfigSource, PlaybackTarget } from '@marquee/core';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiTransport } from '@/lib/api-client';
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
  afterEach(() => {
    vi.useRealTimers();
    setApiTransport((url, init) => fetch(url, init));
  });

  it("gives another host's URL for the episode, its template filled in", async () => {
    const { result } = renderHook(() => useEmbedUrl(good, target, 'tv:1399:1:2', () => {}));
    await act(async () => {});
    expect(result.current).toBe('https://player.example/t/1399/1/2');
  });

  it("asks the server for its own player page's URL, which it issues signed, and uses that", async () => {
    const issued = '/embed/local/tv/1399/1/2?exp=1&sig=abc';
    const asked: string[] = [];
    setApiTransport(async (url) => {
      asked.push(url);
      return new Response(JSON.stringify({ url: issued }), { headers: { 'content-type': 'application/json' } });
    });
    const local = { ...good, key: 'local', tvUrl: '/embed/local/tv/{id}/{season}/{episode}' };
    const { result } = renderHook(() => useEmbedUrl(local, target, 'tv:1399:1:2', () => {}));
    await act(async () => {});
    expect(asked).toEqual(['/api/sources/local/tv/1399/1/2']);
    expect(result.current).toBe(`${window.location.origin}${issued}`);
  });

  it('gives up on its own player page when the server refuses the title (above the profile’s limit)', async () => {
    setApiTransport(
      async () => new Response(JSON.stringify({ error: "This title isn't available on this profile" }), { status: 403 }),
    );
    const giveUp = vi.fn();
    const local = { ...good, key: 'local', tvUrl: '/embed/local/tv/{id}/{season}/{episode}' };
    const { result } = renderHook(() => useEmbedUrl(local, target, 'tv:1399:1:2', giveUp));
    for (let i = 0; i < 3; i++) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1_000);
      });
    }
    expect(result.current).toBeNull();
    expect(giveUp).toHaveBeenCalledTimes(1);
  });

  it("asks a visitor refused the server's library to sign in, once, instead of trying again or falling back", async () => {
    let asked = 0;
    setApiTransport(async () => {
      asked += 1;
      return new Response(JSON.stringify({ error: "Sign in to watch from this server's library" }), { status: 401 });
    });
    const giveUp = vi.fn();
    const signIn = vi.fn();
    const local = { ...good, key: 'local', tvUrl: '/embed/local/tv/{id}/{season}/{episode}' };
    const { result } = renderHook(() => useEmbedUrl(local, target, 'tv:1399:1:2', giveUp, signIn));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000);
    });
    expect(result.current).toBeNull();
    expect(asked).toBe(1);
    expect(signIn).toHaveBeenCalledTimes(1);
    expect(giveUp).not.toHaveBeenCalled();
  });

  it('tries 3 times, 1 s apart, before giving up once', async () => {
    const giveUp = vi.fn();
    const { result } = renderHook(() => useEmbedUrl(broken, target, 'tv:1399:1:2', giveUp));
    expect(result.current).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_999);
    });
    expect(giveUp).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(giveUp).toHaveBeenCalledTimes(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(giveUp).toHaveBeenCalledTimes(1);
  });

  it('has no URL while no source is left', () => {
    const { result } = renderHook(() => useEmbedUrl(null, target, 'tv:1399:1:2', () => {}));
    expect(result.current).toBeNull();
  });
});
