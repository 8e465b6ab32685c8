/**
 * Content ratings and the limits a profile can carry (docs/behaviour.md#ratings). US certifications:
 * films G < PG < PG-13 < R < NC-17, television TV-Y < TV-Y7 < TV-G < TV-PG < TV-14 < TV-MA. One shared
 * scale compares the two families: each rating has a rank, and ratings meant for the same audience share
 * one (G and TV-G; PG and TV-PG; PG-13 and TV-14; R and TV-MA). TV-Y and TV-Y7 rank below G, as they are
 * narrower than 'all ages'; NC-17 ranks above R and TV-MA. Both families' orders hold on the shared scale.
 */
export const CONTENT_RATINGS = ['TV-Y', 'TV-Y7', 'G', 'TV-G', 'PG', 'TV-PG', 'PG-13', 'TV-14', 'R', 'TV-MA', 'NC-17'] as const;
export type ContentRating = (typeof CONTENT_RATINGS)[number];

const RANK: Record<ContentRating, number> = {
  'TV-Y': 0,
  'TV-Y7': 1,
  G: 2,
  'TV-G': 2,
  PG: 3,
  'TV-PG': 3,
  'PG-13': 4,
  'TV-14': 4,
  R: 5,
  'TV-MA': 5,
  'NC-17': 6,
};

/** The limit a Kids profile has unless it sets a stricter one. */
export const KIDS_MAX_RATING: ContentRating = 'PG';

/** Whether a text is one of the ratings the scale knows ('PG-13'; not 'NR', '15' or ''). */
export function isContentRating(value: string | null | undefined): value is ContentRating {
  return typeof value === 'string' && Object.hasOwn(RANK, value);
}

/** A rating's place on the shared scale; null for anything the scale does not know (unrated, another country's). */
export function ratingRank(rating: string | null | undefined): number | null {
  const trimmed = rating?.trim();
  return isContentRating(trimmed) ? RANK[trimmed] : null;
}

/** What a profile is limited to: the rank it may see at most, or null for no limit. */
export interface ProfileLimitFields {
  kids: boolean;
  maxRating: ContentRating | null;
}

/**
 * The highest rank a profile may see, or null when it may see everything: its maximum rating, and for a
 * Kids profile at most KIDS_MAX_RATING (a stricter maximum of its own wins).
 */
export function profileMaxRank(profile: ProfileLimitFields): number | null {
  const own = profile.maxRating === null ? null : RANK[profile.maxRating];
  if (!profile.kids) return own;
  const kids = RANK[KIDS_MAX_RATING];
  return own === null ? kids : Math.min(own, kids);
}

/** Whether a profile is limited (Kids, or a maximum rating): such a profile's token cannot manage the account. */
export function isLimitedProfile(profile: ProfileLimitFields): boolean {
  return profileMaxRank(profile) !== null;
}

/**
 * Whether a title may be shown under a limit (profileMaxRank). Without a limit, everything. Under one, a
 * title rated at or below it, never an adult title, and never one without a known rating: an unrated title
 * is taken as unsuitable.
 */
export function ratingAllowed(maxRank: number | null, rating: string | null | undefined, adult = false): boolean {
  if (maxRank === null) return true;
  if (adult) return false;
  const rank = ratingRank(rating);
  return rank !== null && rank <= maxRank;
}

/** The ratings at or below a limit, for TMDB's `certification.lte` and for listing choices. */
export function ratingsUpTo(maxRank: number): ContentRating[] {
  return CONTENT_RATINGS.filter((rating) => RANK[rating] <= maxRank);
}

/** The film certifications, in order: the ones TMDB's discover can filter films by. */
export const FILM_RATINGS = ['G', 'PG', 'PG-13', 'R', 'NC-17'] as const satisfies readonly ContentRating[];

/**
 * The highest film certification at or below a limit, for TMDB's `certification.lte`; null when the limit is
 * below every film certification (TV-Y or TV-Y7), so no film may be shown.
 */
export function highestFilmRating(maxRank: number): (typeof FILM_RATINGS)[number] | null {
  return FILM_RATINGS.filter((rating) => RANK[rating] <= maxRank).at(-1) ?? null;
}
