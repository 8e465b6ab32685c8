import { describe, expect, it } from 'vitest';
import { CATALOGUE_ID_MAX, CATALOGUE_ID_MIN, ratingRank } from '@marquee/core';
import { fnv1a } from '../../../lib/hash.ts';
import { buildCatalogue } from '../catalogue/catalogue.ts';
import { TITLE_IDS } from '../catalogue/stable-ids.ts';
import { filmOverview } from '../catalogue/descriptions.ts';
import { certificationAt, loadFilmFacts, parseReleaseDate, type FilmFact } from '../catalogue/film-dataset.ts';
import { TMDB_TV_GENRES } from '../catalogue/genres.ts';
import { foldText } from '../../../lib/text-fold.ts';
import { MOJIBAKE, repairTitle } from '../catalogue/title-repair.ts';
import { TV_SERIES } from '../catalogue/tv-series.ts';
import { parseArtworkFile, artworkPath, type Artwork } from '../artwork/artwork-paths.ts';
import { parseGatewayRequest } from '../gateway-request.ts';
import { retryWaitMs } from '../upstream/tmdb-client.ts';

const films = loadFilmFacts();

describe('title repair', () => {
  it('maps each mis-encoded character back: Mac Roman reading of a Windows-1252 byte', () => {
    const macRoman = new TextDecoder('macintosh');
    // Windows-1252 differs from Latin-1 only in 0x80–0x9F; of those the table needs 0x85 alone.
    const windows1252 = (byte: number) => (byte === 0x85 ? '…' : String.fromCharCode(byte));
    for (const [garbled, repaired] of Object.entries(MOJIBAKE)) {
      const byte = [...Array(256).keys()].find((b) => b >= 0x80 && macRoman.decode(new Uint8Array([b])) === garbled);
      expect(byte, garbled).toBeDefined();
      expect(windows1252(byte!), garbled).toBe(repaired);
    }
  });

  it.each([
    ['LÈon', 'Léon'],
    ["Le Fabuleux destin d'AmÈlie Poulain", "Le Fabuleux destin d'Amélie Poulain"],
    ['Die F‰lscher', 'Die Fälscher'],
    ['DÈj‡ Vu', 'Déjà Vu'],
    ['La MÙme', 'La Môme'],
    ['The Naked Gun 2Ω: The Smell of Fear', 'The Naked Gun 2½: The Smell of Fear'],
    ['Alien³', 'Alien³'],
    ['Charge of the Light Brigade, The', 'The Charge of the Light Brigade'],
    ['King Kong (1933)', 'King Kong'],
    ['Fantasia 2000 (IMAX)', 'Fantasia 2000'],
    ['Halloween:  The Curse of Michael Myers', 'Halloween: The Curse of Michael Myers'],
    ['Chuck&Buck', 'Chuck & Buck'],
    ['Y Tu Mama Tambien (And Your Mother Too)', 'Y Tu Mamá También'],
    ['Cr\u00e9dit \u00e0 part', null],
    ['  ', null],
  ])('repairs %j as %j', (raw, repaired) => {
    expect(repairTitle(raw)).toBe(repaired);
  });

  it('leaves no garbled or unrepaired character in any film title', () => {
    const garbled = new RegExp(`[${Object.keys(MOJIBAKE).join('')}]`);
    expect(films.filter((f) => garbled.test(f.title))).toEqual([]);
    expect(films.filter((f) => /[^\x20-\x7e]/.test(f.title.replace(/[éêùóäàèáôë…½³¢]/g, '')))).toEqual([]);
  });
});

