import { isLive, isTodaysMatch, type Match, type Sport, type Stream } from '@marquee/core';
import { HttpError } from '../../../http/errors.ts';
import type { LiveDataRequest, LiveImageRequest } from '../live-request.ts';
import { demoSchedule, findDemoFixture } from './demo-schedule.ts';
import { DEMO_SPORTS } from './fixtures-data.ts';
import { drawBadge, drawMatchPoster } from './match-art.ts';
import { teamOfBadge } from './team-badges.ts';

/** The demo schedule's answers to the gateway's JSON paths, in the service's shapes. */
export function answerDemo(request: LiveDataRequest, now: number, basePath = ''): Sport[] | Match[] | Stream[] {
  switch (request.kind) {
    case 'sports':
      return DEMO_SPORTS.map(({ id, name }) => ({ id, name }));
    case 'matches': {
      const inScope = scopeFilter(request.scope, now);
      return demoSchedule(now).filter((m) => inScope(m) && (!request.popular || m.popular));
    }
    case 'stream': {
      const fixture = findDemoFixture(request.id);
      if (!fixture?.match.sources.some((s) => s.source === request.source)) {
        throw new HttpError(404, /*i18n*/ 'No such stream source for this match');
      }
      // The stream pages are this server's, under BASE_PATH.
      return fixture.streams
        .filter((s) => s.source === request.source)
        .map((stream) => ({ ...stream, embedUrl: basePath + stream.embedUrl }));
    }
  }
}

function scopeFilter(scope: string, now: number): (match: Match) => boolean {
  if (scope === 'all') return () => true;
  if (scope === 'all-today') return (m) => isTodaysMatch(m, now);
  if (scope === 'live') return (m) => isLive(m, now);
  if (DEMO_SPORTS.some((s) => s.id === scope)) return (m) => m.category === scope;
  throw new HttpError(404, /*i18n*/ 'Unknown sport: {sport}', { sport: scope });
}

/** The demo's badge and poster images (SVG); the demo hands out no proxy images. */
export function drawDemoImage(request: LiveImageRequest): string {
  if (request.kind === 'badge') {
    const team = teamOfBadge(request.badge);
    if (team) return drawBadge(team);
  }
  if (request.kind === 'poster') {
    const [home, away] = [teamOfBadge(request.home), teamOfBadge(request.away)];
    if (home && away) return drawMatchPoster(home, away);
  }
  throw new HttpError(404, /*i18n*/ 'Image not found');
}
