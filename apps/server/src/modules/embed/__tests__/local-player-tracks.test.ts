import type { AudioTrackInfo, SubtitleMode } from '@marquee/core';
import { describe, expect, it } from 'vitest';
import type { LibraryFile } from '../../downloads/index.ts';
import type { StoredSubtitle } from '../../library/index.ts';
import { subtitleTracks } from '../local-player-tracks.ts';

/**
 * The `<track>`s of the local player and which is on: for the audio that plays first (marked `default`), and for
 * each language of the file's audio (the table the script follows when the viewer picks another soundtrack).
 */

const sidecar = (path: string, language: string | null, kind: { forced?: boolean; sdh?: boolean } = {}): StoredSubtitle => ({
  path,
  language,
  forced: kind.forced ?? false,
  sdh: kind.sdh ?? false,
  format: 'srt',
});

const file: LibraryFile = {
  relativePath: 'Films/Film (2009)/Film (2009).mkv',
  extension: 'mkv',
  bytes: 1,
  subtitles: [
    sidecar('Films/Film (2009)/Film (2009).en.forced.srt', 'en', { forced: true }),
    sidecar('Films/Film (2009)/Film (2009).fr.forced.srt', 'fr', { forced: true }),
    sidecar('Films/Film (2009)/Subs/2_English.srt', 'en'),
    // An ASS file: not one the browser reads.
    { ...sidecar('Films/Film (2009)/Film (2009).en.ass', 'en'), format: 'other' },
  ],
};

const audio = (index: number, language: string | null, isDefault = false): AudioTrackInfo => ({
  index,
  codec: 'aac',
  profile: null,
  channels: 2,
  language,
  title: null,
  default: isDefault,
});
const AUDIO = [audio(1, 'en', true), audio(2, 'fr'), audio(3, null)];

function tracks(mode: SubtitleMode, subtitleLanguage: string, audioLanguage: string, audioTracks = AUDIO) {
  const { html, defaults } = subtitleTracks(file, [], {
    subtitleMode: mode,
    subtitleLanguage,
    audioLanguage,
    audioTracks,
    libraryLanguage: 'en',
    subtitleUrl: (subtitle) => `/api/media/subtitle/${subtitle.path}`,
  });
  const labels = [...html.matchAll(/label="([^"]+)"/g)].map((match) => match[1]);
  const on = [...html.matchAll(/label="([^"]+)" default>/g)].map((match) => match[1]);
  return { labels, on, defaults };
}

describe("the local player's subtitle tracks", () => {
  it('offers the files the browser reads, the Subs/ one with the others', () => {
    expect(tracks('', '', '').labels).toEqual(['English (forced)', 'French (forced)', 'English']);
  });

  it.each<[SubtitleMode, string, string, string[], Record<string, number>]>([
    // Only forced: the forced track of the language heard, the French one for the French soundtrack.
    ['forced', '', '', ['English (forced)'], { '': -1, en: 0, fr: 1 }],
    ['forced', '', 'fr', ['French (forced)'], { '': -1, en: 0, fr: 1 }],
    ['forced', 'fr', '', ['French (forced)'], { '': 1, en: 1, fr: 1 }],
    // The default without a language is Only forced; with one, Always.
    ['', '', 'fr', ['French (forced)'], { '': -1, en: 0, fr: 1 }],
    ['', 'en', 'fr', ['English'], { '': 2, en: 2, fr: 2 }],
    // Always with a language it has none in: the forced track of the language heard.
    ['always', 'de', '', ['English (forced)'], { '': -1, en: 0, fr: 1 }],
    ['off', 'en', 'en', [], { '': -1, en: -1, fr: -1 }],
  ])('%j with subtitles %j and audio %j: %j on', (mode, subtitleLanguage, audioLanguage, on, defaults) => {
    const result = tracks(mode, subtitleLanguage, audioLanguage);
    expect(result.on).toEqual(on);
    expect(result.defaults).toEqual(defaults);
  });

  it("takes the file's default soundtrack when the asked-for language is not the file's, and '' when unread", () => {
    expect(tracks('forced', '', 'ja').on).toEqual(['English (forced)']);
    expect(tracks('forced', '', 'fr', [audio(1, 'fr'), audio(2, 'en', true)]).on).toEqual(['French (forced)']);
    expect(tracks('forced', '', 'ja', [audio(1, 'fr'), audio(2, 'en', true)]).on).toEqual(['English (forced)']);
    expect(tracks('forced', '', 'fr', [])).toMatchObject({ on: [], defaults: { '': -1 } });
  });
});
