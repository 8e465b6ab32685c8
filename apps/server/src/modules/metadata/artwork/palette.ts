/**
 * Colours of a generated image: a dark two-stop background, a brighter accent for the motif and a
 * light ink for text. Hues come from the title's mood (its genres) and a seeded random stream, so
 * the same title always gets the same colours and neighbouring titles differ.
 */
export interface Palette {
  backgroundFrom: string;
  backgroundTo: string;
  accent: string;
  ink: string;
  muted: string;
}

/** Hue ranges (degrees) by mood; calm, cinematic colours rather than pure primaries. */
const MOOD_HUES = {
  dread: [340, 370],
  tension: [190, 230],
  warmth: [12, 48],
  wonder: [185, 275],
  adventure: [18, 42],
  gravity: [255, 320],
  nature: [120, 170],
  any: [0, 360],
} as const;
export type Mood = keyof typeof MOOD_HUES;

const hsl = (h: number, s: number, l: number) =>
  `hsl(${Math.round(((h % 360) + 360) % 360)} ${Math.round(s)}% ${Math.round(l)}%)`;

export function paletteFor(mood: Mood, random: () => number): Palette {
  const [from, to] = MOOD_HUES[mood];
  const hue = from + random() * (to - from);
  const shift = 20 + random() * 40;
  const accentHue = hue + (random() < 0.5 ? 150 : 180) + random() * 30;
  return {
    backgroundFrom: hsl(hue, 30 + random() * 25, 9 + random() * 6),
    backgroundTo: hsl(hue + shift, 35 + random() * 25, 20 + random() * 10),
    accent: hsl(accentHue, 55 + random() * 20, 58 + random() * 10),
    ink: hsl(hue, 25, 95),
    muted: hsl(hue, 15, 72),
  };
}
