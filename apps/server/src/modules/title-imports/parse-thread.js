import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

/**
 * The thread that reads an upload (started by parse-upload.ts, which says why it is a thread). JavaScript, so that
 * Node runs it as it is under any runner; it registers tsx itself to load the TypeScript it calls, as a thread does
 * not inherit the server's loader.
 */

register();
/** @type {typeof import('./read-upload.ts')} */
const { readFiles, readUpload } = await import('./read-upload.ts');
const job = /** @type {{ name: string; body: Uint8Array } | { files: import('@marquee/core/imports').ImportFile[] }} */ (
  workerData
);
/** @type {import('node:worker_threads').MessagePort} */ (parentPort).postMessage(
  'files' in job ? readFiles(job.files) : readUpload(job.name, job.body),
);
