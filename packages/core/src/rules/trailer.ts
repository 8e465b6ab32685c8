/** The fields of a TMDB /videos result the trailer choice reads. */
export interface VideoFields {
  key?: string | null;
  site?: string | null;
  type?: string | null;
  official?: boolean | null;
}

/**
 * docs/behaviour.md#trailer: an official YouTube trailer, else any YouTube trailer, else any YouTube video,
 * else null. Returns the video's key, which the YouTube embed takes; TMDB's order breaks ties.
 */
export function pickTrailerKey(videos: readonly VideoFields[] | null | undefined): string | null {
  const playable = (videos ?? []).filter((v) => v.site === 'YouTube' && Boolean(v.key));
  const trailers = playable.filter((v) => v.type === 'Trailer');
  const choice = trailers.find((v) => v.official === true) ?? trailers[0] ?? playable[0];
  return choice?.key ?? null;
}
