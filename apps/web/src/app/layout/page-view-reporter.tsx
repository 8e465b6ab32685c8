import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from '@/lib/router';
import { reportPageView } from '@/lib/analytics';
import { appPath } from '@/lib/base-path';
import { isNotFoundHandle } from '../route-handle';

/** Reports each route change as a page view (docs/behaviour.md#routes), flagging the 404 page. */
export function PageViewReporter() {
  const { pathname, search } = useLocation();
  const matches = useMatches();
  const notFound = matches.some((match) => isNotFoundHandle(match.handle));
  const previousUrl = useRef<string | null>(null);

  useEffect(() => {
    // The page's address as the browser has it (the next page's referrer), under the base path.
    const url = new URL(appPath(pathname + search), window.location.origin).href;
    // Re-renders and the development double effect are not new visits.
    if (url === previousUrl.current) return;
    reportPageView({
      path: pathname + search,
      referrer: (previousUrl.current ?? document.referrer) || undefined,
      ...(notFound && { notFound: true }),
    });
    previousUrl.current = url;
  }, [pathname, search, notFound]);

  return null;
}
