import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../../config.ts';
import { BUILT_IN_SOURCES, loadSources } from '../source-list.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-sources-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Writes a SOURCES_FILE and loads it. */
function load(content: unknown) {
  const file = path.join(dir, `sources-${Math.random().toString(36).slice(2)}.json`);
  fs.writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return loadSources({ sourcesFile: file });
}

const valid = {
  key: 'house',
  name: 'House Player',
  sandbox: false,
  movieUrl: 'https://player.example/movie/{id}',
  tvUrl: 'https://player.example/tv/{id}/{season}/{episode}',
};

describe('loadSources', () => {
  it('is the built-in local and trailer sources without SOURCES_FILE', () => {
    expect(loadSources({})).toBe(BUILT_IN_SOURCES);
    // Each built-in source is a sandboxed page of this server's own, under /embed/{key}/; only the local one syncs.
    const ownPage = (key: string, name: string, sync?: true) => ({
      key,
      name,
      sandbox: true,
      ...(sync ? { sync } : {}),
      movieUrl: `/embed/${key}/movie/{id}`,
      tvUrl: `/embed/${key}/tv/{id}/{season}/{episode}`,
    });
    expect(BUILT_IN_SOURCES).toEqual([ownPage('local', 'Local Library', true), ownPage('trailer', 'Official Trailer')]);
  });

  it('reads the operator list from SOURCES_FILE', () => {
    const second = { ...valid, key: 'local', movieUrl: '/embed/local/movie/{id}', sandbox: true, sync: true };
    expect(load([valid, second])).toEqual([valid, second]);
  });

  it.each([
    ['{ not json', /is not valid JSON/],
    [{ sources: [] }, /expected array/],
    [[], /must list at least one source/],
    [[valid, { ...valid, name: 'Copy' }], /\(entry 2, key\): duplicate key "house"/],
    [[{ ...valid, key: 'has space' }], /\(entry 1, key\): must be 1 to 64 letters/],
    [[{ ...valid, movieUrl: 'https://player.example/movie' }], /\(entry 1, movieUrl\): must contain the \{id\} placeholder/],
    [[{ ...valid, tvUrl: 'https://player.example/tv/{id}' }], /\(entry 1, tvUrl\): must contain the \{season\} and \{episode\}/],
    [[{ ...valid, movieUrl: 'javascript:alert({id})' }], /\(entry 1, movieUrl\): must start with \/ or http/],
    // Neither is a path of this server, as browsers read them: both are another site's address.
    [[{ ...valid, movieUrl: '//player.example/{id}' }], /\(entry 1, movieUrl\): must start with \/ or http/],
    [[{ ...valid, movieUrl: '/\\player.example/{id}' }], /\(entry 1, movieUrl\): must start with \/ or http/],
    [[{ ...valid, sandbox: 'yes' }], /\(entry 1, sandbox\)/],
    [[{ ...valid, sync: 'yes' }], /\(entry 1, sync\)/],
    [[{ ...valid, extra: 1 }], /entry 1/],
  ])('refuses %j with a ConfigError naming the file and the problem', (content, problem) => {
    let error: unknown;
    try {
      load(content);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(/^SOURCES_FILE \S+sources-\w+\.json/);
    expect((error as Error).message).toMatch(problem);
  });

  it('refuses a file that cannot be read', () => {
    expect(() => loadSources({ sourcesFile: path.join(dir, 'missing.json') })).toThrow(
      /SOURCES_FILE .*missing\.json cannot be read/,
    );
  });
});
