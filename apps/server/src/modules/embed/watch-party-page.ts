import { playerPath, type PlaybackTarget } from '@marquee/core';
import { scriptValue, type EmbedPage } from '../../lib/embed-page.ts';

/**
 * The watch party page the player's Watch Party widget embeds (docs/behaviour.md#watch-party): the invitation to watch the
 * same title together, as a link to this player page to send to friends, with a button that copies it.
 */

// The link is built in the browser: behind a proxy only the browser knows the address people reach the app at.
const SCRIPT = (path: string) => `
(() => {
  const input = document.getElementById('invite');
  const status = document.getElementById('status');
  input.value = location.origin + ${scriptValue(path)};
  document.getElementById('copy').addEventListener('click', async () => {
    input.select();
    try {
      await navigator.clipboard.writeText(input.value);
      status.textContent = 'Link copied. Send it to your friends.';
    } catch {
      status.textContent = 'Press Ctrl+C (or Cmd+C) to copy the selected link.';
    }
  });
})();
`;

export function watchPartyPage(target: PlaybackTarget): EmbedPage {
  const body = `<main class="card">
<h1 class="when-tall">Watch together</h1>
<p class="when-tall">Send this link to your friends, then press play at the same moment.</p>
<label for="invite">Invite link</label>
<div class="row"><input id="invite" readonly><button id="copy" type="button">Copy link</button></div>
<p id="status" role="status"></p>
</main>`;
  return {
    title: 'Watch Party',
    body,
    script: SCRIPT(
      target.type === 'movie' ? playerPath('movie', target.id) : playerPath('tv', target.id, target.season, target.episode),
    ),
    allow: [],
  };
}
