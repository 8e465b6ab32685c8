import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { formatPlaybackPosition, type ActivityViewer, type DiskFolder, type SignInFailureReason } from '@marquee/core';

/**
 * The Activity tab's texts, in the words of `i18n`'s language (the screen's own instance). What the player reports
 * (the reasons a video is converted) and the names of browsers and systems are shown as they come.
 */

/** 'Direct play', 'Converted: <why>', or what the player left unsaid. */
export function methodText(viewer: Pick<ActivityViewer, 'method' | 'reasons'>, i18n: I18n): string {
  if (viewer.method === null) return i18n._(msg`Method not reported`);
  if (viewer.method === 'direct') return i18n._(msg`Direct play`);
  const reasons = viewer.reasons.join('; ');
  if (viewer.method === 'remux') {
    return reasons ? i18n._(msg`Converted (repackaged): ${reasons}`) : i18n._(msg`Converted (repackaged)`);
  }
  return reasons ? i18n._(msg`Converted (transcoded): ${reasons}`) : i18n._(msg`Converted (transcoded)`);
}

/** The film's name, or the show's with the episode: 'Dark · S2 E5'. */
export function titleText(viewer: Pick<ActivityViewer, 'title' | 'media'>, i18n: I18n): string {
  const { media } = viewer;
  const id = media.id;
  const name =
    viewer.title ?? (media.type === 'movie' ? i18n._(msg`Unknown title (film ${id})`) : i18n._(msg`Unknown title (show ${id})`));
  if (media.type !== 'tv') return name;
  const { season, episode } = media;
  return i18n._(msg`${name} · S${season} E${episode}`);
}

/** '1:01 of 1:30:00', or the position alone while the length is unknown. */
export function positionText(position: number, duration: number | null, i18n: I18n): string {
  const at = formatPlaybackPosition(position);
  if (!duration) return at;
  const length = formatPlaybackPosition(duration);
  return i18n._(msg`${at} of ${length}`);
}

/** How far through, 0 to 100, for the bar. */
export function percentOf(position: number, duration: number | null): number {
  return duration ? Math.min(100, Math.round((position / duration) * 100)) : 0;
}

/** 'Firefox 140 on Windows 10', or whichever of the two is known. */
export function deviceText(device: { browser: string | null; system: string | null }, i18n: I18n): string {
  const { browser, system } = device;
  if (browser && system) return i18n._(msg`${browser} on ${system}`);
  return browser ?? system ?? i18n._(msg`Unknown device`);
}

/** 1536 → '1.5 KB' (powers of 1024, as disks are told). */
export function formatBytes(bytes: number, i18n: I18n): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < 5) {
    value /= 1024;
    unit++;
  }
  const size = value.toFixed(unit === 0 || value >= 100 ? 0 : 1);
  switch (unit) {
    case 0: {
      const count = value;
      return i18n._(msg`${plural(count, { one: '# byte', other: '# bytes' })}`);
    }
    case 1:
      return i18n._(msg`${size} KB`);
    case 2:
      return i18n._(msg`${size} MB`);
    case 3:
      return i18n._(msg`${size} GB`);
    case 4:
      return i18n._(msg`${size} TB`);
    default:
      return i18n._(msg`${size} PB`);
  }
}

export const DISK_NAMES: Record<DiskFolder, MessageDescriptor> = {
  data: msg`Data folder`,
  cache: msg`Cache (CACHE_DIR)`,
  backups: msg`Backups (BACKUP_DIR)`,
};

export const FAILURE_REASONS: Record<SignInFailureReason, MessageDescriptor> = {
  wrong_password: msg`Wrong email or password`,
  too_many_failures: msg`Refused: too many failed tries`,
  wrong_code: msg`Wrong two-step code`,
};
