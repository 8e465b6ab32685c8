import { dateOf, titleOf, type Catalogue, type CatalogueTitle } from '../catalogue/catalogue.ts';
import type { Artwork } from './artwork-paths.ts';
import { drawLogo, drawPoster, drawProfile, drawWide, logoSize, type ArtSubject } from './draw.ts';
import type { Mood } from './palette.ts';

/** The offline catalogue's artwork: which title an image path names, and its drawing. */

/** Genre ids (movie and TV) → the mood that colours the artwork; the first match wins. */
const MOODS: ReadonlyArray<[Mood, number[]]> = [
  ['dread', [27]],
  ['tension', [53, 80, 9648]],
  ['wonder', [878, 14, 10765]],
  ['nature', [99]],
  ['warmth', [35, 10751, 16, 10749, 10402, 10762]],
  ['adventure', [28, 12, 10752, 37, 10759, 10768]],
  ['gravity', [18, 36]],
];

function subjectOf(title: CatalogueTitle): ArtSubject {
  const mood = MOODS.find(([, ids]) => ids.some((id) => title.genreIds.includes(id)))?.[0] ?? 'any';
  return { seed: `${title.media}:${title.id}`, mood };
}

export function titleLogoSize(title: CatalogueTitle): { width: number; height: number } {
  return logoSize(subjectOf(title), titleOf(title));
}

/** Posters narrower than this are drawn without lettering (see drawPoster). */
const LETTERED_POSTER_WIDTH = 500;

/** Whether a poster at this TMDB size ('w342', 'original') carries its title. */
function isLetteredPosterSize(size: string): boolean {
  const width = /^w(\d+)$/.exec(size)?.[1];
  return width === undefined || Number(width) >= LETTERED_POSTER_WIDTH;
}

/** The SVG for an artwork path at a TMDB size, or null when it names nothing in the catalogue. */
export function drawArtwork(catalogue: Catalogue, art: Artwork, size = 'original'): string | null {
  const lettered = isLetteredPosterSize(size);
  if (art.kind === 'profile') {
    const name = catalogue.people.get(art.personId);
    return name === undefined ? null : drawProfile({ seed: `person:${art.personId}`, mood: 'any' }, name);
  }
  if (art.kind === 'season' || art.kind === 'still') {
    const series = catalogue.seriesById.get(art.id);
    const episodes = series?.fact.seasons[art.season - 1];
    if (!series || episodes === undefined) return null;
    if (art.kind === 'season')
      return drawPoster(subjectOf(series), series.name, `Season ${art.season}`, `s${art.season}`, lettered);
    if (art.episode < 1 || art.episode > episodes) return null;
    return drawWide(
      subjectOf(series),
      `${series.name}, season ${art.season} episode ${art.episode}`,
      `s${art.season}e${art.episode}`,
    );
  }
  const title = art.media === 'movie' ? catalogue.movieById.get(art.id) : catalogue.seriesById.get(art.id);
  if (!title) return null;
  const name = titleOf(title);
  switch (art.kind) {
    case 'poster':
      return drawPoster(
        subjectOf(title),
        name,
        `${dateOf(title).slice(0, 4)} · ${title.media === 'movie' ? 'Film' : 'Series'}`,
        '',
        lettered,
      );
    case 'backdrop':
      return drawWide(subjectOf(title), name, 'backdrop');
    case 'logo':
      return drawLogo(subjectOf(title), name);
  }
}
