import { STORAGE_KEYS, type ConfigSource } from '@marquee/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { useVideoSource } from '../hooks/use-video-source';

const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), dismiss: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const source = (key: string, name: string): ConfigSource => ({
  key,
  name,
  sandbox: true,
  movieUrl: `/embed/${key}/movie/{id}`,
  tvUrl: `/embed/${key}/tv/{id}/{season}/{episode}`,
});
const sources = [source('local', 'Local Library'), source('trailer', 'Official Trailer'), source('house', 'House')];

/** Signed out: the preferences are the defaults (no preferred_source). */
function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider goToLogin={() => {}}>{children}</AuthProvider>
    </QueryClientProvider>
  );
}

const render = (targetKey = 'movie:7') =>
  renderHook(({ targetKey }) => useVideoSource(sources, targetKey), { wrapper, initialProps: { targetKey } });

describe('useVideoSource', () => {
  beforeEach(() => vi.clearAllMocks());

  it('starts from the first source, or from the one stored in this browser', () => {
    expect(render().result.current.source?.key).toBe('local');
    localStorage.setItem(STORAGE_KEYS.selectedVideoSource, 'house');
    expect(render().result.current.source?.key).toBe('house');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("says 'Invalid Source' for a stored key the configuration no longer lists, and forgets it", async () => {
    localStorage.setItem(STORAGE_KEYS.selectedVideoSource, 'gone');
    const { result } = render();
    expect(result.current.source?.key).toBe('local');
    // A toast shows once sonner has loaded, at the first one raised.
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Invalid Source',
        expect.objectContaining({ description: 'The selected source is not valid.' }),
      ),
    );
    expect(localStorage.getItem(STORAGE_KEYS.selectedVideoSource)).toBeNull();
  });

  it("stores the viewer's choice and confirms it with 'Source Changed' for 3 s; an unknown key is refused", async () => {
    const { result } = render();
    act(() => result.current.choose('trailer'));
    expect(result.current.source?.key).toBe('trailer');
    expect(localStorage.getItem(STORAGE_KEYS.selectedVideoSource)).toBe('trailer');
    await vi.waitFor(() =>
      // A screen's toasts carry ids of their own, to be dismissed when it is left.
      expect(toast.success).toHaveBeenCalledWith(
        'Source Changed',
        expect.objectContaining({ description: 'Now playing from Official Trailer.', duration: 3000 }),
      ),
    );

    act(() => result.current.choose('nope'));
    expect(result.current.source?.key).toBe('trailer');
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Invalid Source',
        expect.objectContaining({ description: 'The selected source is not valid.' }),
      ),
    );
  });

  it('falls back once per report, even when two arrive before the next render, and stores nothing', async () => {
    const { result } = render();
    act(() => {
      result.current.fail('frame-error');
      result.current.fail('frame-error');
    });
    expect(result.current.source?.key).toBe('house');
    await vi.waitFor(() =>
      expect(toast.error.mock.calls.map(([title, options]) => [title, options.description])).toEqual([
        ['Source Failed', 'Failed to load Local Library. Switching to Official Trailer.'],
        ['Source Failed', 'Failed to load Official Trailer. Switching to House.'],
      ]),
    );
    expect(localStorage.getItem(STORAGE_KEYS.selectedVideoSource)).toBeNull();
  });

  it('forgets the failures on a new episode, and starts over when none was left', async () => {
    const { result, rerender } = render('tv:1:1:1');
    act(() => ['local', 'trailer', 'house'].forEach(() => result.current.fail('frame-error')));
    expect(result.current.source).toBeNull();
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenLastCalledWith(
        'No Available Sources',
        expect.objectContaining({ description: 'All video sources failed to load. Please try again later.' }),
      ),
    );

    rerender({ targetKey: 'tv:1:1:2' });
    expect(result.current.source?.key).toBe('local');
    act(() => result.current.fail('frame-error'));
    expect(result.current.source?.key).toBe('trailer');
  });
});
