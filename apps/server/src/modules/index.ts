import type { FastifyPluginAsync } from 'fastify';
import { accountDataRoutes } from './account/routes.ts';
import { activityRoutes } from './activity/routes.ts';
import { adminRoutes } from './admin/routes.ts';
import { analyticsRoutes } from './analytics/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { profileRoutes } from './auth/profile-routes.ts';
import { calendarRoutes } from './calendar/routes.ts';
import { chatRoutes } from './chat/routes.ts';
import { configRoutes } from './config/routes.ts';
import { downloadRoutes } from './downloads/routes.ts';
import { healthRoutes } from './health/routes.ts';
import { historyRoutes } from './history/routes.ts';
import { libraryRoutes } from './library/routes.ts';
import { listRoutes } from './lists/routes.ts';
import { metadataRoutes } from './metadata/routes.ts';
import { partyRoutes } from './party/routes.ts';
import { playbackRoutes } from './playback/routes.ts';
import { preferenceRoutes } from './preferences/routes.ts';
import { ratingRoutes } from './ratings/routes.ts';
import { sourceRoutes } from './sources/routes.ts';
import { sportsRoutes } from './sports/routes.ts';
import { statsRoutes } from './stats/routes.ts';
import { titleImportRoutes } from './title-imports/routes.ts';
import { serviceSyncRoutes } from './service-sync/routes.ts';
import { watchedRoutes } from './watched/routes.ts';

/**
 * Every API module, registered under /api in this order. Each module is one Fastify plugin in
 * `modules/<area>/routes.ts`; add a line here when you add one.
 */
export const modules: FastifyPluginAsync[] = [
  healthRoutes,
  authRoutes,
  adminRoutes,
  profileRoutes,
  listRoutes,
  historyRoutes,
  watchedRoutes,
  statsRoutes,
  calendarRoutes,
  ratingRoutes,
  preferenceRoutes,
  accountDataRoutes,
  titleImportRoutes,
  serviceSyncRoutes,
  analyticsRoutes,
  downloadRoutes,
  playbackRoutes,
  libraryRoutes,
  sourceRoutes,
  configRoutes,
  metadataRoutes,
  sportsRoutes,
  chatRoutes,
  partyRoutes,
  activityRoutes,
];
