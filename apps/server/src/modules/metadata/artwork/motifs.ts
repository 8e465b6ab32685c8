import type { Palette } from './palette.ts';

/**
 * Simple geometric motifs drawn over the background: a few shapes each, in the accent colour at low
 * opacity, so the artwork stays calm and small (well under 2 KB).
 */
export type Motif = (w: number, h: number, palette: Palette, random: () => number) => string;

const f = (n: number) => String(Math.round(n * 10) / 10);
const between = (random: () => number, min: number, max: number) => min + random() * (max - min);

const rings: Motif = (w, h, p, r) => {
  const cx = between(r, 0.2, 0.8) * w;
  const cy = between(r, 0.15, 0.5) * h;
  const base = between(r, 0.12, 0.22) * Math.max(w, h);
  const circles = [0, 1, 2, 3, 4].map(
    (i) => `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(base * (1 + i * 0.45))}" stroke-opacity="${f(0.5 - i * 0.09)}"/>`,
  );
  return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(base * 0.8)}" fill="${p.accent}" fill-opacity="0.22"/><g fill="none" stroke="${p.accent}" stroke-width="${f(Math.max(w, h) / 300)}">${circles.join('')}</g>`;
};

const bands: Motif = (w, h, p, r) => {
  const count = 4 + Math.floor(r() * 3);
  const slant = between(r, 0.3, 0.7) * h;
  const shapes = Array.from({ length: count }, (_, i) => {
    const x = (i / count) * w * 1.4 - w * 0.2 + between(r, -0.05, 0.05) * w;
    const width = between(r, 0.04, 0.14) * w;
    return `<path d="M${f(x)} ${f(h)}L${f(x + slant)} 0h${f(width)}L${f(x + width)} ${f(h)}z" fill-opacity="${f(between(r, 0.06, 0.22))}"/>`;
  });
  return `<g fill="${p.accent}">${shapes.join('')}</g>`;
};

const dots: Motif = (w, h, p, r) => {
  const step = Math.round(Math.max(w, h) / between(r, 22, 34));
  const id = 'd';
  return `<defs><pattern id="${id}" width="${step}" height="${step}" patternUnits="userSpaceOnUse"><circle cx="${step / 2}" cy="${step / 2}" r="${f(step / 7)}" fill="${p.accent}"/></pattern><radialGradient id="${id}f" cx="${f(between(r, 0.3, 0.7))}" cy="${f(between(r, 0.2, 0.5))}" r="0.6"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#000"/></radialGradient><mask id="${id}m"><rect width="${w}" height="${h}" fill="url(#${id}f)"/></mask></defs><rect width="${w}" height="${h}" fill="url(#${id})" opacity="0.45" mask="url(#${id}m)"/>`;
};

const arcs: Motif = (w, h, p, r) => {
  const fromRight = r() < 0.5;
  const cx = fromRight ? w : 0;
  const cy = between(r, 0, 0.4) * h;
  const paths = [0, 1, 2, 3].map((i) => {
    const radius = Math.max(w, h) * (0.35 + i * 0.18);
    return `<circle cx="${cx}" cy="${f(cy)}" r="${f(radius)}" stroke-width="${f(between(r, 2, 14) * (Math.max(w, h) / 600))}" stroke-opacity="${f(0.45 - i * 0.08)}"/>`;
  });
  return `<g fill="none" stroke="${p.accent}">${paths.join('')}</g>`;
};

const horizon: Motif = (w, h, p, r) => {
  const sunX = between(r, 0.25, 0.75) * w;
  const sunY = between(r, 0.25, 0.4) * h;
  const ridges = [0, 1, 2].map((i) => {
    const baseY = h * (0.5 + i * 0.1);
    const peaks = 3 + Math.floor(r() * 3);
    let d = `M0 ${f(baseY)}`;
    for (let k = 1; k <= peaks; k++) {
      const x = (k / peaks) * w;
      const peakX = x - w / peaks / 2;
      d += `L${f(peakX)} ${f(baseY - between(r, 0.05, 0.16) * h)}L${f(x)} ${f(baseY)}`;
    }
    return `<path d="${d}V${h}H0z" fill="${p.backgroundFrom}" fill-opacity="${f(0.45 + i * 0.2)}"/>`;
  });
  return `<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(Math.min(w, h) * between(r, 0.12, 0.2))}" fill="${p.accent}" fill-opacity="0.55"/>${ridges.join('')}`;
};

const blocks: Motif = (w, h, p, r) => {
  // Kept to the upper part of the frame, clear of a poster's title.
  const size = Math.min(w, h * 0.55);
  const x = between(r, 0.1, 0.5) * w;
  const y = between(r, 0.05, 0.15) * h;
  return `<g fill="${p.accent}"><circle cx="${f(x + size * 0.3)}" cy="${f(y + size * 0.3)}" r="${f(size * 0.26)}" fill-opacity="0.3"/><rect x="${f(x)}" y="${f(y + size * 0.18)}" width="${f(size * 0.55)}" height="${f(size * 0.22)}" fill-opacity="0.18"/><rect x="${f(x - size * 0.05)}" y="${f(y + size * 0.62)}" width="${f(size * 0.7)}" height="${f(size * 0.012)}" fill-opacity="0.7"/></g>`;
};

export const MOTIFS: readonly Motif[] = [rings, bands, dots, arcs, horizon, blocks];
