import { foldText } from '@marquee/core';

// Folding is core's (title matching uses it too); the word lists are the catalogue search's.
export { foldText };

export function foldedWords(text: string): string[] {
  const folded = foldText(text);
  return folded ? folded.split(' ') : [];
}

/** A title's words both ways, so 'queens' and 'amelie' both find theirs. */
export function titleWords(title: string): string[] {
  return [...new Set([...foldedWords(title), ...foldText(title, 'split').split(' ').filter(Boolean)])];
}