describe('film facts', () => {
  it.each([
    ['Jun 12 1998', '1998-06-12'],
    ['Dec 15 2039', '1939-12-15'],
    ['Dec 23 2011', '2011-12-23'],
    ['Dec 31 1941', '1942-01-01'],
    ['Dec 31 2046', '1947-01-01'],
    ['Feb 30', null],
    ['12/06/1998', null],
  ])('reads the release date %j as %j', (text, date) => {
    expect(parseReleaseDate(text)).toBe(date);
  });

  it.each([
    ['PG-13', '1960-10-24', ''],
    ['PG-13', '2004-04-09', 'PG-13'],
    ['R', '1939-12-15', ''],
    ['Not Rated', '1968-10-01', 'NR'],
    ['Open', '2001-01-01', ''],
    [null, '2001-01-01', ''],
  ])('keeps the rating %j of a film released %s only where it existed: %j', (rating, date, expected) => {
    expect(certificationAt(rating, date)).toBe(expected);
  });

  it('keeps about 3,200 films, one per title and year, each with a title and a date', () => {
    expect(films.length).toBeGreaterThan(3_100);
    const keys = films.map((f) => `${f.title.toLowerCase()}|${f.releaseDate.slice(0, 4)}`);
    expect(new Set(keys).size).toBe(films.length);
    expect(films.filter((f) => f.title === 'Fantasia 2000')).toHaveLength(1);
    expect(films.every((f) => /^\d{4}-\d{2}-\d{2}$/.test(f.releaseDate) && f.releaseDate <= '2011-12-31')).toBe(true);
  });

  it('corrects the single errors it knows of', () => {
    const film = (title: string) => films.find((f) => f.title === title);
    expect(film('Good Will Hunting')?.releaseDate).toBe('1997-12-05');
    expect(film('The Wizard of Oz')).toMatchObject({ releaseDate: '1939-08-25', director: 'Victor Fleming' });
    expect(film('Casablanca')?.releaseDate).toBe('1942-01-01');
  });

  it('forgets IMDb figures that a film shares with its remake', () => {
    const kingKongs = films.filter((f) => f.title === 'King Kong').map((f) => [f.releaseDate.slice(0, 4), f.imdbVotes]);
    expect(kingKongs.sort()).toEqual([
      ['1933', null],
      ['1976', null],
      ['2005', null],
    ]);
    expect(films.find((f) => f.title === 'The Dark Knight')?.imdbVotes).toBe(465000);
  });

  it('describes a film from its facts', () => {
    const film: FilmFact = {
      title: 'Example',
      releaseDate: '1994-11-18',
      majorGenre: 'Thriller/Suspense',
      creativeType: 'Science Fiction',
      source: 'Remake',
      director: 'Jane Doe',
      distributor: 'Warner Bros.',
      runtime: null,
      budget: 0,
      revenue: 0,
      certification: '',
      imdbRating: null,
      imdbVotes: null,
      rottenTomatoes: null,
    };
    expect(filmOverview(film)).toBe(
      'A 1994 science-fiction thriller directed by Jane Doe. A remake of an earlier film. Released in the US by Warner Bros.',
    );
    expect(filmOverview({ ...film, majorGenre: null, creativeType: null, source: null, director: null, distributor: null })).toBe(
      'A 1994 film.',
    );
  });
});

describe('series facts', () => {
  const genreIds = new Set<number>(TMDB_TV_GENRES.map((g) => g.id));

  it('lists at least 60 real series, each once, with sound facts', () => {
    expect(TV_SERIES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(TV_SERIES.map((s) => `${s.name}|${s.firstAirDate}`)).size).toBe(TV_SERIES.length);
    for (const series of TV_SERIES) {
      expect(Number.isNaN(Date.parse(series.firstAirDate)), series.name).toBe(false);
      expect(series.seasons.length, series.name).toBeGreaterThan(0);
      expect(
        series.seasons.every((n) => Number.isInteger(n) && n > 0),
        series.name,
      ).toBe(true);
      expect(
        series.genres.every((g) => genreIds.has(g)),
        series.name,
      ).toBe(true);
      expect(series.networks.length, series.name).toBeGreaterThan(0);
      if (series.rating !== undefined) expect(series.rating).toBeGreaterThan(0);
    }
  });

  it('gives every series a US TV rating on the content rating scale', () => {
    const unrated = TV_SERIES.filter((s) => !s.contentRating.startsWith('TV-') || ratingRank(s.contentRating) === null);
    expect(unrated.map((s) => s.name)).toEqual([]);
  });

  it.each([
    ['Breaking Bad', '2008-01-20', 'TV-MA'],
    ['Avatar: The Last Airbender', '2005-02-21', 'TV-Y7'],
    ['The Office', '2005-03-24', 'TV-14'],
    ['Seinfeld', '1989-07-05', 'TV-PG'],
    ['Planet Earth', '2006-03-05', 'TV-G'],
  ])('rates %s (%s) %s', (name, firstAirDate, rating) => {
    expect(TV_SERIES.find((s) => s.name === name && s.firstAirDate === firstAirDate)?.contentRating).toBe(rating);
  });
});

