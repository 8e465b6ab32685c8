import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { firstScreenRequests } from '@marquee/core';
import { afterAll, describe, expect, it } from 'vitest';
import { preloadHints } from '../preload-hints.ts';
import { useTestApp } from '../../__tests__/support/app.ts';

/**
 * The page names the screen's code and first data so the browser fetches them alongside the app's own
 * code, instead of one after the other. The code comes from Vite's build manifest; the data from the
 * same request definitions the web app uses (@marquee/core firstScreenRequests).
 */

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-preload-hints-'));
const builtHtml =
  '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/web-1.js"></head><body><div id="root"></div></body></html>';
fs.writeFileSync(path.join(webDist, 'index.html'), builtHtml);
fs.mkdirSync(path.join(webDist, '.vite'));
fs.writeFileSync(
  path.join(webDist, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-1.js', imports: ['_web-1.js'] },
    '_web-1.js': { file: 'assets/web-1.js' },
    '_shared-1.js': { file: 'assets/shared-1.js', imports: ['_web-1.js'] },
    'src/features/home/routes/home.tsx': { file: 'assets/home-1.js', imports: ['_shared-1.js', '_web-1.js'] },
    'src/features/search/routes/search.tsx': {
      file: 'assets/search-1.js',
      imports: ['_shared-1.js'],
      css: ['assets/search-1.css'],
    },
  }),
);
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

const LINK_STARTS = {
  modulepreload: '<link rel="modulepreload" crossorigin href="',
  fetch: '<link rel="preload" as="fetch" crossorigin href="',
  style: '<link rel="preload" as="style" crossorigin href="',
};

/** The href of each link of this kind, in the order given. */
function links(html: string, kind: keyof typeof LINK_STARTS): string[] {
  return html
    .split(LINK_STARTS[kind])
    .slice(1)
    .map((rest) => rest.slice(0, rest.indexOf('"')).replace(/&#38;/g, '&'));
}

describe('preloadHints', () => {
  const hintsIn = preloadHints(webDist, builtHtml);
  const hints = Object.assign((url: string) => hintsIn(url, { language: 'en' }), hintsIn);

  it('names a screen’s chunk and the chunks it imports, once each, minus those the page names already', () => {
    expect(links(hints('/'), 'modulepreload')).toEqual(['/assets/home-1.js', '/assets/shared-1.js']);
    expect(links(hints('/search?q=star'), 'modulepreload')).toEqual(['/assets/search-1.js', '/assets/shared-1.js']);
    expect(links(hints('/search?q=star'), 'style')).toEqual(['/assets/search-1.css']);
  });

  it('names the screen’s first requests, as the app will make them', () => {
    const data = (url: string) => links(hints(url), 'fetch');
    expect(data('/')).toEqual(firstScreenRequests('/', new URLSearchParams(), 'en').map((request) => `/api${request}`));
    expect(data('/')).toHaveLength(8);
    expect(data('/search?q=star&type=movie')).toEqual(['/api/tmdb/search/movie?query=star&page=1&language=en']);
    expect(data('/movie/550')).toEqual(['/api/tmdb/movie/550?append_to_response=images%2Cvideos%2Crelease_dates&language=en']);
  });

  it('names them in the page’s language, as the app asks in it', () => {
    expect(links(hintsIn('/movie/550', { language: 'en-XA' }), 'fetch')).toEqual([
      '/api/tmdb/movie/550?append_to_response=images%2Cvideos%2Crelease_dates&language=en-XA',
    ]);
  });

  it('escapes what comes from the URL', () => {
    const html = hints('/search?q=%22%3E%3Cscript%3E');
    expect(html).not.toContain('<script');
    expect(html).not.toMatch(/href="[^"]*"[^ >]/);
  });

  it('hints nothing for screens without hints, and reports the screens the build lacks', () => {
    expect(hints('/profile')).toBe('');
    expect(hints.missingModules).toContain('src/features/title/routes/movie-details.tsx');
    expect(hints.missingModules).not.toContain('src/features/home/routes/home.tsx');
  });

  it('without a manifest, still names the data', () => {
    const noManifest = preloadHints(path.join(webDist, 'none'), builtHtml);
    expect(links(noManifest('/', { language: 'en' }), 'modulepreload')).toEqual([]);
    expect(links(noManifest('/', { language: 'en' }), 'fetch')).toHaveLength(8);
    expect(noManifest.missingModules).toEqual([]);
  });
});

describe('the served page', () => {
  const server = useTestApp({ WEB_DIST: webDist });

  it('carries the hints of its URL at the end of <head>', async () => {
    const { body } = await server.app.inject({ method: 'GET', url: '/search?q=star' });
    expect(body).toMatch(
      /<link rel="preload" as="fetch" crossorigin href="\/api\/tmdb\/search\/multi\?query=star&#38;page=1&#38;language=en"><\/head>/,
    );
    expect(body).toContain('<link rel="modulepreload" crossorigin href="/assets/search-1.js">');
  });

  it('names the data in the page’s language', async () => {
    const { body } = await server.app.inject({
      method: 'GET',
      url: '/search?q=star',
      headers: { 'accept-language': 'en-XA, en;q=0.5' },
    });
    expect(body).toContain('<html lang="en-XA"');
    expect(body).toContain('href="/api/tmdb/search/multi?query=star&#38;page=1&#38;language=en-XA"');
  });
});
