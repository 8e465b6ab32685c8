import { extensionOf, stemOf, SUBTITLE_EXTENSIONS } from './file-types.ts';

/** Subtitle files beside a video, and the languages their names give. */

export interface SidecarSubtitle {
  language: string | null;
  forced: boolean;
  sdh: boolean;
  /**
   * srt and vtt: text the browser shows; ass (ASS and SSA alike: one renderer draws both): styled text; sup (PGS)
   * and vobsub (`.idx`): pictures; other: none of them.
   */
  format: 'srt' | 'vtt' | 'ass' | 'sup' | 'vobsub' | 'other';
}

/** ISO 639-1 code, English name, ISO 639-2 codes (bibliographic and terminology) and other names it goes by. */
const LANGUAGES: readonly (readonly [string, string, readonly string[], readonly string[]])[] = [
  ['af', 'Afrikaans', ['afr'], []],
  ['ar', 'Arabic', ['ara'], ['العربية']],
  ['bg', 'Bulgarian', ['bul'], ['български']],
  ['bn', 'Bengali', ['ben'], ['bangla']],
  ['bs', 'Bosnian', ['bos'], []],
  ['ca', 'Catalan', ['cat'], ['català']],
  ['cs', 'Czech', ['cze', 'ces'], ['čeština']],
  ['cy', 'Welsh', ['wel', 'cym'], ['cymraeg']],
  ['da', 'Danish', ['dan'], ['dansk']],
  ['de', 'German', ['ger', 'deu'], ['deutsch']],
  ['el', 'Greek', ['gre', 'ell'], ['ελληνικά']],
  ['en', 'English', ['eng'], []],
  ['es', 'Spanish', ['spa'], ['español', 'castellano', 'latino']],
  ['et', 'Estonian', ['est'], ['eesti']],
  ['eu', 'Basque', ['baq', 'eus'], ['euskara']],
  ['fa', 'Persian', ['per', 'fas'], ['farsi', 'فارسی']],
  ['fi', 'Finnish', ['fin'], ['suomi']],
  ['fil', 'Filipino', ['fil'], ['tagalog']],
  ['fr', 'French', ['fre', 'fra'], ['français']],
  ['ga', 'Irish', ['gle'], ['gaeilge']],
  ['gl', 'Galician', ['glg'], ['galego']],
  ['he', 'Hebrew', ['heb'], ['עברית', 'iw']],
  ['hi', 'Hindi', ['hin'], ['हिन्दी']],
  ['hr', 'Croatian', ['hrv'], ['hrvatski']],
  ['hu', 'Hungarian', ['hun'], ['magyar']],
  ['hy', 'Armenian', ['arm', 'hye'], []],
  ['id', 'Indonesian', ['ind'], ['bahasa indonesia']],
  ['is', 'Icelandic', ['ice', 'isl'], ['íslenska']],
  ['it', 'Italian', ['ita'], ['italiano']],
  ['ja', 'Japanese', ['jpn'], ['日本語', 'jp']],
  ['ka', 'Georgian', ['geo', 'kat'], []],
  ['kk', 'Kazakh', ['kaz'], []],
  ['km', 'Khmer', ['khm'], []],
  ['kn', 'Kannada', ['kan'], []],
  ['ko', 'Korean', ['kor'], ['한국어']],
  ['ku', 'Kurdish', ['kur'], []],
  ['lt', 'Lithuanian', ['lit'], ['lietuvių']],
  ['lv', 'Latvian', ['lav'], ['latviešu']],
  ['mk', 'Macedonian', ['mac', 'mkd'], []],
  ['ml', 'Malayalam', ['mal'], []],
  ['mn', 'Mongolian', ['mon'], []],
  ['mr', 'Marathi', ['mar'], []],
  ['ms', 'Malay', ['may', 'msa'], ['bahasa melayu']],
  ['my', 'Burmese', ['bur', 'mya'], []],
  ['nb', 'Norwegian Bokmål', ['nob'], ['bokmål']],
  ['ne', 'Nepali', ['nep'], []],
  ['nl', 'Dutch', ['dut', 'nld'], ['nederlands', 'flemish']],
  ['nn', 'Norwegian Nynorsk', ['nno'], ['nynorsk']],
  ['no', 'Norwegian', ['nor'], ['norsk']],
  ['pa', 'Punjabi', ['pan'], []],
  ['pl', 'Polish', ['pol'], ['polski']],
  ['pt', 'Portuguese', ['por', 'pob'], ['português', 'brazilian', 'brazilian portuguese']],
  ['ro', 'Romanian', ['rum', 'ron'], ['română']],
  ['ru', 'Russian', ['rus'], ['русский']],
  ['si', 'Sinhala', ['sin'], []],
  ['sk', 'Slovak', ['slo', 'slk'], ['slovenčina']],
  ['sl', 'Slovenian', ['slv'], ['slovene', 'slovenščina']],
  ['sq', 'Albanian', ['alb', 'sqi'], ['shqip']],
  ['sr', 'Serbian', ['srp'], ['srpski', 'српски']],
  ['sv', 'Swedish', ['swe'], ['svenska']],
  ['sw', 'Swahili', ['swa'], ['kiswahili']],
  ['ta', 'Tamil', ['tam'], []],
  ['te', 'Telugu', ['tel'], []],
  ['th', 'Thai', ['tha'], ['ไทย']],
  ['tr', 'Turkish', ['tur'], ['türkçe']],
  ['uk', 'Ukrainian', ['ukr'], ['українська']],
  ['ur', 'Urdu', ['urd'], []],
  ['vi', 'Vietnamese', ['vie'], ['tiếng việt']],
  ['zh', 'Chinese', ['chi', 'zho', 'chs', 'cht'], ['中文', 'mandarin', 'cantonese', 'simplified', 'traditional']],
];

