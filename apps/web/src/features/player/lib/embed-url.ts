import { embedUrlOf, type ConfigSource, type PlaybackTarget } from '@marquee/core';
import { appPath } from '@/lib/base-path';

/**
 * The absolute embed URL of a source for a film or an episode, or null when its template does not make a usable
 * URL (an operator's typo such as 'https://[host/{id}'): the player then tries again and at last falls back.
 */
export function buildEmbedUrl(source: ConfigSource, target: PlaybackTarget, appOrigin: string): string | null {
  try {
    const url = new URL(embedUrlOf(source, target), appOrigin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The URL with the position to start at, for this app's own player pages, which read a `#t={seconds}` fragment
 * (the local player remembers nothing itself). Other hosts' URLs are left alone: their pages may route on the fragment.
 */
export function withStartPosition(url: string, appOrigin: string, seconds: number | null): string {
  if (seconds === null || new URL(url).origin !== appOrigin) return url;
  return `${url.split('#')[0]}#t=${seconds}`;
}

/** The path of this app's local player pages, which read the `subtitles` query: under the base path, as the server writes them. */
const localPlayerPath = () => appPath('/embed/local/');

/**
 * The URL with the profile's subtitle language, for this app's local player, which turns on that language's
 * subtitles (docs/behaviour.md#preferences); it reads no account itself. Off (''), or another page, is left alone.
 */
export function withSubtitleLanguage(url: string, appOrigin: string, language: string): string {
  const parsed = new URL(url);
  if (!language || parsed.origin !== appOrigin || !parsed.pathname.startsWith(localPlayerPath())) return url;
  parsed.searchParams.set('subtitles', language);
  return parsed.href;
}
