import { COMPETITIONS } from './fixtures-data.ts';
import { slug } from './slug.ts';

/**
 * Badge ids of the demo's teams. A badge is named after the team ('manchester-city'), so a national
 * team wears the same badge in every sport and the image route can tell from the id whom to draw.
 */
export const badgeOf = (teamName: string): string => slug(teamName);

const teamsByBadge = new Map(COMPETITIONS.flatMap((c) => c.teams).map((name) => [badgeOf(name), name]));

/** The team a badge id stands for, or undefined for an id the demo never hands out. */
export const teamOfBadge = (badge: string): string | undefined => teamsByBadge.get(badge);
