import { describe, expect, it } from 'vitest';
import {
  isIdNamedPath,
  isNotATitle,
  isSubtitleFileName,
  isVideoFileName,
  KNOWN_LANGUAGES,
  languageName,
  type ParsedMediaFile,
  parseMediaPath,
  parseSidecarSubtitle,
  parseSubtitleFolderFile,
  parseVideoSubtitle,
  type SidecarSubtitle,
  subtitleLanguage,
} from '../media-file-name.ts';

type ParsedMovie = Extract<ParsedMediaFile, { kind: 'movie' }>;

const movie = (
  title: string,
  year: number | null,
  tmdbId: number | null = null,
  more: Pick<ParsedMovie, 'part' | 'version' | 'imdbId'> = {},
): ParsedMediaFile => ({ kind: 'movie', title, year, tmdbId, ...more });

const episode = (
  show: string,
  year: number | null,
  season: number,
  episodes: number[],
  tmdbId: number | null = null,
): ParsedMediaFile => ({ kind: 'episode', show, year, season, episodes, tmdbId });

/** An anime episode numbered from the show's first, with no season given. */
const absolute = (show: string, year: number | null, number: number): ParsedMediaFile => ({
  kind: 'episode',
  show,
  year,
  season: 1,
  episodes: [number],
  tmdbId: null,
  absolute: true,
});

/** A daily show's episode named by the day it aired: no episode number, the date's year (or folder's) the season. */
const daily = (show: string, year: number | null, season: number, airDate: string): ParsedMediaFile => ({
  kind: 'episode',
  show,
  year,
  season,
  episodes: [],
  tmdbId: null,
  airDate,
});

// The clock is fixed so that the newest plausible year (this year and the next) does not move under the tests.
const CURRENT_YEAR = 2026;

