import { Worker } from 'node:worker_threads';
import type { ImportFile } from '@marquee/core/imports';
import type { UploadReading } from './read-upload.ts';

const THREAD_FILE = new URL('./parse-thread.js', import.meta.url);
/** Uploads read at once; more wait their turn (each may hold a few hundred MB while it is read). */
const READERS = 2;

let reading = 0;
const waiting: Array<() => void> = [];

async function turn(): Promise<() => void> {
  if (reading >= READERS) await new Promise<void>((resolve) => waiting.push(resolve));
  reading++;
  return () => {
    reading--;
    waiting.shift()?.();
  };
}

/**
 * Reads an upload (read-upload.ts) in a thread of its own: a file at the size limit takes the parsers seconds, which
 * would hold up every other request of the node. The body is moved to the thread, not copied.
 */
export async function parseUpload(name: string, body: Buffer): Promise<UploadReading> {
  // A copy of its own: a Buffer's memory may be shared with others of Node's pool, which cannot be moved.
  const bytes = new Uint8Array(body);
  return inThread({ name, body: bytes }, [bytes.buffer]);
}

/** The same for the files a sync brought from a service (read-upload.ts readFiles). */
export function parseFiles(files: ImportFile[]): Promise<UploadReading> {
  return inThread({ files }, []);
}

async function inThread(workerData: unknown, transferList: ArrayBuffer[]): Promise<UploadReading> {
  const done = await turn();
  try {
    return await new Promise<UploadReading>((resolve, reject) => {
      const thread = new Worker(THREAD_FILE, { workerData, transferList });
      thread.once('message', (reading: UploadReading) => resolve(reading));
      thread.once('error', reject);
      thread.once('exit', (code) => reject(new Error(`the upload's reading thread stopped (exit code ${code})`)));
    });
  } finally {
    done();
  }
}
