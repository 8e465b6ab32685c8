import fs from 'node:fs';
import { scriptValue } from '../../lib/embed-page.ts';
import type { PlayerConfig } from './local-player-client.js';

/**
 * The local player page's script: its rules and its client, read once at start and put together as one inline
 * script (a page's only script is its own, allowed by nonce). The files are modules, typed and tested as such; here
 * the client's imports of the rules, the feed and the styled subtitles, and every file's `export`s are dropped, and the whole runs in its own scope.
 */

const read = (name: string) => fs.readFileSync(new URL(`./${name}`, import.meta.url), 'utf8');

/** The client's imports of the files inlined beside it. */
const SIBLING_IMPORTS = /^import \{[^}]*\} from '\.\/local-player-(?:rules|feed|styled-subtitles)\.js';\n/gm;

/**
 * The source without its whole-line comments, which the browser has no use for: `//` lines, and JSDoc blocks that
 * start a line and end one (a comment with code after it on its line is kept, and so is that code).
 */
function withoutComments(source: string): string {
  const kept: string[] = [];
  let inBlock = false;
  for (const line of source.split('\n')) {
    const text = line.trim();
    if (inBlock) inBlock = !text.endsWith('*/');
    else if (text.startsWith('//')) continue;
    else if (text.startsWith('/**') && (!text.includes('*/') || text.endsWith('*/'))) inBlock = !text.includes('*/');
    else kept.push(line);
  }
  return kept.join('\n');
}

function inlined(source: string, file: string): string {
  const text = withoutComments(source.replace(SIBLING_IMPORTS, '').replace(/^export /gm, ''));
  // Anything else imported or exported would not run inline: caught here, at start, not in a viewer's browser.
  if (/^\s*(import|export)\s/m.test(text))
    throw new Error(`${file}: only the rules, the feed and the styled subtitles may be imported, inline`);
  return text;
}

const CODE = [
  inlined(read('local-player-rules.js'), 'local-player-rules.js'),
  inlined(read('local-player-feed.js'), 'local-player-feed.js'),
  inlined(read('local-player-styled-subtitles.js'), 'local-player-styled-subtitles.js'),
  inlined(read('local-player-client.js'), 'local-player-client.js'),
].join('\n');

/** The script of a player page with these values. */
export function playerScript(config: PlayerConfig): string {
  return `(() => {\n'use strict';\n${CODE}\nstartPlayer(${scriptValue(config)});\n})();`;
}