describe('parseMediaPath: films', () => {
  it.each<[string, ParsedMediaFile | null]>([
    // Plex, Jellyfin and Kodi layouts
    ['Films/The Matrix (1999)/The Matrix (1999).mkv', movie('The Matrix', 1999)],
    ['The Matrix (1999).mkv', movie('The Matrix', 1999)],
    ['The Matrix [1999].mp4', movie('The Matrix', 1999)],
    ['Movies/The Matrix (1999) {tmdb-603}/The Matrix (1999).mkv', movie('The Matrix', 1999, 603)],
    ['The Matrix (1999) [tmdbid=603].mkv', movie('The Matrix', 1999, 603)],
    ['Movies/The Matrix (1999) [tmdbid-603]/The Matrix (1999).mkv', movie('The Matrix', 1999, 603)],
    ['Movies/The Matrix (1999) {imdb-tt0133093}/The Matrix (1999).mkv', movie('The Matrix', 1999, null, { imdbId: 'tt0133093' })],
    [
      'Movies/Avatar (2009)/Avatar (2009) {edition-Extended Edition}.mkv',
      movie('Avatar', 2009, null, { version: 'Extended Edition' }),
    ],
    ['Movies/The Matrix (1999)/movie.mkv', movie('The Matrix', 1999)],
    ['Movies/Sci-Fi/The Matrix (1999).mkv', movie('The Matrix', 1999)],
    ['Movies/Kill Bill Vol. 1 (2003)/CD1/Kill Bill Vol. 1 (2003) - cd1.avi', movie('Kill Bill Vol. 1', 2003, null, { part: 1 })],
    // Release names
    ['The.Matrix.1999.1080p.BluRay.x264-GROUP.mp4', movie('The Matrix', 1999)],
    ['Downloads/The.Matrix.1999.1080p.BluRay.x264-GROUP/the-matrix-1080p.mkv', movie('The Matrix', 1999)],
    ['Movies/The Matrix (1999)/The.Matrix.1999.2160p.UHD.BluRay.REMUX.HDR.HEVC.Atmos-GRP.mkv', movie('The Matrix', 1999)],
    ['[YTS.MX] The Matrix (1999) [1080p] [BluRay].mp4', movie('The Matrix', 1999)],
    ['Inception.2010.PROPER.REPACK.720p.BRRip.XviD.AC3-GRP.avi', movie('Inception', 2010)],
    ['Dune.Part.Two.2024.2160p.WEB-DL.DDP5.1.Atmos.DV.HDR.H.265-FLUX.mkv', movie('Dune Part Two', 2024)],
    ['Oppenheimer 2023 1080p WEBRip x265 10bit AAC5.1.mkv', movie('Oppenheimer', 2023)],
    ["Heat (1995) (Director's Cut) [1080p BluRay x265].mkv", movie('Heat', 1995)],
    ['Aliens.1986.Extended.Directors.Cut.BDRip.x264.mkv', movie('Aliens', 1986)],
    ['Amelie.2001.FRENCH.MULTi.1080p.BluRay.DTS-HD.MA.5.1.mkv', movie('Amelie', 2001)],
    ['The_Shawshank_Redemption_1994_DVDRip_XviD.avi', movie('The Shawshank Redemption', 1994)],
    ['Movies/Memento.REMASTERED.1080p.BluRay.x264.mkv', movie('Memento', null)],
    ['Movies/Memento PROPER.mkv', movie('Memento', null)],
    ['Movies/Cars.mkv', movie('Cars', null)],
    // Years in titles
    ['2001: A Space Odyssey (1968).mkv', movie('2001: A Space Odyssey', 1968)],
    ['2001 A Space Odyssey (1968).mkv', movie('2001 A Space Odyssey', 1968)],
    ['2001.A.Space.Odyssey.1968.mkv', movie('2001 A Space Odyssey', 1968)],
    ['1917 (2019).mkv', movie('1917', 2019)],
    ['1917.2019.1080p.mkv', movie('1917', 2019)],
    ['1917.mkv', movie('1917', null)],
    ['2012.mkv', movie('2012', null)],
    ['Blade Runner 2049 (2017).mkv', movie('Blade Runner 2049', 2017)],
    ['Blade.Runner.2049.2017.1080p.BluRay.mkv', movie('Blade Runner 2049', 2017)],
    ['Wonder Woman 1984 (2020).mp4', movie('Wonder Woman 1984', 2020)],
    ['Wonder.Woman.1984.2020.1080p.WEB-DL.mkv', movie('Wonder Woman 1984', 2020)],
    ['Summer of 1984 Stories.mkv', movie('Summer of 1984 Stories', null)],
    ['Movies/2012 (2009)/2012 (2009).mkv', movie('2012', 2009)],
    // A bare year at the end is the year, unless it is no plausible one.
    ['Heat 1995.mkv', movie('Heat', 1995)],
    ['Films/Heat 1995/Heat 1995.mkv', movie('Heat', 1995)],
    ['The Matrix Reloaded 2003.mp4', movie('The Matrix Reloaded', 2003)],
    ['Blade Runner 2049.mkv', movie('Blade Runner 2049', null)],
    ['Blade Runner 2049 2017.mkv', movie('Blade Runner 2049', 2017)],
    ['Movies/Blade Runner 2049 2017/Blade Runner 2049 2017.mkv', movie('Blade Runner 2049', 2017)],
    ['1917 2019.mp4', movie('1917', 2019)],
    ['2001 A Space Odyssey 1968.mkv', movie('2001 A Space Odyssey', 1968)],
    // A bracketed year after a dash and a number keeps the number in a film's title.
    ['Movie Title - 2 (2010).mkv', movie('Movie Title - 2', 2010)],
    ['Film Title - 2019.mkv', movie('Film Title', 2019)],
    // Foreign titles
    ['Amélie (2001).mkv', movie('Amélie', 2001)],
    ['Films/Léon (1994)/Léon (1994).mkv', movie('Léon', 1994)],
    ['Crouching Tiger, Hidden Dragon (2000).mkv', movie('Crouching Tiger, Hidden Dragon', 2000)],
    ['千と千尋の神隠し (2001).mkv', movie('千と千尋の神隠し', 2001)],
    ['La Haine (1995).avi', movie('La Haine', 1995)],
    ['Films/Amélie (2001)/Amelie.2001.1080p.BluRay.x264.mkv', movie('Amélie', 2001)],
    ['Брат (1997).mkv', movie('Брат', 1997)],
    // Punctuation that is part of the title
    ['Mr. & Mrs. Smith (2005).mkv', movie('Mr. & Mrs. Smith', 2005)],
    ['Mr.and.Mrs.Smith.2005.720p.mkv', movie('Mr and Mrs Smith', 2005)],
    ['Spider-Man (2002).mkv', movie('Spider-Man', 2002)],
    ['Spider-Man.mkv', movie('Spider-Man', null)],
    ['X-Men.2000.1080p.mkv', movie('X-Men', 2000)],
    ['The Office (US) (2005).mkv', movie('The Office (US)', 2005)],
    ['E.T.1982.1080p.BluRay.mkv', movie('E.T', 1982)],
    ['www.Torrenting.com - The Matrix (1999).mkv', movie('The Matrix', 1999)],
    // A bare '10x10' with no show to belong to is a film's title.
    ['10x10.2018.1080p.mkv', movie('10x10', 2018)],
    // A library section with a year names no film.
    ['Movies/Movies 2023/Barbie (2023).mkv', movie('Barbie', 2023)],
    ['Movies/Pixar (2001)/Cars (2006).mkv', movie('Cars', 2006)],
    // Upper and lower case extensions, other containers
    ['The Matrix (1999).MKV', movie('The Matrix', 1999)],
    ['The Matrix (1999).m2ts', movie('The Matrix', 1999)],
    ['The Matrix (1999).wmv', movie('The Matrix', 1999)],
  ])('%s', (path, expected) => {
    expect(parseMediaPath(path, { currentYear: CURRENT_YEAR })).toEqual(expected);
  });
});

