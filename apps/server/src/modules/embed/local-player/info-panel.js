/// <reference lib="dom" />
/* global document, fetch, setInterval -- the browser's */
import { closePopups } from './popups.js';
import { methodLabel, speedText, streamStatusUrl } from './rules.js';
import { word } from './words.js';

/** The Playback info panel: how the file plays and why, and a conversion's speed while the panel is open. */

/** @import { Player } from './player.js' */

/** How often the panel asks for the conversion's speed while it is open. */
const STATUS_POLL_MS = 2000;

/**
 * @param {string} term
 * @param {string | string[]} value
 */
function row(term, value) {
  const dt = document.createElement('dt');
  dt.textContent = term;
  const dd = document.createElement('dd');
  if (Array.isArray(value)) {
    const list = document.createElement('ul');
    list.append(
      ...value.map((line) => {
        const li = document.createElement('li');
        li.textContent = line;
        return li;
      }),
    );
    dd.append(list);
  } else dd.textContent = value;
  return [dt, dd];
}

/** @param {Player} p */
export function drawInfo(p) {
  const reply = p.state.reply;
  if (!reply) return;
  const { plan } = reply;
  const rows = [
    ...row(word('method'), methodLabel(plan.method)),
    ...row(word('why'), plan.reasons),
    ...row(word('source'), plan.source),
    ...row(word('delivered'), plan.delivered),
  ];
  p.view.speedValue = null;
  if (p.state.converted) {
    const speed = row(word('conversionSpeed'), speedText(null));
    p.view.speedValue = speed[1] ?? null;
    rows.push(...speed);
  }
  p.ui.infoBody.replaceChildren(...rows);
}

/** @param {Player} p */
async function pollStatus(p) {
  if (!p.state.converted || !p.view.speedValue) return;
  try {
    const response = await fetch(streamStatusUrl(p.config.basePath, p.session));
    /** @type {unknown} */
    const status = response.ok ? await response.json() : null;
    const speed = typeof status === 'object' && status !== null && 'speed' in status ? status.speed : null;
    // 404: no conversion runs for this player now.
    const shown = p.view.speedValue;
    if (shown) shown.textContent = speedText(typeof speed === 'number' ? speed : null, response.status !== 404);
  } catch {
    // The next poll tries again.
  }
}

/** @param {Player} p */
export function listenInfoPanel(p) {
  const { ui } = p;
  ui.infoButton.addEventListener('click', () => {
    if (!ui.info.hidden) return closePopups(p);
    closePopups(p, false);
    ui.info.hidden = false;
    ui.infoButton.setAttribute('aria-expanded', 'true');
    ui.infoClose.focus();
    void pollStatus(p);
    p.timers.status = setInterval(() => void pollStatus(p), STATUS_POLL_MS);
  });
  ui.infoClose.addEventListener('click', () => closePopups(p));
}
