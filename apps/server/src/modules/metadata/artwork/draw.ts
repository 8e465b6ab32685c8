import { escapeXml } from '../../../lib/escape-xml.ts';
import { seededRandom } from '../../../lib/hash.ts';
import { fitTitle, TYPEFACES, type Typeface } from '../../../lib/title-layout.ts';
import { MOTIFS } from './motifs.ts';
import { paletteFor, type Mood, type Palette } from './palette.ts';

/**
 * Draws the offline catalogue's images as SVG: posters (2:3), backdrops and stills (16:9), logos
 * (title typography on a transparent ground) and profile pictures (initials). Everything derives
 * from a seed, so a title always gets the same artwork, and its poster, backdrop and logo share
 * colours and typeface.
 */
export interface ArtSubject {
  /** Stable identity of the title ('movie:123'); decides colours, typeface and motif. */
  seed: string;
  mood: Mood;
}

export const POSTER = { width: 500, height: 750 };
export const WIDE = { width: 1280, height: 720 };
const LOGO_WIDTH = 1000;

interface Look {
  palette: Palette;
  face: Typeface;
}

function lookOf(subject: ArtSubject): Look {
  const random = seededRandom(`${subject.seed}:look`);
  const palette = paletteFor(subject.mood, random);
  const face = TYPEFACES[Math.floor(random() * TYPEFACES.length)] ?? TYPEFACES[0]!;
  return { palette, face };
}

function svg(width: number, height: number, label: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(label)}">${body}</svg>`;
}

/** Background gradient, motif, and a soft shade where text or an overlay will sit. */
function scene(width: number, height: number, palette: Palette, variant: string, shade: 'bottom' | 'none'): string {
  const random = seededRandom(variant);
  const motif = MOTIFS[Math.floor(random() * MOTIFS.length)] ?? MOTIFS[0]!;
  const angle = Math.floor(random() * 4);
  const [x2, y2] = [
    ['0', '1'],
    ['1', '1'],
    ['1', '0'],
    ['0.3', '1'],
  ][angle]!;
  const shadeDefs =
    shade === 'bottom'
      ? `<linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0.45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.7"/></linearGradient>`
      : '';
  const shadeRect = shade === 'bottom' ? `<rect width="${width}" height="${height}" fill="url(#s)"/>` : '';
  return `<defs><linearGradient id="g" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${palette.backgroundFrom}"/><stop offset="1" stop-color="${palette.backgroundTo}"/></linearGradient>${shadeDefs}</defs><rect width="${width}" height="${height}" fill="url(#g)"/>${motif(width, height, palette, random)}${shadeRect}`;
}

function textLines(
  lines: string[],
  x: number,
  firstBaseline: number,
  lineHeight: number,
  face: Typeface,
  size: number,
  fill: string,
): string {
  const attrs = `font-family="${escapeXml(face.family)}" font-weight="${face.weight}" font-size="${size}" letter-spacing="${face.tracking}em" fill="${fill}"`;
  return lines
    .map((line, i) => `<text x="${x}" y="${firstBaseline + i * lineHeight}" ${attrs}>${escapeXml(line)}</text>`)
    .join('');
}

/**
 * A poster: title set large at the foot, an accent rule and a caption ('2009 · FILM', 'SEASON 2'); or, not
 * lettered, the key art alone. Small posters go unlettered: the cards that show them print the title beneath,
 * and a phone lays out the text of every poster in a row as it loads, at a cost of several milliseconds each.
 */
export function drawPoster(subject: ArtSubject, title: string, caption: string, variant = '', lettered = true): string {
  const { width, height } = POSTER;
  const { palette, face } = lookOf(subject);
  if (!lettered) return svg(width, height, title, scene(width, height, palette, `${subject.seed}:${variant}poster`, 'none'));
  const margin = 40;
  const block = fitTitle(title, face, { width: width - margin * 2, maxLines: 4, maxSize: 92, minSize: 26 });
  const captionY = height - 44;
  const ruleY = captionY - 34;
  const lastBaseline = ruleY - 26;
  const firstBaseline = lastBaseline - (block.lines.length - 1) * block.lineHeight;
  const body =
    scene(width, height, palette, `${subject.seed}:${variant}poster`, 'bottom') +
    textLines(block.lines, margin, firstBaseline, block.lineHeight, face, block.fontSize, palette.ink) +
    `<rect x="${margin}" y="${ruleY}" width="56" height="4" fill="${palette.accent}"/>` +
    `<text x="${margin}" y="${captionY}" font-family="'Helvetica Neue', Arial, sans-serif" font-size="17" font-weight="600" letter-spacing="0.18em" fill="${palette.muted}">${escapeXml(caption.toUpperCase())}</text>`;
  return svg(width, height, title, body);
}

/** A backdrop or still: the title's colours and a motif, no text (pages put their own over it). */
export function drawWide(subject: ArtSubject, label: string, variant: string): string {
  const { width, height } = WIDE;
  const { palette } = lookOf(subject);
  return svg(width, height, label, scene(width, height, palette, `${subject.seed}:${variant}`, 'none'));
}

function logoBlock(subject: ArtSubject, title: string) {
  const { face, palette } = lookOf(subject);
  const block = fitTitle(title, face, { width: LOGO_WIDTH - 20, maxLines: 2, maxSize: 150, minSize: 56 });
  const height = block.lines.length * block.lineHeight + Math.round(block.fontSize * 0.3);
  return { face, palette, block, height };
}

/** Size of a title's logo, for the images list (TMDB gives width, height and aspect ratio). */
export function logoSize(subject: ArtSubject, title: string): { width: number; height: number } {
  return { width: LOGO_WIDTH, height: logoBlock(subject, title).height };
}

/** A logo: the title in its typeface on a transparent ground, light ink for dark heroes. */
export function drawLogo(subject: ArtSubject, title: string): string {
  const { face, palette, block, height } = logoBlock(subject, title);
  const body = textLines(block.lines, 10, Math.round(block.fontSize * 0.95), block.lineHeight, face, block.fontSize, palette.ink);
  return svg(LOGO_WIDTH, height, title, body);
}

/** A profile picture (2:3) with the person's initials. */
export function drawProfile(subject: ArtSubject, name: string): string {
  const width = 300;
  const height = 450;
  const { palette } = lookOf(subject);
  const initials = name
    .split(/\s+/)
    .filter((w) => /^\p{L}/u.test(w))
    .map((w) => w[0]!.toUpperCase())
    .filter((_, i, all) => i === 0 || i === all.length - 1)
    .join('');
  const body =
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.backgroundTo}"/><stop offset="1" stop-color="${palette.backgroundFrom}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/><circle cx="150" cy="200" r="96" fill="${palette.accent}" fill-opacity="0.25"/>` +
    `<text x="150" y="232" text-anchor="middle" font-family="'Helvetica Neue', Arial, sans-serif" font-size="92" font-weight="700" fill="${palette.ink}">${escapeXml(initials)}</text>`;
  return svg(width, height, name, body);
}