describe('parseMediaPath: episodes', () => {
  it.each<[string, ParsedMediaFile | null]>([
    ['Shows/Arcane/Season 01/Arcane - S01E02 - Some Title.mkv', episode('Arcane', null, 1, [2])],
    ['Arcane.S01E02.720p.WEB.h264-GRP.mp4', episode('Arcane', null, 1, [2])],
    ['Show Name/S1/1x02.mp4', episode('Show Name', null, 1, [2])],
    ['Show Name/Season 2/Episode 5.mkv', episode('Show Name', null, 2, [5])],
    ['Show Name/Season 2/05 - The Title.mkv', episode('Show Name', null, 2, [5])],
    ['Show Name/Season 2/E07.mkv', episode('Show Name', null, 2, [7])],
    ['show.name.s01e01e02.mkv', episode('show name', null, 1, [1, 2])],
    ['Show Name - S01E01-E02 - Pilot.mkv', episode('Show Name', null, 1, [1, 2])],
    ['Show Name - S01E01-02.mkv', episode('Show Name', null, 1, [1, 2])],
    ['Show Name - S01E01-E03.mkv', episode('Show Name', null, 1, [1, 2, 3])],
    ['Show Name - S01E01E03.mkv', episode('Show Name', null, 1, [1, 3])],
    ['Show Name - S01E01-S01E02.mkv', episode('Show Name', null, 1, [1, 2])],
    ['Show Name - S01E01-720p.mkv', episode('Show Name', null, 1, [1])],
    ['Show (2019)/Season 1/Show (2019) - s01e03.mp4', episode('Show', 2019, 1, [3])],
    ['Doctor Who/Season 1/Doctor Who (2005) - S01E01.mkv', episode('Doctor Who', 2005, 1, [1])],
    ['Show.Name.2019.S01E03.1080p.WEB.mkv', episode('Show Name', 2019, 1, [3])],
    ['Show Name - 1x02 - Title.avi', episode('Show Name', null, 1, [2])],
    ['Show Name - 1x02-1x03 - Title.avi', episode('Show Name', null, 1, [2, 3])],
    ['Show Name Season 1 Episode 2.mkv', episode('Show Name', null, 1, [2])],
    ['Shows/Arcane/Season 00/Arcane - S00E01 - Special.mkv', episode('Arcane', null, 0, [1])],
    ['Shows/Arcane/Specials/Arcane - S00E01.mkv', episode('Arcane', null, 0, [1])],
    ['Shows/Arcane (2021) {tmdb-94605}/Season 1/Arcane - S01E01.mkv', episode('Arcane', 2021, 1, [1], 94605)],
    ['Shows/Arcane [tmdbid=94605]/Season 1/S01E01.mkv', episode('Arcane', null, 1, [1], 94605)],
    ['TV Shows/1923 (2022)/Season 01/1923 - S01E01.mkv', episode('1923', 2022, 1, [1])],
    ['1923.S01E01.1080p.mkv', episode('1923', null, 1, [1])],
    ['TV/24/24 - S01E01.mkv', episode('24', null, 1, [1])],
    ['Shows/Arcane/Arcane.S01E02.mkv', episode('Arcane', null, 1, [2])],
    ['Shows/Arcane/S01E02.mkv', episode('Arcane', null, 1, [2])],
    ['Downloads/Arcane.S01.1080p.WEB/Arcane.S01E04.1080p.WEB.mkv', episode('Arcane', null, 1, [4])],
    ['Downloads/Arcane.S01.1080p.WEB/04.mkv', episode('Arcane', null, 1, [4])],
    ['Downloads/Arcane.S01E02.720p.WEB.h264-GRP/abcd1234.mkv', episode('Arcane', null, 1, [2])],
    ['Breaking Bad/Breaking Bad Season 3/Breaking.Bad.S03E07.mkv', episode('Breaking Bad', null, 3, [7])],
    ["Marvel's Agents of S.H.I.E.L.D. (2013)/Season 1/S01E01.mkv", episode("Marvel's Agents of S.H.I.E.L.D.", 2013, 1, [1])],
    ['S.W.A.T.2017.S01E01.720p.mkv', episode('S.W.A.T', 2017, 1, [1])],
    ['S.W.A.T. (2017)/Season 1/S.W.A.T. (2017) - S01E01.mkv', episode('S.W.A.T.', 2017, 1, [1])],
    ['Mr. Robot/Season 1/Mr. Robot - S01E01.mkv', episode('Mr. Robot', null, 1, [1])],
    ['La Casa de Papel/Temporada 2/La Casa de Papel - S02E01.mkv', episode('La Casa de Papel', null, 2, [1])],
    ['進撃の巨人/Season 1/進撃の巨人 - S01E01.mkv', episode('進撃の巨人', null, 1, [1])],
    // Daily shows named by air date
    ['The.Daily.Show.2024.03.15.1080p.WEB.mkv', daily('The Daily Show', null, 2024, '2024-03-15')],
    ['Show Name - 2024-03-15 - Guest.mp4', daily('Show Name', null, 2024, '2024-03-15')],
    [
      'The.Tonight.Show.Starring.Jimmy.Fallon.2023.11.02.Emma.Stone.720p.HDTV.x264-SORNY.mkv',
      daily('The Tonight Show Starring Jimmy Fallon', null, 2023, '2023-11-02'),
    ],
    [
      'Late Night with Seth Meyers 2024 01 09 720p WEB h264-EDITH.mkv',
      daily('Late Night with Seth Meyers', null, 2024, '2024-01-09'),
    ],
    [
      'TV/The Daily Show (1996)/Season 2024/The Daily Show - 2024-03-15 - Guest.mkv',
      daily('The Daily Show', 1996, 2024, '2024-03-15'),
    ],
    ['TV/The Daily Show/Season 29/The Daily Show - 2024-03-15.mkv', daily('The Daily Show', null, 29, '2024-03-15')],
    ['TV/The Daily Show/2024-03-15.mkv', daily('The Daily Show', null, 2024, '2024-03-15')],
    ['Downloads/The.Daily.Show.2024.03.15.1080p.WEB/dailyshow-1080p.mkv', daily('The Daily Show', null, 2024, '2024-03-15')],
    ['Show.Name.2024.02.29.mkv', daily('Show Name', null, 2024, '2024-02-29')],
    // No such day: a title, not a date.
    ['Show.Name.2023.02.29.mkv', movie('Show Name 2023 02 29', null)],
    // Anime numbering: one absolute number, read as season 1 (or the season folder's).
    ['[SubGroup] Show Name - 012 [1080p].mkv', absolute('Show Name', null, 12)],
    ['Show Name - 12 (1080p).mkv', absolute('Show Name', null, 12)],
    ['[SubsPlease] Sousou no Frieren - 28 (1080p) [ABCDEF12].mkv', absolute('Sousou no Frieren', null, 28)],
    [
      '[Erai-raws] Re - Zero kara Hajimeru Isekai Seikatsu - 05v2 [1080p][Multiple Subtitle].mkv',
      absolute('Re - Zero kara Hajimeru Isekai Seikatsu', null, 5),
    ],
    ['Anime/One Piece/[Group] One Piece - 1071 [1080p][HEVC].mkv', absolute('One Piece', null, 1071)],
    ['[HorribleSubs]_Show_Name_-_07_[720p].mkv', absolute('Show Name', null, 7)],
    ['Show Name - 03 - The Third One.mkv', absolute('Show Name', null, 3)],
    ['Show Name/Season 2/Show Name - 05 - Title.mkv', episode('Show Name', null, 2, [5])],
    ['Shows/Cowboy Bebop (1998)/[Group] Cowboy Bebop - 05 [BD 1080p].mkv', absolute('Cowboy Bebop', 1998, 5)],
  ])('%s', (path, expected) => {
    expect(parseMediaPath(path, { currentYear: CURRENT_YEAR })).toEqual(expected);
  });
});

