import { apiRequest } from './api-client';

/** Page views (docs/behaviour.md#routes): one POST /api/analytics/pageview per route change, stored by the server. */
export interface PageView {
  path: string;
  referrer?: string;
  notFound?: boolean;
}

export function reportPageView(view: PageView): void {
  // Fire and forget: analytics never disturbs the page, and a refused token is not a reason to sign out. Sent
  // from a task of its own, not from the one that draws the new screen: starting a request is not free on a phone.
  setTimeout(() => {
    apiRequest('/analytics/pageview', {
      method: 'POST',
      body: view,
      keepalive: true,
      endsSessionOnAuthFailure: false,
    }).catch(() => undefined);
  }, 0);
}
