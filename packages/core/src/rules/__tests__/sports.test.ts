import { describe, expect, it } from 'vitest';
import {
  acceptsStreamMessage,
  filterMatches,
  isLive,
  isTodaysMatch,
  matchBadge,
  matchRouteId,
  parseMatchSort,
  parseSportsTab,
  sortMatches,
  sportsEmptyMessage,
  type MatchBadge,
  type MatchFields,
  type MatchSort,
  type SportsTab,
} from '../sports.ts';

const NOW = Date.UTC(2025, 2, 26, 18, 0);
const MIN = 60_000;
const HOUR = 60 * MIN;

describe('isLive and matchBadge', () => {
  it.each<[string, number, boolean, boolean, MatchBadge]>([
    // label, start offset from now, popular, live, badge
    ['started just now', 0, false, true, 'LIVE'],
    ['started 2 h 59 min ago', -(3 * HOUR - MIN), false, true, 'LIVE'],
    ['started exactly 3 h ago', -3 * HOUR, false, false, null],
    ['started 3 h ago and popular', -3 * HOUR, true, false, 'Popular'],
    ['starts in a minute', MIN, false, false, null],
    ['starts in a minute, popular', MIN, true, false, 'Popular'],
    ['live and popular: LIVE wins', -HOUR, true, true, 'LIVE'],
  ])('%s', (_label, offset, popular, live, badge) => {
    const match = { date: NOW + offset, popular };
    expect(isLive(match, NOW)).toBe(live);
    expect(matchBadge(match, NOW)).toBe(badge);
  });
});

describe('isTodaysMatch', () => {
  // Local noon and local times around it, so the test holds in every time zone.
  const noon = new Date(2025, 2, 26, 12, 0).getTime();
  it.each<[string, number, boolean]>([
    ['later today', new Date(2025, 2, 26, 23, 59).getTime(), true],
    ['earlier today, long over', new Date(2025, 2, 26, 0, 0).getTime(), true],
    ['tomorrow', new Date(2025, 2, 27, 0, 0).getTime(), false],
    ['yesterday, over', new Date(2025, 2, 25, 20, 0).getTime(), false],
  ])('%s', (_label, date, expected) => {
    expect(isTodaysMatch({ date }, noon)).toBe(expected);
  });

  it('keeps a match that started before midnight while it is LIVE', () => {
    const justAfterMidnight = new Date(2025, 2, 26, 0, 30).getTime();
    expect(isTodaysMatch({ date: new Date(2025, 2, 25, 22, 0).getTime() }, justAfterMidnight)).toBe(true);
    expect(isTodaysMatch({ date: new Date(2025, 2, 25, 21, 0).getTime() }, justAfterMidnight)).toBe(false);
  });
});

describe('matchRouteId', () => {
  it.each<[MatchFields, string]>([
    [
      {
        id: 'own',
        date: 0,
        sources: [
          { source: 'alpha', id: 'alpha-1' },
          { source: 'bravo', id: 'bravo-1' },
        ],
      },
      'alpha-1',
    ],
    [{ id: 'own', date: 0, sources: [] }, 'own'],
    [{ id: 'own', date: 0 }, 'own'],
  ])('%j', (match, expected) => {
    expect(matchRouteId(match)).toBe(expected);
  });
});

const match = (id: string, offset: number, extra: Partial<MatchFields> = {}): MatchFields => ({
  id,
  date: NOW + offset,
  title: id,
  ...extra,
});
const matches: MatchFields[] = [
  match('Arsenal vs Chelsea', 2 * HOUR, {
    category: 'football',
    teams: { home: { name: 'Arsenal' }, away: { name: 'Chelsea' } },
  }),
  match('Lakers vs Celtics', -HOUR, {
    category: 'basketball',
    teams: { home: { name: 'Los Angeles Lakers' }, away: { name: 'Boston Celtics' } },
  }),
  match('Grand Prix', 5 * HOUR, { category: 'motor-sports', popular: true, teams: null }),
  match('Derby', -5 * HOUR, {
    category: 'football',
    popular: true,
    teams: { home: { name: 'Celtic' }, away: { name: 'Rangers' } },
  }),
  match('Final', 30 * MIN, { category: 'football' }),
];
const ids = (list: MatchFields[]) => list.map((m) => m.id);

