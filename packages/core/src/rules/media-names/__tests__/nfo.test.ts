import { describe, expect, it } from 'vitest';
import type { ParsedMediaFile } from '../../media-file-name.ts';
import { nfoCandidates, nfoFacts, nfoFactsFromText, withNfoFacts, type NfoFacts } from '../nfo.ts';

describe('nfoCandidates', () => {
  it.each([
    ['Films/Film (2009)/Film (2009).mkv', 'Films/Film (2009)/Film (2009).nfo', 'Films/Film (2009)/movie.nfo'],
    ['Film.mkv', 'Film.nfo', 'movie.nfo'],
    ['TV/Show/Season 1/Show S01E02.mkv', 'TV/Show/Season 1/Show S01E02.nfo', 'TV/Show/Season 1/movie.nfo'],
  ])('%s', (video, own, movie) => {
    expect(nfoCandidates(video)).toMatchObject({ own, movie });
  });

  it('looks for a show’s NFO in the folder, its parent and the one above, nearest first', () => {
    expect(nfoCandidates('TV/Show/Season 1/Show S01E02.mkv').shows).toEqual([
      'TV/Show/Season 1/tvshow.nfo',
      'TV/Show/tvshow.nfo',
      'TV/tvshow.nfo',
    ]);
    expect(nfoCandidates('Show/S01E02.mkv').shows).toEqual(['Show/tvshow.nfo', 'tvshow.nfo']);
    expect(nfoCandidates('S01E02.mkv').shows).toEqual(['tvshow.nfo']);
  });
});

describe('nfoFacts', () => {
  it.each<[string, unknown, NfoFacts | null]>([
    [
      'a film by uniqueid',
      {
        movie: {
          title: 'The Matrix',
          year: '1999',
          uniqueid: [
            { '#text': '603', '@_type': 'tmdb', '@_default': 'true' },
            { '#text': 'tt0133093', '@_type': 'imdb' },
          ],
        },
      },
      { kind: 'movie', title: 'The Matrix', year: 1999, tmdbId: 603, imdbId: 'tt0133093' },
    ],
    [
      'a film by the older elements, its year from its premiere',
      { movie: { title: 'Heat', premiered: '1995-12-15', tmdbid: '949', id: 'TT0113277' } },
      { kind: 'movie', title: 'Heat', year: 1995, tmdbId: 949, imdbId: 'tt0113277' },
    ],
    [
      'a show, its <id> a TVDB id',
      { tvshow: { title: 'Game of Thrones', year: 2011, id: '121361', uniqueid: { '#text': '1399', '@_type': 'tmdb' } } },
      { kind: 'tvshow', title: 'Game of Thrones', year: 2011, tmdbId: 1399, tvdbId: 121361 },
    ],
    [
      'an episode: its season and episode, its title the episode’s',
      {
        episodedetails: { title: 'The Kingsroad', season: '1', episode: '2', uniqueid: { '#text': '3254641', '@_type': 'tvdb' } },
      },
      { kind: 'episode', title: 'The Kingsroad', season: 1, episode: 2, tvdbId: 3254641 },
    ],
    [
      'an NFO of two episodes gives the first',
      {
        episodedetails: [
          { season: 2, episode: 3 },
          { season: 2, episode: 4 },
        ],
      },
      { kind: 'episode', season: 2, episode: 3 },
    ],
    [
      'what is not what it should be is left out',
      { movie: { title: '  ', year: 'nineteen', tmdbid: '12345678901234567890', uniqueid: { '#text': 'x1', '@_type': 'imdb' } } },
      { kind: 'movie' },
    ],
    ['another document', { rss: { channel: {} } }, null],
    ['not a document', 'text', null],
    ['nothing', null, null],
  ])('%s', (_name, document, expected) => {
    expect(nfoFacts(document)).toEqual(expected);
  });
});

describe('nfoFactsFromText', () => {
  it.each<[string, NfoFacts | null]>([
    ['https://www.themoviedb.org/movie/603-the-matrix', { kind: 'movie', tmdbId: 603 }],
    ['https://www.themoviedb.org/tv/1399', { kind: 'tvshow', tmdbId: 1399 }],
    ['http://www.imdb.com/title/tt0133093/', { kind: null, imdbId: 'tt0133093' }],
    ['https://thetvdb.com/?tab=series&id=121361', { kind: null, tvdbId: 121361 }],
    ['Ripped by nobody. Enjoy!', null],
  ])('%s', (text, expected) => {
    expect(nfoFactsFromText(text)).toEqual(expected);
  });
});

describe('withNfoFacts', () => {
  const film: ParsedMediaFile = { kind: 'movie', title: 'dmd aw', year: null, tmdbId: null };
  const episode: ParsedMediaFile = { kind: 'episode', show: 'got', year: null, season: 1, episodes: [2], tmdbId: null };

  it.each<[string, ParsedMediaFile | null, NfoFacts | null, NfoFacts | null, ParsedMediaFile | null]>([
    [
      'a film’s NFO names the film under a misleading name',
      film,
      { kind: 'movie', title: 'Alice in Wonderland', year: 2010, tmdbId: 12155 },
      null,
      { kind: 'movie', title: 'Alice in Wonderland', year: 2010, tmdbId: 12155 },
    ],
    [
      'an id alone keeps the name’s title',
      { kind: 'movie', title: 'Alien', year: 1979, tmdbId: null },
      { kind: 'movie', tmdbId: 348, imdbId: 'tt0078748' },
      null,
      { kind: 'movie', title: 'Alien', year: 1979, tmdbId: 348, imdbId: 'tt0078748' },
    ],
    [
      'a name that reads as nothing is the film its NFO names',
      null,
      { kind: 'movie', title: 'Heat', year: 1995 },
      null,
      { kind: 'movie', title: 'Heat', year: 1995, tmdbId: null },
    ],
    ['an NFO that names nothing changes nothing', null, { kind: 'movie' }, null, null],
    [
      'a show’s NFO names the show',
      episode,
      null,
      { kind: 'tvshow', title: 'Game of Thrones', year: 2011, tmdbId: 1399, tvdbId: 121361 },
      { ...episode, show: 'Game of Thrones', year: 2011, tmdbId: 1399, tvdbId: 121361 },
    ],
    [
      'an episode’s NFO numbers it',
      episode,
      { kind: 'episode', title: 'The Kingsroad', season: 3, episode: 7 },
      null,
      { ...episode, season: 3, episodes: [7] },
    ],
    ['a film’s NFO does not make an episode a film', episode, { kind: 'movie', title: 'Something' }, null, episode],
    ['a show’s NFO for a film is not the film’s', film, null, { kind: 'tvshow', title: 'Show' }, film],
  ])('%s', (_name, parsed, own, show, expected) => {
    expect(withNfoFacts(parsed, own, show)).toEqual(expected);
  });
});
