import { open } from 'node:fs/promises';
import { XMLParser } from 'fast-xml-parser';
import { nfoCandidates, nfoFacts, nfoFactsFromText, type NfoFacts } from '@marquee/core';
import type { FileStamp } from './library-walk.ts';

/**
 * The NFO files beside a library's videos (docs/behaviour.md#library-file-names): which describe a video, and what
 * they say. An NFO is the owner's, or a tool's, and read as hostile: at most NFO_MAX_BYTES of it, by a kept XML
 * parser with limits on nesting and on entities (a document that defines a thousand nested ones is refused, not
 * expanded), and what it says is read by core's rules, which take only ids, numbers and a title of bounded length.
 */

/** Larger files are not read: a Kodi NFO with every actor and every artwork address is tens of kilobytes. */
export const NFO_MAX_BYTES = 512 * 1024;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // Values stay text: core reads ids and numbers itself, and 'tt0133093' or '007' are not numbers.
  parseTagValue: false,
  parseAttributeValue: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  htmlEntities: false,
  maxNestedTags: 32,
  processEntities: { enabled: true, maxEntityCount: 16, maxEntitySize: 1024, maxTotalExpansions: 256, maxExpandedLength: 16_384 },
});

/**
 * What an NFO's text says: its XML's facts, with the ids of any title page addresses in it (Kodi's NFO may end with
 * one) where the XML gives none; a text that is no XML gives only those. Null when it says nothing of a title.
 */
export function nfoTextFacts(text: string): NfoFacts | null {
  let fromXml: NfoFacts | null = null;
  try {
    fromXml = nfoFacts(parser.parse(text));
  } catch {
    // Not XML, or past the parser's limits: only addresses are read from it.
  }
  const fromText = nfoFactsFromText(text);
  if (!fromXml) return fromText;
  if (!fromText) return fromXml;
  return { ...fromText, ...fromXml, kind: fromXml.kind };
}

/** What the NFO at `absolutePath` says; null when it cannot be read, is too large, or says nothing. */
export async function readNfo(absolutePath: string): Promise<NfoFacts | null> {
  let handle;
  try {
    handle = await open(absolutePath, 'r');
    const { size } = await handle.stat();
    if (size > NFO_MAX_BYTES) return null;
    const bytes = Buffer.alloc(size);
    const { bytesRead } = await handle.read(bytes, 0, size, 0);
    return nfoTextFacts(bytes.subarray(0, bytesRead).toString('utf8'));
  } catch {
    return null;
  } finally {
    await handle?.close();
  }
}

/** The NFO files that describe a video: its own or its folder's film NFO, and the nearest show NFO. */
export interface VideoNfos {
  own: string | null;
  show: string | null;
  /** Their paths, sizes and times: when it changes, the video is read again. '' for none. */
  signature: string;
}

/**
 * Which of the library's NFO files (`nfos`, from the walk) describe the video at `videoPath`. Names are compared
 * without regard to case (`Movie.NFO`, `TVShow.nfo`), as the tools that write them do.
 */
export function nfosOfVideo(
  videoPath: string,
  nfos: ReadonlyMap<string, FileStamp>,
  byLowerPath: ReadonlyMap<string, string>,
): VideoNfos {
  const find = (candidate: string) => byLowerPath.get(candidate.toLowerCase()) ?? null;
  const candidates = nfoCandidates(videoPath);
  const own = find(candidates.own) ?? find(candidates.movie);
  let show: string | null = null;
  for (const candidate of candidates.shows) {
    show = find(candidate);
    if (show) break;
  }
  const signature = [own, show]
    .filter((found) => found !== null)
    .map((found) => {
      const stamp = nfos.get(found)!;
      return `${found}\n${stamp.size}\n${stamp.mtimeMs}`;
    })
    .join('\n');
  return { own, show, signature };
}

/** The walk's NFO paths by their lower-cased path, for `nfosOfVideo`. */
export const nfoPathsByLowerCase = (nfos: ReadonlyMap<string, FileStamp>): Map<string, string> =>
  new Map([...nfos.keys()].map((found) => [found.toLowerCase(), found]));
