import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, Outlet, RouterProvider, ScrollRestoration, type RouteObject } from '..';

const routes: RouteObject[] = [
  {
    element: (
      <>
        <Outlet />
        <ScrollRestoration />
      </>
    ),
    children: [
      { path: '/', element: <h1>Home</h1> },
      { path: '/a', element: <h1>A</h1> },
      { path: '/b', element: <h1>B</h1> },
    ],
  },
];

let scrollY = 0;
const scrollTo = vi.fn((_x: number, y: number) => {
  scrollY = y;
});

function open(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(<RouterProvider router={router} />);
  return { router, view };
}

describe('ScrollRestoration', () => {
  beforeEach(() => {
    sessionStorage.clear();
    scrollY = 0;
    scrollTo.mockClear();
    vi.stubGlobal('scrollTo', scrollTo);
    Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('starts a new page at the top and returns to where an entry was on Back', async () => {
    const { router } = open('/');
    scrollY = 500;
    await act(() => router.navigate('/a'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollY = 120;
    await act(() => router.navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 500);
    await act(() => router.navigate(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 120);
  });

  it('keeps the first page’s place across a reload, and does not give it to another page opened afresh', async () => {
    const first = open('/');
    scrollY = 700;
    window.dispatchEvent(new Event('pagehide'));
    first.view.unmount();

    scrollTo.mockClear();
    open('/b').view.unmount();
    expect(scrollTo).not.toHaveBeenCalled();

    open('/');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 700);
  });
});
