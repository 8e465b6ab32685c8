import { DEFAULT_ACCENT_COLOR, languageDirection, type LanguageCode } from '@marquee/core';
import { textIn } from '../../http/texts.ts';

/**
 * The web app manifest (docs/behaviour.md#extras): built by the server rather than at build time because the name is
 * the site's (SITE_NAME, or as its owner named it), and its description in the request's language. Icons are the PNGs
 * in apps/web/public/icons.
 */
export interface WebManifest {
  name: string;
  short_name: string;
  description: string;
  lang: LanguageCode;
  dir: 'ltr' | 'rtl';
  id: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  background_color: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose: 'any' | 'maskable' }[];
}

/** The page background (docs/ui.md#colour): the splash screen matches the first paint. */
const BACKGROUND = '#0b0b10';
/** Launchers cut longer names; the full name stays in `name`. */
const SHORT_NAME_MAX = 12;

/** `basePath`: BASE_PATH, '' at the site's root; the installed app opens, and stays, under it. */
export function webManifest(siteName: string, language: LanguageCode, basePath = ''): WebManifest {
  const root = `${basePath}/`;
  return {
    name: siteName,
    short_name: siteName.length <= SHORT_NAME_MAX ? siteName : `${siteName.slice(0, SHORT_NAME_MAX - 1).trimEnd()}…`,
    description: textIn(language, /*i18n*/ 'Discover and watch movies, TV shows and live sports.'),
    lang: language,
    dir: languageDirection(language),
    id: root,
    start_url: root,
    scope: root,
    display: 'standalone',
    background_color: BACKGROUND,
    theme_color: DEFAULT_ACCENT_COLOR,
    icons: [
      { src: `${root}icons/icon-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: `${root}icons/icon-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: `${root}icons/icon-maskable-512.png`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
