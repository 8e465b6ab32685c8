import { isEpisodeComplete, STORAGE_KEYS, type PlaybackTarget } from '@marquee/core';
import { readJson, writeJson } from '@/lib/storage';
import { progressInMediaData, type MediaData } from './player-messages';

/**
 * Progress records from the players' MEDIA_DATA messages, kept in local storage under the three keys of docs/behaviour.md#progress-and-auto-advance
 * (vidLinkProgress, vidsrcwtf-Progress, vidjoy-watch-history). The original app kept one key per player family; the
 * sources are configuration here, so every record goes under all three and any reader of one of them finds it.
 */
const PROGRESS_KEYS = [STORAGE_KEYS.vidLinkProgress, STORAGE_KEYS.vidsrcwtfProgress, STORAGE_KEYS.vidjoyHistory] as const;

const isMediaData = (value: unknown): value is MediaData => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The stored records with `incoming` merged in: per title, newer fields win and a show's episodes add up. */
export function mergeMediaData(stored: MediaData, incoming: MediaData): MediaData {
  const merged: MediaData = { ...stored };
  for (const [id, record] of Object.entries(incoming)) {
    const before = stored[id];
    merged[id] =
      before?.show_progress || record.show_progress
        ? { ...before, ...record, show_progress: { ...before?.show_progress, ...record.show_progress } }
        : { ...before, ...record };
  }
  return merged;
}

export function storeMediaData(incoming: MediaData): void {
  for (const key of PROGRESS_KEYS) writeJson(key, mergeMediaData(readJson(key, isMediaData) ?? {}, incoming));
}

/** Where to resume: the stored position of the film or episode, unless it is unknown or already watched to the end. */
export function resumePosition(target: PlaybackTarget): number | null {
  const progress = progressInMediaData(readJson(STORAGE_KEYS.vidLinkProgress, isMediaData) ?? {}, target);
  if (!progress || progress.position <= 0 || isEpisodeComplete(progress.position, progress.duration)) return null;
  return Math.floor(progress.position);
}
