import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  createMemoryRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  RouterProvider,
  useLocation,
  useNavigation,
  useParams,
  useRouteError,
  useSearchParams,
  type RouteObject,
} from '..';

function Shell() {
  const navigation = useNavigation();
  const location = useLocation();
  return (
    <>
      <nav>
        <NavLink to="/" end className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Home
        </NavLink>
        <NavLink to="/movie" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Movies
        </NavLink>
      </nav>
      <p>at {location.pathname + location.search}</p>
      {navigation.state === 'loading' && <p>loading</p>}
      <Outlet />
    </>
  );
}

function Movie() {
  const { id } = useParams<'id'>();
  return <h1>Movie {id}</h1>;
}

function Failure() {
  return <p role="alert">failed: {String(useRouteError())}</p>;
}

function Search() {
  const [params, setParams] = useSearchParams();
  return (
    <>
      <h1>Search {params.get('q')}</h1>
      <button onClick={() => setParams((current) => ({ q: `${current.get('q') ?? ''}!` }), { replace: true })}>more</button>
    </>
  );
}

function Thrower(): never {
  throw new Error('drawing failed');
}

/** A lazy screen that loads when the test says so. */
function deferredScreen(name: string) {
  let release: () => void = () => {};
  const loaded = new Promise<void>((resolve) => (release = resolve));
  const lazy = async () => {
    await loaded;
    return { Component: () => <h1>{name}</h1> };
  };
  return { lazy, release: () => act(async () => release()) };
}

function setup(initialPath = '/', extra: RouteObject[] = []) {
  const routes: RouteObject[] = [
    {
      element: <Shell />,
      children: [
        {
          errorElement: <Failure />,
          children: [
            { index: true, element: <h1>Home</h1> },
            { path: 'movie', element: <h1>Movies</h1> },
            { path: 'movie/:id', Component: Movie },
            { path: 'movies', element: <Navigate to="/movie" replace /> },
            { path: 'search', Component: Search },
            { path: 'broken', Component: Thrower },
            ...extra,
            { path: '*', element: <h1>Not found</h1> },
          ],
        },
      ],
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('the router', () => {
  it('draws the page of the URL inside its layouts, with its params', () => {
    setup('/movie/550');
    expect(screen.getByRole('heading', { name: 'Movie 550' })).toBeTruthy();
    expect(screen.getByText('at /movie/550')).toBeTruthy();
  });

  it('follows a link, marks the link of the current section, and goes back', async () => {
    const router = setup('/');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Movies' })));
    expect(screen.getByRole('heading', { name: 'Movies' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Movies' }).className).toBe('on');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    expect(router.state.navigationType).toBe('PUSH');

    await act(() => router.navigate('/movie/7'));
    // Below its path, a section's link stays current unless it is `end`.
    expect(screen.getByRole('link', { name: 'Movies' }).className).toBe('on');
    await act(() => router.navigate(-1));
    expect(screen.getByRole('heading', { name: 'Movies' })).toBeTruthy();
    expect(router.state.navigationType).toBe('POP');
  });

  it('replaces the entry for a link to where the app already is, and for a redirect', async () => {
    const router = setup('/movies');
    await screen.findByRole('heading', { name: 'Movies' });
    expect(router.state.navigationType).toBe('REPLACE');
    await act(() => router.navigate('/movie'));
    expect(router.state.navigationType).toBe('REPLACE');
  });

  it('changes the query on the same path', async () => {
    const router = setup('/search?q=star');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'more' })));
    expect(screen.getByRole('heading', { name: 'Search star!' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/search');
    expect(router.state.navigationType).toBe('REPLACE');
  });

  it('keeps the current screen until the next one has loaded, and only the latest navigation wins', async () => {
    const slow = deferredScreen('Slow');
    const fast = deferredScreen('Fast');
    const router = setup('/', [
      { path: 'slow', lazy: slow.lazy },
      { path: 'fast', lazy: fast.lazy },
    ]);
    // Started, not awaited: the navigation ends when the screen's code has loaded.
    await act(async () => void router.navigate('/slow'));
    expect(screen.getByText('loading')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
    await act(async () => void router.navigate('/fast'));
    await fast.release();
    expect(await screen.findByRole('heading', { name: 'Fast' })).toBeTruthy();
    await slow.release();
    expect(screen.getByRole('heading', { name: 'Fast' })).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    expect(router.state.location.pathname).toBe('/fast');
  });

  it('shows the error element for a screen whose code fails to load, inside the layout', async () => {
    const router = setup('/', [
      {
        path: 'offline',
        lazy: () => Promise.reject(new Error('chunk failed')),
      },
    ]);
    await act(() => router.navigate('/offline'));
    expect(screen.getByRole('alert').textContent).toBe('failed: Error: chunk failed');
    expect(screen.getByText('at /offline')).toBeTruthy();
  });

  it('shows the error element for a screen that throws, and leaves it on the next page', async () => {
    const router = setup('/');
    const quiet = console.error;
    console.error = () => {};
    try {
      await act(() => router.navigate('/broken'));
    } finally {
      console.error = quiet;
    }
    expect(screen.getByRole('alert').textContent).toBe('failed: Error: drawing failed');
    await act(() => router.navigate('/movie/1'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Movie 1' })).toBeTruthy();
  });

  it('waits for the first screen before it is ready', async () => {
    const first = deferredScreen('First');
    const router = createMemoryRouter([{ path: '/', lazy: first.lazy }]);
    expect(router.state.initialized).toBe(false);
    const ready = router.ready();
    await first.release();
    await ready;
    expect(router.state.initialized).toBe(true);
  });

  it('leaves a click with a modifier key to the browser', async () => {
    const router = createMemoryRouter([{ path: '*', element: <Link to="/movie">Plain link</Link> }]);
    render(<RouterProvider router={router} />);
    const link = screen.getByRole('link', { name: 'Plain link' });
    expect(link.getAttribute('href')).toBe('/movie');
    fireEvent.click(link, { ctrlKey: true });
    expect(router.state.location.pathname).toBe('/');
    await act(async () => fireEvent.click(link));
    expect(router.state.location.pathname).toBe('/movie');
  });

  it.each([
    ['/marquee', '/marquee/movie', '/marquee/'],
    ['', '/movie', '/'],
  ])('under the base path %j, writes links under it and navigates on app paths', async (basename, movies, home) => {
    const router = createMemoryRouter([{ path: '*', element: <Shell /> }], { initialEntries: ['/movie/2'], basename });
    render(<RouterProvider router={router} />);
    expect(screen.getByText('at /movie/2')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Movies' }).getAttribute('href')).toBe(movies);
    expect(screen.getByRole('link', { name: 'Movies' }).className).toBe('on');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe(home);
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Home' })));
    expect(router.state.location.pathname).toBe('/');
  });
});
