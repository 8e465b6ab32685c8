import type { ComponentType } from 'react';
import { Navigate, type LazyScreen, type RouteObject } from '@/lib/router';
import { LoginPrompt } from '@/features/auth/components/login-prompt';
import { RootLayout, ScreenFrame } from './layout/root-layout';
import { RequireUser } from './require-user';
import { RouteError } from './route-error';
import type { RouteHandle } from './route-handle';

/**
 * Every route of docs/behaviour.md#routes. Each screen's code loads only when its route is visited: add a screen as
 * `lazy: screen(() => import('@/features/<feature>/routes/<screen>'))`, the module default-exporting
 * the screen component. A screen made of several features' parts is composed in src/app/routes instead (features do not import
 * each other).
 */
function screen(load: () => Promise<{ default: ComponentType }>): LazyScreen {
  return async () => ({ Component: (await load()).default });
}

const notFoundHandle: RouteHandle = { notFound: true };

const screens: RouteObject[] = [
  // Home, browse lists, trending, search.
  { index: true, lazy: screen(() => import('@/features/home/routes/home')) },
  { path: 'movie', lazy: screen(() => import('@/features/browse/routes/movies')) },
  { path: 'movies', element: <Navigate to="/movie" replace /> },
  { path: 'tv', lazy: screen(() => import('@/features/browse/routes/tv-shows')) },
  { path: 'trending', lazy: screen(() => import('@/features/browse/routes/trending')) },
  { path: 'search', lazy: screen(() => import('@/features/search/routes/search')) },
  // Title pages.
  { path: 'movie/:id', lazy: screen(() => import('@/features/title/routes/movie-details')) },
  { path: 'tv/:id', lazy: screen(() => import('@/features/title/routes/tv-details')) },
  // Players, open to visitors (docs/behaviour.md#visitors-and-members).
  { path: 'player/movie/:id', lazy: screen(() => import('@/features/player/routes/movie-player')) },
  // Season and episode may be missing: the player replaces them with 1 and 1.
  { path: 'player/tv/:id/:season?/:episode?', lazy: screen(() => import('@/features/player/routes/tv-player')) },
  // A watch party's invite link: opens the player on what the party watches.
  { path: 'party/:code', lazy: screen(() => import('@/features/player/routes/party-link')) },
  // Live sports.
  { path: 'sports', lazy: screen(() => import('@/features/sports/routes/sports')) },
  { path: 'sports/player/:matchId', lazy: screen(() => import('@/features/sports/routes/sports-player')) },
  // Account screens, for signed-in users only (docs/behaviour.md#routes).
  {
    element: <RequireUser signedOut={<Navigate to="/" replace />} />,
    children: [{ path: 'profile', lazy: screen(() => import('@/app/routes/profile')) }],
  },
  // Each says what signing in opens on it.
  {
    element: (
      <RequireUser signedOut={<LoginPrompt description="Sign in to see your watch history, favorites and watchlist." />} />
    ),
    children: [{ path: 'watch-history', lazy: screen(() => import('@/features/history/routes/watch-history')) }],
  },
  {
    element: (
      <RequireUser signedOut={<LoginPrompt description="Sign in to watch the films and shows in this server's library." />} />
    ),
    children: [{ path: 'library', lazy: screen(() => import('@/features/library/routes/library')) }],
  },
  {
    element: <RequireUser signedOut={<LoginPrompt description="Sign in as this server's owner to manage its library." />} />,
    children: [{ path: 'library/manage', lazy: screen(() => import('@/features/library/routes/library-manage')) }],
  },
  { path: 'login', lazy: screen(() => import('@/features/auth/routes/login')) },
  { path: 'signup', lazy: screen(() => import('@/features/auth/routes/signup')) },
  { path: 'terms', lazy: screen(() => import('@/features/legal/routes/terms')) },
  { path: 'privacy', lazy: screen(() => import('@/features/legal/routes/privacy')) },
  { path: 'dmca', lazy: screen(() => import('@/features/legal/routes/dmca')) },
  { path: 'content-removal', lazy: screen(() => import('@/features/legal/routes/content-removal')) },
  { path: '*', handle: notFoundHandle, lazy: screen(() => import('@/features/not-found/routes/not-found')) },
];

export const routes: RouteObject[] = [
  // Who's watching? fills the screen, without the shell: a profile is still to be chosen.
  {
    path: 'profiles',
    element: <RequireUser signedOut={<Navigate to="/login" replace />} />,
    errorElement: <RouteError />,
    children: [{ index: true, lazy: screen(() => import('@/features/profiles/routes/who-is-watching')) }],
  },
  {
    element: <RootLayout />,
    children: [
      {
        element: <ScreenFrame />,
        // A screen that throws, or whose code fails to download, stays inside the shell.
        children: [{ errorElement: <RouteError />, children: screens }],
      },
    ],
  },
];
