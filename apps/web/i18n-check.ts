import { parse, type Token } from '@messageformat/parser';

/**
 * The rules every catalogue keeps (docs/translating.md#checks), for `npm test`: a language has each of the
 * code's messages translated, none the code does not use, and each translation has the English message's shape.
 */

/** A message's shape: its placeholders, plurals, selects and tags, which a translation must keep. */
export function messageShape(message: string): string[] {
  // Lingui writes the elements of a message as numbered tags (`Go <0>home</0>`), which ICU reads as text.
  const shape: string[] = [];
  const walk = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      if (token.type === 'content') {
        for (const tag of token.value.matchAll(/<\/?(\d+)\/?>/g)) shape.push(`tag ${tag[0]}`);
      } else if (token.type === 'argument') shape.push(`{${token.arg}}`);
      else if (token.type === 'function') shape.push(`{${token.arg}, ${token.key}}`);
      else if (token.type === 'select') {
        // A select's cases are the code's values: the same in every language.
        shape.push(`{${token.arg}, select, ${token.cases.map((c) => c.key).join(' ')}}`);
        for (const c of token.cases) walk(c.tokens);
      } else if (token.type === 'plural' || token.type === 'selectordinal') {
        // A plural's cases are the language's own (Polish has 'few' and 'many', Japanese 'other' alone).
        shape.push(`{${token.arg}, ${token.type}}`);
        for (const c of token.cases) walk(c.tokens);
      }
    }
  };
  walk(parse(message));
  // Each placeholder counted once: a translation may name one in every case of a plural, or in a different order.
  return [...new Set(shape)].sort();
}

/** Why `translation` does not fit `english`, or null when it does. */
export function translationProblem(english: string, translation: string): string | null {
  if (!translation.trim()) return 'not translated';
  let shape: string[];
  try {
    shape = messageShape(translation);
  } catch (error) {
    return `not valid ICU MessageFormat: ${error instanceof Error ? error.message : String(error)}`;
  }
  const expected = messageShape(english);
  const missing = expected.filter((part) => !shape.includes(part));
  const extra = shape.filter((part) => !expected.includes(part));
  if (missing.length === 0 && extra.length === 0) return pluralProblem(translation);
  return [
    missing.length > 0 ? `lacks ${missing.join(', ')}` : '',
    extra.length > 0 ? `has ${extra.join(', ')}, which English has not` : '',
  ]
    .filter(Boolean)
    .join('; ');
}

/** Every plural needs its 'other' case, which a language uses for any count its other cases do not name. */
function pluralProblem(translation: string): string | null {
  const lacking: string[] = [];
  const walk = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      if (token.type !== 'plural' && token.type !== 'selectordinal' && token.type !== 'select') continue;
      if (!token.cases.some((c) => c.key === 'other')) lacking.push(token.arg);
      for (const c of token.cases) walk(c.tokens);
    }
  };
  walk(parse(translation));
  return lacking.length > 0 ? `has no 'other' case for ${lacking.join(', ')}` : null;
}

/** One message of a catalogue: its English text and context, and its translation. */
export interface CatalogueEntry {
  message: string;
  context?: string;
  translation: string;
}

/** A message's identity in a catalogue: its context and English text. */
const entryKey = (entry: { message: string; context?: string }) => `${entry.context ?? ''}\u0004${entry.message}`;

/**
 * How a catalogue is held to the code: English's own (`source`) needs no translations, being the list of the code's
 * messages; a language the app speaks (`complete`) has every one translated; one still being translated
 * (`in-translation`) may leave messages untranslated, but what it translates has English's shape.
 */
export type CatalogueKind = 'source' | 'complete' | 'in-translation';

/** What is wrong with a language's catalogue, given the code's messages: each a line naming the message. */
export function catalogueProblems(
  code: ReadonlyArray<{ message: string; context?: string }>,
  entries: readonly CatalogueEntry[],
  kind: CatalogueKind = 'complete',
): string[] {
  const problems: string[] = [];
  const inCode = new Set(code.map(entryKey));
  const inCatalogue = new Map(entries.map((entry) => [entryKey(entry), entry]));
  const name = (entry: { message: string; context?: string }) =>
    entry.context ? `"${entry.message}" (${entry.context})` : `"${entry.message}"`;
  for (const message of code) {
    const entry = inCatalogue.get(entryKey(message));
    if (!entry) problems.push(`${name(message)} is missing`);
    else if (kind === 'complete' || (kind === 'in-translation' && entry.translation.trim())) {
      const problem = translationProblem(message.message, entry.translation);
      if (problem) problems.push(`${name(message)} ${problem}`);
    }
  }
  for (const entry of entries) if (!inCode.has(entryKey(entry))) problems.push(`${name(entry)} is not used by the code`);
  return problems;
}
