import type { FilmFact } from './film-dataset.ts';
import type { SeriesFact } from './tv-series.ts';

/**
 * Overviews and taglines written from the catalogue's facts only (genre, year, director, source,
 * network, season counts): they describe the title honestly and never invent a plot.
 */

const GENRE_NOUN: Readonly<Record<string, string>> = {
  Action: 'action film',
  Adventure: 'adventure film',
  'Black Comedy': 'black comedy',
  Comedy: 'comedy',
  'Concert/Performance': 'concert film',
  Documentary: 'documentary',
  Drama: 'drama',
  Horror: 'horror film',
  Musical: 'musical',
  'Romantic Comedy': 'romantic comedy',
  'Thriller/Suspense': 'thriller',
  Western: 'western',
};

const CREATIVE_ADJECTIVE: Readonly<Record<string, string>> = {
  Fantasy: 'fantasy',
  'Historical Fiction': 'period',
  'Kids Fiction': 'family',
  'Science Fiction': 'science-fiction',
  'Super Hero': 'superhero',
};

const SOURCE_SENTENCE: Readonly<Record<string, string>> = {
  'Original Screenplay': 'Written as an original screenplay.',
  'Based on Book/Short Story': 'Based on a book or short story.',
  'Based on Real Life Events': 'Based on real events.',
  'Based on Factual Book/Article': 'Based on a non-fiction book or article.',
  'Based on Magazine Article': 'Based on a magazine article.',
  'Based on Comic/Graphic Novel': 'Based on a comic or graphic novel.',
  'Based on Play': 'Based on a stage play.',
  'Based on Musical/Opera': 'Based on a musical or opera.',
  'Based on TV': 'Based on a television series.',
  'Based on Game': 'Based on a game.',
  'Based on Short Film': 'Based on a short film.',
  'Based on Toy': 'Based on a toy line.',
  'Disney Ride': 'Based on a Disney theme-park ride.',
  'Traditional/Legend/Fairytale': 'Drawn from a traditional tale or legend.',
  Remake: 'A remake of an earlier film.',
  'Spin-Off': 'A spin-off of an earlier work.',
  Compilation: 'A compilation film.',
  'Musical Group Movie': 'Built around a musical group.',
};

/** 'A 1994 thriller directed by Luc Besson. Written as an original screenplay. Released in the US by Sony Pictures.' */
export function filmOverview(film: FilmFact): string {
  const noun = (film.majorGenre && GENRE_NOUN[film.majorGenre]) || 'film';
  const adjective = film.creativeType ? CREATIVE_ADJECTIVE[film.creativeType] : undefined;
  const kind = adjective && !noun.startsWith(adjective) ? `${adjective} ${noun}` : noun;
  const sentences = [`A ${film.releaseDate.slice(0, 4)} ${kind}${film.director ? ` directed by ${film.director}` : ''}.`];
  const source = film.source ? SOURCE_SENTENCE[film.source] : undefined;
  if (source) sentences.push(source);
  if (film.distributor) sentences.push(`Released in the US by ${film.distributor.replace(/\.$/, '')}.`);
  return sentences.join(' ');
}

export function filmTagline(film: FilmFact): string {
  return film.director ? `A film by ${film.director}` : '';
}

const TV_ADJECTIVE: ReadonlyArray<[number, string]> = [
  [16, 'animated'],
  [80, 'crime'],
  [9648, 'mystery'],
  [10765, 'sci-fi/fantasy'],
  [10759, 'action'],
  [10768, 'war'],
  [37, 'western'],
];

/** 'A crime drama series created by Vince Gilligan. It aired on AMC from 2008: 5 seasons, 62 episodes.' */
export function seriesOverview(series: SeriesFact): string {
  const genres = new Set(series.genres);
  const noun = genres.has(99)
    ? 'documentary'
    : genres.has(35) && genres.has(18)
      ? 'comedy-drama'
      : genres.has(35)
        ? 'comedy'
        : genres.has(18)
          ? 'drama'
          : '';
  const adjectives = TV_ADJECTIVE.filter(([id]) => genres.has(id))
    .slice(0, 2)
    .map(([, word]) => word);
  const form = series.type === 'Miniseries' ? 'miniseries' : 'series';
  const kind = [...adjectives, noun, form].filter(Boolean).join(' ');
  const creators = series.createdBy?.length ? ` created by ${joinNames(series.createdBy)}` : '';
  const episodes = series.seasons.reduce((a, b) => a + b, 0);
  const run =
    series.seasons.length > 1
      ? `${series.seasons.length} seasons, ${episodes} episodes`
      : `${episodes} episode${episodes === 1 ? '' : 's'}`;
  const article = /^[aeiou]/.test(kind) ? 'An' : 'A';
  return `${article} ${kind}${creators}. It aired on ${joinNames(series.networks)} from ${series.firstAirDate.slice(0, 4)}: ${run}.`;
}

export function seriesTagline(series: SeriesFact): string {
  return series.createdBy?.length ? `Created by ${joinNames(series.createdBy)}` : '';
}

function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
