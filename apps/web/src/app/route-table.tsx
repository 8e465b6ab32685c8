import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ScreenPath } from '@marquee/core';
import { Navigate, type RouteObject } from '@/lib/router';
import { LoginPrompt } from '@/features/auth/components/login-prompt';
import { loadAuthActions } from '@/lib/auth';
import { RootLayout, ScreenFrame } from './layout/root-layout';
import { RequireUser } from './require-user';
import { RouteError } from './route-error';
import type { RouteHandle } from './route-handle';
import { screenCode, screenRoute } from './screen-code';

/**
 * Every route of docs/behaviour.md#routes. Each screen's path and code are declared once in @marquee/core (SCREENS),
 * which the server's rendering and hints read too; this table places them under the app's layout and guards.
 * Add a screen there, with its module in a feature's `routes/` folder, then its route here.
 */
const notFoundHandle: RouteHandle = { notFound: true };

/** A visitor's 'Please log in' on a signed-in screen, saying what signing in opens there, in the page's language. */
function SignInFor({ reason }: { reason: MessageDescriptor }) {
  const { i18n } = useLingui();
  return <LoginPrompt description={i18n._(reason)} />;
}

/** A screen that signs in: the account's actions load with its code, so that signing in waits for no download. */
const signInScreen = (path: ScreenPath) => screenRoute(path, {}, loadAuthActions);

const screens: RouteObject[] = [
  // Home, browse lists, trending, search.
  screenRoute(''),
  screenRoute('movie'),
  { path: 'movies', element: <Navigate to="/movie" replace /> },
  screenRoute('tv'),
  screenRoute('trending'),
  screenRoute('search'),
  // Title pages.
  screenRoute('movie/:id'),
  screenRoute('tv/:id'),
  // Players, open to visitors (docs/behaviour.md#visitors-and-members).
  screenRoute('player/movie/:id'),
  // Season and episode may be missing: the player replaces them with 1 and 1.
  screenRoute('player/tv/:id/:season?/:episode?'),
  // A watch party's invite link: opens the player on what the party watches.
  screenRoute('party/:code'),
  // Live sports.
  screenRoute('sports'),
  screenRoute('sports/player/:matchId'),
  // Account screens, for signed-in users only (docs/behaviour.md#routes).
  {
    element: <RequireUser signedOut={<Navigate to="/" replace />} />,
    children: [screenRoute('profile')],
  },
  // Each says what signing in opens on it.
  {
    element: <RequireUser signedOut={<SignInFor reason={msg`Sign in to see your watch history, favorites and watchlist.`} />} />,
    children: [screenRoute('watch-history')],
  },
  {
    element: (
      <RequireUser signedOut={<SignInFor reason={msg`Sign in to see new episodes of your shows, and your year in figures.`} />} />
    ),
    children: [screenRoute('stats'), screenRoute('calendar')],
  },
  {
    element: (
      <RequireUser signedOut={<SignInFor reason={msg`Sign in to watch the films and shows in this server's library.`} />} />
    ),
    children: [screenRoute('library')],
  },
  {
    element: <RequireUser signedOut={<SignInFor reason={msg`Sign in as this server's owner to manage its library.`} />} />,
    children: [screenRoute('library/manage')],
  },
  {
    element: <RequireUser signedOut={<SignInFor reason={msg`Sign in as an admin of this server to manage it.`} />} />,
    children: [screenRoute('admin')],
  },
  signInScreen('login'),
  signInScreen('signup'),
  // An admin's reset link: whoever holds it sets the password, signed in or not.
  signInScreen('reset-password'),
  // 'Forgot password?': asks the server to mail a reset link, when it sends mail.
  screenRoute('forgot-password'),
  // A new server's first screen: the server sends every page here until it is set up.
  signInScreen('setup'),
  screenRoute('terms'),
  screenRoute('privacy'),
  screenRoute('dmca'),
  screenRoute('content-removal'),
  screenRoute('*', { handle: notFoundHandle }),
];

export const routes: RouteObject[] = [
  // Who's watching? fills the screen, without the shell: a profile is still to be chosen.
  {
    path: 'profiles',
    element: <RequireUser signedOut={<Navigate to="/login" replace />} />,
    errorElement: <RouteError />,
    children: [{ index: true, lazy: screenCode('profiles') }],
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
