import type { LanguageCode } from '@marquee/core';
import { textIn } from '../../../http/texts.ts';
import { escapeXml as escape } from '../../../lib/escape-xml.ts';
import { messageCard, scriptValue, type EmbedPage } from '../../../lib/embed-page.ts';

/**
 * The local sports player's page, embedded by the sports player screen, in the frame every embedded page of
 * this server shares (lib/embed-page.ts): a looping video when the operator put some in
 * MEDIA_DIR/sports, else a card saying this is the demo. Either way it reports to the embedding page with
 * MEDIA_DATA messages, as the third-party stream players do, sent only to this origin.
 */
export interface SportsStream {
  matchId: string;
  streamNo: number;
  /** The match ('Arsenal vs Chelsea'). */
  title: string;
  /** One line about the stream ('Football · Stream 2 · English · HD'). */
  details: string;
  /** Where the video is, or null for the demo card. */
  videoUrl: string | null;
}

const DEMO_NOTE =
  /*i18n*/ 'No broadcast here: this match belongs to the demo schedule. Video files the operator puts in the media folder (sports/*.mp4) play in this frame.';

/**
 * MEDIA_DATA reports: once on load, then on every change of the video's state and every 5 s of playback.
 * `state` is 'playing', 'paused' or 'idle' (the demo card).
 */
const SCRIPT = (stream: { matchId: string; streamNo: number }) => `
(() => {
  const stream = ${scriptValue(stream)};
  const post = (data) => window.parent.postMessage({ type: 'MEDIA_DATA', data: { ...stream, ...data } }, location.origin);
  const video = document.querySelector('video');
  if (!video) return post({ state: 'idle' });
  const report = () => post({ state: video.paused ? 'paused' : 'playing', currentTime: video.currentTime, duration: video.duration || 0 });
  let last = 0;
  video.addEventListener('play', report);
  video.addEventListener('pause', report);
  video.addEventListener('timeupdate', () => { if (Math.abs(video.currentTime - last) >= 5) { last = video.currentTime; report(); } });
  report();
})();
`;

export function sportsStreamPage(
  { matchId, streamNo, title, details, videoUrl }: SportsStream,
  language: LanguageCode,
): EmbedPage {
  // The card's main is labelled: framed in the app's page, it must not read as a second, unnamed main.
  const body = videoUrl
    ? `<video src="${escape(videoUrl)}" controls autoplay muted loop playsinline aria-label="${escape(title)}"></video>`
    : `<main class="card" aria-label="${escape(title)}"><h1>${escape(title)}</h1><p>${escape(textIn(language, /*i18n*/ 'Demo stream · {details}', { details }))}</p><p class="hint">${escape(textIn(language, DEMO_NOTE))}</p></main>`;
  return { title, body, script: SCRIPT({ matchId, streamNo }), allow: ["media-src 'self'"] };
}

export function streamNotFoundPage(language: LanguageCode): EmbedPage {
  const heading = textIn(language, /*i18n*/ 'Stream not found');
  return {
    title: heading,
    body: messageCard(heading, [textIn(language, /*i18n*/ 'This stream is not part of the demo schedule.')]),
    script: null,
    allow: [],
  };
}
