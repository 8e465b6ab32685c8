/**
 * Fits a title into a box without measuring text: glyph widths are estimated per typeface, words
 * wrap greedily, and the largest size that keeps every word whole within the line limit wins.
 */
export interface Typeface {
  family: string;
  weight: number;
  uppercase: boolean;
  /** Letter spacing in em. */
  tracking: number;
  /** Average glyph width in em (with tracking), on the safe side. */
  width: number;
}

export const TYPEFACES: readonly Typeface[] = [
  { family: "Georgia, 'Times New Roman', serif", weight: 700, uppercase: false, tracking: 0, width: 0.58 },
  { family: "'Helvetica Neue', Arial, sans-serif", weight: 800, uppercase: true, tracking: 0.03, width: 0.8 },
  // Sized for the Arial fallback: narrow faces are missing on many machines.
  {
    family: "'Arial Narrow', 'Roboto Condensed', 'Helvetica Neue', Arial, sans-serif",
    weight: 700,
    uppercase: true,
    tracking: 0.06,
    width: 0.8,
  },
  {
    family: "'Palatino Linotype', Palatino, 'Book Antiqua', Georgia, serif",
    weight: 400,
    uppercase: false,
    tracking: 0.01,
    width: 0.55,
  },
];

export interface TitleBlock {
  lines: string[];
  fontSize: number;
  lineHeight: number;
}

export function fitTitle(
  title: string,
  face: Typeface,
  box: { width: number; maxLines: number; maxSize: number; minSize: number },
): TitleBlock {
  const text = face.uppercase ? title.toUpperCase() : title;
  const words = text.split(/\s+/).filter(Boolean);
  for (let size = box.maxSize; size >= box.minSize; size -= 2) {
    const perLine = Math.floor(box.width / (size * face.width));
    if (words.some((w) => w.length > perLine)) continue;
    const lines = wrap(words, perLine);
    if (lines.length <= box.maxLines) return { lines, fontSize: size, lineHeight: Math.round(size * 1.12) };
  }
  // Too long even at the smallest size: keep what fits and end with an ellipsis.
  const perLine = Math.max(1, Math.floor(box.width / (box.minSize * face.width)));
  const lines = wrap(
    words.map((w) => (w.length > perLine ? `${w.slice(0, perLine - 1)}…` : w)),
    perLine,
  );
  const kept = lines.slice(0, box.maxLines);
  if (lines.length > box.maxLines) kept[kept.length - 1] = `${(kept.at(-1) ?? '').slice(0, perLine - 1)}…`;
  return { lines: kept, fontSize: box.minSize, lineHeight: Math.round(box.minSize * 1.12) };
}

function wrap(words: string[], perLine: number): string[] {
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= perLine) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}
