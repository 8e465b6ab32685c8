import type { ComponentType } from 'react';
import {
  createBrowserHistory,
  createMemoryHistory,
  createPath,
  NavigationType,
  resolvePath,
  type History,
  type Location,
  type Path,
} from './history';
import { matchRoutes, type RouteMatch, type RouteObject } from './match-routes';

export interface RouterState {
  location: Location;
  navigationType: NavigationType;
  matches: RouteMatch[];
  /** The screens of the first location are loaded: until then the router draws nothing of them. */
  initialized: boolean;
  /** 'loading' while the next screen's code downloads; the current screen stays until it has. */
  navigation: 'idle' | 'loading';
  /** A screen whose code failed to load: the id of its route and why. */
  loadError: { routeId: string; error: unknown } | null;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export type NavigateFunction = (to: string | number, options?: NavigateOptions) => Promise<void>;

const SCROLL_POSITIONS_KEY = 'scroll-positions';

/**
 * Where an entry's scroll position is kept: its key, and for the first page of a visit (every visit's is
 * 'default') its address too, so that opening another page afresh does not scroll to where the last one was.
 */
const scrollKey = (location: Location) => (location.key === 'default' ? `default ${createPath(location)}` : location.key);

function readScrollPositions(): Map<string, number> {
  try {
    return new Map(JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '[]') as [string, number][]);
  } catch {
    return new Map();
  }
}

/** Each lazy route's loaded screen, kept for the page's life (a route object lives as long as the table). */
const loadedScreens = new WeakMap<RouteObject, ComponentType>();

/** The component that draws a route: its own, or its lazy screen once loaded. */
export const screenOf = (route: RouteObject): ComponentType | undefined => route.Component ?? loadedScreens.get(route);

async function loadScreens(matches: RouteMatch[]): Promise<RouterState['loadError']> {
  const results = await Promise.all(
    matches.map(async ({ route, id }) => {
      if (!route.lazy || loadedScreens.has(route)) return null;
      try {
        loadedScreens.set(route, (await route.lazy()).Component);
        return null;
      } catch (error) {
        return { routeId: id, error };
      }
    }),
  );
  return results.find((result) => result !== null) ?? null;
}

const needsLoading = (matches: RouteMatch[]) => matches.some(({ route }) => route.lazy && !loadedScreens.has(route));

/**
 * The app's router: which routes draw the current URL, with the screens' code loaded before a screen is shown
 * (the previous one stays meanwhile, under a progress bar). docs/web-app.md#the-router says why the app has its
 * own rather than React Router.
 */
export class Router {
  state: RouterState;
  private readonly listeners = new Set<() => void>();
  /** Each navigation's number: a slower earlier one whose code arrives last does not win. */
  private latest = 0;
  /** Each entry's scroll position by its key, while scroll restoration is on (components.tsx ScrollRestoration). */
  private scrollPositions: Map<string, number> | null = null;

  constructor(
    private readonly routes: RouteObject[],
    private readonly history: History,
  ) {
    const { location } = history;
    const matches = matchRoutes(routes, location.pathname);
    this.state = {
      location,
      navigationType: history.action,
      matches,
      initialized: !needsLoading(matches),
      navigation: 'idle',
      loadError: null,
    };
    if (!this.state.initialized) {
      void loadScreens(matches).then((loadError) => this.set({ initialized: true, loadError }));
    }
    history.listen(() => void this.show(history.location, history.action));
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Resolves once the first location's screens are loaded (and at once if they were). */
  ready(): Promise<void> {
    if (this.state.initialized) return Promise.resolve();
    return new Promise((resolve) => {
      const unsubscribe = this.subscribe(() => {
        if (!this.state.initialized) return;
        unsubscribe();
        resolve();
      });
    });
  }

  /**
   * Goes to `to` (a path, or a query or fragment on this path), or moves `to` entries through the history. A
   * link to where the app already is replaces the entry rather than adding one.
   */
  navigate: NavigateFunction = async (to, options = {}) => {
    if (typeof to === 'number') {
      this.history.go(to);
      return;
    }
    const path = resolvePath(to, this.state.location);
    const replace = options.replace ?? createPath(path) === createPath(this.state.location);
    await this.show({ ...path, state: options.state ?? null, key: '' }, replace ? NavigationType.Replace : NavigationType.Push);
  };

  /** The URL a link to `path` (one of the app's paths) gives the browser: under the base path. */
  createHref(path: Path): string {
    return this.history.createHref(path);
  }

  private async show(target: Location, how: NavigationType): Promise<void> {
    const run = ++this.latest;
    const matches = matchRoutes(this.routes, target.pathname);
    let loadError: RouterState['loadError'] = null;
    if (needsLoading(matches)) {
      this.set({ navigation: 'loading' });
      loadError = await loadScreens(matches);
      if (run !== this.latest) return;
    }
    this.scrollPositions?.set(scrollKey(this.state.location), window.scrollY);
    // The address changes when the screen does (a Back or Forward has changed it already).
    if (how === NavigationType.Push) this.history.push(target, target.state);
    else if (how === NavigationType.Replace) this.history.replace(target, target.state);
    this.set({
      location: this.history.location,
      navigationType: how,
      matches,
      initialized: true,
      navigation: 'idle',
      loadError,
    });
  }

  /**
   * Keeps each entry's scroll position as the app leaves it, and across a reload (in the tab's session storage),
   * taking scroll restoration from the browser, which would restore before the screen is drawn. Returns the undo.
   */
  keepScrollPositions(): () => void {
    this.scrollPositions ??= readScrollPositions();
    const positions = this.scrollPositions;
    window.history.scrollRestoration = 'manual';
    const save = () => {
      positions.set(scrollKey(this.state.location), window.scrollY);
      try {
        sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify([...positions]));
      } catch {
        // Storage full or refused: a reload starts at the top.
      }
    };
    window.addEventListener('pagehide', save);
    return () => {
      this.scrollPositions = null;
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = 'auto';
    };
  }

  scrollPositionOf(location: Location): number | undefined {
    return this.scrollPositions?.get(scrollKey(location));
  }

  private set(change: Partial<RouterState>): void {
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener();
  }
}

/**
 * `basename`: the path the app is served under ('' or e.g. '/marquee'). Routes, locations and navigate() targets
 * are the app's paths, without it; the browser's addresses and the links' hrefs are under it.
 */
export function createBrowserRouter(routes: RouteObject[], options: { basename?: string } = {}): Router {
  return new Router(routes, createBrowserHistory(options.basename));
}

/** A router over a history kept in memory: the server's rendering of a URL, and tests. */
export function createMemoryRouter(
  routes: RouteObject[],
  options: { initialEntries?: string[]; basename?: string } = {},
): Router {
  return new Router(routes, createMemoryHistory(options.initialEntries, options.basename));
}
