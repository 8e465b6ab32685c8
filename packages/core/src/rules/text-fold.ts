/**
 * Text folded for matching: lower case, accents and other marks removed, '&' read as 'and', and
 * everything that is not a letter or digit turned into a space ('Léon' → 'leon'). Apostrophes
 * join by default ("Queen's" → 'queens'); split, they separate elided words ("d'Amélie" → 'd amelie').
 */
export function foldText(text: string, apostrophes: 'join' | 'split' = 'join'): string {
  return text
    .replace(/¢/g, 'c')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, apostrophes === 'join' ? '' : ' ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
