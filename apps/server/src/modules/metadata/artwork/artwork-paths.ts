/**
 * Image paths of the offline catalogue. They take the place of TMDB's file paths in every answer
 * ('/poster-m123.svg' where TMDB has '/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg') and say what to draw, so
 * the image route can draw any of them without a lookup table.
 */
export type Artwork =
  | { kind: 'poster' | 'backdrop' | 'logo'; media: 'movie' | 'tv'; id: number }
  | { kind: 'season'; id: number; season: number }
  | { kind: 'still'; id: number; season: number; episode: number }
  | { kind: 'profile'; personId: number };

const MEDIA_LETTER = { movie: 'm', tv: 't' } as const;

export function artworkPath(art: Artwork): string {
  switch (art.kind) {
    case 'poster':
    case 'backdrop':
    case 'logo':
      return `/${art.kind}-${MEDIA_LETTER[art.media]}${art.id}.svg`;
    case 'season':
      return `/poster-t${art.id}-s${art.season}.svg`;
    case 'still':
      return `/still-t${art.id}-s${art.season}-e${art.episode}.svg`;
    case 'profile':
      return `/profile-p${art.personId}.svg`;
  }
}

/** The title an artwork belongs to (a season's or an episode's is its show's); none for a person's portrait. */
export function artworkTitle(art: Artwork): { media: 'movie' | 'tv'; id: number } | null {
  switch (art.kind) {
    case 'poster':
    case 'backdrop':
    case 'logo':
      return { media: art.media, id: art.id };
    case 'season':
    case 'still':
      return { media: 'tv', id: art.id };
    case 'profile':
      return null;
  }
}

const PATTERN = /^(poster|backdrop|logo|still|profile)-([mtp])(\d{1,10})(?:-s(\d{1,4}))?(?:-e(\d{1,5}))?\.svg$/;

/** The artwork a file name ('poster-m123.svg', no leading slash) stands for, or null. */
export function parseArtworkFile(file: string): Artwork | null {
  const match = PATTERN.exec(file);
  if (!match) return null;
  const [, kind, letter, idText = '', seasonText, episodeText] = match;
  const id = Number(idText);
  const season = seasonText === undefined ? undefined : Number(seasonText);
  const episode = episodeText === undefined ? undefined : Number(episodeText);
  const parsed = ((): Artwork | null => {
    if (kind === 'profile') return letter === 'p' && season === undefined ? { kind, personId: id } : null;
    if (letter === 'p') return null;
    const media = letter === 'm' ? 'movie' : 'tv';
    if (kind === 'still')
      return media === 'tv' && season !== undefined && episode !== undefined ? { kind, id, season, episode } : null;
    if (episode !== undefined) return null;
    if (season !== undefined) return kind === 'poster' && media === 'tv' ? { kind: 'season', id, season } : null;
    return kind === 'poster' || kind === 'backdrop' || kind === 'logo' ? { kind, media, id } : null;
  })();
  // Only the canonical spelling counts ('poster-m0123.svg' is not the same image).
  return parsed && artworkPath(parsed) === `/${file}` ? parsed : null;
}
