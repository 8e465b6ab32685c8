import path from 'node:path';
import {
  embeddedSubtitleTags,
  isPictureSidecar,
  isPictureSubtitleTrack,
  sidecarSubtitleLabel,
  sidecarSubtitleLanguage,
  type BurnedSubtitle,
  type MediaInfo,
  type PictureSubtitleChoice,
  type PlaybackPictureSubtitle,
  type SubtitleBurn,
} from '@marquee/core';
import { HttpError, notFound } from '../../http/errors.ts';
import { isInsideLibrary } from '../downloads/index.ts';
import type { StoredSubtitle } from '../library/index.ts';

/**
 * Picture subtitles (docs/playback.md#picture-subtitles): the file's own PGS, VobSub and DVB tracks and the PGS
 * (`.sup`) and VobSub (`.idx` with its `.sub`) files beside it, which no browser shows, so a transcode draws the
 * chosen ones into the video. Which a file offers, named as its text subtitles are; which one a viewer's choice
 * names; and where FFmpeg reads a file of them.
 */

/** A picture subtitle the player offers, with what the playback rules draw in when it is chosen. */
export interface OfferedPictureSubtitle extends PlaybackPictureSubtitle {
  burn: SubtitleBurn;
}

/** The picture subtitles of a file: the files beside it first, then its own tracks, as its text ones are ordered. */
export function pictureSubtitles(
  info: MediaInfo,
  sidecars: readonly StoredSubtitle[],
  libraryLanguage: string,
): OfferedPictureSubtitle[] {
  const offer = (tags: Parameters<typeof sidecarSubtitleLabel>[0], choice: PictureSubtitleChoice, subtitle: BurnedSubtitle) => {
    const label = sidecarSubtitleLabel(tags, libraryLanguage);
    return { choice, label, language: sidecarSubtitleLanguage(tags, libraryLanguage).language, burn: { subtitle, label } };
  };
  const files = sidecars.flatMap((sidecar) => {
    if (!isPictureSidecar(sidecar)) return [];
    const name = path.posix.basename(sidecar.path);
    return [offer(sidecar, { file: name }, { file: name, format: sidecar.format })];
  });
  const tracks = info.subtitles
    .filter((track) => isPictureSubtitleTrack(track))
    .map((track) => offer(embeddedSubtitleTags(track), { track: track.index }, { track: track.index }));
  return [...files, ...tracks];
}

const sameChoice = (a: PictureSubtitleChoice, b: PictureSubtitleChoice) =>
  'track' in a ? 'track' in b && a.track === b.track : 'file' in b && a.file === b.file;

/**
 * What a viewer's choice draws in: 400 for one that is not a picture subtitle of this file (a text track, another
 * file's, a name made up); 404 when its file has gone since the scan.
 */
export async function burnOf(
  mediaDir: string,
  relativePath: string,
  offered: readonly OfferedPictureSubtitle[],
  choice: PictureSubtitleChoice | null,
): Promise<SubtitleBurn | null> {
  if (choice === null) return null;
  const found = offered.find((subtitle) => sameChoice(subtitle.choice, choice));
  if (!found) {
    throw new HttpError(
      400,
      'track' in choice
        ? /*i18n*/ 'No such picture subtitle track in this file'
        : /*i18n*/ 'No such picture subtitle file beside this video',
    );
  }
  await subtitleFileOf(mediaDir, relativePath, found.burn.subtitle);
  return found.burn;
}

/**
 * The absolute path FFmpeg reads a subtitle file beside the video from (undefined for a track of the file), once
 * it is really there, inside the library; for VobSub its `.sub` too, which FFmpeg finds by the index file's name.
 */
export async function subtitleFileOf(
  mediaDir: string,
  relativePath: string,
  subtitle: BurnedSubtitle,
): Promise<string | undefined> {
  if ('track' in subtitle) return undefined;
  const folder = path.posix.dirname(relativePath);
  const relative = folder === '.' ? subtitle.file : `${folder}/${subtitle.file}`;
  if (!(await isInsideLibrary(mediaDir, relative))) throw notFound(/*i18n*/ 'No such subtitle file beside this video');
  if (subtitle.format === 'vobsub') {
    // As FFmpeg names it: '.IDX' goes with '.SUB', any other with '.sub'.
    const pictures = relative.replace(/\.[^.]*$/, (extension) => (extension === '.IDX' ? '.SUB' : '.sub'));
    if (!(await isInsideLibrary(mediaDir, pictures))) {
      throw new HttpError(422, `${subtitle.file}: its .sub file, which holds the pictures, is missing`);
    }
  }
  return path.join(mediaDir, relative);
}
