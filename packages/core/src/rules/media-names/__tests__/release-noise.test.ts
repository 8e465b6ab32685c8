import { describe, expect, it } from 'vitest';
import { joinReleaseTags, noiseKind } from '../release-noise.ts';

describe('noiseKind', () => {
  it.each<[string, 'strong' | 'weak' | null]>([
    ['1080p', 'strong'],
    ['2160P', 'strong'],
    ['x264', 'strong'],
    ['BluRay', 'strong'],
    ['10bit', 'strong'],
    ['DDP51', 'strong'],
    ['cd1', 'strong'],
    ['part2', 'strong'],
    ['WEB', 'weak'],
    ['EXTENDED', 'weak'],
    ['MULTi', 'weak'],
    ['3D', 'weak'],
    ['STV', 'weak'],
    ['CollectorsEdition', 'weak'],
    ['Matrix', null],
    ['2019', null],
    ['Part', null],
  ])('%s', (token, kind) => {
    expect(noiseKind(token)).toBe(kind);
  });
});

describe('joinReleaseTags', () => {
  it.each([
    ['Movie.H.264', 'Movie.H264'],
    ['Movie DDP5.1', 'Movie DDP51'],
    ['Movie.WEB-DL.x264', 'Movie.WEBDL.x264'],
    ['Movie.Blu-Ray', 'Movie.BluRay'],
    ['Movie.DTS-HD.MA', 'Movie.DTSHD'],
    ["Movie Director's Cut", 'Movie DirectorsCut'],
    ['Movie.Extended.Edition', 'Movie.ExtendedEdition'],
    ['Movie HDR10+', 'Movie HDR10Plus'],
  ])('%s', (name, joined) => {
    expect(joinReleaseTags(name)).toBe(joined);
  });
});
