import type {
  LanguageCode,
  TmdbContentRatings,
  TmdbCredits,
  TmdbEpisode,
  TmdbImage,
  TmdbImages,
  TmdbMovieDetails,
  TmdbMovieListItem,
  TmdbReleaseDates,
  TmdbSeasonDetails,
  TmdbSeasonSummary,
  TmdbTvDetails,
  TmdbTvListItem,
} from '@marquee/core';
import { artworkPath } from '../artwork/artwork-paths.ts';
import { titleLogoSize } from '../artwork/catalogue-artwork.ts';
import { POSTER, WIDE } from '../artwork/draw.ts';
import type { Catalogue, CatalogueMovie, CatalogueSeries, CatalogueTitle } from '../catalogue/catalogue.ts';
import { genresOf } from '../catalogue/genres.ts';

/** The offline catalogue's titles in TMDB v3's JSON shapes, with generated artwork paths. */

// The dataset does not record original languages; '' says unknown rather than guessing.
const UNKNOWN_LANGUAGE = '';

export function movieListItem(movie: CatalogueMovie): TmdbMovieListItem & { media_type: 'movie' } {
  return {
    media_type: 'movie',
    id: movie.id,
    title: movie.title,
    original_title: movie.title,
    original_language: UNKNOWN_LANGUAGE,
    overview: movie.overview,
    poster_path: artworkPath({ kind: 'poster', media: 'movie', id: movie.id }),
    backdrop_path: artworkPath({ kind: 'backdrop', media: 'movie', id: movie.id }),
    release_date: movie.releaseDate,
    genre_ids: movie.genreIds,
    vote_average: movie.voteAverage,
    vote_count: movie.voteCount,
    popularity: movie.popularity,
    adult: false,
    video: false,
  };
}

export function tvListItem(series: CatalogueSeries): TmdbTvListItem & { media_type: 'tv' } {
  return {
    media_type: 'tv',
    id: series.id,
    name: series.name,
    original_name: series.name,
    original_language: series.fact.language,
    origin_country: [series.fact.country],
    overview: series.overview,
    poster_path: artworkPath({ kind: 'poster', media: 'tv', id: series.id }),
    backdrop_path: artworkPath({ kind: 'backdrop', media: 'tv', id: series.id }),
    first_air_date: series.firstAirDate,
    genre_ids: series.genreIds,
    vote_average: series.voteAverage,
    vote_count: series.voteCount,
    popularity: series.popularity,
    adult: false,
  };
}

export function listItem(title: CatalogueTitle) {
  return title.media === 'movie' ? movieListItem(title) : tvListItem(title);
}

function image(filePath: string, size: { width: number; height: number }, language: string | null): TmdbImage {
  return {
    file_path: filePath,
    width: size.width,
    height: size.height,
    aspect_ratio: Math.round((size.width / size.height) * 1000) / 1000,
    iso_639_1: language,
    vote_average: 0,
    vote_count: 0,
  };
}

/** One poster, one backdrop and one English logo, all drawn for the title. */
export function imagesOf(title: CatalogueTitle): TmdbImages {
  const art = { media: title.media, id: title.id };
  return {
    posters: [image(artworkPath({ kind: 'poster', ...art }), POSTER, 'en')],
    backdrops: [image(artworkPath({ kind: 'backdrop', ...art }), WIDE, null)],
    logos: [image(artworkPath({ kind: 'logo', ...art }), titleLogoSize(title), 'en')],
  };
}

/** The US theatrical release with its certification, the one fact the dataset gives. */
export function releaseDatesOf(movie: CatalogueMovie): TmdbReleaseDates {
  return {
    results: [
      {
        iso_3166_1: 'US',
        release_dates: [
          {
            certification: movie.fact.certification,
            release_date: `${movie.releaseDate}T00:00:00.000Z`,
            type: 3,
            iso_639_1: '',
            note: '',
            descriptors: [],
          },
        ],
      },
    ],
  };
}

