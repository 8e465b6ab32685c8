/**
 * The app's router (docs/architecture.md#the-router): the URL's routes, history, links and scroll restoration, with
 * the names React Router gives them.
 */
export { createPath, NavigationType, type Location, type Path } from './history';
export type { LazyScreen, Params, RouteMatch, RouteObject } from './match-routes';
export { createBrowserRouter, createMemoryRouter, type NavigateFunction, type NavigateOptions, type Router } from './router';
export {
  Link,
  Navigate,
  NavLink,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useNavigationType,
  useParams,
  useRouteError,
  useSearchParams,
  type LinkProps,
} from './components';
