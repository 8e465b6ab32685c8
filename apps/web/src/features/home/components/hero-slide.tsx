import { useLingui } from '@lingui/react/macro';
import { imageUrl, mediaCardView, playerPath, yearOfDate, type MediaType } from '@marquee/core';
import { Info, Play, Star } from 'lucide';
import { memo } from 'react';
import { preload } from 'react-dom';
import { Link } from '@/lib/router';
import { buttonStyles } from '@/components/button';
import { PlayLink } from '@/components/play-link';
import { PageContainer } from '@/components/page-container';
import { cn } from '@/lib/cn';
import { cardText, MEDIA_TYPE_LABELS } from '@/lib/core-texts';
import { useImageConfig } from '@/lib/images';
import { useHasTrailer } from '@/lib/play-availability';
import type { MediaListItem } from '@/lib/tmdb';
import { Icon } from '@/components/icon';
import { useTitleLogo } from '../api/get-title-logo';

interface HeroSlideProps {
  item: MediaListItem;
  /** The first slide is the page's largest paint: its backdrop loads first and at once. */
  priority: boolean;
  /**
   * Whether the slide is drawn yet: the slides shown so far and the next in line. The others stay empty until
   * then, as each would cost the page's start its text, buttons, logo and backdrop while no one can see it.
   */
  drawn: boolean;
}

/**
 * One slide of the home hero (docs/ui.md#hero): the full-bleed backdrop under gradients from the left and the
 * bottom, the title logo (or the title), the year, type and rating, the overview, 'Play Now' (or 'Not in your library' when nothing can play it) and
 * 'More Info'.
 */
// Memoised: the carousel renders again as slides change, and only the slides whose props changed need to.
export const HeroSlide = memo(function HeroSlide({ item, priority, drawn }: HeroSlideProps) {
  return drawn ? <SlideContent item={item} priority={priority} /> : null;
});

function SlideContent({ item, priority }: { item: MediaListItem; priority: boolean }) {
  const images = useImageConfig();
  const { t, i18n } = useLingui();
  const view = mediaCardView(item, i18n.locale);
  const logo = useTitleLogo(item.media_type, item.id);
  const hasTrailer = useHasTrailer(item.media_type, item.id);
  if (!view.valid) return null;
  const title = cardText(i18n, view.title);

  const backdrop = (size: string) => imageUrl(images, 'backdrop', item.backdrop_path, size);
  const small = backdrop('w780');
  const large = backdrop('w1280');
  const srcSet = small && small !== large ? `${small} 780w, ${large} 1280w` : undefined;
  // Asked for while the page renders, ahead of the <img> its commit creates.
  if (priority && large) preload(large, { as: 'image', imageSrcSet: srcSet, imageSizes: '100vw', fetchPriority: 'high' });
  const logoUrl = logo.data ? imageUrl(images, 'logo', logo.data.path, 'w500') : null;

  return (
    <div className="absolute inset-0">
      {large && (
        <img
          src={large}
          srcSet={srcSet}
          sizes="100vw"
          alt=""
          width={1280}
          height={720}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'low'}
          className="absolute inset-0 size-full object-cover object-top"
        />
      )}
      <div className="absolute inset-0 bg-linear-to-r from-bg via-bg/70 to-bg/0 md:via-bg/50" aria-hidden="true" />
      <div className="absolute inset-0 bg-linear-to-t from-bg via-bg/40 to-bg/0" aria-hidden="true" />
      <PageContainer className="relative flex h-full flex-col justify-end pb-20 md:pb-24">
        <div className="max-w-xl space-y-4">
          <SlideTitle title={title} logo={logo.data} logoUrl={logoUrl} logoPending={logo.isPending} />
          <SlideFacts year={cardText(i18n, view.year)} mediaType={view.mediaType} rating={view.rating} />
          <p className="line-clamp-3 text-fg/90" translate="no" dir="auto">
            {cardText(i18n, view.overview)}
          </p>
          {/* On a phone the two buttons stack: 'Not in your library' is wider than Play Now, and beside More Info it
              would wrap onto a second line when it came, moving the slide up. */}
          <div className="flex flex-col items-start gap-3 sm:flex-row sm:flex-wrap">
            <PlayLink
              mediaType={view.mediaType}
              id={view.id}
              title={view.title}
              year={yearOfDate('release_date' in item ? item.release_date : item.first_air_date)}
              hasTrailer={hasTrailer}
              to={playerPath(view.mediaType, view.id)}
              className={buttonStyles('primary')}
              // The server draws the slide before the library is known: 'Not in your library' then takes Play's
              // place without a line below it, which would move the slide's title and overview up as it came.
              compact
            >
              <Icon node={Play} className="size-5 fill-current" aria-hidden="true" />
              {t`Play Now`}
            </PlayLink>
            <Link to={view.href} className={buttonStyles('secondary', 'md', 'bg-white/15 backdrop-blur-sm hover:bg-white/25')}>
              <Icon node={Info} className="size-5" aria-hidden="true" />
              {t`More Info`}
            </Link>
          </div>
        </div>
      </PageContainer>
    </div>
  );
}

interface SlideTitleProps {
  title: string;
  logo: { width: number; height: number } | undefined | null;
  logoUrl: string | null;
  logoPending: boolean;
}

/** The title's logo, or the title itself when it has none. */
function SlideTitle({ title, logo, logoUrl, logoPending }: SlideTitleProps) {
  return (
    <h2 className="flex h-20 items-end md:h-28" translate="no">
      {logoUrl && logo ? (
        <img
          src={logoUrl}
          alt={title}
          width={logo.width}
          height={logo.height}
          className="h-full w-auto max-w-[80%] object-contain object-left-bottom md:max-w-[40vw] rtl:object-right-bottom"
        />
      ) : (
        // While the logo loads the box stays empty (no flash of text); without one, the title.
        <span className={cn('line-clamp-2 text-xl font-semibold md:text-2xl', logoPending && 'invisible')} dir="auto">
          {title}
        </span>
      )}
    </h2>
  );
}

interface SlideFactsProps {
  year: string;
  mediaType: MediaType;
  rating: string | null;
}

/** The year, the type and the rating, in a line. */
function SlideFacts({ year, mediaType, rating }: SlideFactsProps) {
  const { t, i18n } = useLingui();
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
      <span>{year}</span>
      <span aria-hidden="true">•</span>
      <span>{i18n._(MEDIA_TYPE_LABELS[mediaType])}</span>
      {rating && (
        <>
          <span aria-hidden="true">•</span>
          <span className="inline-flex items-center gap-1 text-fg">
            <Icon node={Star} className="size-4 fill-current text-accent" aria-hidden="true" />
            <span className="sr-only">{t`Rating`}</span>
            {rating}
          </span>
        </>
      )}
    </p>
  );
}
