/// <reference lib="dom" />
import { chapterList, fileDuration, fileTime } from './player.js';
import { introOffer, skipOffer } from './rules.js';

/**
 * The skip button over the picture: past the intro (its chapter, or the times the page gives), the credits, or on to
 * the next episode. Its keys and its click are the seek bar's (seek-bar.js).
 */

/** @import { Player } from './player.js' */

/**
 * The button's words while it shows, told the parent page with every event (its remote reaches it).
 * @param {Player} p
 */
export function skipLabel(p) {
  return p.view.offer && !p.ui.skip.hidden ? p.view.offer.label : null;
}

/** @param {Player} p */
export function drawSkip(p) {
  const chapters = chapterList(p);
  const offer = p.state.failed
    ? null
    : (skipOffer(chapters, fileTime(p), fileDuration(p), p.ref.mediaType === 'tv') ??
      introOffer(p.config.intro, chapters, fileTime(p)));
  p.view.offer = offer;
  if (!offer) {
    p.ui.skip.hidden = true;
    return;
  }
  if (p.ui.skip.textContent !== offer.label) p.ui.skip.textContent = offer.label;
  p.ui.skip.hidden = false;
}
