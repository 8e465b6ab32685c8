import { readAssistantMessage, type AssistantRequest, type MediaType } from '@marquee/core';
import type { MetadataSource } from '../metadata/index.ts';
import * as say from './assistant-replies.ts';
import { findPicks } from './catalogue-picks.ts';
import { findByName, findLike, findNamed } from './title-lookup.ts';

/**
 * The embedded assistant, what chat answers without a configured chat service (docs/behaviour.md#assistant): reads
 * the message (core's readAssistantMessage), asks the metadata source, and answers with up to five titles, each a
 * link to its page; a greeting or a question about itself, and anything it cannot help with, gets what it can do.
 */
export async function answerFromCatalogue(
  metadata: MetadataSource,
  message: string,
  siteName: string,
  maxRank: number | null = null,
): Promise<string> {
  const read = readAssistantMessage(message);
  switch (read.kind) {
    case 'greeting':
      return say.greeting(siteName);
    case 'thanks':
      return say.THANKS;
    case 'help':
      return say.ABILITIES;
    case 'unclear':
      return say.UNCLEAR;
    case 'like':
      return titlesLike(metadata, read.title, read.media, maxRank);
    case 'title':
      return titlesNamed(metadata, read.title, read.media, maxRank);
    case 'discover': {
      // A title of exactly that name first: 'Family Guy' is a series before it is a family film.
      const named = read.title === null ? null : await findNamed(metadata, read.title, maxRank);
      if (named) return say.picksByName(named.title, [named]);
      return titlesOfKind(metadata, read.request, maxRank);
    }
  }
}

async function titlesOfKind(metadata: MetadataSource, request: AssistantRequest, maxRank: number | null): Promise<string> {
  const picks = await findPicks(metadata, request, maxRank);
  return picks.length ? say.picksOfKind(request, picks) : say.nothingOfKind(request);
}

async function titlesNamed(
  metadata: MetadataSource,
  name: string,
  media: MediaType | null,
  maxRank: number | null,
): Promise<string> {
  const picks = await findByName(metadata, name, media, maxRank);
  return picks.length ? say.picksByName(name, picks) : say.notFound(name);
}

async function titlesLike(
  metadata: MetadataSource,
  name: string,
  media: MediaType | null,
  maxRank: number | null,
): Promise<string> {
  const [title] = await findByName(metadata, name, media, maxRank);
  if (!title) return say.notFound(name);
  const picks = await findLike(metadata, title, maxRank);
  return picks.length ? say.picksLike(title, picks) : say.nothingLike(title);
}
