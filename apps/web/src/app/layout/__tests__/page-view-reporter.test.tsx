import { act } from '@testing-library/react';
import { Outlet } from '@/lib/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reportPageView } from '@/lib/analytics';
import { renderRoutes } from '@/testing/render';
import type { RouteHandle } from '../../route-handle';
import { PageViewReporter } from '../page-view-reporter';

vi.mock('@/lib/analytics', () => ({ reportPageView: vi.fn() }));

const notFound: RouteHandle = { notFound: true };
const routes = [
  {
    element: (
      <>
        <PageViewReporter />
        <Outlet />
      </>
    ),
    children: [
      { index: true, element: <p>home</p> },
      { path: 'terms', element: <p>terms</p> },
      { path: '*', handle: notFound, element: <p>not found</p> },
    ],
  },
];

describe('PageViewReporter', () => {
  beforeEach(() => vi.mocked(reportPageView).mockClear());

  it('reports each route change once, with the previous page as referrer and the 404 flagged', async () => {
    const { router } = renderRoutes(routes, { path: '/' });
    await act(() => router.navigate('/terms?tab=1'));
    await act(() => router.navigate('/no/such/page'));

    expect(vi.mocked(reportPageView).mock.calls.map(([view]) => view)).toEqual([
      { path: '/' },
      { path: '/terms?tab=1', referrer: `${window.location.origin}/` },
      { path: '/no/such/page', referrer: `${window.location.origin}/terms?tab=1`, notFound: true },
    ]);
  });
});