describe('parseMediaPath: id-named files', () => {
  it.each<[string, ParsedMediaFile | null]>([
    ['movie/550.mp4', movie('', null, 550)],
    ['movie/550.mkv', movie('', null, 550)],
    ['tv/1399/s01e01.mp4', episode('', null, 1, [1], 1399)],
    ['tv/1399/s1e1.webm', episode('', null, 1, [1], 1399)],
    ['tv/1399/S02E10.mp4', episode('', null, 2, [10], 1399)],
    // A film named by a number, outside the id layout, is its title.
    ['Films/550.mp4', movie('550', null)],
  ])('%s', (path, expected) => {
    expect(parseMediaPath(path, { currentYear: CURRENT_YEAR })).toEqual(expected);
  });
});

describe('parseMediaPath: not a film or an episode', () => {
  it.each<[string]>([
    ['Movies/The Matrix (1999)/The Matrix (1999).nfo'],
    ['Movies/The Matrix (1999)/poster.jpg'],
    ['Movies/The Matrix (1999)/The Matrix (1999).en.srt'],
    ['Movies/The Matrix (1999)/Sample/sample.mkv'],
    ['Movies/The Matrix (1999)/the.matrix.1999.1080p-sample.mkv'],
    ['Movies/The Matrix (1999)/The Matrix (1999)-trailer.mp4'],
    ['Movies/The Matrix (1999).mkv.part'],
    ['Movies/.The Matrix (1999).mkv'],
    ['Movies/._The Matrix (1999).mkv'],
    ['.hidden/The Matrix (1999).mkv'],
    ['Movies/@eaDir/The Matrix (1999).mkv'],
    ['Movies/The Matrix (1999)/Extras/Making Of.mkv'],
    ['Movies/The Matrix (1999)/Featurettes/Bullet Time.mkv'],
    ['Movies/The Matrix (1999)/Behind The Scenes/On Set.mkv'],
    ['Movies/The Matrix (1999)/Trailers/Teaser.mp4'],
    ['Shows/Arcane/Season 01/Recap.mkv'],
    ['Movies/[YTS.MX].mp4'],
    ['Movies/1080p.mkv'],
    ['TV/S01E01.mkv'],
    ['TV/2024-03-15.mkv'],
    ['README'],
    [''],
  ])('%s → null', (path) => {
    expect(parseMediaPath(path, { currentYear: CURRENT_YEAR })).toBeNull();
  });
});

