import type { MediaType } from '../api.ts';
import {
  namedMediaType,
  readAssistantRequest,
  readOpenRequest,
  wordsBeyondRequest,
  type AssistantRequest,
} from './assistant-request.ts';
import { foldText } from './text-fold.ts';

/**
 * What a message to the offline assistant asks (docs/behaviour.md#assistant), read without a language model: a
 * greeting, thanks, a question about the assistant, titles like a named one, a kind of film or show, or a title by
 * its name. Whether a named title exists is the catalogue's to say; the reading only says which name to look for.
 */
export type AssistantMessage =
  | { kind: 'greeting' }
  | { kind: 'thanks' }
  | { kind: 'help' }
  /** Titles like the one named ('something like Inception'); `media` when the message names one ('shows like …'). */
  | { kind: 'like'; title: string; media: MediaType | null }
  /**
   * A kind of film or show. `title` when the message holds words beyond the request's own, which may be a title's
   * name ('Family Guy', 'Inception movie'): a title of exactly that name answers it first.
   */
  | { kind: 'discover'; request: AssistantRequest; title: string | null }
  /** A title by its name, as typed; `media` when the message says which ('a show called …'). */
  | { kind: 'title'; title: string; media: MediaType | null }
  | { kind: 'unclear' };

/** Longer than this, a message is a sentence rather than a title's name. */
const TITLE_MAX_WORDS = 10;

/** Phrases as the words they are made of, longest first so that 'hi there' wins over 'hi'. */
const phrases = (...list: string[]): string[][] => list.map((p) => p.split(' ')).sort((a, b) => b.length - a.length);

const GREETINGS = phrases(
  'hi',
  'hello',
  'hey',
  'hiya',
  'howdy',
  'yo',
  'greetings',
  'hi there',
  'hello there',
  'hey there',
  'hi again',
  'hello again',
  'good morning',
  'good afternoon',
  'good evening',
  'good day',
);

const THANKS = sentences(
  'thanks',
  'thank you',
  'thanks a lot',
  'thanks so much',
  'thank you so much',
  'thank you very much',
  'thx',
  'ty',
  'cheers',
  'ok',
  'okay',
  'ok thanks',
  'okay thanks',
  'great',
  'great thanks',
  'cool',
  'cool thanks',
  'nice',
  'perfect',
  'awesome',
);

const HELP = sentences(
  'help',
  'help me',
  'what can you do',
  'what else can you do',
  'what do you do',
  'what are you able to do',
  'what can i ask',
  'what can i ask you',
  'what should i ask',
  'what can you help with',
  'what can you help me with',
  'how can you help',
  'how can you help me',
  'how does this work',
  'how does it work',
  'how do you work',
  'how do i use this',
  'how do i use you',
  'who are you',
  'what are you',
  'what is this',
  'what do you know',
);

const PLEASE = phrases('please', 'pls');
/** Words a message may end on that are no part of what it names. */
const ENDINGS = phrases(
  'please',
  'pls',
  'thanks',
  'thank you',
  'for me',
  'for us',
  'for tonight',
  'tonight',
  'or something',
  'etc',
  'too',
);
const MEDIA_ENDINGS = phrases('movie', 'movies', 'film', 'films', 'show', 'shows', 'series', 'tv show', 'tv series');
const TRAILERS = [...ENDINGS, ...MEDIA_ENDINGS].sort((a, b) => b.length - a.length);

/** Words a title's name may follow: 'tell me about The Dark Knight', 'play the movie Inception'. */
const LEAD_INS = phrases(
  'tell me about',
  'tell me more about',
  'what about',
  'how about',
  'do you have',
  'have you got',
  'is there',
  'search',
  'search for',
  'find',
  'find me',
  'look up',
  'lookup',
  'open',
  'play',
  'watch',
  'i want to watch',
  'i wanna watch',
  'can i watch',
  'where can i watch',
  'lets watch',
  'show me',
  'info on',
  'info about',
  'information on',
  'information about',
  'details of',
  'details on',
  'details for',
  'the movie',
  'the film',
  'the show',
  'the series',
  'the tv show',
  'the tv series',
);

/** What introduces the title in 'something like Inception', 'shows similar to Friends', 'I loved Inception'. */
const LIKE_MARKERS = phrases(
  'like',
  'similar to',
  'in the vein of',
  'in the style of',
  'along the lines of',
  'reminiscent of',
  'comparable to',
);
const LOVED = new Set(['liked', 'loved', 'enjoyed', 'adored']);
/** Words before 'like' that make it the verb: 'I'd like a comedy', 'would you like', 'what is it like'. */
const LIKE_AS_VERB_AFTER = new Set(
  'i we you they he she id youd wed theyd would dont didnt doesnt do does did it its is was look looks feel feels seem seems sound sounds really'.split(
    ' ',
  ),
);
/** Words that say a message names its title: 'a show called Breaking Bad'. */
const CALLED = new Set(['called', 'named', 'titled']);

