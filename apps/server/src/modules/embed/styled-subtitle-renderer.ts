import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../http/errors.ts';

/**
 * The renderer of styled subtitles (docs/playback.md#subtitles): JASSUB, libass in WebAssembly, served by this server
 * from its package at a fixed path that names its version, so browsers keep its files for good and nothing comes
 * from elsewhere. Its script and its worker are modules that import other packages: each is bundled into one file
 * (esbuild) when first asked for, and cached. The script is a classic one that leaves JASSUB on `globalThis`, for the
 * player page adds it by nonce.
 *   GET /assets/jassub/{version}/jassub.js            the renderer
 *   GET /assets/jassub/{version}/jassub-worker.js     its worker (a module worker)
 *   GET /assets/jassub/{version}/jassub-worker.wasm   libass (…-modern.wasm for browsers with relaxed SIMD)
 *   GET /assets/jassub/{version}/default.woff2        the font for text in a font the file does not attach
 */

const require = createRequire(import.meta.url);
const PACKAGE_DIR = path.dirname(require.resolve('jassub/package.json'));
const VERSION = (require('jassub/package.json') as { version: string }).version;
const BASE = `/assets/jassub/${VERSION}`;

/** Where the player page finds the renderer's files, under BASE_PATH. */
export const rendererFiles = (basePath: string) => ({
  script: `${basePath}${BASE}/jassub.js`,
  worker: `${basePath}${BASE}/jassub-worker.js`,
  wasm: `${basePath}${BASE}/jassub-worker.wasm`,
  modernWasm: `${basePath}${BASE}/jassub-worker-modern.wasm`,
  defaultFont: `${basePath}${BASE}/default.woff2`,
});

type Asset = { type: string; bytes: () => Promise<Uint8Array> };

/**
 * JASSUB imports a polyfill of the video's frame callbacks, GPL-licensed, which this MIT project does not send to
 * browsers: every browser the player supports has them (Chromium 83, Safari 15.4, Firefox 132), and the player draws
 * plain text where they are missing (local-player/styled-subtitles.js). The bundle takes an empty module for it.
 */
const withoutFramePolyfill: Plugin = {
  name: 'without-frame-polyfill',
  setup(build) {
    build.onResolve({ filter: /^rvfc-polyfill$/ }, () => ({ path: 'rvfc-polyfill', namespace: 'empty' }));
    build.onLoad({ filter: /.*/, namespace: 'empty' }, () => ({ contents: '', loader: 'js' }));
  },
};

/** One bundle, built once. */
function bundled(options: { entry: string; format: 'iife' | 'esm' }): () => Promise<Uint8Array> {
  let done: Promise<Uint8Array> | null = null;
  return () => {
    done ??= build({
      stdin: { contents: options.entry, resolveDir: PACKAGE_DIR, loader: 'js' },
      bundle: true,
      format: options.format,
      minify: true,
      write: false,
      logLevel: 'silent',
      target: 'es2022',
      plugins: [withoutFramePolyfill],
    }).then((result) => result.outputFiles[0]!.contents);
    // A failed build is tried again at the next request.
    done.catch(() => (done = null));
    return done;
  };
}

const packaged = (file: string) => () => readFile(path.join(PACKAGE_DIR, 'dist', file));

const ASSETS: ReadonlyMap<string, Asset> = new Map([
  [
    'jassub.js',
    {
      type: 'text/javascript; charset=utf-8',
      bytes: bundled({ entry: "import JASSUB from './dist/jassub.js'; globalThis.JASSUB = JASSUB;", format: 'iife' }),
    },
  ],
  [
    // A module worker: its import.meta.url finds libass's own threads' script where the browser allows them.
    'jassub-worker.js',
    { type: 'text/javascript; charset=utf-8', bytes: bundled({ entry: "import './dist/worker/worker.js';", format: 'esm' }) },
  ],
  ['jassub-worker.wasm', { type: 'application/wasm', bytes: packaged('wasm/jassub-worker.wasm') }],
  ['jassub-worker-modern.wasm', { type: 'application/wasm', bytes: packaged('wasm/jassub-worker-modern.wasm') }],
  ['default.woff2', { type: 'font/woff2', bytes: packaged('default.woff2') }],
]);

const paramsSchema = z.strictObject({ version: z.string().max(40), file: z.string().max(64) });

export function rendererRoutes(app: FastifyInstance): void {
  app.get('/assets/jassub/:version/:file', { schema: { params: paramsSchema } }, async (request, reply) => {
    const { version, file } = paramsSchema.parse(request.params);
    const asset = version === VERSION ? ASSETS.get(file) : undefined;
    if (!asset) throw notFound(/*i18n*/ 'No such file of the subtitle renderer');
    const bytes = await asset.bytes();
    return reply
      .type(asset.type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  });
}
