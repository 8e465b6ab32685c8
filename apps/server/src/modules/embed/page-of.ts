import type { EmbedPageQuery, LanguageCode, PlaybackTarget } from '@marquee/core';
import type { EmbedPage } from '../../lib/embed-page.ts';

/** What an embedded source's page shows for a title, in the request's language; `found` false answers it with 404. */
export type PageOf = (
  target: PlaybackTarget,
  query: EmbedPageQuery,
  language: LanguageCode,
) => Promise<{ page: EmbedPage; found: boolean }>;
