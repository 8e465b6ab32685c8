import { existsSync, watch, type FSWatcher } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';

/** How often a media folder that does not exist yet is looked for. */
const FOLDER_CHECK_MS = 2000;

/**
 * Watches MEDIA_DIR and every folder in it, created later ones included, calling `changed` on each change; a folder
 * that does not exist yet is looked for now and then, and `appeared` is called when it comes. Answers how to stop.
 */
export function watchMediaFolder(
  mediaDir: string,
  log: FastifyBaseLogger,
  { changed, appeared }: { changed(): void; appeared(): void },
): () => void {
  let watcher: FSWatcher | null = null;
  let waitForFolder: NodeJS.Timeout | null = null;
  let stopped = false;

  function startWatching(): void {
    if (stopped) return;
    try {
      watcher = watch(mediaDir, { recursive: true }, changed);
      watcher.on('error', (error) => log.warn({ err: error }, 'the library folder can no longer be watched'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        waitForFolder = setTimeout(() => {
          waitForFolder = null;
          const found = existsSync(mediaDir);
          startWatching();
          if (found) appeared();
        }, FOLDER_CHECK_MS);
        waitForFolder.unref();
        return;
      }
      // No watching here: scans at start and on demand still work.
      log.info({ err: error }, 'the library folder is not watched');
    }
  }

  startWatching();
  return () => {
    stopped = true;
    watcher?.close();
    if (waitForFolder) clearTimeout(waitForFolder);
  };
}
