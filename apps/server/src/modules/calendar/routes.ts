import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addDays,
  CALENDAR_FEED_DAYS_AFTER,
  CALENDAR_FEED_DAYS_BEFORE,
  calendarFeedLinkSchema,
  calendarFeedParamsSchema,
  calendarFeedStateSchema,
  calendarQuerySchema,
  calendarRange,
  calendarRangeProblem,
  calendarReplySchema,
  icalendarFeed,
  isContentRating,
  notificationsReadBodySchema,
  notificationsReplySchema,
  profileMaxRank,
  type CalendarFeedLink,
  type CalendarFeedState,
  type CalendarReply,
  type NotificationsReply,
} from '@marquee/core';
import { contentReply, errorReplies, NO_CONTENT, SIGNED_IN, type ApiApp, type ApiTag } from '../../http/api-description.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { registerRateLimit } from '../../http/rate-limits.ts';
import { requireUser, signInFirst } from '../auth/index.ts';
import { createFeedCache, createFeedSecret, FEED_CACHE_MS, feedProfile, feedState, revokeFeed } from './calendar-feeds.ts';
import { followedTitles } from './followed-titles.ts';
import { checkNewEpisodes, claimCheck, listNotifications, markRead } from './notifications.ts';
import { calendarItems, today } from './title-dates.ts';

// The calendar and notifications are a profile's, as its lists are: signInFirst answers a visitor's 401 first.
const signedIn = { tags: ['lists'] satisfies ApiTag[], security: SIGNED_IN };

/** Calendar apps read a feed every few hours; this stops a script asking for a link again and again. */
const FEED_READS_PER_MINUTE = 60;
const FEED_PATH = '/calendar/feed';
const FEED_UNKNOWN = /*i18n*/ 'No calendar feed at this address';

/**
 * /api/calendar: the profile's followed titles by day and its calendar feed link (docs/behaviour.md#calendar);
 * /api/notifications: its new-episode notifications (docs/behaviour.md#notifications).
 */
export const calendarRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  await registerRateLimit(app, /*i18n*/ 'Too many requests. Please wait a minute and try again.');
  calendarRoute(app);
  feedRoutes(app);
  notificationRoutes(app);
};

function calendarRoute(app: ApiApp): void {
  const db = app.ctx.db.kysely;
  const schema = {
    summary: "The followed titles' episodes and releases by day, within at most 62 days",
    ...signedIn,
    querystring: calendarQuerySchema,
    response: { 200: calendarReplySchema, ...errorReplies(400, 401, 503) },
  };
  app.get('/calendar', { schema, preValidation: signInFirst }, async (request): Promise<CalendarReply> => {
    const user = requireUser(request);
    const range = calendarRange(request.query, today());
    const problem = calendarRangeProblem(range);
    if (problem) throw new HttpError(400, problem.text, problem.values);
    const titles = await followedTitles(db, app.ctx.metadata, user.profile.id, profileMaxRank(user.profile));
    return { ...range, items: await calendarItems(app.ctx.metadata, titles, range) };
  });
}

/** Where the app is, for a link used outside it: PUBLIC_URL, else the address asked, under BASE_PATH. */
function appOrigin(request: FastifyRequest): string {
  const { publicUrl, basePath } = request.server.ctx.config;
  return (publicUrl ?? `${request.protocol}://${request.host}`) + basePath;
}

