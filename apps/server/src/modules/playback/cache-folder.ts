import { readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';

/**
 * Keeps a cache folder of files ending in `suffix` within `maxFiles` and `maxBytes`: the least recently used go first
 * (a file's modification time is when it was last used: readers touch it). Files that go meanwhile are passed over.
 */
export async function pruneCacheFolder(dir: string, suffix: string, maxFiles: number, maxBytes: number): Promise<void> {
  const names = (await readdir(dir)).filter((name) => name.endsWith(suffix));
  const files = (
    await Promise.all(
      names.map(async (name) => {
        const stats = await stat(path.join(dir, name)).catch(() => null);
        return stats ? { name, size: stats.size, used: stats.mtimeMs } : null;
      }),
    )
  ).filter((file) => file !== null);
  files.sort((a, b) => b.used - a.used);
  let count = 0;
  let bytes = 0;
  for (const file of files) {
    count++;
    bytes += file.size;
    if (count > maxFiles || bytes > maxBytes) await unlink(path.join(dir, file.name)).catch(() => undefined);
  }
}
