import type { HistoryEntryBody, HistoryRecordReply } from '@marquee/core';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/watch-history: records the title (without watch_position, which keeps the saved one) or its progress.
 * The server updates the same title's recent entry rather than adding a row each time. `keepalive` lets the last
 * save finish while the page unloads.
 */
export function recordHistory(body: HistoryEntryBody, keepalive = false): Promise<HistoryRecordReply> {
  return apiRequest<HistoryRecordReply>('/watch-history', { method: 'POST', body, keepalive });
}
