import { statfs } from 'node:fs/promises';
import path from 'node:path';
import type { DiskFolder, DiskSpace } from '@marquee/core';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/connection.ts';

/**
 * The free space of the disks a node writes to: the SQLite database's folder ('data', whose fullness makes writes
 * fail), CACHE_DIR and BACKUP_DIR. With PostgreSQL the database's disk is the database server's, not the node's, so
 * there is no 'data' folder. Read with statfs at each question: one system call, cheap enough for every probe.
 */

export interface WatchedFolder {
  folder: DiskFolder;
  path: string;
}

export const MB = 1024 * 1024;

/** The folders whose disks this node watches, 'data' first when there is one. */
export function watchedFolders(config: AppConfig, db: Db): WatchedFolder[] {
  const data = db.dialect === 'sqlite' ? sqliteFolder(config.databaseUrl) : null;
  return [
    ...(data === null ? [] : [{ folder: 'data' as const, path: data }]),
    { folder: 'cache', path: config.cacheDir },
    ...(config.backup ? [{ folder: 'backups' as const, path: config.backup.dir }] : []),
  ];
}

/** The folder of a `sqlite:<file>` database, resolved as db/connection.ts opens it; null in memory. */
function sqliteFolder(databaseUrl: string): string | null {
  if (!databaseUrl.startsWith('sqlite:')) return null;
  const file = databaseUrl.slice('sqlite:'.length);
  if (file === '' || file === ':memory:') return null;
  return path.dirname(path.resolve(file));
}

/** Each folder's free and total bytes, and whether the free are under `minFreeMb`; null figures when unreadable. */
export function readDiskSpace(folders: WatchedFolder[], minFreeMb: number): Promise<DiskSpace[]> {
  return Promise.all(
    folders.map(async ({ folder, path: dir }) => {
      const stats = await statfsNearest(dir).catch(() => null);
      if (!stats) return { folder, path: dir, freeBytes: null, totalBytes: null, low: false };
      // bavail, not bfree: the blocks kept for root are not the server's to write.
      const freeBytes = stats.bavail * stats.bsize;
      return { folder, path: dir, freeBytes, totalBytes: stats.blocks * stats.bsize, low: freeBytes < minFreeMb * MB };
    }),
  );
}

/**
 * statfs of the folder or, while it is not made yet (CACHE_DIR before the first image), of its nearest existing
 * parent: the disk it will be made on.
 */
async function statfsNearest(dir: string) {
  for (let current = dir; ; current = path.dirname(current)) {
    try {
      return await statfs(current);
    } catch (error) {
      const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
      if (!missing || path.dirname(current) === current) throw error;
    }
  }
}

/**
 * Why the data disk makes the node unready, or null when it does not. A full cache or backup disk does not: caches
 * are fetched again and backups retried, while users' writes go on.
 */
export function dataDiskProblem(disks: DiskSpace[], minFreeMb: number): string | null {
  const data = disks.find((disk) => disk.folder === 'data');
  if (!data || minFreeMb === 0) return null;
  if (data.freeBytes === null) return 'The data disk’s free space could not be read';
  if (!data.low) return null;
  const free = Math.floor(data.freeBytes / MB);
  return `The data disk has ${free} MB free, under the ${minFreeMb} MB minimum (DISK_MIN_FREE_MB)`;
}
