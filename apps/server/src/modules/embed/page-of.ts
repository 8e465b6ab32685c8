import type { EmbedPageQuery, PlaybackTarget } from '@marquee/core';
import type { EmbedPage } from '../../lib/embed-page.ts';

/** What an embedded source's page shows for a title; `found` false answers it with 404. */
export type PageOf = (target: PlaybackTarget, query: EmbedPageQuery) => Promise<{ page: EmbedPage; found: boolean }>;
