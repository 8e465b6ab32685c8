import { formatRelativeTime } from '@marquee/core';

const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** 'Nov 27, 2026'. */
export function formatDay(iso: string): string {
  return dayFormat.format(new Date(iso));
}

/** When an account was last seen: '3 hours ago', or 'Never'. */
export function formatLastSeen(iso: string | null, now = Date.now()): string {
  return iso === null ? 'Never' : formatRelativeTime(iso, now);
}
