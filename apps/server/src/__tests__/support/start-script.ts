import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';

const webRoot = path.resolve(import.meta.dirname, '../../../../web');

let built: Promise<string> | undefined;

/**
 * The pages' start-up script as the web build writes it (apps/web/src/start-after-first-paint.ts, built by
 * `vite build --mode start-script`): built once per test file into a folder of its own, so the tests check
 * the code browsers get, with no build of the whole app needed.
 */
export function builtStartScript(): Promise<string> {
  built ??= (async () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-start-script-'));
    try {
      await build({
        root: webRoot,
        configFile: path.join(webRoot, 'vite.config.ts'),
        mode: 'start-script',
        logLevel: 'warn',
        build: { outDir },
      });
      return fs.readFileSync(path.join(outDir, 'start-after-first-paint.js'), 'utf8');
    } finally {
      fs.rmSync(outDir, { recursive: true, force: true });
    }
  })();
  return built;
}

/** A web build's folders with this index.html, and the start-up script beside it where the server reads it. */
export async function webBuildWithStartScript(indexHtml: string): Promise<{ root: string; webDist: string }> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-web-build-'));
  const webDist = path.join(root, 'dist');
  fs.mkdirSync(webDist);
  fs.writeFileSync(path.join(webDist, 'index.html'), indexHtml);
  fs.mkdirSync(path.join(root, 'dist-ssr'));
  fs.writeFileSync(path.join(root, 'dist-ssr', 'start-after-first-paint.js'), await builtStartScript());
  return { root, webDist };
}
