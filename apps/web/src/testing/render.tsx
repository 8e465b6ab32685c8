import type { AppConfigReply } from '@marquee/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from '@/lib/router';
import { appConfigQueryOptions } from '@/lib/app-config';
import { AuthProvider } from '@/lib/auth';
import { setBasePath } from '@/lib/base-path';
import { createQueryClient } from '@/lib/query-client';

/** A configuration like the server's offline default, for screens that read useAppConfig(). */
export const testConfig: AppConfigReply = {
  siteName: 'Marquee',
  basePath: '',
  contactEmail: 'legal@marquee.test',
  communityUrl: null,
  adScriptUrl: null,
  images: {
    secure_base_url: '/api/images/',
    poster_sizes: ['w342'],
    backdrop_sizes: ['w1280'],
    logo_sizes: ['w300'],
    still_sizes: ['w300'],
    profile_sizes: ['w185'],
  },
  sources: [],
  services: { metadata: 'offline', sports: 'demo', downloads: 'library', chat: 'offline' },
  signIn: { password: true, sso: null, resetByEmail: false },
  catalogues: {},
  defaultLanguage: 'en',
};

interface RenderOptions {
  path?: string;
  config?: AppConfigReply;
}

/**
 * Renders a route table the way the app does (query client, auth, router), with the configuration
 * already loaded, and served under its base path (`path` is the app's, without it). Signed out, so nothing is
 * fetched at start.
 */
export function renderRoutes(routes: RouteObject[], { path = '/', config = testConfig }: RenderOptions = {}) {
  // As the page's configuration sets it in the browser; each rendering sets its own, so none outlasts its test.
  setBasePath(config.basePath);
  const queryClient = createQueryClient();
  queryClient.setQueryData(appConfigQueryOptions.queryKey, config);
  const router = createMemoryRouter(routes, { initialEntries: [path], basename: config.basePath });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider goToLogin={() => void router.navigate('/login')}>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { ...result, router };
}

/** Renders one piece of UI on every path, with a stub /login to land on. */
export function renderApp(ui: ReactNode, options?: RenderOptions) {
  return renderRoutes(
    [
      { path: '*', element: ui },
      { path: '/login', element: <h1>Login screen</h1> },
    ],
    options,
  );
}
