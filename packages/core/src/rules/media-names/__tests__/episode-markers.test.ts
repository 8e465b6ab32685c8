import { describe, expect, it } from 'vitest';
import { absoluteEpisode, episodeMarker, episodesAlone, seasonFolder } from '../episode-markers.ts';

const MAX_YEAR = 2027;

describe('episodeMarker', () => {
  it.each<[string, { season: number; episodes: number[]; seasonless?: boolean } | null]>([
    ['Show.S01E02', { season: 1, episodes: [2] }],
    ['seriesname S01x02 blah', { season: 1, episodes: [2] }],
    ['seriesname S01xE02 blah', { season: 1, episodes: [2] }],
    ['Show S01E01-E03', { season: 1, episodes: [1, 2, 3] }],
    ['Show S01E01 - S01E02', { season: 1, episodes: [1, 2] }],
    ['Show S01E01 & E02', { season: 1, episodes: [1, 2] }],
    ['2009x02 blah', { season: 2009, episodes: [2] }],
    ['2009x03-E15 blah', { season: 2009, episodes: [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] }],
    ['02x03 - 02x04 - 02x15 - blah', { season: 2, episodes: [3, 4, 15] }],
    ['the.100.109.hdtv-lol', { season: 1, episodes: [9] }],
    ['new.girl.117.hdtv', { season: 1, episodes: [17] }],
    ['Show.2017.E07.1080p', { season: 1, episodes: [7], seasonless: true }],
    ['Naruto Shippuden Episode 366', { season: 1, episodes: [366], seasonless: true }],
    ['Show.E01-E03', { season: 1, episodes: [1, 2, 3], seasonless: true }],
    ['Star Wars Episode 4 A New Hope (1977)', null],
    ['Fahrenheit.451.1080p', null],
    ['1920x1080', null],
    ['The Matrix (1999)', null],
  ])('%s', (name, expected) => {
    const marker = episodeMarker(name, MAX_YEAR);
    if (expected === null) expect(marker).toBeNull();
    else expect(marker).toMatchObject(expected);
  });
});

describe('seasonFolder', () => {
  it.each<[string, { season: number; show: string | null } | null]>([
    ['Season 1', { season: 1, show: null }],
    ['Season 7 (2016)', { season: 7, show: null }],
    ['Season 01 - Title', { season: 1, show: null }],
    ['S01 (2019)', { season: 1, show: null }],
    ['Staffel 1', { season: 1, show: null }],
    ['Saison 02', { season: 2, show: null }],
    ['Temporada 3', { season: 3, show: null }],
    ['Stagione 4', { season: 4, show: null }],
    ['Seizoen 5', { season: 5, show: null }],
    ['Sezon 6', { season: 6, show: null }],
    ['Säsong 7', { season: 7, show: null }],
    ['Kausi 8', { season: 8, show: null }],
    ['Сезон 9', { season: 9, show: null }],
    ['시즌 1', { season: 1, show: null }],
    ['シーズン1', { season: 1, show: null }],
    ['Specials', { season: 0, show: null }],
    ['Arcane.S01.1080p', { season: 1, show: 'Arcane' }],
    ['Show Name Season 2', { season: 2, show: 'Show Name' }],
    ['Seasoned', null],
    ['The Matrix (1999)', null],
  ])('%s', (name, expected) => {
    expect(seasonFolder(name)).toEqual(expected);
  });
});

describe('episodesAlone', () => {
  it.each<[string, number, number[]]>([
    ['Episode 5', 1, [5]],
    ['Ep05', 1, [5]],
    ['E05 - Title', 1, [5]],
    ['Folge 3', 1, [3]],
    ['Épisode 3', 1, [3]],
    ['Episodio 4', 1, [4]],
    ['Aflevering 2', 1, [2]],
    ['Odcinek 2', 1, [2]],
    ['Avsnitt 3', 1, [3]],
    ['Jakso 2', 1, [2]],
    ['Серия 3', 1, [3]],
    ['3화', 1, [3]],
    ['第3話', 1, [3]],
    ['05 - Title', 1, [5]],
    ['05', 1, [5]],
    ['02-04', 2, [2, 3, 4]],
    ['Episode 2-4', 2, [2, 3, 4]],
    ['102 - Title', 1, [2]],
    ['301', 3, [1]],
    ['1205 - Title', 12, [5]],
    ['100', 1, [100]],
    ['Title', 1, []],
  ])('%s in season %i', (name, season, episodes) => {
    expect(episodesAlone(name, season)).toEqual(episodes);
  });
});

describe('absoluteEpisode', () => {
  it.each<[string, { episode: number; prefix: string; season?: number } | null]>([
    ['[SubsPlease] Jujutsu Kaisen - 24 (1080p)', { episode: 24, prefix: '[SubsPlease] Jujutsu Kaisen' }],
    ['Naruto - 001 - Enter Naruto', { episode: 1, prefix: 'Naruto' }],
    ['Vinland Saga - 01v2', { episode: 1, prefix: 'Vinland Saga' }],
    ['[Group] Show S2 - 05 [1080p]', { episode: 5, prefix: '[Group] Show', season: 2 }],
    ['Movie Title - 2 (2010)', null],
    ['Film Title - 2019', null],
  ])('%s', (stem, expected) => {
    expect(absoluteEpisode(stem, MAX_YEAR)).toEqual(expected);
  });
});
