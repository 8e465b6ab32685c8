import { z } from './zod.ts';

/**
 * GET /api/admin/server-health: what the server depends on, as this node sees it (docs/operations.md#server-health).
 */

/** The folders whose disks a node watches: the SQLite database's, CACHE_DIR's and BACKUP_DIR's. */
export const DISK_FOLDERS = ['data', 'cache', 'backups'] as const;
export type DiskFolder = (typeof DISK_FOLDERS)[number];

export const DATABASE_KINDS = ['sqlite', 'postgres'] as const;

export const diskSpaceSchema = z.object({
  folder: z.enum(DISK_FOLDERS),
  /** The folder as the server resolved it, absolute. */
  path: z.string(),
  /** Bytes the server may still write there, and the disk's size; null when the disk could not be read. */
  freeBytes: z.number().nullable(),
  totalBytes: z.number().nullable(),
  /** Under DISK_MIN_FREE_MB: on the data folder, the node is unready. */
  low: z.boolean(),
});
export type DiskSpace = z.infer<typeof diskSpaceSchema>;

export const serverHealthSchema = z.object({
  database: z.object({ ok: z.boolean(), kind: z.enum(DATABASE_KINDS) }),
  /** null without REDIS_URL. */
  redis: z.object({ ok: z.boolean() }).nullable(),
  /** FFmpeg and ffprobe as found at start; `version` is ffmpeg's first line of `-version`. */
  ffmpeg: z.object({ ok: z.boolean(), version: z.string().nullable() }),
  disks: z.array(diskSpaceSchema),
  /** DISK_MIN_FREE_MB in bytes: a disk with less free is `low`. */
  diskMinFreeBytes: z.number(),
});
export type ServerHealth = z.infer<typeof serverHealthSchema>;
