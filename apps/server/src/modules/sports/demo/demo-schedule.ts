import { SPORTS_STREAM_SOURCES, type Match, type MatchTeam, type Stream } from '@marquee/core';
import { seededRandom } from '../../../lib/hash.ts';
import { COMPETITIONS, EVENT_SERIES, type Competition, type EventSeries } from './fixtures-data.ts';
import { slug } from './slug.ts';
import { badgeOf } from './team-badges.ts';

/**
 * The demo schedule: an endless timeline cut into slots of 40 minutes, each holding one match whose
 * every detail (sport, teams, exact start, streams) follows from the slot's number alone. A match
 * therefore keeps its id and start time forever, while the window shown moves with the clock, so at
 * any moment some matches are LIVE, some started hours ago, some come later today and on later days.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const SLOT_MS = 40 * MINUTE;
/** How far back and ahead the lists reach. */
const WINDOW_BEFORE_MS = 8 * HOUR;
const WINDOW_AFTER_MS = 4 * 24 * HOUR;

/** A match of the demo and the streams its sources serve. */
export interface DemoFixture {
  match: Match;
  streams: Stream[];
}

/** How often each competition or series comes up, by its name, against 1 for every other. */
const WEIGHTS: Record<string, number> = {
  'Premier League': 3,
  'La Liga': 2,
  Bundesliga: 2,
  'Serie A': 2,
  NBA: 4,
  NFL: 3,
  NHL: 3,
  MLB: 3,
  'Rugby Union Test': 2,
  'One Day International': 2,
  'Formula 1': 2,
  Golf: 2,
};

type Draw = { kind: 'teams'; competition: Competition } | { kind: 'event'; series: EventSeries };

const DRAWS: Draw[] = [
  ...COMPETITIONS.map((competition): Draw => ({ kind: 'teams', competition })),
  ...EVENT_SERIES.map((series): Draw => ({ kind: 'event', series })),
].flatMap((draw) => Array<Draw>(WEIGHTS[draw.kind === 'teams' ? draw.competition.name : draw.series.series] ?? 1).fill(draw));

const LANGUAGES = ['English', 'English', 'English', 'Spanish', 'French', 'German'];

const pick = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)]!;

function team(name: string): MatchTeam {
  return { name, badge: badgeOf(name) };
}

/** The match of one slot; the same slot always gives the same match. */
function demoFixture(slot: number): DemoFixture {
  const random = seededRandom(`sports-demo:${slot}`);
  const draw = pick(DRAWS, random);
  // Starts on a 5-minute mark in the first 25 minutes of the slot.
  const date = slot * SLOT_MS + Math.floor(random() * 6) * 5 * MINUTE;
  const popular = random() < 0.3;

  let title: string;
  let category: string;
  let teams: Match['teams'];
  let poster: string | undefined;
  if (draw.kind === 'teams') {
    const names = draw.competition.teams;
    const home = pick(names, random);
    // The away side is any other team of the competition.
    const away = names[(names.indexOf(home) + 1 + Math.floor(random() * (names.length - 1))) % names.length]!;
    title = `${home} vs ${away}`;
    category = draw.competition.sport;
    teams = { home: team(home), away: team(away) };
    // A few matches come without a poster, as on a real service; the card then shows the category.
    if (random() < 0.85) poster = `/api/images/poster/${badgeOf(home)}/${badgeOf(away)}.webp`;
  } else {
    const { series, events, sessions, sport } = draw.series;
    title = `${series}: ${pick(events, random)} - ${pick(sessions, random)}`;
    category = sport;
  }

  const id = `${slug(title)}-${slot}`;
  const sourceCount = random() < 0.35 ? 2 : 1;
  const offset = Math.floor(random() * SPORTS_STREAM_SOURCES.length);
  const sources = Array.from({ length: sourceCount }, (_, i) => ({
    source: SPORTS_STREAM_SOURCES[(offset + i) % SPORTS_STREAM_SOURCES.length]!,
    id,
  }));
  // One to three streams, every source carrying at least one; numbered across the match so each has its own page.
  const streamCount = sourceCount + Math.floor(random() * (4 - sourceCount));
  const streams = Array.from({ length: streamCount }, (_, i): Stream => ({
    id,
    streamNo: i + 1,
    language: pick(LANGUAGES, random),
    hd: random() < 0.6,
    embedUrl: `/embed/local/sports/${id}/${i + 1}`,
    source: sources[i % sourceCount]!.source,
  }));

  const match: Match = { id, title, category, date, popular, sources, ...(teams && { teams }), ...(poster && { poster }) };
  return { match, streams };
}

/** Every demo match from 8 hours ago to 4 days ahead, earliest first. */
export function demoSchedule(now: number): Match[] {
  const first = Math.ceil((now - WINDOW_BEFORE_MS) / SLOT_MS);
  const last = Math.floor((now + WINDOW_AFTER_MS) / SLOT_MS);
  const matches: Match[] = [];
  for (let slot = first; slot <= last; slot++) {
    const { match } = demoFixture(slot);
    if (match.date >= now - WINDOW_BEFORE_MS && match.date <= now + WINDOW_AFTER_MS) matches.push(match);
  }
  return matches;
}

/** The demo match with this id at any time, in or out of the current window, or null. */
export function findDemoFixture(id: string): DemoFixture | null {
  const slot = /-(\d{1,9})$/.exec(id)?.[1];
  if (slot === undefined) return null;
  const fixture = demoFixture(Number(slot));
  return fixture.match.id === id ? fixture : null;
}