describe('parseMediaPath: the newest plausible year', () => {
  it.each<[string, number, ParsedMediaFile]>([
    ['Avatar 3 (2026).mkv', 2026, movie('Avatar 3', 2026)],
    ['Avatar 3 (2027).mkv', 2026, movie('Avatar 3', 2027)],
    // Two years ahead is no release year: it stays in the title.
    ['Avatar 3 (2028).mkv', 2026, movie('Avatar 3 (2028)', null)],
    ['Blade Runner 2049 (2017).mkv', 2050, movie('Blade Runner 2049', 2017)],
    // Nor is a year before 1900.
    ['Roundhay Garden Scene (1888).mkv', 2026, movie('Roundhay Garden Scene (1888)', null)],
  ])('%s in %s', (path, currentYear, expected) => {
    expect(parseMediaPath(path, { currentYear })).toEqual(expected);
  });
});

describe('isVideoFileName and isSubtitleFileName', () => {
  it.each<[string, boolean, boolean]>([
    ['a.mp4', true, false],
    ['a.MKV', true, false],
    ['a.ts', true, false],
    ['a.srt', false, true],
    ['a.VTT', false, true],
    ['a.ass', false, true],
    ['a.sup', false, true],
    ['a.IDX', false, true],
    // A VobSub's pictures go with its index; alone, a .sub is MicroDVD text, which is not read.
    ['a.sub', false, false],
    ['a.nfo', false, false],
    ['mkv', false, false],
  ])('%s', (name, video, subtitle) => {
    expect(isVideoFileName(name)).toBe(video);
    expect(isSubtitleFileName(name)).toBe(subtitle);
  });
});

