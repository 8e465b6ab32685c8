import {
  CHAT_NO_ANSWER,
  detailsPath,
  formatRating,
  formatYear,
  NO_YEAR,
  readAssistantRequest,
  type AssistantRequest,
} from '@marquee/core';
import type { MetadataSource } from '../metadata/index.ts';
import { findPicks, type CataloguePick } from './catalogue-picks.ts';

/**
 * The embedded assistant, what chat answers without a configured chat service (docs/behaviour.md#assistant):
 * reads the request, asks the metadata source, and answers with up to five titles, each a link to its
 * page written as a Markdown link, which the chat window renders as a link and nothing else.
 */
export async function answerFromCatalogue(
  metadata: MetadataSource,
  message: string,
  maxRank: number | null = null,
): Promise<string> {
  const request = readAssistantRequest(message);
  if (!request) return CHAT_NO_ANSWER;
  const picks = await findPicks(metadata, request, maxRank);
  if (picks.length === 0) return CHAT_NO_ANSWER;
  return [introduction(request), ...picks.map((pick, i) => `${i + 1}. ${pickLine(pick)}`)].join('\n');
}

function introduction({ media, genreLabels, order }: AssistantRequest): string {
  const kind = [...genreLabels, media === 'movie' ? 'movies' : 'TV shows'].join(' ');
  switch (order) {
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

/**
 * '[Inception](/movie/27205) (2010) · ★ 8.8', the star held to its number by a no-break space. Brackets in
 * a title would end its link text early.
 */
function pickLine(pick: CataloguePick): string {
  const year = formatYear(pick.date);
  const rating = formatRating(pick.voteAverage);
  return [
    `[${pick.title.replace(/[[\]]/g, '')}](${detailsPath(pick.media, pick.id)})`,
    year === NO_YEAR ? '' : ` (${year})`,
    rating === null ? '' : ` · ★\u00a0${rating}`,
  ].join('');
}
