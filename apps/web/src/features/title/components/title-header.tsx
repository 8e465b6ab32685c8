import { Trans, useLingui } from '@lingui/react/macro';
import { imageUrl, pickLogo, type MediaType, type TmdbGenre, type TmdbImage } from '@marquee/core';
import { HardDrive, Star } from 'lucide';
import { useId, useState, type ReactNode } from 'react';
import { BackButton } from '@/components/back-button';
import { PageContainer } from '@/components/page-container';
import { PosterImage } from '@/components/poster-image';
import { useAppConfig } from '@/lib/app-config';
import { useInLibrary } from '@/lib/library';
import { useLanguage } from '@/lib/use-language';
import { Icon } from '@/components/icon';
import { TitleBackdrop } from './title-backdrop';

interface TitleHeaderProps {
  mediaType: MediaType;
  id: number;
  title: string;
  tagline: string | null;
  overview: string | null;
  posterPath: string | null;
  backdropPath: string | null;
  logos: readonly TmdbImage[] | undefined;
  trailerKey: string | null;
  /** US certification ('R', 'TV-MA'), shown as a badge first. */
  certification: string | null;
  /** The facts after it: year or first air date, runtime or season count. Empty ones are left out. */
  facts: ReadonlyArray<string | null>;
  /** A fact of the member's after those (a show's episodes watched), drawing itself when its answer arrives. */
  memberFact?: ReactNode;
  /** One decimal, or null when the rating is not above 0 and is not shown. */
  rating: string | null;
  genres: readonly TmdbGenre[];
  /** Play, the list toggles, Download. */
  actions: ReactNode;
}

/**
 * The top of a title page (docs/behaviour.md#title-pages): backdrop and trailer, Back, the poster, the logo (or the
 * title), tagline, certification and facts, rating, genres, overview and the actions.
 */
export function TitleHeader(props: TitleHeaderProps) {
  const { title, tagline, overview, certification, facts, rating, genres, actions } = props;
  const headingId = useId();
  const { t } = useLingui();
  return (
    // A region named by the title. At least as tall as the backdrop, so what follows never slides under it.
    <section
      aria-labelledby={headingId}
      className="relative -mt-(--header-height) min-h-(--backdrop-height) [--backdrop-height:min(62vw,70vh)] md:[--backdrop-height:85vh]"
    >
      <TitleBackdrop path={props.backdropPath} trailerKey={props.trailerKey} title={title} />
      <PageContainer className="relative pt-[calc(var(--header-height)+0.5rem)]">
        <BackButton />
        {/* The text starts over the lower part of the backdrop, where the gradient has darkened it. */}
        <div className="mt-[calc(var(--backdrop-height)-var(--header-height)-7rem)] flex items-end gap-8 md:mt-[calc(var(--backdrop-height)-var(--header-height)-30rem)]">
          <div className="hidden w-55 shrink-0 self-start md:block">
            <PosterImage path={props.posterPath} size="w500" className="shadow-2xl" />
          </div>
          <div className="min-w-0 flex-1 space-y-4 pb-2">
            <TitleHeading id={headingId} title={title} logos={props.logos} />
            {tagline && (
              <p className="text-lg text-muted italic" translate="no" dir="auto">
                {tagline}
              </p>
            )}
            <p className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
              {certification && (
                // The certification is the rating board's own code ('TV-MA'), kept as it is.
                <span className="rounded border border-white/40 px-1.5 py-0.5 text-xs font-semibold" translate="no">
                  <Trans>
                    <span className="sr-only">Rated </span>
                    {certification}
                  </Trans>
                </span>
              )}
              {facts.filter(Boolean).map((fact) => (
                <span key={fact}>{fact}</span>
              ))}
              {props.memberFact}
              {rating && (
                <span className="inline-flex items-center gap-1 font-semibold">
                  <Icon node={Star} className="size-4 fill-current text-accent" aria-hidden="true" />
                  <span className="sr-only">{t`Rating`}</span>
                  {rating}
                </span>
              )}
              <InLibraryBadge mediaType={props.mediaType} id={props.id} />
            </p>
            {genres.length > 0 && (
              <ul aria-label={t`Genres`} className="flex flex-wrap gap-2">
                {genres.map((genre) => (
                  <li key={genre.id} className="rounded-full border border-line bg-surface-2/80 px-3 py-1 text-xs font-semibold">
                    {genre.name}
                  </li>
                ))}
              </ul>
            )}
            {overview && (
              <p className="max-w-3xl text-fg/90" translate="no" dir="auto">
                {overview}
              </p>
            )}
            {/* Full-width buttons on phones, a row from the small breakpoint up. */}
            <div className="grid gap-3 sm:flex sm:flex-wrap">{actions}</div>
          </div>
        </div>
      </PageContainer>
    </section>
  );
}

/**
 * The title as its logo (one in the page's language, else an English one, else the first) when it has one, else as
 * text; either way the page's h1. A logo that fails to load gives way to the text.
 */
function TitleHeading({ id, title, logos }: { id: string; title: string; logos: readonly TmdbImage[] | undefined }) {
  const { images } = useAppConfig();
  const [failed, setFailed] = useState(false);
  const language = useLanguage();
  const path = pickLogo(logos, language);
  const logo = logos?.find((candidate) => candidate.file_path === path);
  const src = imageUrl(images, 'logo', path, 'w500');
  return (
    <h1 id={id} className="text-xl font-semibold md:text-2xl" translate="no">
      {src && logo && !failed ? (
        <img
          src={src}
          alt={title}
          width={logo.width}
          height={logo.height}
          onError={() => setFailed(true)}
          // A box of its final size before the file arrives (fixed height, the logo's own proportions up to the
          // width limit), so its arrival moves nothing below it.
          style={{ aspectRatio: `${logo.width} / ${logo.height}` }}
          className="h-24 w-auto max-w-[80%] object-contain object-left-bottom md:h-32 rtl:object-right-bottom md:max-w-[40vw]"
        />
      ) : (
        <span dir="auto">{title}</span>
      )}
    </h1>
  );
}

/**
 * 'In your library' after the rating when the server's library holds the title. It reads the library itself, so the
 * library's arrival redraws the badge and not the page.
 */
function InLibraryBadge({ mediaType, id }: { mediaType: MediaType; id: number }) {
  const inLibrary = useInLibrary(mediaType, id);
  const { t } = useLingui();
  if (!inLibrary) return null;
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-black/50 px-2.5 py-0.5 text-xs font-semibold">
      <Icon node={HardDrive} className="size-3.5 text-accent" aria-hidden="true" />
      {t`In your library`}
    </span>
  );
}
