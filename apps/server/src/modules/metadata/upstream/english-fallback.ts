/**
 * TMDB answers in the language asked for and leaves a text empty where a title has no translation in it (an
 * overview most often, sometimes a title, or a genre's name in its list) instead of giving the English one. These
 * find such gaps and fill them from the same answer in English.
 */

/** The texts filled in from English: a title's or an episode's title, name and overview, a genre's name. */
const TEXTS: ReadonlySet<string> = new Set(['title', 'name', 'overview']);

type JsonObject = { [key: string]: unknown };

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

const isList = (value: unknown): value is unknown[] => Array.isArray(value);

const untranslated = (value: unknown) => value === '' || value === null;

/**
 * An item of a list as the English answer's matching item is found: by its id (and media type, in mixed lists).
 * Items without an id (a title's spoken languages, its images) are not matched, nor looked into.
 */
function itemKey(item: unknown): string | undefined {
  if (!isObject(item) || (typeof item.id !== 'number' && typeof item.id !== 'string')) return undefined;
  return `${typeof item.media_type === 'string' ? item.media_type : ''}:${item.id}`;
}

/** Whether an answer has a text to fill in from English. */
export function lacksTexts(value: unknown): boolean {
  if (isList(value)) return value.some((item) => itemKey(item) !== undefined && lacksTexts(item));
  if (!isObject(value)) return false;
  return Object.entries(value).some(([key, field]) => (TEXTS.has(key) && untranslated(field)) || lacksTexts(field));
}

/** `translated` with its empty texts taken from `english`, the same answer in English, where that has them. */
export function fillFromEnglish(translated: unknown, english: unknown): unknown {
  if (isList(translated)) {
    if (!isList(english)) return translated;
    const englishItems = new Map(english.map((item) => [itemKey(item), item]));
    return translated.map((item) => {
      const key = itemKey(item);
      return key === undefined ? item : fillFromEnglish(item, englishItems.get(key));
    });
  }
  if (!isObject(translated) || !isObject(english)) return translated;
  const filled: JsonObject = {};
  for (const [key, field] of Object.entries(translated)) {
    const counterpart = english[key];
    if (!TEXTS.has(key) || !untranslated(field)) filled[key] = fillFromEnglish(field, counterpart);
    else filled[key] = typeof counterpart === 'string' && counterpart !== '' ? counterpart : field;
  }
  return filled;
}

/**
 * The answer `body` (JSON text) with its untranslated texts in English, read from `english()` only when it has such
 * gaps; the body as it is otherwise.
 */
export async function withEnglishWhereUntranslated(body: string, english: () => Promise<string>): Promise<string> {
  const translated: unknown = JSON.parse(body);
  if (!lacksTexts(translated)) return body;
  return JSON.stringify(fillFromEnglish(translated, JSON.parse(await english())));
}
