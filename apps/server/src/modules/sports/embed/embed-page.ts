import { escapeXml as escape } from '../../metadata/artwork/draw.ts';

/**
 * The local sports player's page, embedded by the sports player screen: a looping video when the
 * operator put some in MEDIA_DIR/sports, else a card saying this is the demo. Either way it reports
 * to the embedding page with MEDIA_DATA messages, as the third-party stream players do, sent only to
 * this origin.
 */
export interface EmbedPageContent {
  /** The page title and heading ('Arsenal vs Chelsea'). */
  title: string;
  /** One line under the heading ('Football · Stream 2 · English · HD'). */
  details: string;
  /** Where the video is, or null for the demo card. */
  videoUrl: string | null;
  /** MEDIA_DATA payload fields identifying the stream; null on the not-found page (nothing to report). */
  report: { matchId: string; streamNo: number } | null;
  /** For the inline style and script, allowed by the page's Content-Security-Policy. */
  nonce: string;
}

const STYLE = `
*{box-sizing:border-box}
html,body{margin:0;height:100%;background:#0b0b10;color:#f4f4f6;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}
video{display:block;width:100%;height:100%;object-fit:contain;background:#000}
.card{height:100%;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:8px;padding:24px;text-align:center;
background:radial-gradient(circle at 50% 30%,#1e1e28,#0b0b10 70%)}
.tag{margin:0;padding:4px 12px;border-radius:999px;border:1px solid rgba(255,255,255,.16);font-size:12px;font-weight:600;letter-spacing:.08em;text-transform:uppercase;color:#a1a1b0}
h1{margin:0;font-size:clamp(20px,4vw,28px);font-weight:600}
p{margin:0;color:#a1a1b0;font-size:14px;line-height:1.5;max-width:36em}
@media (max-height:240px){.note{display:none}}
`;

/**
 * MEDIA_DATA reports: once on load, then on every change of the video's state and every few seconds while it
 * plays. `state` is 'playing', 'paused' or 'idle' (the demo card).
 */
const SCRIPT = (report: { matchId: string; streamNo: number }) => `
(() => {
  const stream = ${JSON.stringify(report).replace(/</g, '\\u003c')};
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

const DEMO_NOTE =
  'No broadcast here: this match belongs to the demo schedule. Video files the operator puts in the media folder (sports/*.mp4) play in this frame.';

export function renderEmbedPage({ title, details, videoUrl, report, nonce }: EmbedPageContent): string {
  const body = videoUrl
    ? `<video src="${escape(videoUrl)}" controls autoplay muted loop playsinline aria-label="${escape(title)}"></video>`
    : `<main class="card" aria-label="${escape(title)}"><p class="tag">${report ? 'Demo stream' : 'Stream not found'}</p><h1>${escape(title)}</h1><p>${escape(details)}</p>${report ? `<p class="note">${DEMO_NOTE}</p>` : ''}</main>`;
  const script = report ? `<script nonce="${nonce}">${SCRIPT(report)}</script>` : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title><style nonce="${nonce}">${STYLE}</style></head><body>${body}${script}</body></html>`;
}

/** Only the page's own style and script run; video from this server; only this app may frame it. */
export function embedPagePolicy(nonce: string): string {
  return `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; media-src 'self'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'`;
}
