import { detailsPath, formatRating, formatYear, NO_YEAR, type AssistantRequest } from '@marquee/core';
import type { CataloguePick } from './catalogue-picks.ts';

/**
 * The offline assistant's words (docs/behaviour.md#assistant). Titles are written as Markdown links to their pages,
 * which the chat window renders as links and nothing else; whatever the person typed is quoted back without
 * brackets, so it can never become a link.
 */

/** What the assistant can do: said when greeted or asked, and whenever it cannot help. */
export const ABILITIES = [
  'I can find something to watch in the catalogue. Ask me for:',
  '- a kind of film or show: "good action movie", "funny sitcoms", "recent horror movies"',
  '- titles like one you enjoyed: "something like Inception"',
  '- a title by its name: "Breaking Bad"',
  '- what is popular right now: "trending shows"',
].join('\n');

export const greeting = (siteName: string) => `Hello! I'm the ${siteName} assistant.\n${ABILITIES}`;

export const THANKS = "You're welcome! Ask me whenever you want something else to watch.";

export const UNCLEAR = `I'm not sure how to help with that.\n${ABILITIES}`;

export const notFound = (name: string) => `I couldn't find anything called “${quoted(name)}”.\n${ABILITIES}`;

export const nothingLike = (title: CataloguePick) => `I couldn't find titles like ${titleLink(title)}.\n${ABILITIES}`;

export const nothingOfKind = (request: AssistantRequest) => `I couldn't find any ${kindOf(request)} just now.\n${ABILITIES}`;

export function picksOfKind(request: AssistantRequest, picks: readonly CataloguePick[]): string {
  return numbered(introduction(request), picks);
}

export const picksLike = (title: CataloguePick, picks: readonly CataloguePick[]) =>
  numbered(`If you liked ${titleLink(title)}, you might enjoy:`, picks);

export const picksByName = (name: string, picks: readonly CataloguePick[]) =>
  numbered(`Here's what I found for “${quoted(name)}”:`, picks);

function introduction(request: AssistantRequest): string {
  const kind = kindOf(request);
  switch (request.order) {
    case 'trending':
      return `These ${kind} are trending this week:`;
    case 'recent':
      return `Here are the latest ${kind}:`;
    case 'best':
      return `Here are some of the best-rated ${kind}:`;
    case 'popular':
      return `Here are some popular ${kind} you might enjoy:`;
  }
}

const kindOf = ({ media, genreLabels }: AssistantRequest) =>
  [...genreLabels, media === 'movie' ? 'movies' : 'TV shows'].join(' ');

function numbered(introduction: string, picks: readonly CataloguePick[]): string {
  return [introduction, ...picks.map((pick, i) => `${i + 1}. ${pickLine(pick)}`)].join('\n');
}

/**
 * '[Inception](/movie/27205) (2010) · ★ 8.8', the star held to its number by a no-break space.
 */
function pickLine(pick: CataloguePick): string {
  const rating = formatRating(pick.voteAverage, 'en');
  return `${titleLink(pick)}${rating === null ? '' : ` · ★\u00a0${rating}`}`;
}

/** '[Inception](/movie/27205) (2010)'. Brackets in a title would end its link text early. */
function titleLink(pick: CataloguePick): string {
  const year = formatYear(pick.date);
  return `[${pick.title.replace(/[[\]]/g, '')}](${detailsPath(pick.media, pick.id)})${year === NO_YEAR ? '' : ` (${year})`}`;
}

/** What the person typed, as quoted back: no brackets, which could make a link of it. */
function quoted(text: string): string {
  return text.replace(/[[\]]/g, '');
}
