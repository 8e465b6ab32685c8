/**
 * The app's router (docs/web-app.md#the-router): the URL's routes, history, links and scroll restoration, with
 * the names React Router gives them.
 */
export { NavigationType } from './history';
export type { LazyScreen, RouteObject } from './match-routes';
export { createBrowserRouter, createMemoryRouter, type NavigateFunction, type Router } from './router';
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
} from './components';
