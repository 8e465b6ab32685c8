import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './support/processes.ts';

/**
 * `npm install` stays free of engine warnings (EBADENGINE) on the Node.js versions the project names: the lowest
 * its package.json's `engines` allows, which the README states, and the container image's. npm warns for every
 * installed package whose `engines.node` leaves the running Node out; the lock file records each package's.
 */

const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');

interface LockedPackage {
  version?: string;
  /** An object as npm reads it; a few old packages still give a list, which npm does not check. */
  engines?: { node?: string } | string[];
}

const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;
const lowest = semver.minVersion(engines)?.version;
const imageMajors = [...new Set([...read('Dockerfile').matchAll(/^FROM node:(\d+)\b/gm)].map((match) => Number(match[1])))];
const locked = Object.entries((JSON.parse(read('package-lock.json')) as { packages: Record<string, LockedPackage> }).packages);

/** npm's own test: a pre-release counts as its version. */
const supports = (range: string, version: string) => semver.satisfies(version, range, { includePrerelease: true });

describe('the Node.js versions the project names', () => {
  it('are the README’s: the lowest package.json allows, and the image’s, which package.json allows too', () => {
    const stated = /Requires Node\.js (\d+\.\d+(?:\.\d+)?) or newer/.exec(read('README.md'))?.[1];
    expect(stated && semver.coerce(stated)?.version).toBe(lowest);
    expect(imageMajors.length).toBeGreaterThan(0);
    for (const major of imageMajors) {
      expect(supports(engines, `${major}.0.0`), `node:${major}`).toBe(true);
      expect(read('README.md')).toContain(`image runs Node.js ${major}`);
    }
  });

  it.each([lowest ?? 'none', ...imageMajors.map((major) => `${major}.0.0`)])(
    'Node.js %s installs every locked package without an engine warning',
    (version) => {
      const unsupported = locked.flatMap(([where, entry]) => {
        const node = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        return node === undefined || supports(node, version) ? [] : [`${where}@${entry.version ?? '?'} wants node ${node}`];
      });
      expect(unsupported).toEqual([]);
    },
  );
});