describe('filterMatches', () => {
  it.each<[string, string, string, string[]]>([
    ['every match', 'all', '', ['Arsenal vs Chelsea', 'Lakers vs Celtics', 'Grand Prix', 'Derby', 'Final']],
    ['one sport', 'football', '', ['Arsenal vs Chelsea', 'Derby', 'Final']],
    ['a sport with no matches', 'tennis', '', []],
    ['by title, ignoring case and spaces', 'all', '  grand ', ['Grand Prix']],
    ['by team name', 'all', 'celtic', ['Lakers vs Celtics', 'Derby']],
    ['sport and text together', 'football', 'celtic', ['Derby']],
    ['no match for the text', 'all', 'cricket', []],
  ])('%s', (_label, sport, search, expected) => {
    expect(ids(filterMatches(matches, sport, search))).toEqual(expected);
  });
});

describe('sortMatches', () => {
  it.each<[MatchSort, string[]]>([
    ['time', ['Derby', 'Lakers vs Celtics', 'Final', 'Arsenal vs Chelsea', 'Grand Prix']],
    // Live (Lakers), then popular (Grand Prix upcoming before Derby already over), then the rest soonest first.
    ['relevance', ['Lakers vs Celtics', 'Grand Prix', 'Derby', 'Final', 'Arsenal vs Chelsea']],
  ])('%s', (sort, expected) => {
    expect(ids(sortMatches(matches, sort, NOW))).toEqual(expected);
  });

  it('relevance puts upcoming matches before finished ones, most recent finished first', () => {
    const rest = [match('old', -10 * HOUR), match('later', 3 * HOUR), match('recent', -4 * HOUR), match('soon', HOUR)];
    expect(ids(sortMatches(rest, 'relevance', NOW))).toEqual(['soon', 'later', 'recent', 'old']);
  });
});

describe('sportsEmptyMessage', () => {
  it.each<[SportsTab, string | null, string]>([
    ['popular', null, 'No popular matches available at the moment.'],
    ['live', null, 'No live matches available at the moment.'],
    ['all', null, 'No matches scheduled for today.'],
    ['popular', 'Football', 'No popular Football matches available at the moment.'],
    ['live', 'Basketball', 'No live Basketball matches available at the moment.'],
    ['all', 'Tennis', 'No Tennis matches scheduled for today.'],
    ['live', '', 'No live matches available at the moment.'],
  ])('%s / %j', (tab, sport, expected) => {
    expect(sportsEmptyMessage(tab, sport)).toBe(expected);
  });
});

describe('acceptsStreamMessage', () => {
  const trusted = ['https://embed.example', 'http://localhost:8080'];
  it.each<[string, string, unknown, boolean]>([
    ['MEDIA_DATA from a stream origin', 'https://embed.example', { type: 'MEDIA_DATA', data: {} }, true],
    ['MEDIA_DATA from the app (local demo player)', 'http://localhost:8080', { type: 'MEDIA_DATA' }, true],
    ['another origin', 'https://evil.example', { type: 'MEDIA_DATA' }, false],
    ['an opaque origin', 'null', { type: 'MEDIA_DATA' }, false],
    ['another message type', 'https://embed.example', { type: 'PLAYER_EVENT' }, false],
    ['a string', 'https://embed.example', 'MEDIA_DATA', false],
    ['null', 'https://embed.example', null, false],
  ])('%s', (_label, origin, data, expected) => {
    expect(acceptsStreamMessage(origin, data, trusted)).toBe(expected);
  });
});

describe('parseSportsTab and parseMatchSort', () => {
  it.each<[string | null, SportsTab]>([
    ['popular', 'popular'],
    ['live', 'live'],
    ['all', 'all'],
    [null, 'popular'],
    ['', 'popular'],
    ['LIVE', 'popular'],
    ['yesterday', 'popular'],
  ])('tab %s → %s', (value, tab) => expect(parseSportsTab(value)).toBe(tab));

  it.each<[string | null, MatchSort]>([
    ['time', 'time'],
    ['relevance', 'relevance'],
    [null, 'time'],
    ['random', 'time'],
  ])('sort %s → %s', (value, sort) => expect(parseMatchSort(value)).toBe(sort));
});