describe('catalogue', () => {
  it('gives every title the same id whatever order the facts come in', () => {
    const a = buildCatalogue(films, TV_SERIES);
    const b = buildCatalogue([...films].reverse(), [...TV_SERIES].reverse());
    const ids = (c: typeof a) =>
      new Map(
        [...c.movies, ...c.series].map((t) => [
          `${t.media}:${t.media === 'movie' ? t.title + t.releaseDate : t.name + t.firstAirDate}`,
          t.id,
        ]),
      );
    expect(ids(b)).toEqual(ids(a));
    expect(new Set(a.movies.map((m) => m.id)).size).toBe(a.movies.length);
    expect(new Set(a.series.map((s) => s.id)).size).toBe(a.series.length);
  });

  it('gives films and shows ids of their own, above TMDB’s, that depend on the title alone (no collision moved one)', () => {
    const catalogue = buildCatalogue(films, TV_SERIES);
    const keyed = [
      ...catalogue.movies.map((m) => [`${m.title}|${m.releaseDate}`, m.id] as const),
      ...catalogue.series.map((s) => [`${s.name}|${s.firstAirDate}`, s.id] as const),
    ];
    for (const [key, id] of keyed) {
      expect(id).toBeGreaterThanOrEqual(CATALOGUE_ID_MIN);
      expect(id).toBeLessThanOrEqual(CATALOGUE_ID_MAX);
      // Were a new title to collide with one, the test says so before an id of a release moves.
      expect(id, key).toBe(TITLE_IDS.first + (fnv1a(key) % TITLE_IDS.size));
    }
  });

  it('maps each id of earlier releases (below a million) to the same title’s id now', () => {
    const catalogue = buildCatalogue(films, TV_SERIES);
    for (const media of ['movie', 'tv'] as const) {
      const legacy = catalogue.legacyIds[media];
      const titles = media === 'movie' ? catalogue.movieById : catalogue.seriesById;
      expect(legacy.size).toBe(titles.size);
      expect(new Set(legacy.values())).toEqual(new Set(titles.keys()));
      for (const old of legacy.keys()) expect(old).toBeLessThan(1_000_000);
    }
    // Stored entries and links of earlier releases carry these.
    expect(catalogue.movieById.get(catalogue.legacyIds.movie.get(123101)!)?.title).toBe('Avatar');
    expect(catalogue.seriesById.get(catalogue.legacyIds.tv.get(906122)!)?.name).toBe('Arcane');
  });

  it.each([
    ['Léon', 'leon'],
    ["The Queen's Gambit", 'the queens gambit'],
    ['Ri¢hie Ri¢h', 'richie rich'],
    ['Bill & Ted', 'bill and ted'],
  ])('folds %j to %j for search', (text, folded) => {
    expect(foldText(text)).toBe(folded);
  });
});

describe('artwork paths', () => {
  it.each<Artwork>([
    { kind: 'poster', media: 'movie', id: 7 },
    { kind: 'backdrop', media: 'tv', id: 12 },
    { kind: 'logo', media: 'movie', id: 123456 },
    { kind: 'poster', media: 'movie', id: 1_999_999_999 },
    { kind: 'season', id: 5, season: 2 },
    { kind: 'still', id: 5, season: 2, episode: 11 },
    { kind: 'profile', personId: 99 },
  ])('reads back %j', (art) => {
    expect(parseArtworkFile(artworkPath(art).slice(1))).toEqual(art);
  });

  it.each(['poster-m07.svg', 'poster-p1.svg', 'logo-t1-s1.svg', 'still-m1-s1-e1.svg', 'profile-m1.svg', 'poster-m1.jpg'])(
    'rejects %s',
    (file) => {
      expect(parseArtworkFile(file)).toBeNull();
    },
  );
});

describe('gateway requests', () => {
  it('keys the cache by path, the parameters that path takes and TMDB’s language, in a stable order', () => {
    const a = parseGatewayRequest(
      'discover/movie',
      new URLSearchParams('sort_by=popularity.desc&with_genres=28&api_key=x&language=en-GB'),
    );
    const b = parseGatewayRequest('/discover//movie/', new URLSearchParams('with_genres=28&sort_by=popularity.desc'));
    expect(a.cacheKey).toBe('discover/movie?language=en-US&sort_by=popularity.desc&with_genres=28');
    expect(b.cacheKey).toBe(a.cacheKey);
    expect(parseGatewayRequest('movie/5', new URLSearchParams('page=3')).cacheKey).toBe('movie/5?language=en-US');
  });

  it('caches lists for minutes and details for hours', () => {
    expect(parseGatewayRequest('movie/popular', new URLSearchParams()).freshness).toBe('list');
    expect(parseGatewayRequest('movie/5', new URLSearchParams()).freshness).toBe('details');
    expect(parseGatewayRequest('movie/5', new URLSearchParams('append_to_response=images,similar')).freshness).toBe('list');
  });

  it.each([
    [null, 3000, 1000],
    ['2', 3000, 2000],
    ['120', 3000, 3000],
    ['soon', 3000, 1000],
  ])('waits for Retry-After %j (cap %i ms): %i ms', (header, cap, wait) => {
    expect(retryWaitMs(header, cap)).toBe(wait);
  });
});
