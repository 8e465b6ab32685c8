import type { ConfigSource } from '../app-config.ts';

/** The playback rules of docs/behaviour.md#player over whatever source list is configured (docs/behaviour.md#playback-sources). */

type Keyed = Pick<ConfigSource, 'key'>;
type Templates = Pick<ConfigSource, 'movieUrl' | 'tvUrl'>;

/** Whether a key names a configured source; an unknown key gives the 'Invalid Source' toast. */
export function isKnownSource(sources: readonly Keyed[], key: string | null | undefined): boolean {
  return sources.some((s) => s.key === key);
}

/** The source the player starts with: the preferred_source preference, else the stored choice, else the first. */
export function initialSource<T extends Keyed>(
  sources: readonly T[],
  preferred: string | null | undefined,
  stored: string | null | undefined,
): T | null {
  return sources.find((s) => s.key === preferred) ?? sources.find((s) => s.key === stored) ?? sources[0] ?? null;
}

/** The sources after `currentKey` in list order, wrapping round, without the current one. */
function othersInTurn<T extends Keyed>(sources: readonly T[], currentKey: string): T[] {
  const start = sources.findIndex((s) => s.key === currentKey);
  return [...sources.slice(start + 1), ...sources.slice(0, Math.max(start, 0))].filter((s) => s.key !== currentKey);
}

/**
 * Automatic fallback: the next source in list order after the current one, wrapping, skipping those that
 * already failed; null means none is left ('No Available Sources').
 */
export function nextFallbackSource<T extends Keyed>(
  sources: readonly T[],
  currentKey: string,
  failedKeys: Iterable<string>,
): T | null {
  const failed = new Set(failedKeys);
  return othersInTurn(sources, currentKey).find((s) => !failed.has(s.key)) ?? null;
}

/**
 * When the frame says 'please disable sandbox': the next source (list order, wrapping) whose sandbox
 * setting differs from the current one's, skipping failed ones; null when there is none.
 */
export function sandboxSwitchSource<T extends Keyed & Pick<ConfigSource, 'sandbox'>>(
  sources: readonly T[],
  currentKey: string,
  failedKeys: Iterable<string> = [],
): T | null {
  const current = sources.find((s) => s.key === currentKey);
  if (!current) return null;
  const failed = new Set(failedKeys);
  return othersInTurn(sources, currentKey).find((s) => s.sandbox !== current.sandbox && !failed.has(s.key)) ?? null;
}

export type PlaybackTarget = { type: 'movie'; id: number } | { type: 'tv'; id: number; season: number; episode: number };

/** A source's embed URL for a movie or an episode: its template with {id}, {season} and {episode} filled in. */
export function embedUrlOf(source: Templates, target: PlaybackTarget): string {
  const values: Record<string, number> =
    target.type === 'movie' ? { id: target.id } : { id: target.id, season: target.season, episode: target.episode };
  const template = target.type === 'movie' ? source.movieUrl : source.tvUrl;
  return template.replace(/\{(id|season|episode)\}/g, (placeholder, name: string) =>
    name in values ? encodeURIComponent(String(values[name])) : placeholder,
  );
}

/**
 * The origins pages at these URLs post messages from: a URL's own for an absolute one, the app's for a path;
 * each once. Unreadable URLs and opaque origins ('null', e.g. data: URLs) give none: they must never be trusted.
 */
export function originsOf(urls: readonly string[], appOrigin: string): string[] {
  const origins = urls.flatMap((url) => {
    try {
      const { origin } = new URL(url, appOrigin);
      return origin === 'null' ? [] : [origin];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
}

/**
 * Origins whose postMessage the player trusts: those of the configured sources' URL templates (the app's own
 * origin for relative ones like the local player).
 */
export function trustedOrigins(sources: readonly Templates[], appOrigin: string): string[] {
  // Placeholders are filled first so a template like https://{id}.host/ still parses.
  const urls = sources.flatMap((s) => [s.movieUrl, s.tvUrl]).map((t) => t.replace(/\{\w+\}/g, '0'));
  return originsOf(urls, appOrigin);
}
