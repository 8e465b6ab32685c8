import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { scriptValue } from '../../lib/embed-page.ts';
import type { PlayerConfig } from './local-player/player.js';

/**
 * The local player page's script: the modules of local-player/, bundled by esbuild once, as this module loads at
 * start, into one inline script (a page's only script is its own, allowed by nonce: no request for it). Each page's
 * script is that bundle and a call of startPlayer with the page's values. The build is esbuild's asynchronous one:
 * the synchronous one starts a worker thread besides esbuild's own process, which costs start-up more.
 */

/** The browsers the web app's build targets (Vite's default, the baseline of widely available features). */
const BROWSERS = ['chrome111', 'edge111', 'firefox114', 'safari16.4', 'ios16.4'];

/** The name the bundle's exports take inside the page's script, which calls its startPlayer. */
const BUNDLE = 'localPlayer';

async function bundle(): Promise<string> {
  const result = await build({
    // From the folder, so that the bundle names each module by its file name alone.
    absWorkingDir: fileURLToPath(new URL('./local-player/', import.meta.url)),
    entryPoints: ['start-player.js'],
    bundle: true,
    format: 'iife',
    globalName: BUNDLE,
    target: BROWSERS,
    // Not minified: the page's script reads as its source does, less its comments (and compresses within a few kB).
    legalComments: 'none',
    write: false,
    logLevel: 'silent',
  });
  const file = result.outputFiles[0];
  if (!file) throw new Error('local-player: esbuild wrote no bundle');
  return file.text;
}

const CODE = await bundle();

/** The script of a player page with these values. */
export function playerScript(config: PlayerConfig): string {
  // In its own scope, so that the bundle's name stays out of the page's globals.
  return `(() => {\n${CODE}${BUNDLE}.startPlayer(${scriptValue(config)});\n})();`;
}
