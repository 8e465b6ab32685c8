import { describe, expect, it } from 'vitest';
import { isExtraOrSample, isIgnoredName } from '../extras.ts';

describe('isExtraOrSample', () => {
  it.each<[string, boolean]>([
    ['Movies/Movie (2010)/Movie (2010)-trailer', true],
    ['Movies/Movie (2010)/Movie (2010) - Trailer', true],
    ['Movies/300 (2006)/300.trailer', true],
    ['Movies/300 (2006)/trailer', true],
    ['Movies/Movie (2010)/Movie.featurette', true],
    ['Movies/Movie (2010)/Making Of-behindthescenes', true],
    ['Movies/Movie (2010)/Cut-deleted', true],
    ['Movies/Movie (2010)/Cast-interview', true],
    ['Movies/Movie (2010)/Opening-scene', true],
    ['Movies/Movie (2010)/Short-short', true],
    ['Movies/Movie (2010)/sample', true],
    ['Movies/movie.2010.1080p-sample', true],
    ['Movies/movie.2010.1080p.sample', true],
    ['Movies/Movie (2010)/Sample/movie', true],
    ['Movies/Movie (2010)/Trailers/Teaser', true],
    ['Movies/Movie (2010)/Behind The Scenes/Stunts', true],
    ['Movies/Movie (2010)/Deleted Scenes/One', true],
    ['Movies/Movie (2010)/Shorts/One', true],
    ['Movies/Movie (2010)/Other/One', true],
    ['Shorts/Bao (2018)', false],
    ['Movies/Shorts/Bao (2018)', false],
    ['Movies/The DNA Sample', false],
    ['Movies/The Interview (2014)', false],
    ['Movies/Trailer Park Boys (2006)', false],
    ['Movies/Short Circuit (1986)', false],
  ])('%s: %s', (path, extra) => {
    const folders = path.split('/');
    const stem = folders.pop()!;
    expect(isExtraOrSample(folders, stem)).toBe(extra);
  });
});

describe('isIgnoredName', () => {
  it.each<[string, boolean]>([
    ['.DS_Store', true],
    ['@eaDir', true],
    ['#recycle', true],
    ['$RECYCLE.BIN', true],
    ['lost+found', true],
    ['Movies', false],
  ])('%s: %s', (name, ignored) => {
    expect(isIgnoredName(name)).toBe(ignored);
  });
});
