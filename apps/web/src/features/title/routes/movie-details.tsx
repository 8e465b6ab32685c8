import { useLingui } from '@lingui/react/macro';
import {
  formatMoney,
  formatRating,
  formatRuntime,
  formatYear,
  movieCertification,
  parseRouteId,
  pickTrailerKey,
  playerPath,
  titleSnapshotOfDetails,
  type TmdbMovieDetails,
} from '@marquee/core';
import { Play } from 'lucide';
import { useParams } from '@/lib/router';
import { buttonStyles } from '@/components/button';
import { PlayLink } from '@/components/play-link';
import { ListToggleButton } from '@/components/list-toggle-button';
import { useMetadataSource } from '@/lib/metadata-source';
import { useHasTrailer } from '@/lib/play-availability';
import { useMovieDetails } from '@/lib/titles/get-movie-details';
import { Icon } from '@/components/icon';
import { AboutFacts } from '../components/about-facts';
import { fallbackText, routeIdErrorText, statusText } from '../core-texts';
import { DownloadDialog } from '../components/download-dialog';
import { MoreLikeThis } from '../components/more-like-this';
import { ReviewsPanel } from '../components/reviews-panel';
import { TitleHeader } from '../components/title-header';
import { TitleLoadState } from '../components/title-load-state';
import { TitleMessage } from '../components/title-message';
import { TitleTabs } from '../components/title-tabs';
import { RatingControl } from '../components/rating-control';
import { TitleWatchedButton } from '../components/watched-buttons';

/** /movie/{id} (docs/behaviour.md#movie-details). The id is checked first: 'Movie ID is required', 'Invalid movie ID'. */
export default function MovieDetailsRoute() {
  const parsed = parseRouteId('movie', useParams().id);
  const { i18n } = useLingui();
  if (!parsed.ok) return <TitleMessage title={routeIdErrorText(i18n, parsed.error)} />;
  // Keyed by id: moving to another movie ('More Like This') starts its page afresh.
  return <MovieDetails key={parsed.id} id={parsed.id} />;
}

function MovieDetails({ id }: { id: number }) {
  const { data: movie, isPending, error } = useMovieDetails(id);
  const { t } = useLingui();
  if (!movie) {
    return (
      <TitleLoadState
        isPending={isPending}
        error={error}
        notFound={t`Movie not found`}
        failed={t`Failed to load movie data. Please try again.`}
      />
    );
  }
  return <MoviePage movie={movie} />;
}

function MoviePage({ movie }: { movie: TmdbMovieDetails }) {
  const listMedia = titleSnapshotOfDetails('movie', movie, useMetadataSource());
  const hasTrailer = useHasTrailer('movie', movie.id, movie.videos?.results ?? null);
  const { t, i18n } = useLingui();
  return (
    <div className="pb-16">
      <TitleHeader
        mediaType="movie"
        id={movie.id}
        title={movie.title}
        tagline={movie.tagline}
        overview={movie.overview}
        posterPath={movie.poster_path}
        backdropPath={movie.backdrop_path}
        logos={movie.images?.logos}
        trailerKey={pickTrailerKey(movie.videos?.results)}
        certification={movieCertification(movie.release_dates)}
        facts={[fallbackText(i18n, formatYear(movie.release_date)), formatRuntime(movie.runtime, i18n.locale)]}
        rating={formatRating(movie.vote_average, i18n.locale)}
        genres={movie.genres}
        actions={
          <>
            <PlayLink
              mediaType="movie"
              id={movie.id}
              title={listMedia.title}
              year={listMedia.year ?? null}
              hasTrailer={hasTrailer}
              to={playerPath('movie', movie.id)}
              className={buttonStyles('primary')}
              couchPrimary
            >
              <Icon node={Play} className="size-5 fill-current" aria-hidden="true" />
              {t({ message: 'Play', context: 'verb' })}
            </PlayLink>
            <TitleWatchedButton mediaType="movie" id={movie.id} />
            <ListToggleButton list="favourites" media={listMedia} />
            <ListToggleButton list="watchlist" media={listMedia} />
            <DownloadDialog mediaType="movie" id={movie.id} title={movie.title} />
            <RatingControl mediaType="movie" id={movie.id} title={movie.title} />
          </>
        }
      />
      <TitleTabs
        tabs={[
          {
            value: 'about',
            label: t`About`,
            content: (
              <AboutFacts
                facts={[
                  { label: t`Status`, value: statusText(i18n, movie.status) },
                  { label: t`Budget`, value: fallbackText(i18n, formatMoney(movie.budget, i18n.locale)) },
                  { label: t`Revenue`, value: fallbackText(i18n, formatMoney(movie.revenue, i18n.locale)) },
                ]}
                companies={movie.production_companies}
              />
            ),
          },
          { value: 'reviews', label: t`Reviews`, content: <ReviewsPanel mediaType="movie" id={movie.id} /> },
        ]}
      />
      <MoreLikeThis mediaType="movie" id={movie.id} />
    </div>
  );
}
