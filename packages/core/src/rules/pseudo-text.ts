/**
 * The pseudo-language's text for English `text`: every letter accented and the text 40 % longer, to find cut text,
 * and English left on screen (a run of plain ASCII letters came from no catalogue).
 */
export function pseudoText(text: string): string {
  if (!/\S/.test(text)) return text;
  const accented = accentLetters(text);
  // In words of six, as a longer language's words are: one unbroken run would be a word no language has.
  const padding = Array.from({ length: Math.ceil(text.trim().length * 0.4) }, (_, index) => (index % 7 === 6 ? ' ' : '~'))
    .join('')
    .replace(/ $/, '~');
  return accented.replace(/\s*$/, (end) => padding + end);
}

/** `text` with every ASCII letter decorated and no longer: how the pseudo-language shows what Intl writes. */
export const accentLetters = (text: string): string => [...text].map((letter) => PSEUDO_LETTERS[letter] ?? letter).join('');

/** An accented or otherwise decorated form of each ASCII letter, still readable. */
const PSEUDO_LETTERS = letterPairs('abcdefghijklmnopqrstuvwxyz', 'áƀçðéƒğħíĵķļɱñóþǫŕšŧúṽŵẋýž');
Object.assign(PSEUDO_LETTERS, letterPairs('ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'ÁƁÇÐÉƑĞĦÍĴĶĻṀÑÓÞǪŔŠŦÚṼŴẊÝŽ'));

function letterPairs(plain: string, decorated: string): Record<string, string> {
  const forms = [...decorated];
  return Object.fromEntries([...plain].map((letter, index): [string, string] => [letter, forms[index] ?? letter]));
}