/** Every code and name, lower case, to its ISO 639-1 code. */
const LANGUAGE_BY_TAG = new Map<string, string>(
  LANGUAGES.flatMap(([code, name, codes, names]) =>
    [code, name, ...codes, ...names].map((tag) => [tag.toLowerCase(), code] as [string, string]),
  ),
);

const LANGUAGE_NAMES = new Map<string, string>(LANGUAGES.map(([code, name]) => [code, name]));

/**
 * The ISO 639-1 code of a language tag: a two- or three-letter code ('en', 'eng', 'ger', 'deu'), a name ('English',
 * 'Français'), or a code with a region or script ('pt-BR', 'zh_Hans'). Null when unknown, and for 'und'.
 */
export function subtitleLanguage(tag: string): string | null {
  const text = tag.trim().toLowerCase();
  return LANGUAGE_BY_TAG.get(text) ?? LANGUAGE_BY_TAG.get(text.split(/[-_]/)[0]!) ?? null;
}

/** The languages the library reads, as ISO 639-1 codes with their English names, by name. */
export const KNOWN_LANGUAGES: readonly { code: string; name: string }[] = LANGUAGES.map(([code, name]) => ({ code, name })).sort(
  (a, b) => a.name.localeCompare(b.name, 'en'),
);

/** A language's name in English ('en' → 'English'); any other tag read as above; the tag itself when unknown. */
export function languageName(code: string): string {
  const known = subtitleLanguage(code);
  return (known && LANGUAGE_NAMES.get(known)) ?? code;
}

function subtitleFormat(extension: string): SidecarSubtitle['format'] {
  if (extension === 'ass' || extension === 'ssa') return 'ass';
  if (extension === 'srt' || extension === 'vtt' || extension === 'sup') return extension;
  // A VobSub pair is named by its index file; its pictures are in the `.sub` beside it.
  return extension === 'idx' ? 'vobsub' : 'other';
}

/** Tags that say which subtitles a file holds rather than its language. */
const FORCED_TAGS = new Set(['forced', 'foreign']);
const SDH_TAGS = new Set(['sdh', 'cc', 'hi', 'hoh']);
/** A tag that says nothing the player needs. */
const IGNORED_TAGS = new Set(['default']);

/**
 * A subtitle file beside a video (docs/behaviour.md#library-file-names): the video's name without its extension,
 * then tags after a dot — a language, `forced`, `sdh`/`cc`/`hi`, `default` — in any order, separated by dots, spaces
 * or brackets (`.English (SDH)`), then the subtitle extension.
 * 'hi' is Hindi as the first language tag and "hearing impaired" after one. Null when the file is not a subtitle,
 * does not start with the video's name, or carries a tag that is none of these (then it belongs to another video:
 * `Movie.Part2.en.srt` is not `Movie.mkv`'s).
 */
