import { describe, expect, it } from 'vitest';
import { mergeMediaData, resumePosition, storeMediaData } from '../lib/progress-store';

const KEYS = ['vidLinkProgress', 'vidsrcwtf-Progress', 'vidjoy-watch-history'];
const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown;

describe('progress records', () => {
  it('go under the three keys of docs/behaviour.md#progress-and-auto-advance, each merged with what it held', () => {
    localStorage.setItem(
      'vidLinkProgress',
      JSON.stringify({ 7: { id: 7, type: 'movie', progress: { watched: 1, duration: 9 } } }),
    );
    storeMediaData({ 550: { id: 550, type: 'movie', progress: { watched: 60, duration: 7000 } } });
    expect(stored('vidLinkProgress')).toEqual({
      7: { id: 7, type: 'movie', progress: { watched: 1, duration: 9 } },
      550: { id: 550, type: 'movie', progress: { watched: 60, duration: 7000 } },
    });
    for (const key of KEYS.slice(1))
      expect(stored(key)).toEqual({ 550: { id: 550, type: 'movie', progress: { watched: 60, duration: 7000 } } });
  });

  it("add a show's episodes up rather than replacing them", () => {
    const first = {
      1: { type: 'tv', last_episode_watched: 1, show_progress: { s1e1: { progress: { watched: 5, duration: 10 } } } },
    };
    const second = {
      1: { type: 'tv', last_episode_watched: 2, show_progress: { s1e2: { progress: { watched: 3, duration: 10 } } } },
    };
    expect(mergeMediaData(first, second)).toEqual({
      1: {
        type: 'tv',
        last_episode_watched: 2,
        show_progress: { s1e1: { progress: { watched: 5, duration: 10 } }, s1e2: { progress: { watched: 3, duration: 10 } } },
      },
    });
  });

  it('give the position to resume at, except for a title not started or watched to within 5 s of its end', () => {
    storeMediaData({
      550: { type: 'movie', progress: { watched: 61.7, duration: 7000 } },
      551: { type: 'movie', progress: { watched: 6996, duration: 7000 } },
      552: { type: 'movie', progress: { watched: 0, duration: 7000 } },
      9: { type: 'tv', show_progress: { s1e2: { progress: { watched: 120, duration: 3000 } } } },
    });
    expect(resumePosition({ type: 'movie', id: 550 })).toBe(61);
    expect(resumePosition({ type: 'movie', id: 551 })).toBeNull();
    expect(resumePosition({ type: 'movie', id: 552 })).toBeNull();
    expect(resumePosition({ type: 'movie', id: 553 })).toBeNull();
    expect(resumePosition({ type: 'tv', id: 9, season: 1, episode: 2 })).toBe(120);
    expect(resumePosition({ type: 'tv', id: 9, season: 1, episode: 3 })).toBeNull();
  });

  it('start afresh when the stored value is not a record map', () => {
    localStorage.setItem('vidLinkProgress', '[1,2]');
    storeMediaData({ 5: { progress: { watched: 1, duration: 2 } } });
    expect(stored('vidLinkProgress')).toEqual({ 5: { progress: { watched: 1, duration: 2 } } });
  });
});
