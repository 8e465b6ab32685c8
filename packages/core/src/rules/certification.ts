/** The country whose certification the title pages show (docs/behaviour.md#title-pages). */
const RATING_COUNTRY = 'US';

/** The parts of a movie's /release_dates the rule reads. */
export interface ReleaseDatesFields {
  results?: ReadonlyArray<{
    iso_3166_1: string;
    release_dates?: ReadonlyArray<{ certification?: string | null; type?: number | null }> | null;
  }> | null;
}

/** The parts of a show's /content_ratings the rule reads. */
export interface ContentRatingsFields {
  results?: ReadonlyArray<{ iso_3166_1: string; rating?: string | null }> | null;
}

/** TMDB's release type of the cinema release, whose rating is the one a film is known by. */
const THEATRICAL = 3;

const rated = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * A movie's US certification ('R', 'PG-13'): the theatrical release's when it has one, else the first US release
 * that is rated (premieres and festival showings usually are not); null when none is.
 */
export function movieCertification(releaseDates: ReleaseDatesFields | null | undefined): string | null {
  const us = releaseDates?.results?.find((country) => country.iso_3166_1 === RATING_COUNTRY);
  const releases = (us?.release_dates ?? []).filter((release) => rated(release.certification));
  const choice = releases.find((release) => release.type === THEATRICAL) ?? releases[0];
  return choice?.certification?.trim() ?? null;
}

/** A show's US content rating ('TV-MA'); null when it has none. */
export function tvCertification(contentRatings: ContentRatingsFields | null | undefined): string | null {
  const rating = contentRatings?.results?.find((country) => country.iso_3166_1 === RATING_COUNTRY)?.rating;
  return rated(rating) ? rating.trim() : null;
}
