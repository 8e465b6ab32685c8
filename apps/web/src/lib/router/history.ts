/** Where the app is: a URL's path, query and fragment. */
export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * A history entry: its path, the state it was opened with, and a key of its own. The first page of a visit has
 * the key 'default' (a screen's Back then goes home instead of leaving the app).
 */
export interface Location extends Path {
  state: unknown;
  key: string;
}

/** How the app arrived at the current entry: a new entry, one replaced, or moving through the history (Back). */
export const NavigationType = { Pop: 'POP', Push: 'PUSH', Replace: 'REPLACE' } as const;
export type NavigationType = (typeof NavigationType)[keyof typeof NavigationType];

/** The browser's history, or one kept in memory (the server's rendering, tests), as the router uses it. */
export interface History {
  readonly location: Location;
  readonly action: NavigationType;
  push(path: Path, state: unknown): void;
  replace(path: Path, state: unknown): void;
  go(delta: number): void;
  /** The URL of `path` as the browser knows it: under the app's base path. */
  createHref(path: Path): string;
  /** Called after the history moved by itself (the browser's Back and Forward): push and replace do not call it. */
  listen(listener: () => void): () => void;
}

export const createPath = ({ pathname, search, hash }: Path): string => pathname + search + hash;

/** `path` under `basename` ('' or e.g. '/marquee', without a trailing slash). */
const hrefUnder = (basename: string, path: Path): string => basename + createPath(path);

/** A browser path as the app's routes know it: without `basename` ('/marquee/movie/1' is '/movie/1', '/marquee' is '/'). */
export function stripBasename(pathname: string, basename: string): string {
  if (basename === '') return pathname;
  if (pathname === basename) return '/';
  // A path outside the base is not the app's (the server serves nothing there): it is left to match no route.
  return pathname.startsWith(`${basename}/`) ? pathname.slice(basename.length) : pathname;
}

const BASE = 'http://app.invalid';
/** A path the URL parser would leave as it is: no query, fragment, dot segment, escape or character to encode. */
const PLAIN_PATH = /^\/(?!\/)[\w\-~/:@!$&'()*+,;=]*$/;

/**
 * `to` read against `from`: an absolute path, a query alone ('?tab=2', on the same path) or a fragment alone.
 * A path is kept as written (percent-encoded as the URL parser leaves it).
 */
export function resolvePath(to: string, from: Path): Path {
  if (to.startsWith('#')) return { pathname: from.pathname, search: from.search, hash: to === '#' ? '' : to };
  // The common case, a plain path (every card's link), without a URL parser per link drawn.
  if (PLAIN_PATH.test(to)) return { pathname: to, search: '', hash: '' };
  const url = new URL(to, BASE + from.pathname);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/** A URL's segment or fragment decoded, or as it is when it is not valid percent-encoding. */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/** What each of the app's entries keeps in `history.state`: its state, key and place in the visit (0 for the first). */
interface EntryState {
  usr: unknown;
  key: string;
  idx: number;
}

function readEntry(state: unknown): EntryState | null {
  if (typeof state !== 'object' || state === null || typeof (state as EntryState).key !== 'string') return null;
  return state as EntryState;
}

/** The window's history, under `basename`: the app's paths are without it, the browser's addresses with it. */
export function createBrowserHistory(basename = ''): History {
  const readLocation = (): Location => {
    const entry = readEntry(window.history.state);
    const { pathname, search, hash } = window.location;
    return { pathname: stripBasename(pathname, basename), search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
  };
  // The first entry is marked as the app's own, so that an entry without state is known to be a fragment's.
  if (readEntry(window.history.state) === null) {
    window.history.replaceState({ usr: null, key: 'default', idx: 0 } satisfies EntryState, '');
  }
  let index = readEntry(window.history.state)?.idx ?? 0;
  let location = readLocation();
  let action: NavigationType = NavigationType.Pop;
  const listeners = new Set<() => void>();

  window.addEventListener('popstate', () => {
    // A fragment link ('Skip to main content') opens an entry without state: it gets a key of its own.
    if (readEntry(window.history.state) === null) {
      window.history.replaceState({ usr: null, key: newKey(), idx: index + 1 } satisfies EntryState, '');
    }
    index = readEntry(window.history.state)?.idx ?? 0;
    location = readLocation();
    action = NavigationType.Pop;
    for (const listener of listeners) listener();
  });

  const write = (path: Path, state: unknown, method: 'pushState' | 'replaceState', how: NavigationType) => {
    const entry: EntryState = { usr: state ?? null, key: newKey(), idx: how === NavigationType.Push ? index + 1 : index };
    try {
      window.history[method](entry, '', hrefUnder(basename, path));
    } catch {
      // Safari limits how often the history may change; the page is then opened as a new document.
      window.location.assign(hrefUnder(basename, path));
      return;
    }
    location = { ...path, state: entry.usr, key: entry.key };
    index = entry.idx;
    action = how;
  };

  return {
    get location() {
      return location;
    },
    get action() {
      return action;
    },
    push: (path, state) => write(path, state, 'pushState', NavigationType.Push),
    replace: (path, state) => write(path, state, 'replaceState', NavigationType.Replace),
    go: (delta) => window.history.go(delta),
    createHref: (path) => hrefUnder(basename, path),
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A history kept in memory: `initialEntries` are the app's paths (without `basename`), its links are under it. */
export function createMemoryHistory(initialEntries: string[] = ['/'], basename = ''): History {
  const start: Path = { pathname: '/', search: '', hash: '' };
  const entries: Location[] = initialEntries.map((entry, index) => ({
    ...resolvePath(entry, start),
    state: null,
    key: index === 0 ? 'default' : newKey(),
  }));
  let index = entries.length - 1;
  let action: NavigationType = NavigationType.Pop;
  const listeners = new Set<() => void>();
  return {
    get location() {
      return entries[index]!;
    },
    get action() {
      return action;
    },
    push(path, state) {
      index += 1;
      entries.splice(index, entries.length, { ...path, state: state ?? null, key: newKey() });
      action = NavigationType.Push;
    },
    replace(path, state) {
      entries[index] = { ...path, state: state ?? null, key: newKey() };
      action = NavigationType.Replace;
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      action = NavigationType.Pop;
      for (const listener of listeners) listener();
    },
    createHref: (path) => hrefUnder(basename, path),
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