/** The show's US TV rating, the one rating on record. */
export function contentRatingsOf(series: CatalogueSeries): TmdbContentRatings {
  return { results: [{ descriptors: [], iso_3166_1: 'US', rating: series.fact.contentRating }] };
}

/** The director is the one credit the dataset records; there is no cast. */
export function creditsOf(movie: CatalogueMovie): TmdbCredits {
  const director = movie.fact.director;
  return {
    cast: [],
    crew:
      director && movie.directorId !== null
        ? [
            {
              id: movie.directorId,
              name: director,
              profile_path: artworkPath({ kind: 'profile', personId: movie.directorId }),
              known_for_department: 'Directing',
              credit_id: `m${movie.id}-p${movie.directorId}`,
              job: 'Director',
              department: 'Directing',
            },
          ]
        : [],
  };
}

/** `language`: the genre names'. */
export function movieDetails(movie: CatalogueMovie, language: LanguageCode): TmdbMovieDetails {
  const { fact } = movie;
  const { genre_ids: _ids, media_type: _type, ...common } = movieListItem(movie);
  return {
    ...common,
    tagline: movie.tagline,
    runtime: fact.runtime,
    genres: genresOf(movie.genreIds, 'movie', language),
    status: 'Released',
    budget: fact.budget,
    revenue: fact.revenue,
    production_companies: [],
    imdb_id: null,
    homepage: null,
  };
}

const seasonId = (series: CatalogueSeries, season: number) => series.id * 100 + season;
const episodeId = (series: CatalogueSeries, season: number, episode: number) => series.id * 100_000 + season * 1_000 + episode;

function seasonSummary(series: CatalogueSeries, season: number, episodes: number): TmdbSeasonSummary {
  return {
    id: seasonId(series, season),
    name: `Season ${season}`,
    overview: '',
    poster_path: artworkPath({ kind: 'season', id: series.id, season }),
    season_number: season,
    episode_count: episodes,
    // Only the premiere date is on record.
    air_date: season === 1 ? series.firstAirDate : null,
    vote_average: 0,
  };
}

/** `language`: the genre names'. */
export function tvDetails(series: CatalogueSeries, catalogue: Catalogue, language: LanguageCode): TmdbTvDetails {
  const { fact } = series;
  const { genre_ids: _ids, media_type: _type, ...common } = tvListItem(series);
  return {
    ...common,
    tagline: series.tagline,
    last_air_date: null,
    number_of_seasons: fact.seasons.length,
    number_of_episodes: series.episodeCount,
    episode_run_time: [],
    status: 'Ended',
    type: fact.type,
    in_production: false,
    genres: genresOf(series.genreIds, 'tv', language),
    seasons: fact.seasons.map((episodes, i) => seasonSummary(series, i + 1, episodes)),
    production_companies: [],
    networks: series.networks.map((n) => ({ id: n.id, name: n.name, logo_path: null })),
    created_by: series.creatorIds.map((id) => ({
      id,
      name: catalogue.people.get(id) ?? '',
      profile_path: artworkPath({ kind: 'profile', personId: id }),
    })),
    last_episode_to_air: null,
    next_episode_to_air: null,
  };
}

export function episodeOf(series: CatalogueSeries, season: number, episode: number): TmdbEpisode {
  return {
    id: episodeId(series, season, episode),
    name: `Episode ${episode}`,
    overview: '',
    still_path: artworkPath({ kind: 'still', id: series.id, season, episode }),
    episode_number: episode,
    season_number: season,
    air_date: season === 1 && episode === 1 ? series.firstAirDate : null,
    vote_average: 0,
    vote_count: 0,
    runtime: null,
    show_id: series.id,
  };
}

/** Season details, or null for a season the show does not have. */
export function seasonDetails(series: CatalogueSeries, season: number): TmdbSeasonDetails | null {
  const episodes = series.fact.seasons[season - 1];
  if (episodes === undefined) return null;
  const { episode_count: _count, ...summary } = seasonSummary(series, season, episodes);
  return {
    ...summary,
    episodes: Array.from({ length: episodes }, (_, i) => episodeOf(series, season, i + 1)),
  };
}
