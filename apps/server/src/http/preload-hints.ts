import fs from 'node:fs';
import path from 'node:path';
import { firstScreenRequests, SCREENS, screenPattern, type LanguageCode } from '@marquee/core';
import { escapeXml } from '../lib/escape-xml.ts';
import { requestTarget } from './request-target.ts';

/**
 * What the browser can fetch for a page before the app's code asks for it. The app's screens load on
 * demand (apps/web/src/app/route-table.tsx) and fetch their data once they render, each step waiting for
 * the one before: page, app code, screen code, data. Naming the screen's code and data in the page
 * lets all of it travel at once, which on a slow phone connection is most of the time to first content.
 */

/** Vite's build manifest (build.manifest in apps/web/vite.config.ts): source module → built chunk. */
type BuildManifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/**
 * The source module of each screen that is worth hinting, by its path: the screens declared with `preload` in
 * @marquee/core SCREENS, whose modules the web app's route table loads. One that is not in the build is skipped
 * (and reported when the server starts), so a renamed screen costs its hint, never the page.
 */
const SCREEN_MODULES: ReadonlyArray<[RegExp, string]> = SCREENS.filter((screen) => 'preload' in screen).map((screen) => [
  screenPattern(screen.path),
  screen.module,
]);

export interface PreloadHints {
  /**
   * The `<link>` elements for the page at this URL (path and query), or '' when there is nothing to hint.
   * `dataInPage`: the page carries the screen's data itself (http/ssr/), so only its code is named. `language`: the
   * page's, which the app's requests name.
   */
  (url: string, options: { dataInPage?: boolean; language: LanguageCode }): string;
  /** Screen modules the build does not have (a build older than the screens' declaration). */
  missingModules: string[];
}

/**
 * Reads the build's manifest once; without one (a build from before hints, tests) no screen code is hinted.
 * `basePath`: BASE_PATH, which every hinted URL starts with.
 */
export function preloadHints(webDist: string, indexHtml: string, basePath = ''): PreloadHints {
  const manifest = readManifest(webDist);
  // The page's own scripts and preloads are named in it already (as build files: './assets/…' or '/assets/…').
  const inPage = new Set([...indexHtml.matchAll(/(?:src|href)="\.?\/([^"]+)"/g)].map((match) => match[1]));
  const missingModules: string[] = [];
  const screens = SCREEN_MODULES.map(([pattern, module]): [RegExp, string] => {
    if (manifest && !manifest[module]) missingModules.push(module);
    return [pattern, manifest ? screenCodeLinks(manifest, module, inPage, basePath) : ''];
  });

  const hints = (url: string, { dataInPage = false, language }: { dataInPage?: boolean; language: LanguageCode }): string => {
    const target = requestTarget(url);
    if (!target) return '';
    const { pathname, searchParams } = target;
    const code = screens.find(([pattern]) => pattern.test(pathname))?.[1] ?? '';
    if (dataInPage) return code;
    // crossorigin (anonymous) gives the preload the credentials mode of the app's fetch(), so the fetch reuses it.
    const data = firstScreenRequests(pathname, searchParams, language)
      .map((request) => `<link rel="preload" as="fetch" crossorigin href="${escapeXml(`${basePath}/api${request}`)}">`)
      .join('');
    return code + data;
  };
  return Object.assign(hints, { missingModules });
}

function readManifest(webDist: string): BuildManifest | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
  } catch {
    return null;
  }
}

/** modulepreload (and stylesheet preload) links for a screen's chunk and every chunk it imports, minus the page's own. */
function screenCodeLinks(manifest: BuildManifest, module: string, inPage: Set<string | undefined>, basePath: string): string {
  const files = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(module);
  const links = [...files]
    .filter((file) => !inPage.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="${basePath}/${escapeXml(file)}">`);
  for (const css of styles)
    if (!inPage.has(css)) links.push(`<link rel="preload" as="style" crossorigin href="${basePath}/${escapeXml(css)}">`);
  return links.join('');
}
