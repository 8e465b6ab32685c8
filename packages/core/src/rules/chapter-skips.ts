import type { ChapterSkip } from '../playback.ts';
import { foldText } from './text-fold.ts';

/**
 * Which chapters the player offers to skip (docs/behaviour.md#player), by their names as files carry them: an
 * intro, a recap or credits. A name counts only when it is the whole name, folded (case, accents and punctuation
 * aside), in English or another common language, with a number after it at most ('OP2', 'Ending 1'); or, for a
 * recap, one of its well-known openings ('Previously on Friends'). So 'Chapter 1', 'The Ending of Things' and
 * 'Post-credits scene' are the film's own, never skipped.
 */

const NAMES: Record<ChapterSkip, string[]> = {
  intro: [
    'intro',
    'introduction',
    'opening',
    'op',
    'opening credits',
    'opening titles',
    'opening theme',
    'opening song',
    'title sequence',
    'main titles',
    'theme song',
    // German, French, Spanish, Italian, Portuguese, Dutch, Japanese, Chinese, Korean.
    'vorspann',
    'generique',
    'generique de debut',
    'generique d ouverture',
    'introduccion',
    'apertura',
    'cabecera',
    'creditos iniciales',
    'sigla',
    'sigla iniziale',
    'sigla di apertura',
    'titoli di testa',
    'abertura',
    'introducao',
    'creditos de abertura',
    'begintitels',
    'オープニング',
    'イントロ',
    '片头',
    '片頭',
    '片头曲',
    '오프닝',
    '인트로',
  ],
  recap: [
    'recap',
    'previously',
    'previously on',
    'last time',
    'last time on',
    'the story so far',
    'story so far',
    'rückblick',
    'ruckblick',
    'was bisher geschah',
    'resume',
    'precedemment',
    'precedemment dans',
    'dans les episodes precedents',
    'resumen',
    'anteriormente',
    'anteriormente en',
    'anteriormente em',
    'riassunto',
    'nelle puntate precedenti',
    'in precedenza',
    'あらすじ',
    '前回のあらすじ',
    '前情提要',
    '지난 이야기',
  ],
  credits: [
    'credits',
    'end credits',
    'ending credits',
    'closing credits',
    'end titles',
    'ending',
    'ed',
    'ending theme',
    'ending song',
    'outro',
    'abspann',
    'nachspann',
    'generique de fin',
    'creditos',
    'creditos finales',
    'creditos finais',
    'titoli di coda',
    'sigla finale',
    'sigla di chiusura',
    'aftiteling',
    'エンディング',
    'スタッフロール',
    '片尾',
    '片尾曲',
    '엔딩',
    '엔딩 크레딧',
  ],
};

/** Openings that make the rest of the name a show's ('Previously on Friends', 'Précédemment dans Dexter'). */
const RECAP_OPENINGS = [
  'previously on ',
  'last time on ',
  'precedemment dans ',
  'anteriormente en ',
  'anteriormente em ',
  'zuvor bei ',
];

const fold = (name: string) => foldText(name, 'split');

const KINDS = new Map<string, ChapterSkip>();
for (const [kind, names] of Object.entries(NAMES) as Array<[ChapterSkip, string[]]>) {
  for (const name of names) KINDS.set(fold(name), kind);
}

/** What a chapter named `title` is to skip: 'intro', 'recap', 'credits', or null for the film's own. */
export function chapterSkip(title: string | null): ChapterSkip | null {
  if (title === null) return null;
  const name = fold(title);
  if (name === '') return null;
  const kind = KINDS.get(name) ?? KINDS.get(name.replace(/ ?\d{1,2}$/, ''));
  if (kind) return kind;
  return RECAP_OPENINGS.some((opening) => name.startsWith(opening) && name.length > opening.length) ? 'recap' : null;
}
