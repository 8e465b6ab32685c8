import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  dayIn,
  profileMaxRank,
  statsQuerySchema,
  statsReplySchema,
  topNames,
  watchFigures,
  type StatsReply,
  type TitleCount,
} from '@marquee/core';
import { errorReplies, SIGNED_IN, type ApiTag } from '../../http/api-description.ts';
import { requireUser, signInFirst } from '../auth/index.ts';
import { allowedEntries, type MetadataSource } from '../metadata/index.ts';
import { activeYears, handMarksOf, periodOf, viewingsOf } from './stats-queries.ts';
import { titleFacts, type TitleFacts } from './title-facts.ts';

/** The titles whose details are read for the top lists: the most watched ones, a few at a time. */
const TITLES_READ = 40;
const LOOKUPS_AT_ONCE = 8;
const TOP = 5;

/** /api/stats: a profile's year, or all its time, in figures (docs/behaviour.md#your-year). */
export const statsRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.db.kysely;
  const schema = {
    summary: "The profile's figures for a year or all time: hours, films and episodes, months, streak, top titles",
    tags: ['history'] satisfies ApiTag[],
    security: SIGNED_IN,
    querystring: statsQuerySchema,
    response: { 200: statsReplySchema, ...errorReplies(400, 401, 503) },
  };
  app.get('/stats', { schema, preValidation: signInFirst }, async (request): Promise<StatsReply> => {
    const user = requireUser(request);
    const now = Date.now();
    const timeZone = request.query.tz ?? 'UTC';
    const thisYear = Number(dayIn(now, timeZone).slice(0, 4));
    const year = request.query.year === 'all' ? null : (request.query.year ?? thisYear);
    const period = periodOf(year);
    const [viewings, marks, years] = await Promise.all([
      viewingsOf(db, user.profile.id, period),
      handMarksOf(db, user.profile.id, period),
      activeYears(db, user.profile.id, timeZone),
    ]);
    const figures = watchFigures(viewings, marks, year, now, timeZone);
    const source = app.ctx.metadata.source;
    // Titles of another metadata source count in the figures; only the current source can tell their details.
    const otherSource = new Set(viewings.filter((v) => v.source !== source).map((v) => `${v.media_type}:${v.media_id}`));
    const candidates = await allowedEntries(
      app.ctx.metadata,
      profileMaxRank(user.profile),
      figures.titles.filter((t) => !otherSource.has(`${t.media_type}:${t.media_id}`)).slice(0, TITLES_READ),
    );
    const facts = await readFacts(app.ctx.metadata, candidates);
    const top = (mediaType: 'movie' | 'tv') =>
      facts
        .filter(({ title }) => title.media_type === mediaType)
        .slice(0, TOP)
        .map(({ title, facts: f }) => ({ ...title, title: f.title || title.title, poster_path: f.poster_path }));
    return {
      year,
      hours: figures.hours,
      films: figures.films,
      episodes: figures.episodes,
      periods: figures.periods,
      longest_streak: figures.longest_streak,
      top_films: top('movie'),
      top_shows: top('tv'),
      top_genres: topNames(
        facts.map(({ title, facts: f }) => ({ count: title.count, names: f.genres })),
        TOP,
      ),
      top_people: topNames(
        facts.map(({ title, facts: f }) => ({ count: title.count, names: f.people })),
        TOP,
      ),
      years,
    };
  });
};

/** The facts of each title that the source can tell now, in the titles' order. */
async function readFacts(metadata: MetadataSource, titles: readonly TitleCount[]) {
  const found: Array<{ title: TitleCount; facts: TitleFacts } | null> = titles.map(() => null);
  let next = 0;
  async function worker(): Promise<void> {
    for (let i = next++; i < titles.length; i = next++) {
      const title = titles[i]!;
      const facts = await titleFacts(metadata, title.media_type, title.media_id);
      if (facts) found[i] = { title, facts };
    }
  }
  await Promise.all(Array.from({ length: LOOKUPS_AT_ONCE }, worker));
  return found.filter((entry) => entry !== null);
}