const sub = (language: string | null, format: SidecarSubtitle['format'] = 'srt', flags: Partial<SidecarSubtitle> = {}) => ({
  language,
  forced: false,
  sdh: false,
  format,
  ...flags,
});

describe('parseSidecarSubtitle', () => {
  it.each<[string, string, SidecarSubtitle | null]>([
    ['Movie (2009).mkv', 'Movie (2009).srt', sub(null)],
    ['Movie (2009).mkv', 'Movie (2009).en.srt', sub('en')],
    ['Movie (2009).mkv', 'Movie (2009).eng.srt', sub('en')],
    ['Movie (2009).mkv', 'Movie (2009).English.srt', sub('en')],
    ['Movie (2009).mkv', 'Movie (2009).fr.vtt', sub('fr', 'vtt')],
    ['Movie (2009).mkv', 'Movie (2009).fre.srt', sub('fr')],
    ['Movie (2009).mkv', 'Movie (2009).fra.srt', sub('fr')],
    ['Movie (2009).mkv', 'Movie (2009).ger.srt', sub('de')],
    ['Movie (2009).mkv', 'Movie (2009).Deutsch.srt', sub('de')],
    ['Movie (2009).mkv', 'Movie (2009).pt-BR.srt', sub('pt')],
    ['Movie (2009).mkv', 'Movie (2009).zh_Hans.srt', sub('zh')],
    ['Movie (2009).mkv', 'Movie (2009).eng.forced.srt', sub('en', 'srt', { forced: true })],
    ['Movie (2009).mkv', 'Movie (2009).forced.en.srt', sub('en', 'srt', { forced: true })],
    ['Movie (2009).mkv', 'Movie (2009).en.sdh.srt', sub('en', 'srt', { sdh: true })],
    ['Movie (2009).mkv', 'Movie (2009).en.cc.srt', sub('en', 'srt', { sdh: true })],
    ['Movie (2009).mkv', 'Movie (2009).en.hi.srt', sub('en', 'srt', { sdh: true })],
    ['Movie (2009).mkv', 'Movie (2009).English (SDH).srt', sub('en', 'srt', { sdh: true })],
    ['Movie (2009).mkv', 'Movie (2009).en.default.forced.srt', sub('en', 'srt', { forced: true })],
    // 'hi' is Hindi when it is the language tag.
    ['Movie (2009).mkv', 'Movie (2009).hi.srt', sub('hi')],
    ['Movie (2009).mkv', 'Movie (2009).en.ass', sub('en', 'ass')],
    ['Movie (2009).mkv', 'Movie (2009).ssa', sub(null, 'ass')],
    // Pictures: PGS, and VobSub named by its index (its .sub beside it holds the pictures).
    ['Movie (2009).mkv', 'Movie (2009).en.sup', sub('en', 'sup')],
    ['Movie (2009).mkv', 'Movie (2009).fr.forced.SUP', sub('fr', 'sup', { forced: true })],
    ['Movie (2009).mkv', 'Movie (2009).de.idx', sub('de', 'vobsub')],
    ['Movie (2009).mkv', 'Movie (2009).idx', sub(null, 'vobsub')],
    ['Movie (2009).mkv', 'movie (2009).EN.SRT', sub('en')],
    ['Show - S01E01.mkv', 'Show - S01E01.es.srt', sub('es')],
    ['Films/Movie (2009)/Movie (2009).mkv', 'Films/Movie (2009)/Movie (2009).en.srt', sub('en')],
    // Another video's subtitles, or not subtitles.
    ['Show - S01E01.mkv', 'Show - S01E02.en.srt', null],
    ['Show - S01E01.mkv', 'Show - S01E01E02.en.srt', null],
    ['Movie.mkv', 'Movie.Part2.en.srt', null],
    ['Movie.mkv', 'Movie 2.en.srt', null],
    ['Movie (2009).mkv', 'Movie (2009) - Commentary.srt', null],
    ['Movie (2009).mkv', 'Movie (2009).en.fr.srt', null],
    ['Movie (2009).mkv', 'Movie (2009).xx.srt', null],
    ['Movie (2009).mkv', 'Movie (2009).en.sub', null],
    ['Movie (2009).mkv', 'Movie (2009).nfo', null],
    ['Movie (2009).mkv', 'Other (2010).en.srt', null],
  ])('%s + %s', (video, subtitle, expected) => {
    expect(parseSidecarSubtitle(video, subtitle)).toEqual(expected);
  });
});

