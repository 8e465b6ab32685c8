import { describe, expect, it } from 'vitest';
import { setBasePath } from '@/lib/base-path';
import { withStartPosition, withSubtitleLanguage } from '../lib/embed-url';

const app = 'https://marquee.example';

describe('withSubtitleLanguage', () => {
  it.each([
    ['the local player of a film', `${app}/embed/local/movie/550`, 'en', `${app}/embed/local/movie/550?subtitles=en`],
    ['the local player of an episode', `${app}/embed/local/tv/1399/1/2`, 'fr', `${app}/embed/local/tv/1399/1/2?subtitles=fr`],
    ['subtitles off', `${app}/embed/local/movie/550`, '', `${app}/embed/local/movie/550`],
    ['the trailer page', `${app}/embed/trailer/movie/550`, 'en', `${app}/embed/trailer/movie/550`],
    ['another host', 'https://player.example/embed/local/movie/550', 'en', 'https://player.example/embed/local/movie/550'],
    ['a query of its own', `${app}/embed/local/movie/550?x=1`, 'de', `${app}/embed/local/movie/550?x=1&subtitles=de`],
  ])('%s', (_case, url, language, expected) => {
    expect(withSubtitleLanguage(url, app, language)).toBe(expected);
  });

  it.each([
    [
      'the local player under the base',
      `${app}/marquee/embed/local/movie/550`,
      `${app}/marquee/embed/local/movie/550?subtitles=en`,
    ],
    ['a page outside the base', `${app}/embed/local/movie/550`, `${app}/embed/local/movie/550`],
  ])('under the base path /marquee, %s', (_case, url, expected) => {
    setBasePath('/marquee');
    try {
      expect(withSubtitleLanguage(url, app, 'en')).toBe(expected);
    } finally {
      setBasePath('');
    }
  });

  it('goes with the start position', () => {
    const url = withStartPosition(withSubtitleLanguage(`${app}/embed/local/movie/550`, app, 'ja'), app, 42);
    expect(url).toBe(`${app}/embed/local/movie/550?subtitles=ja#t=42`);
  });
});
