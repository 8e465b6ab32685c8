import { describe, expect, it } from 'vitest';
import {
  imdbIdOf,
  isDiscFolder,
  isObfuscatedName,
  isReleaseName,
  partOf,
  titleAndYear,
  tmdbIdOf,
  tvdbIdOf,
  versionOf,
} from '../film-names.ts';

const MAX_YEAR = 2027;

describe('titleAndYear', () => {
  it.each<[string, string, number | null]>([
    ['The Matrix (1999)', 'The Matrix', 1999],
    ['The.Matrix.1999.1080p.BluRay.x264-GRP', 'The Matrix', 1999],
    ['curse.of.chucky.2013.stv.unrated.multi.1080p.bluray.x264-rough', 'curse of chucky', 2013],
    ['Gravity.2013.3D.1080p.BluRay.Half-SBS', 'Gravity', 2013],
    ['Some.Film.2018.FESTIVAL.DVDRip.x264-GRP', 'Some Film', 2018],
    ['Summer of 1984 Stories', 'Summer of 1984 Stories', null],
    ['1917', '1917', null],
    ['Memento.REMASTERED.1080p', 'Memento', null],
  ])('%s', (name, title, year) => {
    expect(titleAndYear(name, MAX_YEAR)).toEqual({ title, year });
  });
});

describe('partOf', () => {
  it.each<[string, number | null]>([
    ['Movie (2010) - cd1', 1],
    ['Movie (2010) - part 2', 2],
    ['Movie (2010)-pt2', 2],
    ['Movie (2010) disc1', 1],
    ['The.Matrix.1999.CD2.XviD-GRP', 2],
    ['Movie - part1', 1],
    ['Harry Potter and the Deathly Hallows Part 1 (2010)', null],
    ['Harry.Potter.and.the.Deathly.Hallows.Part.1.2010.1080p', null],
    ['The Godfather Part 2 (1974)', null],
    ['Movie (2010) - part0', null],
    ['Movie (2010)', null],
  ])('%s', (stem, part) => {
    expect(partOf(stem, MAX_YEAR)).toBe(part);
  });
});

describe('versionOf', () => {
  it.each<[string, string | null]>([
    ['Movie (2010) - 1080p', '1080p'],
    ['Movie (2010) - 4K', '4K'],
    ["Movie (2010) {edition-Director's Cut}", "Director's Cut"],
    ['Movie (2010) [tmdbid-1] - Extended Edition', 'Extended Edition'],
    ['Movie (2010) - part1 - 1080p', '1080p'],
    ['Movie (2010) - part 2', null],
    ['Movie (2010) [1080p]', null],
    ['Movie (2010)', null],
    ['Jaws (1975) 1080p BrRip x264 - YIFY', null],
    ['Mission Impossible - Fallout (2018)', null],
  ])('%s', (stem, version) => {
    expect(versionOf(stem)).toBe(version);
  });
});

describe('ids', () => {
  it.each<[string, number | null, string | null, number | null]>([
    ['The Matrix (1999) [tmdbid-603]', 603, null, null],
    ['The Matrix (1999) {tmdb-603}', 603, null, null],
    ['The Matrix (1999) [tmdbid=603]', 603, null, null],
    ['The Matrix (1999) [imdbid-tt0133093]', null, 'tt0133093', null],
    ['The Matrix (1999) {imdb-TT0133093}', null, 'tt0133093', null],
    ['Breaking Bad (2008) [tvdbid-81189]', null, null, 81189],
    ['Breaking Bad (2008) {tvdb-81189} {tmdb-1396}', 1396, null, 81189],
    ['The Matrix (1999)', null, null, null],
  ])('%s', (name, tmdb, imdb, tvdb) => {
    expect([tmdbIdOf(name), imdbIdOf(name), tvdbIdOf(name)]).toEqual([tmdb, imdb, tvdb]);
  });
});

describe('release folders and obfuscated files', () => {
  it.each<[string, boolean]>([
    ['Alice in Wonderland DVDRip.XviD-DiAMOND', true],
    ['The.Thing.1982.1080p.BluRay.x264-GRP', true],
    ['The Matrix (1999)', false],
    ['Movies', false],
  ])('%s is a release name: %s', (name, release) => {
    expect(isReleaseName(name, MAX_YEAR)).toBe(release);
  });
  it.each<[string, boolean]>([
    ['dmd-aw', true],
    ['grp-br1080', true],
    ['abc123', true],
    ['The Matrix', false],
    ['the.matrix.1999', false],
    ['matrix-1080p', false],
    ['Heat', false],
  ])('%s is obfuscated: %s', (stem, obfuscated) => {
    expect(isObfuscatedName(stem, MAX_YEAR)).toBe(obfuscated);
  });
  it.each<[string, boolean]>([
    ['BDMV', true],
    ['STREAM', true],
    ['VIDEO_TS', true],
    ['Streams', false],
  ])('%s is a disc folder: %s', (name, disc) => {
    expect(isDiscFolder(name)).toBe(disc);
  });
});