export function parseSidecarSubtitle(videoFileName: string, subtitleFileName: string): SidecarSubtitle | null {
  const video = videoFileName.split('/').at(-1)!;
  const subtitle = subtitleFileName.split('/').at(-1)!;
  const extension = extensionOf(subtitle);
  if (!SUBTITLE_EXTENSIONS.includes(extension)) return null;
  const base = stemOf(video);
  const rest = stemOf(subtitle);
  if (base === '' || rest.length < base.length || rest.slice(0, base.length).toLowerCase() !== base.toLowerCase()) return null;
  const tail = rest.slice(base.length);
  if (tail !== '' && !tail.startsWith('.')) return null;
  return readTags(tail.split(/[.\s()[\]]+/), subtitleFormat(extension));
}

/**
 * The language and kind that tags give (`en`, `forced`, `sdh`), or null when one is none of these. 'hi' is Hindi as
 * the first language tag and "hearing impaired" after one.
 */
function readTags(words: readonly string[], format: SidecarSubtitle['format']): SidecarSubtitle | null {
  const result: SidecarSubtitle = { language: null, forced: false, sdh: false, format };
  for (const word of words.map((w) => w.toLowerCase()).filter(Boolean)) {
    if (FORCED_TAGS.has(word)) result.forced = true;
    else if (SDH_TAGS.has(word) && (word !== 'hi' || result.language !== null)) result.sdh = true;
    else if (IGNORED_TAGS.has(word)) continue;
    else if (result.language === null && subtitleLanguage(word) !== null) result.language = subtitleLanguage(word);
    else return null;
  }
  return result;
}

/** The folders releases keep subtitles in, beside the video: `Subs/`, `Subtitles/`. */
export function isSubtitleFolderName(name: string): boolean {
  return /^(?:subs|subtitles)$/i.test(name);
}

/**
 * A subtitle file in a release's subtitle folder, named for its language only: `2_English.srt` (a track number, then
 * the language), `English.srt`, `3_English_SDH.srt`, `Spanish (Forced).srt`. Null when the name gives no language,
 * or carries a word that is neither a language nor a kind: such a file is not known to be subtitles of anything.
 */
export function parseSubtitleFolderFile(subtitleFileName: string): SidecarSubtitle | null {
  const name = subtitleFileName.split('/').at(-1)!;
  const extension = extensionOf(name);
  if (!SUBTITLE_EXTENSIONS.includes(extension)) return null;
  const stem = stemOf(name).replace(/^\d+(?:[_\s.-]+|$)/, '');
  // A language of two words: `2_Brazilian Portuguese.srt`.
  const whole = subtitleLanguage(stem.replace(/_/g, ' '));
  if (whole) return { language: whole, forced: false, sdh: false, format: subtitleFormat(extension) };
  const parsed = readTags(stem.split(/[._\s()[\]]+/), subtitleFormat(extension));
  return parsed?.language ? parsed : null;
}

/**
 * A subtitle file of a video, by where it lies from the video's folder (docs/behaviour.md#library-file-names):
 * - beside it, named after it (`Film (2009).en.srt`; parseSidecarSubtitle);
 * - in a `Subs/` or `Subtitles/` folder beside it, named after it, or named for a language only (`Subs/2_English.srt`)
 *   when the video is the only one in its folder (a season's folder holds many: whose would it be?);
 * - in a folder named after the video in there, as TV releases keep them (`Subs/Show.S01E01/2_English.srt`).
 * `onlyVideo` says whether the video is alone in its folder. Null for anything else.
 */
export function parseVideoSubtitle(videoFileName: string, subtitlePath: string, onlyVideo: boolean): SidecarSubtitle | null {
  const video = videoFileName.split('/').at(-1)!;
  const segments = subtitlePath.split('/');
  if (segments.length === 1) return parseSidecarSubtitle(video, subtitlePath);
  if (!isSubtitleFolderName(segments[0]!) || segments.length > 3) return null;
  const file = segments.at(-1)!;
  if (segments.length === 3 && segments[1]!.toLowerCase() !== stemOf(video).toLowerCase()) return null;
  const named = parseSidecarSubtitle(video, file);
  if (named) return named;
  return segments.length === 3 || onlyVideo ? parseSubtitleFolderFile(file) : null;
}