describe('parseSubtitleFolderFile', () => {
  it.each<[string, SidecarSubtitle | null]>([
    ['2_English.srt', sub('en')],
    ['English.srt', sub('en')],
    ['14_Spanish.srt', sub('es')],
    ['3_English_SDH.srt', sub('en', 'srt', { sdh: true })],
    ['4_English.forced.srt', sub('en', 'srt', { forced: true })],
    ['Spanish (Forced).srt', sub('es', 'srt', { forced: true })],
    ['5_Brazilian Portuguese.srt', sub('pt')],
    ['2_eng.vtt', sub('en', 'vtt')],
    ['2_pt-BR.srt', sub('pt')],
    ['6_Japanese.ass', sub('ja', 'ass')],
    // 'hi' is Hindi alone, hearing impaired after a language.
    ['7_hi.srt', sub('hi')],
    ['7_English_hi.srt', sub('en', 'srt', { sdh: true })],
    // No language, or words that are neither a language nor a kind.
    ['2.srt', null],
    ['forced.srt', null],
    ['Commentary.srt', null],
    ['2_English_Commentary.srt', null],
    ['2_English.nfo', null],
  ])('%s', (name, expected) => {
    expect(parseSubtitleFolderFile(name)).toEqual(expected);
  });
});

describe('parseVideoSubtitle', () => {
  it.each<[string, string, boolean, SidecarSubtitle | null]>([
    // Beside the video, as parseSidecarSubtitle reads them.
    ['Film (2009).mkv', 'Film (2009).en.srt', true, sub('en')],
    ['Film (2009).mkv', 'Film (2009).en.forced.srt', false, sub('en', 'srt', { forced: true })],
    ['Film (2009).mkv', 'English.srt', true, null],
    // In Subs/ or Subtitles/: by language alone for the only video of its folder, or named after the video.
    ['Film (2009).mkv', 'Subs/2_English.srt', true, sub('en')],
    ['Film (2009).mkv', 'Subs/English.srt', true, sub('en')],
    ['Film (2009).mkv', 'Subtitles/French.srt', true, sub('fr')],
    ['Film (2009).mkv', 'subs/Film (2009).eng.sdh.srt', false, sub('en', 'srt', { sdh: true })],
    ['Show.S01E01.mkv', 'Subs/2_English.srt', false, null],
    ['Film (2009).mkv', 'Subs/Other (2010).en.srt', true, null],
    // In a folder named after the video inside Subs/ (TV releases), whatever else is in the folder.
    ['Show.S01E01.mkv', 'Subs/Show.S01E01/2_English.srt', false, sub('en')],
    ['Show.S01E01.mkv', 'Subs/show.s01e01/3_French.srt', false, sub('fr')],
    ['Show.S01E01.mkv', 'Subs/Show.S01E02/2_English.srt', false, null],
    // Other folders and deeper ones are no video's.
    ['Film (2009).mkv', 'Extras/English.srt', true, null],
    ['Film (2009).mkv', 'Subs/Film (2009)/Old/English.srt', true, null],
    ['Film (2009).mkv', 'Subs/Other/English.srt', true, null],
  ])('%s + %s', (video, subtitle, onlyVideo, expected) => {
    expect(parseVideoSubtitle(video, subtitle, onlyVideo)).toEqual(expected);
  });
});

