import { escapeXml } from '../../lib/escape-xml.ts';
import { messageCard, scriptValue, type EmbedPage } from '../../lib/embed-page.ts';

/**
 * The `trailer` source's page (docs/behaviour.md#playback-sources): the title's official trailer (docs/behaviour.md#trailer)
 * in YouTube's privacy-enhanced embed. Without one (the offline catalogue has no videos) it says so and
 * reports an error to the player page, which then falls back to another source.
 */

export const TRAILER_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

const NO_TRAILER = 'No trailer available';

const REPORT_ERROR = `window.parent.postMessage({ type: 'PLAYER_EVENT', data: { event: 'error', message: ${scriptValue(NO_TRAILER)} } }, location.origin);`;

export function trailerPage(videoKey: string | null): EmbedPage {
  if (!videoKey) {
    return {
      title: NO_TRAILER,
      body: messageCard(NO_TRAILER, ['This title has no official trailer to play.']),
      script: REPORT_ERROR,
      allow: [],
    };
  }
  const src = `${TRAILER_EMBED_ORIGIN}/embed/${encodeURIComponent(videoKey)}?autoplay=1&rel=0&playsinline=1`;
  return {
    title: 'Official Trailer',
    body: `<iframe src="${escapeXml(src)}" title="Official Trailer" allow="autoplay; encrypted-media; picture-in-picture; fullscreen" allowfullscreen referrerpolicy="strict-origin-when-cross-origin"></iframe>`,
    script: null,
    allow: [`frame-src ${TRAILER_EMBED_ORIGIN}`],
  };
}
