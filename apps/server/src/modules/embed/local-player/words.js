/**
 * The player's words: English here, marked for the server's catalogues (docs/translating.md#the-servers-texts), and
 * in the page's language as the page gives them (local-player-page.ts translates this table). Placeholders are
 * `{name}`, filled here; numbers are written in the page's language.
 */

export const WORDS = {
  play: /*i18n*/ 'Play',
  pause: /*i18n*/ 'Pause',
  mute: /*i18n*/ 'Mute',
  unmute: /*i18n*/ 'Unmute',
  fullScreen: /*i18n*/ 'Full screen',
  exitFullScreen: /*i18n*/ 'Exit full screen',
  subtitles: /*i18n*/ 'Subtitles',
  subtitlesOff: /*i18n*/ 'Off',
  resetDelay: /*i18n*/ 'Reset delay',
  earlier: /*i18n*/ 'Subtitles {seconds} s earlier',
  later: /*i18n*/ 'Subtitles {seconds} s later',
  step: /*i18n*/ '{seconds} s',
  delay: /*i18n*/ 'Delay {seconds} s',
  audio: /*i18n*/ 'Audio',
  audioTrack: /*i18n*/ 'Audio: {track}',
  chapters: /*i18n*/ 'Chapters',
  chapter: /*i18n*/ 'Chapter {number}',
  quality: /*i18n*/ 'Quality',
  qualityChosen: /*i18n*/ 'Quality: {quality}',
  original: /*i18n*/ 'Original',
  version: /*i18n*/ 'Version',
  versionChosen: /*i18n*/ 'Version: {version}',
  timeOf: /*i18n*/ '{time} of {duration}',
  method: /*i18n*/ 'Method',
  why: /*i18n*/ 'Why',
  source: /*i18n*/ 'Source',
  delivered: /*i18n*/ 'Delivered',
  conversionSpeed: /*i18n*/ 'Conversion speed',
  directPlay: /*i18n*/ 'Direct play',
  remux: /*i18n*/ 'Remux',
  transcode: /*i18n*/ 'Transcode',
  notConverting: /*i18n*/ 'Not converting now',
  measuring: /*i18n*/ 'Measuring…',
  realTime: /*i18n*/ '{speed}× real time',
  skipIntro: /*i18n*/ 'Skip intro',
  skipRecap: /*i18n*/ 'Skip recap',
  skipCredits: /*i18n*/ 'Skip credits',
  nextEpisode: /*i18n*/ 'Next episode',
  notLoaded: /*i18n*/ 'The video could not be loaded',
  notLoadedHint: /*i18n*/ 'The server stopped sending it. Try again in a moment.',
  unplayable: /*i18n*/ "This file's format can't be played in the browser",
  unreachable: /*i18n*/ 'The server could not be reached. Try again in a moment.',
};

/** @typedef {keyof typeof WORDS} WordKey */
/** @typedef {Record<WordKey, string>} Words */

/** The page's words and language; English until the page gives its own (and in the rules' tests). */
let words = /** @type {Words} */ (WORDS);
let language = 'en';

/**
 * Takes up the page's words and language.
 * @param {Partial<Words> | undefined} given
 * @param {string | undefined} lang
 */
export function setWords(given, lang) {
  words = { ...WORDS, ...given };
  language = lang || 'en';
}

/**
 * A word in the page's language, its `{name}` placeholders filled.
 * @param {WordKey} key
 * @param {Record<string, string | number>} [values]
 */
export function word(key, values = {}) {
  return words[key].replace(/\{(\w+)\}/g, (whole, name) => (name in values ? String(values[name]) : whole));
}

/**
 * A number of seconds with one decimal, as the page's language writes it ('0.3', '0,3').
 * @param {number} seconds
 */
export function tenths(seconds) {
  return new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(seconds);
}
