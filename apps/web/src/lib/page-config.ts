import type { AppConfigReply } from '@marquee/core';

/**
 * The reply the server wrote into the page (apps/server/src/http/index-page.ts), read once as the app starts;
 * absent when the page did not come from the server (`vite dev`, tests) and on the server's own rendering.
 * A module of its own so that base-path.ts can read it without the API client that app-config.ts brings.
 */
function readPageConfig(): AppConfigReply | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById('app-config')?.textContent;
  return text ? (JSON.parse(text) as AppConfigReply) : undefined;
}

export const pageConfig = readPageConfig();
