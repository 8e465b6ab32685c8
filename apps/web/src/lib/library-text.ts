import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { librarySeasons, type LibraryEpisode, type LibrarySeason } from '@marquee/core';

/** One season's episodes on disk as a line, in the language of `i18n`: 'Season 1: episodes 1–3 and 5', 'Specials: episode 1'. */
export function seasonLine(i18n: I18n, { season, count, episodes }: LibrarySeason): string {
  return season === 0
    ? i18n._(msg`Specials: ${plural(count, { one: `episode ${episodes}`, other: `episodes ${episodes}` })}`)
    : i18n._(msg`Season ${season}: ${plural(count, { one: `episode ${episodes}`, other: `episodes ${episodes}` })}`);
}

/** A show's episodes on disk, a line a season (docs/behaviour.md#library-screen). */
export function libraryEpisodeLines(i18n: I18n, episodes: readonly LibraryEpisode[]): string[] {
  return librarySeasons(episodes, i18n.locale).map((season) => seasonLine(i18n, season));
}

/** The same as one text, a show's card's overview. */
export const libraryEpisodesText = (i18n: I18n) => (episodes: readonly LibraryEpisode[]) =>
  libraryEpisodeLines(i18n, episodes).join('. ');
