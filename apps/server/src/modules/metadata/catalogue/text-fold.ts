/**
 * Text folded for matching: lower case, accents and other marks removed, '&' read as 'and', and
 * everything that is not a letter or digit turned into a space ('Léon' → 'leon',
 * "The Queen's Gambit" → 'the queens gambit').
 */
export function foldText(text: string): string {
  return text
    .replace(/¢/g, 'c')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function foldedWords(text: string): string[] {
  const folded = foldText(text);
  return folded ? folded.split(' ') : [];
}
