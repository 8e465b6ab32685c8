import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import {
  formatPlaybackPosition,
  numberFormat,
  type ActivityViewer,
  type DiskFolder,
  type SignInFailureReason,
} from '@marquee/core';

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

/** Byte units from the kilobyte up, as Intl names them in each language ('kB', 'Go', 'ГБ'). */
const BYTE_UNITS = ['kilobyte', 'megabyte', 'gigabyte', 'terabyte', 'petabyte'] as const;

/** 1536 → '1.5 kB' (powers of 1024, as disks are told), in the page's language. */
export function formatBytes(bytes: number, i18n: I18n): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length) {
    value /= 1024;
    unit++;
  }
  if (unit === 0) {
    const count = value;
    return i18n._(msg`${plural(count, { one: '# byte', other: '# bytes' })}`);
  }
  const digits = value >= 100 ? 0 : 1;
  return numberFormat(i18n.locale, {
    style: 'unit',
    unit: BYTE_UNITS[unit - 1],
    unitDisplay: 'short',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
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
