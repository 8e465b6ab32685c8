import { COMMUNITY_POPUP_INTERVAL_MS, STORAGE_KEYS } from '@marquee/core';
import { readString, writeString } from '@/lib/storage';

/** The community pop-up is shown at most once every 2 hours (docs/behaviour.md#extras); the last showing is kept locally. */

export function isCommunityPopupDue(now: number): boolean {
  const last = Number(readString(STORAGE_KEYS.communityPopup));
  // Nothing stored, or something unreadable, or a time in the future (a clock put back): due.
  if (!Number.isFinite(last) || last <= 0 || last > now) return true;
  return now - last >= COMMUNITY_POPUP_INTERVAL_MS;
}

export function recordCommunityPopupShown(now: number): void {
  writeString(STORAGE_KEYS.communityPopup, String(now));
}
