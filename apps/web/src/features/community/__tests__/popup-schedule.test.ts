import { COMMUNITY_POPUP_INTERVAL_MS, STORAGE_KEYS } from '@marquee/core';
import { describe, expect, it } from 'vitest';
import { isCommunityPopupDue, recordCommunityPopupShown } from '../popup-schedule';

const NOW = Date.UTC(2025, 2, 1, 12);

describe('community pop-up schedule', () => {
  it('is due when it has never been shown', () => {
    expect(isCommunityPopupDue(NOW)).toBe(true);
  });

  it.each<[string, number, boolean]>([
    ['just shown', 0, false],
    ['shown a minute short of 2 hours ago', COMMUNITY_POPUP_INTERVAL_MS - 60_000, false],
    ['shown exactly 2 hours ago', COMMUNITY_POPUP_INTERVAL_MS, true],
    ['shown a day ago', 24 * 60 * 60 * 1000, true],
  ])('%s: due %s', (_case, ago, due) => {
    recordCommunityPopupShown(NOW - ago);
    expect(isCommunityPopupDue(NOW)).toBe(due);
  });

  it.each(['not a time', '-5', String(NOW + 60_000)])(
    'is due when the stored value is %j (unreadable, or from a clock put back)',
    (stored) => {
      localStorage.setItem(STORAGE_KEYS.communityPopup, stored);
      expect(isCommunityPopupDue(NOW)).toBe(true);
    },
  );
});
