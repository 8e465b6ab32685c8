/// <reference lib="dom" />
/* global document, location -- the browser's */
import { draw, watchIdle } from './controls-view.js';
import { listenChoiceMenus } from './choice-menus.js';
import { listenInfoPanel } from './info-panel.js';
import { listenKeyboard } from './keyboard.js';
import { listenParent } from './parent-commands.js';
import { fail } from './parent-messages.js';
import { listenPlayControls } from './play-controls.js';
import { createPlayer } from './player.js';
import { listenMenus } from './popups.js';
import { filmPageUrl, partOfTime, startFromHash } from './rules.js';
import { listenSeekBar, listenSkipButton } from './seek-bar.js';
import { ask } from './stream-source.js';
import { startSubtitles } from './subtitle-cues.js';
import { listenVideo } from './video-events.js';
import { setWords } from './words.js';

/**
 * The local player's script (docs/playback.md#the-player): it tells the server what this browser plays, plays the
 * file the way the server answers (the file itself, or a converted stream from a point in it), and draws its own
 * controls over the whole file's time. Bundled into the page by local-player-script.ts, which calls startPlayer
 * with the page's values; the message protocol with the parent page is local-player-page.ts's.
 *
 * JavaScript typed in JSDoc and checked as the server's TypeScript is; esbuild bundles the modules as they are.
 */

/** @import { PlayerConfig } from './player.js' */

/** @param {PlayerConfig} config */
export function startPlayer(config) {
  setWords(config.words, config.language);
  const element = document.getElementById('player');
  const video = document.querySelector('video');
  if (!element || !video || config.playbackUrl === null) return fail(config.ref, config.problem);
  const p = createPlayer(config, element, video, config.playbackUrl);
  // A `#t=` is the whole film's time: in another part, that part's page plays it.
  const hashTime = startFromHash(location.hash);
  if (p.parts && p.starts) {
    const at = partOfTime(p.starts, hashTime);
    if (at.index !== p.parts.index) return location.replace(filmPageUrl(location.href, { part: at.index + 1 }, hashTime));
  }
  p.state.position = Math.max(0, hashTime - p.partStart);

  // In this order, each element's listeners run as they are added.
  listenVideo(p);
  startSubtitles(p);
  listenSkipButton(p);
  watchIdle(p);
  listenPlayControls(p);
  listenSeekBar(p);
  listenMenus(p);
  listenChoiceMenus(p);
  listenInfoPanel(p);
  listenKeyboard(p);
  listenParent(p);

  draw(p);
  void ask(p, p.state.choice, p.state.position);
}
