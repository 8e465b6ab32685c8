import type { MediaType } from '../api.ts';

/**
 * How the offline assistant reads a request (docs/behaviour.md#assistant): the media type, the genres by their common
 * names, and whether the person wants what is trending, the newest, the best rated or simply the
 * popular. A request that names no media type, no genre and nothing trending is not read at all:
 * guessing would answer 'hello' with a film list.
 */

export type AssistantOrder = 'trending' | 'recent' | 'best' | 'popular';

export interface AssistantRequest {
  media: MediaType;
  /** TMDB genre ids for that media type; a title must have every one of them. */
  genreIds: number[];
  /** The genres as the reply names them, in the order the request named them ('romantic', 'comedy'). */
  genreLabels: string[];
  order: AssistantOrder;
}

interface GenreWords {
  label: string;
  /** Whole words or phrases after normalising (lower case, hyphens and punctuation as spaces). */
  words: readonly string[];
  /** TMDB's genre id for films and for series; null when TMDB has no such genre for that media type. */
  movie: number | null;
  tv: number | null;
}

// Romance comes before comedy so that 'rom-com', which names both at once, reads 'romantic comedy'.
const GENRES: readonly GenreWords[] = [
  { label: 'action', words: ['action', 'actions', 'action packed'], movie: 28, tv: 10759 },
  { label: 'adventure', words: ['adventure', 'adventures'], movie: 12, tv: 10759 },
  { label: 'animated', words: ['animation', 'animated', 'cartoon', 'cartoons', 'anime'], movie: 16, tv: 16 },
  {
    label: 'romantic',
    words: ['romance', 'romances', 'romantic', 'love story', 'love stories', 'rom com', 'rom coms', 'romcom', 'romcoms'],
    movie: 10749,
    tv: null,
  },
  {
    label: 'comedy',
    words: ['comedy', 'comedies', 'funny', 'comic', 'sitcom', 'sitcoms', 'rom com', 'rom coms', 'romcom', 'romcoms'],
    movie: 35,
    tv: 35,
  },
  { label: 'crime', words: ['crime', 'gangster', 'gangsters', 'heist', 'heists', 'mafia', 'mob'], movie: 80, tv: 80 },
  { label: 'documentary', words: ['documentary', 'documentaries', 'docuseries', 'doc', 'docs'], movie: 99, tv: 99 },
  { label: 'drama', words: ['drama', 'dramas', 'dramatic'], movie: 18, tv: 18 },
  { label: 'family', words: ['family', 'families', 'kid', 'kids', 'children', 'childrens'], movie: 10751, tv: 10751 },
  { label: 'fantasy', words: ['fantasy', 'fantasies', 'magic', 'magical'], movie: 14, tv: 10765 },
  { label: 'historical', words: ['history', 'historical', 'period'], movie: 36, tv: null },
  // TMDB files horror and thriller series under Mystery: it has no such TV genres.
  { label: 'horror', words: ['horror', 'horrors', 'scary', 'spooky', 'slasher', 'slashers', 'creepy'], movie: 27, tv: 9648 },
  { label: 'musical', words: ['music', 'musical', 'musicals'], movie: 10402, tv: null },
  {
    label: 'mystery',
    words: ['mystery', 'mysteries', 'whodunit', 'whodunits', 'detective', 'detectives'],
    movie: 9648,
    tv: 9648,
  },
  { label: 'sci-fi', words: ['sci fi', 'scifi', 'science fiction', 'sf', 'space', 'futuristic'], movie: 878, tv: 10765 },
  { label: 'thriller', words: ['thriller', 'thrillers', 'suspense', 'suspenseful', 'thrilling'], movie: 53, tv: 9648 },
  { label: 'war', words: ['war', 'military'], movie: 10752, tv: 10768 },
  { label: 'western', words: ['western', 'westerns', 'cowboy', 'cowboys'], movie: 37, tv: 37 },
  { label: 'reality', words: ['reality'], movie: null, tv: 10764 },
];

const MEDIA_WORDS: Record<MediaType, readonly string[]> = {
  movie: ['movie', 'movies', 'film', 'films', 'flick', 'flicks', 'cinema'],
  tv: ['show', 'shows', 'series', 'tv', 'television', 'sitcom', 'sitcoms', 'episode', 'episodes'],
};

const ORDER_WORDS: Record<AssistantOrder, readonly string[]> = {
  trending: ['trending', 'trend', 'trends', 'hot', 'buzz', 'buzzing', 'viral'],
  recent: ['recent', 'recently', 'latest', 'new', 'newest', 'newer', 'this year', 'just released'],
  best: [
    'good',
    'great',
    'best',
    'top',
    'top rated',
    'highly rated',
    'high rated',
    'acclaimed',
    'award winning',
    'classic',
    'classics',
    'masterpiece',
    'masterpieces',
    'excellent',
    'must see',
    'must watch',
    'greatest',
    'finest',
  ],
  popular: ['popular', 'famous', 'well known', 'hit', 'hits', 'blockbuster', 'blockbusters'],
};

/** The order that wins when a request names several: 'latest trending shows' wants what trends. */
const ORDER_PRIORITY: readonly AssistantOrder[] = ['trending', 'recent', 'best', 'popular'];