function feedRoutes(app: ApiApp): void {
  const db = app.ctx.db.kysely;
  const cache = createFeedCache();

  const state = {
    summary: 'Whether the profile has a calendar feed link, and since when',
    ...signedIn,
    response: { 200: calendarFeedStateSchema, ...errorReplies(401, 503) },
  };
  app.get(FEED_PATH, { schema: state, preValidation: signInFirst }, async (request): Promise<CalendarFeedState> => {
    return feedState(db, requireUser(request).profile.id);
  });

  const create = {
    summary: 'Makes a new calendar feed link, replacing the old one: its address is told only now',
    ...signedIn,
    response: { 200: calendarFeedLinkSchema, ...errorReplies(401, 404, 503) },
  };
  app.post(FEED_PATH, { schema: create, preValidation: signInFirst }, async (request): Promise<CalendarFeedLink> => {
    const secret = await createFeedSecret(db, requireUser(request).profile.id);
    return { url: `${appOrigin(request)}/api${FEED_PATH}/${secret}.ics` };
  });

  const revoke = {
    summary: 'Revokes the calendar feed link',
    ...signedIn,
    response: { 204: NO_CONTENT, ...errorReplies(401, 503) },
  };
  app.delete(FEED_PATH, { schema: revoke, preValidation: signInFirst }, async (request, reply) => {
    await revokeFeed(db, requireUser(request).profile.id);
    return reply.status(204).send();
  });

  const read = {
    summary: "The profile's calendar as iCalendar, for calendar apps: the link is the sign-in",
    tags: ['lists'] satisfies ApiTag[],
    params: calendarFeedParamsSchema,
    response: {
      200: contentReply('The calendar, a month back to three months ahead', { 'text/calendar': z.string() }),
      ...errorReplies(404, 429, 503),
    },
  };
  app.get(
    `${FEED_PATH}/:file`,
    { schema: read, config: { rateLimit: { max: FEED_READS_PER_MINUTE, timeWindow: 60_000 } } },
    async (request, reply) => {
      const secret = /^(.+)\.ics$/.exec(request.params.file)?.[1];
      const profile = secret === undefined ? undefined : await feedProfile(db, secret);
      if (!profile) throw notFound(FEED_UNKNOWN);
      const maxRank = profileMaxRank({
        kids: profile.kids === 1,
        maxRating: isContentRating(profile.max_rating) ? profile.max_rating : null,
      });
      // A new link, or a new limit, is a feed of its own: neither is ever served from the one before.
      const key = `${profile.id}:${profile.created_at}:${maxRank ?? 'none'}`;
      let text = cache.get(key);
      if (text === undefined) {
        const day = today();
        const range = { from: addDays(day, -CALENDAR_FEED_DAYS_BEFORE), to: addDays(day, CALENDAR_FEED_DAYS_AFTER) };
        const titles = await followedTitles(db, app.ctx.metadata, profile.id, maxRank);
        text = icalendarFeed({
          name: `${app.ctx.siteName.current()}: ${profile.name}`,
          stampedAt: new Date().toISOString(),
          source: app.ctx.metadata.source,
          items: await calendarItems(app.ctx.metadata, titles, range),
        });
        cache.set(key, text);
      }
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', `private, max-age=${FEED_CACHE_MS / 1000}`)
        .header('content-disposition', 'inline; filename="calendar.ics"')
        .send(text);
    },
  );
}

function notificationRoutes(app: ApiApp): void {
  const db = app.ctx.db.kysely;
  const list = {
    summary: "The profile's newest notifications (its followed shows checked first, every 10 minutes at most)",
    ...signedIn,
    response: { 200: notificationsReplySchema, ...errorReplies(401, 503) },
  };
  app.get('/notifications', { schema: list, preValidation: signInFirst }, async (request): Promise<NotificationsReply> => {
    const user = requireUser(request);
    if (await claimCheck(db, user.profile.id)) {
      await checkNewEpisodes(db, app.ctx.metadata, user.profile.id, profileMaxRank(user.profile));
    }
    return listNotifications(db, user.profile.id, app.ctx.metadata.source);
  });

  const read = {
    summary: 'Marks some notifications read (`ids`), or all of them (`all: true`)',
    ...signedIn,
    body: notificationsReadBodySchema,
    response: { 204: NO_CONTENT, ...errorReplies(400, 401, 413, 415, 503) },
  };
  app.post('/notifications/read', { schema: read, preValidation: signInFirst }, async (request, reply) => {
    await markRead(db, requireUser(request).profile.id, request.body);
    return reply.status(204).send();
  });
}
