import { describe, expect, it } from 'vitest';
import { filmVersions, heightLabel, partStarts, type FilmFile } from '../film-versions.ts';

const file = (path: string, extra: Partial<FilmFile> = {}): FilmFile => ({
  path,
  part: null,
  version: null,
  height: null,
  videoCodec: null,
  ...extra,
});

/** Each version as 'label: paths'. */
const shown = (files: FilmFile[]) =>
  filmVersions(files).map((version) => `${version.label}: ${version.parts.map((part) => part.path).join(', ')}`);

describe('filmVersions', () => {
  it.each<[string, FilmFile[], string[]]>([
    ['one file', [file('Heat (1995)/Heat (1995).mkv')], ['Heat (1995).mkv: Heat (1995)/Heat (1995).mkv']],
    [
      'two parts play in order, as one version',
      [file('Heat/Heat - cd2.avi', { part: 2 }), file('Heat/Heat - cd1.avi', { part: 1 })],
      ['Heat - cd1.avi: Heat/Heat - cd1.avi, Heat/Heat - cd2.avi'],
    ],
    [
      'versions by their names, the one a browser plays without converting the picture first, then the taller',
      [
        file('Heat/Heat - 4K.mkv', { version: '4K', height: 2160, videoCodec: 'hevc' }),
        file('Heat/Heat - 720p.mp4', { version: '720p', height: 720, videoCodec: 'h264' }),
        file('Heat/Heat - 1080p.mkv', { version: '1080p', height: 1080, videoCodec: 'h264' }),
      ],
      ['1080p: Heat/Heat - 1080p.mkv', '720p: Heat/Heat - 720p.mp4', '4K: Heat/Heat - 4K.mkv'],
    ],
    [
      'a container browsers take better first, whether or not its picture has been read yet',
      [file('A/Heat.mkv', { height: 1080, videoCodec: 'h264', containerRank: 4 }), file('B/Heat.mp4', { containerRank: 0 })],
      ['Heat.mp4: B/Heat.mp4', '1080p: A/Heat.mkv'],
    ],
    [
      'a version without a name is named by its height, else its file name',
      [file('A/Heat.mkv', { height: 1080, videoCodec: 'h264' }), file('B/Heat.mp4')],
      ['1080p: A/Heat.mkv', 'Heat.mp4: B/Heat.mp4'],
    ],
    [
      'two of one name are told apart',
      [file('A/Heat.mkv', { height: 1080, videoCodec: 'h264' }), file('B/Heat.mp4', { height: 1080, videoCodec: 'h264' })],
      ['1080p · Heat.mkv: A/Heat.mkv', '1080p · Heat.mp4: B/Heat.mp4'],
    ],
    [
      'parts of two versions, and a part found twice',
      [
        file('Heat/Heat {edition-Extended} - cd1.mkv', { part: 1, version: 'Extended' }),
        file('Heat/Heat - cd1.mkv', { part: 1 }),
        file('Heat/Heat - cd1.avi', { part: 1 }),
        file('Heat/Heat {edition-Extended} - cd2.mkv', { part: 2, version: 'Extended' }),
        file('Heat/Heat - cd2.mkv', { part: 2 }),
      ],
      [
        'Extended: Heat/Heat {edition-Extended} - cd1.mkv, Heat/Heat {edition-Extended} - cd2.mkv',
        'Heat - cd1.mkv: Heat/Heat - cd1.mkv, Heat/Heat - cd2.mkv',
      ],
    ],
    ['none', [], []],
  ])('%s', (_name, files, expected) => {
    expect(shown(files)).toEqual(expected);
  });
});

describe('heightLabel', () => {
  it.each([
    [2160, '4K'],
    [1080, '1080p'],
    [1040, '1080p'],
    [800, '720p'],
    [720, '720p'],
    [480, '480p'],
    [240, '240p'],
  ])('%d', (height, label) => {
    expect(heightLabel(height)).toBe(label);
  });
});

describe('partStarts', () => {
  it.each<[Array<number | null>, { starts: number[]; total: number } | null]>([
    [[3000, 2400], { starts: [0, 3000], total: 5400 }],
    [[100], { starts: [0], total: 100 }],
    [[3000, null], null],
    [[0, 10], null],
  ])('%j', (durations, expected) => {
    expect(partStarts(durations)).toEqual(expected);
  });
});
