import {
  Component,
  createContext,
  createElement,
  startTransition,
  use,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { decodeSegment, NavigationType, resolvePath, type Location } from './history';
import type { Params } from './match-routes';
import { screenOf, type NavigateFunction, type NavigateOptions, type Router, type RouterState } from './router';

// The router itself never changes, its state does: the parts that only navigate (buttons) do not redraw on each move.
const RouterContext = createContext<Router | null>(null);
const StateContext = createContext<RouterState | null>(null);
/** The location alone: links read it, and need not redraw when only the navigation's progress changes. */
const LocationContext = createContext<Location | null>(null);
/** Which of the current matches the nearest route is (-1 above the first). */
const DepthContext = createContext(-1);
const RouteErrorContext = createContext<unknown>(undefined);

function useRouter(): Router {
  const router = use(RouterContext);
  if (!router) throw new Error('This part of the app is drawn outside the router');
  return router;
}

function useRouterState(): RouterState {
  const state = use(StateContext);
  if (!state) throw new Error('This part of the app is drawn outside the router');
  return state;
}

/**
 * Draws the routes of the router's location. A new location is drawn as a transition, as React Router does: a
 * screen that suspends keeps the previous one on screen instead of a fallback.
 */
export function RouterProvider({ router }: { router: Router }) {
  const [first] = useState(() => router.state);
  const [state, setState] = useState(first);
  useLayoutEffect(() => {
    const update = () => startTransition(() => setState(router.state));
    // A change between the first render and this subscription is not missed.
    if (router.state !== first) update();
    return router.subscribe(update);
  }, [router, first]);
  return (
    <RouterContext value={router}>
      <StateContext value={state}>
        <LocationContext value={state.location}>
          <RouteLevel depth={0} />
        </LocationContext>
      </StateContext>
    </RouterContext>
  );
}

/** The route of the nearest route's child: a layout draws its page here. */
export function Outlet() {
  return <RouteLevel depth={use(DepthContext) + 1} />;
}

function RouteLevel({ depth }: { depth: number }) {
  const state = useRouterState();
  const match = state.matches[depth];
  if (!match) return null;
  const { route, id } = match;
  const screen = screenOf(route);
  let content: ReactNode;
  // A screen whose code did not load fails where it would have been drawn: the nearest error element shows it,
  // as it does for a screen that throws.
  if (state.loadError?.routeId === id) content = <Fail error={state.loadError.error} />;
  else if (route.element !== undefined) content = route.element;
  else if (screen) content = createElement(screen);
  else content = route.lazy ? null : <Outlet />;
  content = <DepthContext value={depth}>{content}</DepthContext>;
  if (route.errorElement === undefined) return content;
  return (
    <RouteErrorBoundary location={state.location} fallback={route.errorElement}>
      {content}
    </RouteErrorBoundary>
  );
}

function Fail({ error }: { error: unknown }): never {
  throw error;
}

interface BoundaryProps {
  location: Location;
  fallback: ReactNode;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  error: unknown;
  location: Location;
}

/** A route's error element in place of what threw beneath it, until the app goes elsewhere. */
class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, error: undefined, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location === state.location ? null : { failed: false, error: undefined, location: props.location };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <RouteErrorContext value={this.state.error}>{this.props.fallback}</RouteErrorContext>;
  }
}

export const useRouteError = (): unknown => use(RouteErrorContext);
export function useLocation(): Location {
  const location = use(LocationContext);
  if (!location) throw new Error('This part of the app is drawn outside the router');
  return location;
}
export const useNavigationType = (): NavigationType => useRouterState().navigationType;
export const useNavigation = (): { state: RouterState['navigation'] } => ({ state: useRouterState().navigation });
export const useNavigate = (): NavigateFunction => useRouter().navigate;

/** The URL's params, e.g. `id` of `movie/:id`. */
export function useParams<Keys extends string = string>(): Partial<Record<Keys, string>> {
  const { matches } = useRouterState();
  return (matches[matches.length - 1]?.params ?? {}) as Partial<Record<Keys, string>>;
}

/** The routes drawing the page, with their `handle`s. */
export function useMatches(): { id: string; pathname: string; params: Params; handle: unknown }[] {
  const { matches } = useRouterState();
  return useMemo(
    () => matches.map(({ id, pathname, params, route }) => ({ id, pathname, params, handle: route.handle })),
    [matches],
  );
}

type SearchParamsInit = URLSearchParams | Record<string, string> | string;

/** The URL's query, and a way to go to the same path with another. */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit), options?: NavigateOptions) => void,
] {
  const router = useRouter();
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit), options?: NavigateOptions) => {
      const value = typeof next === 'function' ? next(new URLSearchParams(router.state.location.search)) : next;
      void router.navigate(`?${new URLSearchParams(value).toString()}`, options);
    },
    [router],
  );
  return [params, setParams];
}

export type LinkProps = Omit<ComponentProps<'a'>, 'href'> & { to: string; replace?: boolean; state?: unknown };

/** A link the app follows itself; a click with a modifier key or to another target is left to the browser. */
export function Link({ to, replace, state, onClick, target, children, ...rest }: LinkProps) {
  const router = useRouter();
  const location = useLocation();
  return (
    <a
      {...rest}
      href={router.createHref(resolvePath(to, location))}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || event.button !== 0 || (target && target !== '_self')) return;
        if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        void router.navigate(to, { replace, state });
      }}
    >
      {children}
    </a>
  );
}

type NavLinkProps = Omit<LinkProps, 'className' | 'children'> & {
  /** Active only on exactly this path, not also below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string | undefined);
  children?: ReactNode | ((state: { isActive: boolean }) => ReactNode);
};

/** A link that knows when the app is at (or below) where it goes, and says so to assistive technology. */
export function NavLink({ end = false, className, children, ...rest }: NavLinkProps) {
  const location = useLocation();
  const target = resolvePath(rest.to, location).pathname.toLowerCase();
  const current = location.pathname.toLowerCase();
  const isActive =
    current === target || (!end && target !== '/' && current.startsWith(target.endsWith('/') ? target : `${target}/`));
  return (
    <Link
      {...rest}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    >
      {typeof children === 'function' ? children({ isActive }) : children}
    </Link>
  );
}

/** Goes to `to` once drawn (a route that only sends the visitor on). */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const router = useRouter();
  useEffect(() => {
    void router.navigate(to, { replace, state });
  }, [router, to, replace, state]);
  return null;
}

/**
 * Each history entry's scroll position: Back and Forward (and a reload) return to where the page was, and any
 * other move starts at the top of the new page (or at its fragment's element).
 */
export function ScrollRestoration() {
  const router = useRouter();
  const { location, navigationType } = useRouterState();
  const first = useRef(true);

  useLayoutEffect(() => router.keepScrollPositions(), [router]);

  useLayoutEffect(() => {
    const saved = router.scrollPositionOf(location);
    if (first.current) {
      first.current = false;
      if (saved !== undefined) window.scrollTo(0, saved);
      return;
    }
    if (navigationType === NavigationType.Pop && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      const element = document.getElementById(decodeSegment(location.hash.slice(1)));
      if (element) {
        element.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
  }, [router, location, navigationType]);

  return null;
}
