import type { FastifyInstance } from 'fastify';
import { fileSubject, subtitleSubject } from '../../modules/downloads/media-urls.ts';

/**
 * Media URLs as the app issues them (docs/behaviour.md#ratings): the file, subtitle and player page routes take
 * nothing else. Suites about what those routes serve sign their paths here; the suite of the limit itself
 * (modules/embed/__tests__/profile-limit-media.test.ts) reaches them only through the issuing routes.
 */

/** `/api/media/file/{path as given}?exp=…&sig=…` for the file at `relativePath` (its decoded path). */
export function signedFile(app: FastifyInstance, relativePath: string, urlPath = relativePath, download = false): string {
  return `/api/media/file/${urlPath}?${app.ctx.urls.query(fileSubject(relativePath))}${download ? '&download' : ''}`;
}

/** `/api/media/subtitle/{path as given}?exp=…&sig=…`. */
export function signedSubtitle(app: FastifyInstance, relativePath: string, urlPath = relativePath): string {
  return `/api/media/subtitle/${urlPath}?${app.ctx.urls.query(subtitleSubject(relativePath))}`;
}

/**
 * A player page's URL as the sources route issues it: '/embed/local/movie/7?subtitles=en' asks
 * /api/sources/local/movie/7 and keeps the query.
 */
export async function issuedPage(app: FastifyInstance, page: string, headers: Record<string, string> = {}): Promise<string> {
  const [pathname = '', query] = page.split('?');
  const [, , source, ...target] = pathname.split('/');
  const res = await app.inject({ url: `/api/sources/${source}/${target.join('/')}`, headers });
  if (res.statusCode !== 200) throw new Error(`no URL issued for ${page}: ${res.statusCode} ${res.body}`);
  const url: string = res.json().url;
  return query ? `${url}&${query}` : url;
}

/** The `src` of the first such element of a page, its `&` unescaped. */
export function srcOf(html: string, element: 'video' | 'track'): string | undefined {
  return new RegExp(`<${element}[^>]* src="([^"]+)"`).exec(html)?.[1]?.replaceAll('&#38;', '&');
}
