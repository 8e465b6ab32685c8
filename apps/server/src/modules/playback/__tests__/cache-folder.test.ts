import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pruneCacheFolder } from '../cache-folder.ts';

describe('pruneCacheFolder', () => {
  let dir: string;
  /** Writes `name` of `size` bytes, last used `age` seconds ago. */
  const put = (name: string, size: number, age: number) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, Buffer.alloc(size));
    const used = new Date(Date.now() - age * 1000);
    fs.utimesSync(file, used, used);
  };
  const left = () => fs.readdirSync(dir).sort();

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-cache-folder-'));
    put('a.vtt', 10, 40);
    put('b.vtt', 10, 30);
    put('c.vtt', 10, 20);
    put('d.vtt', 10, 10);
    put('other.font', 1000, 50);
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it.each<[string, number, number, string[]]>([
    ['within both bounds, nothing goes', 10, 1000, ['a.vtt', 'b.vtt', 'c.vtt', 'd.vtt', 'other.font']],
    ['past the count, the least recently used go', 2, 1000, ['c.vtt', 'd.vtt', 'other.font']],
    ['past the bytes, the least recently used go', 10, 25, ['c.vtt', 'd.vtt', 'other.font']],
    ['both bounds hold at once', 3, 15, ['d.vtt', 'other.font']],
  ])('%s', async (_name, maxFiles, maxBytes, expected) => {
    await pruneCacheFolder(dir, '.vtt', maxFiles, maxBytes);
    expect(left()).toEqual(expected);
  });
});