interface Word {
  /** The word folded for matching ('Léon' → 'leon', "Ocean's" → 'oceans'). */
  key: string;
  start: number;
  end: number;
}

export function readAssistantMessage(text: string): AssistantMessage {
  const all = wordsOf(text);
  if (all.length === 0) return { kind: 'unclear' };
  const words = all.slice(longestPhraseAt(all, 0, GREETINGS));
  if (words.length === 0) return { kind: 'greeting' };

  const sentence = words
    .slice(0, words.length - endingLength(words, PLEASE))
    .map((w) => w.key)
    .join(' ');
  if (THANKS.has(sentence)) return { kind: 'thanks' };
  if (HELP.has(sentence)) return { kind: 'help' };

  const like = readLike(text, words);
  if (like) return like;
  const called = readCalled(text, words);
  if (called) return called;

  const rest = text.slice(words[0]!.start);
  const request = readAssistantRequest(rest) ?? readOpenRequest(rest);
  if (request) {
    return { kind: 'discover', request, title: wordsBeyondRequest(rest).length > 0 ? titleName(text, words) : null };
  }
  const title = titleName(text, words);
  return title === null ? { kind: 'unclear' } : { kind: 'title', title, media: null };
}

/** 'something like Inception', 'movies similar to The Dark Knight', 'I loved Inception, what else?' */
function readLike(text: string, words: Word[]): AssistantMessage | null {
  for (let i = 0; i < words.length; i++) {
    const before = words[i - 1]?.key;
    let length = longestPhraseAt(words, i, LIKE_MARKERS);
    if (length === 1 && before !== undefined && LIKE_AS_VERB_AFTER.has(before)) length = 0;
    if (length === 0 && LOVED.has(words[i]!.key) && (before === 'i' || before === 'we' || before === 'really')) length = 1;
    if (length === 0) continue;
    // The title runs to the end of its clause: 'I loved Inception, what else?' names 'Inception'.
    const clause = untilClauseEnd(text, words.slice(i + length));
    const title = titleName(text, clause);
    // 'something like a scary movie' asks for a kind, not for titles like one.
    if (title === null || isPlainRequest(title)) return null;
    const media = namedMediaType(text.slice(words[0]!.start, words[i]!.start));
    return { kind: 'like', title, media };
  }
  return null;
}

/** 'is there a show called Breaking Bad?' */
function readCalled(text: string, words: Word[]): AssistantMessage | null {
  const at = words.findIndex((word, i) => i > 0 && CALLED.has(word.key));
  if (at < 0) return null;
  const title = titleName(text, words.slice(at + 1));
  if (title === null) return null;
  return { kind: 'title', title, media: namedMediaType(text.slice(words[0]!.start, words[at]!.start)) };
}

function isPlainRequest(text: string): boolean {
  return readAssistantRequest(text) !== null && wordsBeyondRequest(text).length === 0;
}

/**
 * The name in `words` as typed, without what leads into it or trails after it; null when nothing is left but
 * filler ('something'), or a sentence too long to be a name.
 */
function titleName(text: string, words: Word[]): string | null {
  let start = 0;
  for (let lead = longestPhraseAt(words, 0, LEAD_INS); lead > 0; lead = longestPhraseAt(words, start, LEAD_INS)) start += lead;
  let end = words.length;
  for (
    let trail = endingLength(words.slice(start, end), TRAILERS);
    trail > 0;
    trail = endingLength(words.slice(start, end), TRAILERS)
  ) {
    end -= trail;
  }
  const name = words.slice(start, end);
  if (name.length === 0 || name.length > TITLE_MAX_WORDS) return null;
  const typed = text.slice(name[0]!.start, name.at(-1)!.end);
  return wordsBeyondRequest(typed).length > 0 ? typed : null;
}

/** The words up to the first comma, semicolon, question or exclamation mark, colon, or full stop between them. */
function untilClauseEnd(text: string, words: Word[]): Word[] {
  const end = words.findIndex((word, i) => i > 0 && /[,;:!?]|\.\s/.test(text.slice(words[i - 1]!.end, word.start)));
  return end < 0 ? words : words.slice(0, end);
}

function wordsOf(text: string): Word[] {
  return [...text.matchAll(/[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}\p{N}]+)*/gu)].map((match) => ({
    key: foldText(match[0]),
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** How many words the longest of `list` takes at `at`; 0 when none starts there. */
function longestPhraseAt(words: Word[], at: number, list: string[][]): number {
  return list.find((phrase) => phrase.every((key, i) => words[at + i]?.key === key))?.length ?? 0;
}

/** How many words the longest of `list` takes at the end of `words`; 0 when none ends them. */
function endingLength(words: Word[], list: string[][]): number {
  return (
    list.find((phrase) => phrase.length <= words.length && longestPhraseAt(words, words.length - phrase.length, [phrase]))
      ?.length ?? 0
  );
}

function sentences(...list: string[]): ReadonlySet<string> {
  return new Set(list);
}
