/// <reference lib="dom" />
/* global document, fetch, AbortController -- the browser's */
import { fail } from './parent-messages.js';
import { errorOf, fileTime, stopFeed } from './player.js';
import { stopSkip } from './play-through.js';
import { streamSource } from './rules.js';
import { word } from './words.js';

/** The card in place of the player when it cannot play: why, in the server's words or the page's. */

/** @import { Player } from './player.js' */

/**
 * @param {Player} p
 * @param {string} heading
 * @param {string[]} lines
 */
export function showCard(p, heading, lines) {
  const { video } = p;
  p.state.failed = true;
  p.state.generation++;
  stopSkip(p);
  stopFeed(p);
  video.pause();
  video.removeAttribute('src');
  video.load();
  const card = document.createElement('main');
  card.className = 'card';
  card.setAttribute('aria-label', heading);
  const title = document.createElement('h1');
  title.textContent = heading;
  card.append(
    title,
    ...lines.map((line, i) => {
      const paragraph = document.createElement('p');
      paragraph.textContent = line;
      if (i > 0) paragraph.className = 'when-tall';
      return paragraph;
    }),
  );
  p.element.replaceWith(card);
  fail(p.ref, heading);
}

/**
 * Why the stream cannot be had (the server is busy: its 503's words), on the card.
 * @param {Player} p
 */
export async function giveUp(p) {
  const reply = p.state.reply;
  let error = null;
  if (reply) {
    const abort = new AbortController();
    try {
      const response = await fetch(streamSource(reply.url, fileTime(p), p.session), { signal: abort.signal });
      if (!response.ok) error = errorOf(await response.json().catch(() => null));
    } catch {
      // Nothing more to learn.
    } finally {
      abort.abort();
    }
  }
  showCard(p, error ?? word('notLoaded'), error ? [] : [word('notLoadedHint')]);
}