describe('subtitleLanguage', () => {
  it.each<[string, string | null]>([
    ['en', 'en'],
    ['eng', 'en'],
    ['English', 'en'],
    ['ENGLISH', 'en'],
    ['fr', 'fr'],
    ['fre', 'fr'],
    ['fra', 'fr'],
    ['Français', 'fr'],
    ['ger', 'de'],
    ['deu', 'de'],
    ['es', 'es'],
    ['spa', 'es'],
    ['Español', 'es'],
    ['latino', 'es'],
    ['pt-BR', 'pt'],
    ['pob', 'pt'],
    ['chi', 'zh'],
    ['zho', 'zh'],
    ['zh-Hant', 'zh'],
    ['jpn', 'ja'],
    ['ja', 'ja'],
    ['kor', 'ko'],
    ['gre', 'el'],
    ['nld', 'nl'],
    ['dut', 'nl'],
    ['ara', 'ar'],
    ['heb', 'he'],
    ['rus', 'ru'],
    [' en ', 'en'],
    ['und', null],
    ['xx', null],
    ['forced', null],
    ['', null],
  ])('%s → %s', (tag, code) => {
    expect(subtitleLanguage(tag)).toBe(code);
  });
});

describe('languageName', () => {
  it.each<[string, string]>([
    ['en', 'English'],
    ['fr', 'French'],
    ['de', 'German'],
    ['ja', 'Japanese'],
    ['zh', 'Chinese'],
    ['pt', 'Portuguese'],
    ['eng', 'English'],
    ['pt-BR', 'Portuguese'],
    ['xx', 'xx'],
  ])('%s → %s', (code, name) => {
    expect(languageName(code)).toBe(name);
  });
});

describe('KNOWN_LANGUAGES', () => {
  it('lists each language once by its English name, in order, each code read back as itself', () => {
    const names = KNOWN_LANGUAGES.map((l) => l.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(new Set(KNOWN_LANGUAGES.map((l) => l.code)).size).toBe(KNOWN_LANGUAGES.length);
    for (const { code, name } of KNOWN_LANGUAGES) {
      expect(subtitleLanguage(code)).toBe(code);
      expect(languageName(code)).toBe(name);
    }
    expect(KNOWN_LANGUAGES.slice(0, 3).map((l) => l.name)).toEqual(['Afrikaans', 'Albanian', 'Arabic']);
  });
});

describe('isIdNamedPath', () => {
  it.each([
    ['movie/550.mp4', true],
    ['tv/1399/s01e01.mkv', true],
    ['tv/1399/S01E01.mkv', true],
    ['Movie/550.mp4', false],
    ['movie/550.nfo', false],
    ['tv/1399/s01e01e02.mp4', true],
    ['Films/Heat (1995)/Heat (1995).mkv', false],
    ['movie/Heat.mkv', false],
  ])('%s → %s', (path, idNamed) => {
    expect(isIdNamedPath(path)).toBe(idNamed);
  });
});

describe('isNotATitle', () => {
  it.each<[string, boolean]>([
    ['Films/Heat (1995)/Heat (1995).mkv', false],
    // Read as nothing, yet a video: the owner's to match.
    ['Season 1/02 - Title.avi', false],
    ['Films/Heat (1995)/Sample/heat-sample.mkv', true],
    ['Films/Heat (1995)/Heat (1995)-trailer.mkv', true],
    ['Films/Heat (1995)/Featurettes/Making of.mkv', true],
    ['.hidden/Heat.mkv', true],
    ['@eaDir/Heat.mkv', true],
    ['Films/notes.txt', true],
  ])('%s', (path, expected) => {
    expect(isNotATitle(path)).toBe(expected);
  });
});
