import type { ConfigSource } from '@marquee/core';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSourceWording } from '../hooks/use-source-wording';
import { fallBack } from '../lib/source-fallback';

const source = (key: string, sandbox: boolean): ConfigSource => ({
  key,
  name: key.toUpperCase(),
  sandbox,
  movieUrl: `https://${key}.example/{id}`,
  tvUrl: `https://${key}.example/{id}/{season}/{episode}`,
});

const sources = [source('a', true), source('b', true), source('c', false), source('d', true)];
/** The toasts' words as the player gives them, in English. */
const wording = renderHook(() => useSourceWording()).result.current.fallback;

describe('fallBack', () => {
  it("moves on in list order with 'Source Error' when no embed URL could be made and 'Source Failed' when the frame failed", () => {
    expect(fallBack(sources, { key: 'a', failed: [] }, 'embed-url', null, wording)).toEqual({
      state: { key: 'b', failed: ['a'] },
      toast: { title: 'Source Error', description: 'Failed to load video source: A. Switching to B.', destructive: true },
    });
    expect(fallBack(sources, { key: 'b', failed: ['a'] }, 'frame-error', null, wording)).toEqual({
      state: { key: 'c', failed: ['a', 'b'] },
      toast: { title: 'Source Failed', description: 'Failed to load B. Switching to C.', destructive: true },
    });
  });

  it('says why the frame failed when the player page said so', () => {
    expect(fallBack(sources, { key: 'a', failed: [] }, 'frame-error', 'Not in your library', wording).toast.description).toBe(
      'Failed to load A: Not in your library. Switching to B.',
    );
  });

  it('wraps round the list and skips the sources that already failed', () => {
    expect(fallBack(sources, { key: 'd', failed: ['a'] }, 'frame-error', null, wording).state).toEqual({
      key: 'b',
      failed: ['a', 'd'],
    });
  });

  it("ends with 'No Available Sources' and no source once every one failed, and stays there", () => {
    const exhausted = fallBack(sources, { key: 'd', failed: ['a', 'b', 'c'] }, 'frame-error', null, wording);
    expect(exhausted).toEqual({
      state: { key: null, failed: ['a', 'b', 'c', 'd'] },
      toast: {
        title: 'No Available Sources',
        description: 'All video sources failed to load. Please try again later.',
        destructive: true,
      },
    });
    expect(fallBack(sources, exhausted.state, 'frame-error', null, wording).state).toBe(exhausted.state);
  });

  it("answers 'please disable sandbox' with the next source of the other sandbox setting ('Source Issue', not destructive)", () => {
    expect(fallBack(sources, { key: 'a', failed: [] }, 'sandbox', null, wording)).toEqual({
      state: { key: 'c', failed: ['a'] },
      toast: { title: 'Source Issue', description: 'Switching from A to C due to sandbox restrictions.', destructive: false },
    });
  });

  it('falls back in list order when no source has the other sandbox setting', () => {
    expect(fallBack(sources, { key: 'a', failed: ['c'] }, 'sandbox', null, wording)).toMatchObject({
      state: { key: 'b' },
      toast: { title: 'Source Failed' },
    });
  });
});