/** Phrases whose words would otherwise be misread: 'show me' asks for something, not for a TV show. */
const IGNORED_PHRASES = ['show me', 'show us', 'shows me'];

export function readAssistantRequest(text: string): AssistantRequest | null {
  const normalised = normalise(text);
  if (!normalised) return null;
  let padded = ` ${normalised} `;
  for (const phrase of IGNORED_PHRASES) padded = padded.replaceAll(` ${phrase} `, ' ');

  const genres = GENRES.map((genre, rank) => ({ genre, rank, at: firstPosition(padded, genre.words) }))
    .filter((g) => g.at >= 0)
    .sort((a, b) => a.at - b.at || a.rank - b.rank)
    .map((g) => g.genre);
  const trending = firstPosition(padded, ORDER_WORDS.trending) >= 0;
  const named = namedMedia(padded);
  if (!named && genres.length === 0 && !trending) return null;

  // Without a media type, films unless a genre exists only for series (reality shows).
  const media: MediaType = named ?? (genres.some((g) => g.movie === null) ? 'tv' : 'movie');
  const genreIds = genres.map((g) => g[media]);
  // A genre TMDB does not have for this media type ('romance series') cannot be answered honestly.
  if (genreIds.some((id) => id === null)) return null;

  return {
    media,
    genreIds: [...new Set(genreIds as number[])],
    genreLabels: genres.map((g) => g.label),
    order: ORDER_PRIORITY.find((order) => firstPosition(padded, ORDER_WORDS[order]) >= 0) ?? 'popular',
  };
}

/**
 * The filler around a request ('can you recommend some ... for tonight?'), and what is left of "I'd", "it's" and
 * "don't" once the apostrophe splits them. A message of only these and request words holds no title's name.
 */
const FILLER_WORDS: ReadonlySet<string> = new Set(
  [
    'a an the some any anything something me us i m im we you my our your it this that these those',
    'for to of on in with about from and or but so just really very too also maybe please pls thanks',
    'can could would should will shall do does did is are be was were have has had there here',
    'what whats which who how where when why tonight today week weekend night evening later now',
    'want wanna need looking look like love get give find see watch watching play put recommend',
    'recommendation recommendations suggest suggestion suggestions idea ideas pick picks bored surprise',
    'kind sort type more other another few couple list lot lots one ones title titles else d s t ll re ve',
  ].flatMap((line) => line.split(' ')),
);

/** Words that ask for a recommendation, any: 'what should I watch?', 'surprise me', 'I'm bored'. */
const ASKING_WORDS: ReadonlySet<string> = new Set([
  'watch',
  'recommend',
  'recommendation',
  'recommendations',
  'suggest',
  'suggestion',
  'suggestions',
  'bored',
  'surprise',
]);

/**
 * The words of `text` that are neither a request's (genres, media types, orders) nor filler: what may be
 * a title's name ('Inception movie' leaves 'inception'; 'good action movie' leaves nothing).
 */
export function wordsBeyondRequest(text: string): string[] {
  let padded = ` ${normalise(text)} `;
  const phrases = [
    ...IGNORED_PHRASES,
    ...GENRES.flatMap((genre) => genre.words),
    ...Object.values(MEDIA_WORDS).flat(),
    ...Object.values(ORDER_WORDS).flat(),
  ].sort((a, b) => b.length - a.length);
  for (const phrase of phrases) {
    while (padded.includes(` ${phrase} `)) padded = padded.replace(` ${phrase} `, ' ');
  }
  return padded.split(' ').filter((word) => word && !FILLER_WORDS.has(word));
}

/**
 * A request that names no kind at all but asks for something to watch ('what should I watch tonight?'),
 * read as this week's trending films; null when the text holds other words, or asks nothing.
 */
export function readOpenRequest(text: string): AssistantRequest | null {
  const words = normalise(text).split(' ');
  if (wordsBeyondRequest(text).length > 0 || !words.some((word) => ASKING_WORDS.has(word))) return null;
  return { media: 'movie', genreIds: [], genreLabels: [], order: 'trending' };
}

/** The media type a text names first ('a film …' is a film), or null. */
export function namedMediaType(text: string): MediaType | null {
  return namedMedia(` ${normalise(text)} `);
}

/** Lower case without accents; anything but letters and digits becomes a single space. */
function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Where the first of the phrases occurs as whole words in ` padded ` text, or -1. */
function firstPosition(padded: string, phrases: readonly string[]): number {
  const positions = phrases.map((p) => padded.indexOf(` ${p} `)).filter((i) => i >= 0);
  return positions.length ? Math.min(...positions) : -1;
}

/** The media type the request names first, if any ('movies or shows' asks for movies). */
function namedMedia(padded: string): MediaType | null {
  const movie = firstPosition(padded, MEDIA_WORDS.movie);
  const tv = firstPosition(padded, MEDIA_WORDS.tv);
  if (movie < 0 && tv < 0) return null;
  if (movie < 0) return 'tv';
  if (tv < 0) return 'movie';
  return movie < tv ? 'movie' : 'tv';
}
