/**
 * The local player's icons: inline SVG, as the page loads nothing but itself, drawn as the app's icons are (24 px
 * strokes). Each is hidden from assistive technology: its button carries the name.
 */

const icon = (paths: string, className = '') =>
  `<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"${className ? ` class="${className}"` : ''}>${paths}</svg>`;

/** Two icons, one shown by the button's `data-on` state: `off` while false, `on` while true. */
const pair = (off: string, on: string, className = '') =>
  icon(off, `${className} when-off`.trim()) + icon(on, `${className} when-on`.trim());

const SPEAKER =
  '<path d="M11 4.7a.7.7 0 0 0-1.2-.5L6.4 7.6A1.4 1.4 0 0 1 5.4 8H3a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h2.4a1.4 1.4 0 0 1 1 .4l3.4 3.4a.7.7 0 0 0 1.2-.5z"/>';

export const ICONS = {
  playPause: pair(
    '<path d="M7 4.5v15a1 1 0 0 0 1.5.9l12-7.5a1 1 0 0 0 0-1.8l-12-7.5A1 1 0 0 0 7 4.5z"/>',
    '<rect x="6" y="4" width="4" height="16" rx="1"/><rect x="14" y="4" width="4" height="16" rx="1"/>',
    'solid',
  ),
  volume: pair(
    `${SPEAKER}<path d="M16 9a5 5 0 0 1 0 6"/><path d="M19.4 18.4a9 9 0 0 0 0-12.8"/>`,
    `${SPEAKER}<path d="m22 9-6 6"/><path d="m16 9 6 6"/>`,
  ),
  // Stacked layers: the film's other versions.
  versions: icon('<path d="m12 3 9 5-9 5-9-5z"/><path d="m3 13 9 5 9-5"/>'),
  subtitles: icon('<rect x="3" y="5" width="18" height="14" rx="2"/><path d="M7 15h4M15 15h2M7 11h2M13 11h4"/>'),
  audio: icon(
    '<path d="M3 14h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-7a9 9 0 0 1 18 0v7a2 2 0 0 1-2 2h-1a2 2 0 0 1-2-2v-3a2 2 0 0 1 2-2h3"/>',
  ),
  chapters: icon(
    '<path d="M3 6h.01"/><path d="M3 12h.01"/><path d="M3 18h.01"/><path d="M8 6h13"/><path d="M8 12h13"/><path d="M8 18h13"/>',
  ),
  quality: icon('<path d="M20 7h-9"/><path d="M14 17H5"/><circle cx="17" cy="17" r="3"/><circle cx="7" cy="7" r="3"/>'),
  info: icon('<circle cx="12" cy="12" r="10"/><path d="M12 16v-4"/><path d="M12 8h.01"/>'),
  fullscreen: pair(
    '<path d="M8 3H5a2 2 0 0 0-2 2v3"/><path d="M21 8V5a2 2 0 0 0-2-2h-3"/><path d="M3 16v3a2 2 0 0 0 2 2h3"/><path d="M16 21h3a2 2 0 0 0 2-2v-3"/>',
    '<path d="M8 3v3a2 2 0 0 1-2 2H3"/><path d="M21 8h-3a2 2 0 0 1-2-2V3"/><path d="M3 16h3a2 2 0 0 1 2 2v3"/><path d="M16 21v-3a2 2 0 0 1 2-2h3"/>',
  ),
  close: icon('<path d="M18 6 6 18"/><path d="m6 6 12 12"/>'),
};
