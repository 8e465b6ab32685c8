import { escapeXml } from '../../../lib/escape-xml.ts';
import { fitTitle, TYPEFACES } from '../../../lib/title-layout.ts';
import { seededRandom } from '../../../lib/hash.ts';

/**
 * The demo's team badges and match posters, drawn as SVG from the team names alone: a crest in two
 * team colours with the team's initials, and a 16:9 poster that sets the two crests against each
 * other. Same name, same picture, on every start and machine.
 */

const BADGE_SIZE = 200;
const POSTER = { width: 640, height: 360 };
const SANS = TYPEFACES[1]!;

interface Colours {
  hue: number;
  primary: string;
  secondary: string;
}

/** Club colours: a strong main colour, and either white or a second hue for trims and text. */
function coloursOf(team: string): Colours {
  const random = seededRandom(`badge:${team}`);
  const hue = Math.floor(random() * 360);
  // Dark enough for the white initials to stay readable.
  const primary = `hsl(${hue} ${55 + Math.floor(random() * 25)}% ${28 + Math.floor(random() * 12)}%)`;
  const contrasting = random() < 0.5;
  const secondary = contrasting ? `hsl(${(hue + 150 + Math.floor(random() * 60)) % 360} 70% 55%)` : '#f4f4f6';
  return { hue, primary, secondary };
}

/** Up to three letters: the initials of a multi-word name ('Paris Saint-Germain' → 'PSG', '76ers' → '76'), else the name's start. */
export function initialsOf(team: string): string {
  const words = team.split(/[\s-]+/).filter((w) => w && !/^(&|and|of|de)$/i.test(w));
  if (words.length === 1) return words[0]!.replace(/\W/g, '').slice(0, 3).toUpperCase();
  return words
    .slice(0, 3)
    .map((w) => (/^\d/.test(w) ? (w.match(/^\d+/)?.[0] ?? '') : w[0]!))
    .join('')
    .toUpperCase();
}

const SHIELDS = [
  // Classic heater shield.
  'M100 8 L184 36 V96 C184 146 148 178 100 194 C52 178 16 146 16 96 V36 Z',
  // Roundel.
  'M100 8 A92 92 0 1 1 99.9 8 Z',
  // Rounded square with a pointed foot.
  'M36 12 H164 Q188 12 188 36 V128 L100 192 L12 128 V36 Q12 12 36 12 Z',
];

/** The crest's shapes in a 200 × 200 box, without an <svg> around them (the poster places two). */
function crest(team: string): string {
  const random = seededRandom(`crest:${team}`);
  const { primary, secondary } = coloursOf(team);
  const shape = SHIELDS[Math.floor(random() * SHIELDS.length)]!;
  const initials = initialsOf(team);
  const size = initials.length >= 3 ? 58 : 72;
  // A band, a stripe or a plain field in the second colour, kept inside the outline by a clip path.
  const trim = [
    `<path d="M16 84 H184 V112 H16 Z" fill="${secondary}" fill-opacity="0.9"/>`,
    `<path d="M88 0 H112 V200 H88 Z" fill="${secondary}" fill-opacity="0.85"/>`,
    '',
  ][Math.floor(random() * 3)]!;
  const clipId = `c${Math.floor(random() * 1e9).toString(36)}`;
  return (
    `<defs><clipPath id="${clipId}"><path d="${shape}"/></clipPath></defs>` +
    `<path d="${shape}" fill="${primary}"/>` +
    `<g clip-path="url(#${clipId})">${trim}</g>` +
    `<path d="${shape}" fill="none" stroke="${secondary}" stroke-width="8"/>` +
    `<text x="100" y="${100 + size * 0.36}" text-anchor="middle" font-family="${escapeXml(SANS.family)}" font-weight="800" font-size="${size}" fill="#ffffff" stroke="rgba(0,0,0,0.45)" stroke-width="3" paint-order="stroke">${escapeXml(initials)}</text>`
  );
}

const svg = (width: number, height: number, label: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(label)}">${body}</svg>`;

/** A team's badge, square. */
export function drawBadge(team: string): string {
  return svg(BADGE_SIZE, BADGE_SIZE, `${team} badge`, crest(team));
}

/** A match poster, 16:9: both crests on a ground blended from the two teams' colours, names beneath. */
export function drawMatchPoster(home: string, away: string): string {
  const { width, height } = POSTER;
  const [h, a] = [coloursOf(home), coloursOf(away)];
  const crestSize = 150;
  // Low enough that a card's badge in the top-left corner leaves the crests clear.
  const crestY = 84;
  const columns = [width * 0.24, width * 0.76];
  const names = [home, away].map((team, i) => {
    const block = fitTitle(team, SANS, { width: 240, maxLines: 2, maxSize: 24, minSize: 16 });
    const x = columns[i]!;
    return block.lines
      .map(
        (line, n) =>
          `<text x="${x}" y="${crestY + crestSize + 38 + n * block.lineHeight}" text-anchor="middle" font-family="${escapeXml(SANS.family)}" font-weight="700" font-size="${block.fontSize}" letter-spacing="0.04em" fill="#f4f4f6">${escapeXml(line)}</text>`,
      )
      .join('');
  });
  const crests = [home, away].map(
    (team, i) =>
      `<g transform="translate(${columns[i]! - crestSize / 2} ${crestY}) scale(${crestSize / BADGE_SIZE})">${crest(team)}</g>`,
  );
  const body =
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="0.4">` +
    `<stop offset="0" stop-color="hsl(${h.hue} 45% 16%)"/><stop offset="0.5" stop-color="#0b0b10"/>` +
    `<stop offset="1" stop-color="hsl(${a.hue} 45% 16%)"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    `<path d="M${width / 2 - 40} 0 L${width / 2 + 10} 0 L${width / 2 + 40} ${height} L${width / 2 - 10} ${height} Z" fill="#ffffff" fill-opacity="0.05"/>` +
    crests.join('') +
    names.join('') +
    `<text x="${width / 2}" y="${crestY + crestSize / 2 + 14}" text-anchor="middle" font-family="${escapeXml(SANS.family)}" font-weight="800" font-size="40" fill="#f4f4f6" fill-opacity="0.9">VS</text>`;
  return svg(width, height, `${home} vs ${away}`, body);
}
