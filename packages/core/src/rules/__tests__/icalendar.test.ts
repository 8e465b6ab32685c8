import { describe, expect, it } from 'vitest';
import {
  feedItemSummary,
  feedItemUid,
  foldIcalLine,
  icalDate,
  icalendarFeed,
  icalStamp,
  icalText,
  ICAL_LINE_OCTETS,
  type FeedItem,
} from '../icalendar.ts';

const octets = (text: string) => new TextEncoder().encode(text).length;
/** A folded line read back: each CRLF and the space after it taken out. */
const unfold = (text: string) => text.replaceAll('\r\n ', '');

describe('icalText', () => {
  it.each([
    ['plain', 'Arcane', 'Arcane'],
    ['a comma', 'Love, Death & Robots', 'Love\\, Death & Robots'],
    ['a semicolon', 'a;b', 'a\\;b'],
    ['a backslash', 'C:\\films', 'C:\\\\films'],
    ['line breaks', 'one\ntwo\r\nthree\rfour', 'one\\ntwo\\nthree\\nfour'],
    ['a property smuggled in', 'x\r\nEND:VEVENT', 'x\\nEND:VEVENT'],
    ['control characters, a tab kept', 'a\u0000b\u0007c\td', 'abc\td'],
    ['a colon stays', 'Star Wars: Andor', 'Star Wars: Andor'],
    ['every one at once', '\\,;\n', '\\\\\\,\\;\\n'],
  ])('escapes %s', (_case, text, expected) => {
    expect(icalText(text)).toBe(expected);
  });
});

describe('foldIcalLine', () => {
  it.each([
    ['a short line', 'SUMMARY:Arcane'],
    ['exactly the limit', `SUMMARY:${'a'.repeat(ICAL_LINE_OCTETS - 8)}`],
    ['one past the limit', `SUMMARY:${'a'.repeat(ICAL_LINE_OCTETS - 7)}`],
    ['a long line', `SUMMARY:${'word '.repeat(100)}`],
    ['two-byte characters', `SUMMARY:${'é'.repeat(100)}`],
    ['three-byte characters', `SUMMARY:${'日本'.repeat(60)}`],
    ['four-byte characters', `SUMMARY:${'🎬'.repeat(40)}`],
    ['mixed', `SUMMARY:a${'é🎬x'.repeat(30)}`],
  ])('folds %s to at most 75 octets a line, breaking no character', (_case, line) => {
    const folded = foldIcalLine(line);
    const lines = folded.split('\r\n');
    for (const [i, part] of lines.entries()) {
      expect(octets(part)).toBeLessThanOrEqual(ICAL_LINE_OCTETS);
      if (i > 0) expect(part.startsWith(' ')).toBe(true);
      expect(part).not.toContain('\uFFFD');
    }
    expect(unfold(folded)).toBe(line);
    expect(lines.length).toBe(octets(line) <= ICAL_LINE_OCTETS ? 1 : lines.length);
    if (octets(line) > ICAL_LINE_OCTETS) expect(lines.length).toBeGreaterThan(1);
  });

  it('fills each line before breaking', () => {
    expect(foldIcalLine('a'.repeat(75 + 74 + 1)).split('\r\n')).toEqual(['a'.repeat(75), ` ${'a'.repeat(74)}`, ' a']);
  });
});

describe('feed items', () => {
  const episode: FeedItem = {
    date: '2026-12-01',
    media_type: 'tv',
    media_id: 94605,
    title: 'Arcane',
    season: 2,
    episode: 4,
    episode_name: 'Paint the Town Blue',
  };
  const film: FeedItem = {
    ...episode,
    media_type: 'movie',
    media_id: 550,
    title: 'Fight Club',
    season: null,
    episode: null,
    episode_name: null,
  };
  it.each<[string, FeedItem, string, string]>([
    ['an episode', episode, 'Arcane S2 E4: Paint the Town Blue', 'tmdb-tv-94605-s2e4@marquee'],
    ['an episode without a name', { ...episode, episode_name: null }, 'Arcane S2 E4', 'tmdb-tv-94605-s2e4@marquee'],
    ['a special', { ...episode, season: 0, episode: 1, episode_name: '' }, 'Arcane S0 E1', 'tmdb-tv-94605-s0e1@marquee'],
    ['a film', film, 'Fight Club', 'tmdb-movie-550@marquee'],
  ])('names %s', (_case, item, summary, uid) => {
    expect(feedItemSummary(item)).toBe(summary);
    expect(feedItemUid(item, 'tmdb')).toBe(uid);
  });

  it.each([
    ['2026-12-01', '20261201'],
    ['1999-01-31', '19990131'],
  ])('writes the day %s as %s', (date, expected) => {
    expect(icalDate(date)).toBe(expected);
  });

  it('writes a moment in UTC', () => {
    expect(icalStamp('2026-11-28T06:41:49.123Z')).toBe('20261128T064149Z');
    expect(icalStamp('2026-11-28T08:41:49+02:00')).toBe('20261128T064149Z');
  });
});

describe('icalendarFeed', () => {
  const item: FeedItem = {
    date: '2026-12-31',
    media_type: 'tv',
    media_id: 7,
    title: 'Hostile, title; with\nbreaks',
    season: 1,
    episode: 2,
    episode_name: 'x'.repeat(200),
  };
  const text = icalendarFeed({
    name: 'Marquee: Kids, upstairs',
    stampedAt: '2026-11-28T06:41:49Z',
    source: 'tmdb',
    items: [item],
  });

  it('is CRLF lines of 75 octets at most, ending in CRLF', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(ICAL_LINE_OCTETS);
  });

  it('holds the calendar and one all-day event, its texts escaped', () => {
    const lines = unfold(text).trimEnd().split('\r\n');
    expect(lines).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Marquee//Calendar//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:Marquee: Kids\\, upstairs',
      'REFRESH-INTERVAL;VALUE=DURATION:PT6H',
      'X-PUBLISHED-TTL:PT6H',
      'BEGIN:VEVENT',
      'UID:tmdb-tv-7-s1e2@marquee',
      'DTSTAMP:20261128T064149Z',
      'DTSTART;VALUE=DATE:20261231',
      'DTEND;VALUE=DATE:20270101',
      `SUMMARY:Hostile\\, title\\; with\\nbreaks S1 E2: ${'x'.repeat(200)}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
      'END:VCALENDAR',
    ]);
  });

  it('is an empty calendar without items', () => {
    const empty = icalendarFeed({ name: 'x', stampedAt: '2026-11-28T06:41:49Z', source: 'catalogue', items: [] });
    expect(empty).not.toContain('BEGIN:VEVENT');
    expect(empty).toContain('END:VCALENDAR\r\n');
  });
});
