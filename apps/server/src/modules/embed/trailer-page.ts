import type { LanguageCode } from '@marquee/core';
import { textIn } from '../../http/texts.ts';
import { escapeXml } from '../../lib/escape-xml.ts';
import { messageCard, scriptValue, type EmbedPage } from '../../lib/embed-page.ts';

/**
 * The `trailer` source's page (docs/behaviour.md#playback-sources): the title's official trailer (docs/behaviour.md#trailer)
 * in YouTube's privacy-enhanced embed. Without one (the offline catalogue has no videos) it says so and
 * reports an error to the player page, which then falls back to another source.
 */

export const TRAILER_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/** The error reported to the player page, which shows it: in the page's language. */
const reportError = (message: string) =>
  `window.parent.postMessage({ type: 'PLAYER_EVENT', data: { event: 'error', message: ${scriptValue(message)} } }, location.origin);`;

export function trailerPage(videoKey: string | null, language: LanguageCode): EmbedPage {
  if (!videoKey) {
    const noTrailer = textIn(language, /*i18n*/ 'No trailer available');
    return {
      title: noTrailer,
      body: messageCard(noTrailer, [textIn(language, /*i18n*/ 'This title has no official trailer to play.')]),
      script: reportError(noTrailer),
      allow: [],
    };
  }
  const title = textIn(language, /*i18n*/ 'Official Trailer');
  const src = `${TRAILER_EMBED_ORIGIN}/embed/${encodeURIComponent(videoKey)}?autoplay=1&rel=0&playsinline=1`;
  return {
    title,
    body: `<iframe src="${escapeXml(src)}" title="${escapeXml(title)}" allow="autoplay; encrypted-media; picture-in-picture; fullscreen" allowfullscreen referrerpolicy="strict-origin-when-cross-origin"></iframe>`,
    script: null,
    allow: [`frame-src ${TRAILER_EMBED_ORIGIN}`],
  };
}
