import { formatPlaybackPosition, type ActivityViewer, type DiskFolder, type SignInFailureReason } from '@marquee/core';

/** 'Direct play', 'Converted: <why>', or what the player left unsaid. */
export function methodText(viewer: Pick<ActivityViewer, 'method' | 'reasons'>): string {
  if (viewer.method === null) return 'Method not reported';
  if (viewer.method === 'direct') return 'Direct play';
  const kind = viewer.method === 'remux' ? 'repackaged' : 'transcoded';
  return viewer.reasons.length > 0 ? `Converted (${kind}): ${viewer.reasons.join('; ')}` : `Converted (${kind})`;
}

/** The film's name, or the show's with the episode: 'Dark · S2 E5'. */
export function titleText(viewer: Pick<ActivityViewer, 'title' | 'media'>): string {
  const { media } = viewer;
  const name = viewer.title ?? `Unknown title (${media.type === 'movie' ? 'film' : 'show'} ${media.id})`;
  return media.type === 'tv' ? `${name} · S${media.season} E${media.episode}` : name;
}

/** '1:01 of 1:30:00', or the position alone while the length is unknown. */
export function positionText(position: number, duration: number | null): string {
  return duration
    ? `${formatPlaybackPosition(position)} of ${formatPlaybackPosition(duration)}`
    : formatPlaybackPosition(position);
}

/** How far through, 0 to 100, for the bar. */
export function percentOf(position: number, duration: number | null): number {
  return duration ? Math.min(100, Math.round((position / duration) * 100)) : 0;
}

/** 'Firefox 140 on Windows 10', or whichever of the two is known. */
export function deviceText(device: { browser: string | null; system: string | null }): string {
  if (device.browser && device.system) return `${device.browser} on ${device.system}`;
  return device.browser ?? device.system ?? 'Unknown device';
}

const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB', 'PB'];

/** 1536 → '1.5 KB' (powers of 1024, as disks are told). */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${value.toFixed(digits)} ${UNITS[unit]}`;
}

export const DISK_NAMES: Record<DiskFolder, string> = {
  data: 'Data folder',
  cache: 'Cache (CACHE_DIR)',
  backups: 'Backups (BACKUP_DIR)',
};

export const FAILURE_REASONS: Record<SignInFailureReason, string> = {
  wrong_password: 'Wrong email or password',
  too_many_failures: 'Refused: too many failed tries',
  wrong_code: 'Wrong two-step code',
};
