import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  defaultSeasonNumber,
  formatAirDate,
  formatRating,
  parseRouteId,
  pickTrailerKey,
  playerPath,
  titleSnapshotOfDetails,
  tvCertification,
  type TmdbTvDetails,
} from '@marquee/core';
import { Play, RotateCcw } from 'lucide';
import { useState } from 'react';
import { Link, useParams } from '@/lib/router';
import { buttonStyles } from '@/components/button';
import { PlayLink } from '@/components/play-link';
import { ListToggleButton } from '@/components/list-toggle-button';
import { useMetadataSource } from '@/lib/metadata-source';
import { useHasTrailer } from '@/lib/play-availability';
import { useTvDetails } from '@/lib/titles/get-tv-details';
import { Icon } from '@/components/icon';
import { useContinueEpisode } from '../api/get-continue-episode';
import { useTitleWatched } from '../api/watched-marks';
import { AboutFacts } from '../components/about-facts';
import { fallbackText, routeIdErrorText, statusText } from '../core-texts';
import { DownloadDialog } from '../components/download-dialog';
import { EpisodesPanel } from '../components/episodes-panel';
import { MoreLikeThis } from '../components/more-like-this';
import { ReviewsPanel } from '../components/reviews-panel';
import { TitleHeader } from '../components/title-header';
import { TitleLoadState } from '../components/title-load-state';
import { TitleMessage } from '../components/title-message';
import { TitleTabs } from '../components/title-tabs';
import { RatingControl } from '../components/rating-control';
import { TitleWatchedButton } from '../components/watched-buttons';

/** /tv/{id} (docs/behaviour.md#tv-details). The id is checked first: 'TV show ID is required', 'Invalid TV show ID'. */
export default function TvDetailsRoute() {
  const parsed = parseRouteId('tv', useParams().id);
  const { i18n } = useLingui();
  if (!parsed.ok) return <TitleMessage title={routeIdErrorText(i18n, parsed.error)} />;
  // Keyed by id: moving to another show ('More Like This') starts its page, and its season, afresh.
  return <TvDetails key={parsed.id} id={parsed.id} />;
}

function TvDetails({ id }: { id: number }) {
  const { data: show, isPending, error } = useTvDetails(id);
  const { t } = useLingui();
  if (!show) {
    return (
      <TitleLoadState
        isPending={isPending}
        error={error}
        notFound={t`TV show not found`}
        failed={t`Failed to load TV show data. Please try again.`}
      />
    );
  }
  return <TvPage show={show} />;
}

/*
 * The page holds only what the visitor chooses (the season). What a member's answers change (the library's badge,
 * the episodes watched, Continue, the watched buttons) reads its answer in a part of its own, so each answer redraws
 * that part and not the whole page with its episodes.
 */
function TvPage({ show }: { show: TmdbTvDetails }) {
  // The first season numbered above 0 (docs/behaviour.md#tv-details); shared by the Episodes tab, Play and the download dialog.
  const [season, setSeason] = useState(() => defaultSeasonNumber(show.seasons));
  const listMedia = titleSnapshotOfDetails('tv', show, useMetadataSource());
  const hasTrailer = useHasTrailer('tv', show.id, show.videos?.results ?? null);
  const { t, i18n } = useLingui();
  const seasons = show.number_of_seasons;
  return (
    <div className="pb-16">
      <TitleHeader
        mediaType="tv"
        id={show.id}
        title={show.name}
        tagline={show.tagline}
        overview={show.overview}
        posterPath={show.poster_path}
        backdropPath={show.backdrop_path}
        logos={show.images?.logos}
        trailerKey={pickTrailerKey(show.videos?.results)}
        certification={tvCertification(show.content_ratings)}
        facts={[
          fallbackText(i18n, formatAirDate(show.first_air_date, i18n.locale)),
          t`${plural(seasons, { one: '# Season', other: '# Seasons' })}`,
        ]}
        memberFact={<EpisodesWatchedFact showId={show.id} />}
        rating={formatRating(show.vote_average, i18n.locale)}
        genres={show.genres}
        actions={
          <>
            <PlayLink
              mediaType="tv"
              id={show.id}
              title={listMedia.title}
              year={listMedia.year ?? null}
              hasTrailer={hasTrailer}
              to={playerPath('tv', show.id, season ?? 1, 1)}
              className={buttonStyles('primary')}
              couchPrimary
            >
              <Icon node={Play} className="size-5 fill-current" aria-hidden="true" />
              {t`Play Latest Episode`}
            </PlayLink>
            <ContinueEpisodeLink showId={show.id} />
            <TitleWatchedButton mediaType="tv" id={show.id} />
            <ListToggleButton list="favourites" media={listMedia} />
            <ListToggleButton list="watchlist" media={listMedia} />
            <DownloadDialog mediaType="tv" id={show.id} title={show.name} seasons={show.seasons} initialSeason={season ?? 1} />
            <RatingControl mediaType="tv" id={show.id} title={show.name} />
          </>
        }
      />
      <ShowTabs show={show} season={season} onSeasonChange={setSeason} />
      <MoreLikeThis mediaType="tv" id={show.id} />
    </div>
  );
}

/** 'Continue S2 E3 (40%)' from the member's history of the show; nothing for a visitor or a show not begun. */
function ContinueEpisodeLink({ showId }: { showId: number }) {
  const resume = useContinueEpisode(showId);
  const { t } = useLingui();
  if (!resume) return null;
  const { season, episode, progress } = resume;
  return (
    <Link to={playerPath('tv', showId, season, episode)} className={buttonStyles('secondary')}>
      <Icon node={RotateCcw} className="size-5" aria-hidden="true" />
      {t`Continue S${season} E${episode} (${progress}%)`}
    </Link>
  );
}

/** '3 of 10 episodes watched' among the header's facts, once the member has watched one. */
function EpisodesWatchedFact({ showId }: { showId: number }) {
  const progress = useTitleWatched('tv', showId)?.progress;
  const { t } = useLingui();
  if (!progress || progress.watched === 0) return null;
  const { watched, total } = progress;
  return <span>{t`${watched} of ${plural(total, { one: '# episode watched', other: '# episodes watched' })}`}</span>;
}

interface ShowTabsProps {
  show: TmdbTvDetails;
  season: number | null;
  onSeasonChange(season: number): void;
}

/** Episodes, About and Reviews. */
function ShowTabs({ show, season, onSeasonChange }: ShowTabsProps) {
  const { t, i18n } = useLingui();
  return (
    <TitleTabs
      tabs={[
        {
          value: 'episodes',
          label: t`Episodes`,
          content: <EpisodesPanel showId={show.id} seasons={show.seasons} season={season} onSeasonChange={onSeasonChange} />,
        },
        {
          value: 'about',
          label: t`About`,
          content: (
            <AboutFacts
              facts={[
                { label: t`Status`, value: statusText(i18n, show.status) },
                { label: t`Episodes`, value: String(show.number_of_episodes) },
                { label: t`Seasons`, value: String(show.number_of_seasons) },
              ]}
              companies={show.production_companies}
            />
          ),
        },
        { value: 'reviews', label: t`Reviews`, content: <ReviewsPanel mediaType="tv" id={show.id} /> },
      ]}
    />
  );
}
