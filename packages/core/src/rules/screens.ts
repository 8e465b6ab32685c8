/**
 * Every screen of the web app, declared once: its route, its code, and what the server does for its page.
 * The web app's route table takes each screen's code from here (apps/web/src/app/screen-code.ts), its server
 * entry renders the screens declared with `ssr`, and the server derives its preload hints and its start-up
 * renderings from the same list. What a screen reads from its URL (its SSR cache key, ssr-cache-key.ts) and the
 * requests it makes first (firstScreenRequests, tmdb/gateway-requests.ts) are rules kept beside the code they
 * use, keyed by these paths and type-checked against them: this list is plain data, small enough for the
 * browser's first script, which routes by it.
 */
export interface Screen {
  /** Its route, as the app's router writes it: '' for the home page, `:name` for a parameter, `?` if optional. */
  readonly path: string;
  /** Its code, a module of apps/web as Vite's build manifest names it. */
  readonly module: string;
  /** The page names the screen's code for the browser to fetch with the app's own (preload hints). */
  readonly preload?: true;
  /**
   * The server renders the screen's first paint; `warmUp` are addresses it renders as it starts, so no first
   * visitor pays for loading the screen's code.
   */
  readonly ssr?: { readonly warmUp: readonly string[] };
}

const feature = (name: string, screen: string) => `src/features/${name}/routes/${screen}.tsx`;

/** In the route table's order (docs/behaviour.md#routes); the web app's guards and layout are its own. */
export const SCREENS = [
  { path: '', module: feature('home', 'home'), preload: true, ssr: { warmUp: ['/'] } },
  { path: 'movie', module: feature('browse', 'movies'), preload: true },
  { path: 'tv', module: feature('browse', 'tv-shows'), preload: true },
  { path: 'trending', module: feature('browse', 'trending'), preload: true },
  { path: 'search', module: feature('search', 'search'), preload: true, ssr: { warmUp: ['/search?q=the'] } },
  // A refused id is rendered as the server starts only to load the title pages' code; it is not cached.
  { path: 'movie/:id', module: feature('title', 'movie-details'), preload: true, ssr: { warmUp: ['/movie/0'] } },
  { path: 'tv/:id', module: feature('title', 'tv-details'), preload: true, ssr: { warmUp: ['/tv/0'] } },
  { path: 'player/movie/:id', module: feature('player', 'movie-player') },
  { path: 'player/tv/:id/:season?/:episode?', module: feature('player', 'tv-player') },
  { path: 'party/:code', module: feature('player', 'party-link') },
  { path: 'sports', module: feature('sports', 'sports'), preload: true, ssr: { warmUp: ['/sports'] } },
  { path: 'sports/player/:matchId', module: feature('sports', 'sports-player') },
  { path: 'profile', module: 'src/app/routes/profile.tsx' },
  { path: 'watch-history', module: feature('history', 'watch-history') },
  { path: 'stats', module: feature('stats', 'stats') },
  { path: 'calendar', module: feature('calendar', 'calendar') },
  { path: 'library', module: feature('library', 'library') },
  { path: 'library/manage', module: feature('library', 'library-manage') },
  { path: 'login', module: feature('auth', 'login') },
  { path: 'signup', module: feature('auth', 'signup') },
  { path: 'reset-password', module: feature('auth', 'reset-password') },
  { path: 'forgot-password', module: feature('auth', 'forgot-password') },
  { path: 'setup', module: feature('admin', 'setup') },
  { path: 'admin', module: feature('admin', 'admin') },
  { path: 'terms', module: feature('legal', 'terms') },
  { path: 'privacy', module: feature('legal', 'privacy') },
  { path: 'dmca', module: feature('legal', 'dmca') },
  { path: 'content-removal', module: feature('legal', 'content-removal') },
  { path: 'profiles', module: feature('profiles', 'who-is-watching') },
  { path: '*', module: feature('not-found', 'not-found') },
] as const satisfies readonly Screen[];

export type ScreenPath = (typeof SCREENS)[number]['path'];
/** The paths of the screens the server renders. */
export type SsrScreenPath = Extract<(typeof SCREENS)[number], { ssr: object }>['path'];

/** The screens the server renders, in the declaration's order. */
export const SSR_SCREENS: readonly Screen[] = /* @__PURE__ */ SCREENS.filter((screen: Screen) => screen.ssr);

/** The addresses the server renders as it starts, in the screens' order. */
export const SSR_WARM_UP: readonly string[] = /* @__PURE__ */ SSR_SCREENS.flatMap((screen) => screen.ssr?.warmUp ?? []);

/** The full pathnames a route path matches, its parameters captured in order ('*' matches any path). */
export function screenPattern(path: string): RegExp {
  if (path === '*') return /^\/(.*)$/;
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (!segment.startsWith(':')) return `\\/${segment.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}`;
      return segment.endsWith('?') ? '(?:\\/([^/]+))?' : '\\/([^/]+)';
    });
  return new RegExp(segments.length > 0 ? `^${segments.join('')}$` : '^\\/$');
}

/** The first of these screens whose path matches `pathname`, with its parameters; null when none does. */
export function matchScreen<S extends Screen>(screens: readonly S[], pathname: string): { screen: S; params: string[] } | null {
  for (const screen of screens) {
    const match = screenPattern(screen.path).exec(pathname);
    if (match) return { screen, params: match.slice(1).filter((param) => param !== undefined) };
  }
  return null;
}
