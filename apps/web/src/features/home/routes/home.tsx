import { pickHeroItems } from '@marquee/core';
import { MediaRow } from '@/components/media-row';
import { PageContainer } from '@/components/page-container';
import { PageSpinner } from '@/components/spinner';
import { useHomeRows } from '../api/get-home-rows';
import { ContinueWatchingRow } from '../components/continue-watching-row';
import { HeroCarousel } from '../components/hero-carousel';

/**
 * Home (SPEC.md §2): a spinner while the eight lists load in parallel, then the page fades in over
 * 300 ms (a CSS starting style, which prefers-reduced-motion turns off) with the hero carousel of
 * the first 5 trending titles that have a backdrop, and the eight rows.
 */
export default function HomeRoute() {
  const { rows, isPending } = useHomeRows();
  if (isPending) {
    // A screen tall, so the footer stays below the fold and the page's arrival shifts nothing.
    return (
      <div className="min-h-svh">
        <PageSpinner />
      </div>
    );
  }

  const hero = pickHeroItems(rows[0]?.items ?? []);
  return (
    <div className="transition-opacity duration-300 ease-out starting:opacity-0">
      <h1 className="sr-only">Home</h1>
      {hero.length > 0 && <HeroCarousel items={hero} />}
      <PageContainer className="space-y-10 py-8 md:space-y-12">
        <ContinueWatchingRow />
        {rows.map((row, index) => (
          // Without a hero (its list failed) the first row is what the visitor sees first.
          <MediaRow key={row.title} title={row.title} items={row.items} priority={index === 0 && hero.length === 0} />
        ))}
      </PageContainer>
    </div>
  );
}
