import { act, waitFor } from '@testing-library/react';
import { Link, Outlet, useLocation } from '@/lib/router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '@/testing/render';
import { isAdFreePage, useAdScript } from '../use-ad-script';

const AD_URL = 'https://ads.example.com/tag.js';

function Shell({ url }: { url: string | null }) {
  useAdScript(url, useLocation().pathname);
  return (
    <>
      <Link to="/">Home</Link>
      <Link to="/movie/1">Movie</Link>
      <Outlet />
    </>
  );
}

const routes = (url: string | null) => [{ element: <Shell url={url} />, children: [{ path: '*', element: <p>Screen</p> }] }];
const adScripts = () => document.querySelectorAll('script[data-ad-script]');
/** Lets the idle callback (a timer in jsdom) run. */
const idle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

afterEach(() => {
  for (const script of adScripts()) script.remove();
});

describe('ad script', () => {
  it('loads once, asynchronously, on a screen that allows ads', async () => {
    const { router } = renderRoutes(routes(AD_URL), { path: '/' });
    await waitFor(() => expect(adScripts()).toHaveLength(1));
    const script = adScripts()[0] as HTMLScriptElement;
    expect(script.src).toBe(AD_URL);
    expect(script.async).toBe(true);
    await act(() => router.navigate('/movie/1'));
    await idle();
    expect(adScripts()).toHaveLength(1);
  });

  it.each(['/login', '/signup', '/terms', '/privacy', '/dmca', '/content-removal'])('never loads on %s', async (path) => {
    renderRoutes(routes(AD_URL), { path });
    await idle();
    expect(adScripts()).toHaveLength(0);
  });

  it('waits for a screen that allows ads when the visit starts on one that does not', async () => {
    const { router } = renderRoutes(routes(AD_URL), { path: '/login' });
    await idle();
    expect(adScripts()).toHaveLength(0);
    await act(() => router.navigate('/'));
    await waitFor(() => expect(adScripts()).toHaveLength(1));
  });

  it('loads nothing without AD_SCRIPT_URL', async () => {
    renderRoutes(routes(null), { path: '/' });
    await idle();
    expect(adScripts()).toHaveLength(0);
  });

  it.each<[string, boolean]>([
    ['/login', true],
    ['/login/', true],
    ['/terms', true],
    ['/', false],
    ['/movie/550', false],
    ['/loginx', false],
  ])('treats %s as ad-free: %s', (path, adFree) => {
    expect(isAdFreePage(path)).toBe(adFree);
  });
});
