import { useLingui } from '@lingui/react/macro';
import { pickHeroItems } from '@marquee/core';
import { lazy, Suspense, useDeferredValue, type ReactNode } from 'react';
import { MediaRow } from '@/components/media-row';
import { PageContainer } from '@/components/page-container';
import { PageSpinner } from '@/components/spinner';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { useHydrated } from '@/lib/use-hydrated';
import { useHomeRows } from '../api/get-home-rows';
import { HeroCarousel } from '../components/hero-carousel';

// A visitor has no watch history, so the row's code loads only for a signed-in user.
const ContinueWatchingRow = lazy(() =>
  import('../components/continue-watching-row').then((module) => ({ default: module.ContinueWatchingRow })),
);
// Only the server's owner sees the panel, while the library is empty and its status is read: its code loads for
// signed-in users only, alongside those queries.
// A member's, never a visitor's (nor the server's rendering): the library's rules load only for a member.
const LibraryRow = lazy(() => import('../components/library-row').then((module) => ({ default: module.LibraryRow })));
const AddFilmsPanel = lazy(() => import('../components/add-films-panel').then((module) => ({ default: module.AddFilmsPanel })));

/**
 * Home (docs/behaviour.md#home): a spinner while the eight lists load in parallel, then the page fades in over
 * 300 ms (a CSS starting style, which prefers-reduced-motion turns off) with the hero carousel of
 * the first 5 trending titles that have a backdrop, and the eight rows.
 */
export default function HomeRoute() {
  const { rows, isPending } = useHomeRows();
  const { t, i18n } = useLingui();
  const { user } = useAuth();
  // The lists arrive as an urgent update (the query cache's store); building the hero and the rows from
  // them is deferred, so that work yields to the browser in slices instead of blocking it in one piece.
  const ready = useDeferredValue(!isPending);
  if (!ready || isPending) {
    // A screen tall, so the footer stays below the fold and the page's arrival shifts nothing.
    return (
      <div key="loading" className="min-h-svh">
        <PageSpinner />
      </div>
    );
  }

  const hero = pickHeroItems(rows[0]?.items ?? []);
  return (
    // A new element rather than the spinner's reused: the hero's negative top margin collapses through this
    // wrapper, which would move the spinner's box up and count as a layout shift.
    <PageFade key="page">
      <h1 className="sr-only">{t`Home`}</h1>
      {hero.length > 0 && <HeroCarousel items={hero} />}
      <PageContainer className="space-y-10 py-8 md:space-y-12">
        {user && (
          <Suspense fallback={null}>
            <ContinueWatchingRow />
          </Suspense>
        )}
        {user && (
          <Suspense fallback={null}>
            <AddFilmsPanel />
          </Suspense>
        )}
        {user && (
          <Suspense fallback={null}>
            <LibraryRow />
          </Suspense>
        )}
        {rows.map((row, index) => (
          // The first row shows under the hero on arrival (on a phone its posters are the largest paint), or first
          // of all without a hero. The rest start below the fold and build their cards as they come near.
          <MediaRow key={row.title.id} title={i18n._(row.title)} items={row.items} priority={index === 0} deferred={index > 0} />
        ))}
      </PageContainer>
    </PageFade>
  );
}

/**
 * The fade follows the spinner; a page the server rendered arrives with its content, and does not fade. Its own
 * component: when the app has taken the page over it renders again, and only it does, not the hero and rows it
 * is given (elements that did not change), which would cost a phone a long task just as the page comes alive.
 */
function PageFade({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return <div className={cn(hydrated && 'transition-opacity duration-300 ease-out starting:opacity-0')}>{children}</div>;
}
