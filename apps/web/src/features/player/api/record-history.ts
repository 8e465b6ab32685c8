import type { HistoryEntryBody, HistoryRecordReply } from '@marquee/core';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/watch-history: records the title (without watch_position, which keeps the saved one) or its progress.
 * The server updates the same title's recent entry rather than adding a row each time. `keepalive` lets the last
 * save finish while the page unloads; `token` is the session of the profile that watched (see useHistoryRecording).
 */
export function recordHistory(body: HistoryEntryBody, keepalive = false, token?: string): Promise<HistoryRecordReply> {
  return apiRequest<HistoryRecordReply>('/watch-history', { method: 'POST', body, keepalive, token });
}
