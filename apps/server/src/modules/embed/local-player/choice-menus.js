/// <reference lib="dom" />
/* global document, location -- the browser's */
import { chapterList, fileTime, filmTime } from './player.js';
import { closePopups, isOpen, menuItems, showMenu } from './popups.js';
import {
  chapterAt,
  chapterName,
  DELAY_STEPS,
  delayText,
  filmPageUrl,
  formatTime,
  qualityLabel,
  samePictureSubtitle,
  steppedDelay,
} from './rules.js';
import { seekTo } from './seeking.js';
import { ask } from './stream-source.js';
import { setDelay, showSubtitles, subtitleTracks } from './subtitle-cues.js';
import { word } from './words.js';

/** What the menus offer: subtitles and their delay, audio, quality, chapters, and the film's other versions. */

/** @import { PlaybackChoice, PlaybackQuality } from '@marquee/core' */
/** @import { Player } from './player.js' */

/**
 * Plays the file again with another choice, on from where it is.
 * @param {Player} p
 * @param {PlaybackChoice} choice
 */
function choose(p, choice) {
  p.state.seekedOnLoad = false;
  void ask(p, choice, fileTime(p));
}

/**
 * The Subtitles menu: off or a track, then the delay, whose steps keep the menu open (on the same item).
 * @param {Player} p
 * @param {number} [focusAt] the item to focus
 */
function subtitlesMenu(p, focusAt) {
  const { state } = p;
  const tracks = subtitleTracks(p);
  // Picture subtitles are drawn into the video by the server: choosing them, or leaving them, asks for a new stream.
  const pictures = state.reply?.picture_subtitles ?? [];
  const drawn = state.choice.subtitle ?? null;
  /** @param {TextTrack | null} on */
  const pick = (on) => {
    p.subtitles.picked = true;
    showSubtitles(p, on);
    if (drawn) choose(p, { ...state.choice, subtitle: null });
  };
  /** @param {number} delay */
  const delayed = (delay) => () => {
    setDelay(p, delay);
    subtitlesMenu(p, menuItems(p).indexOf(/** @type {HTMLElement} */ (document.activeElement)));
  };
  const delay = p.subtitles.delay;
  showMenu(
    p,
    p.ui.subtitles,
    word('subtitles'),
    [
      {
        label: word('subtitlesOff'),
        checked: !drawn && tracks.every((track) => track.mode !== 'showing'),
        choose: () => pick(null),
      },
      ...tracks.map((track) => ({
        label: track.label,
        checked: !drawn && track.mode === 'showing',
        choose: () => pick(track),
      })),
      ...pictures.map((picture) => ({
        label: picture.label,
        checked: samePictureSubtitle(picture.choice, drawn),
        choose: () => {
          if (samePictureSubtitle(picture.choice, drawn)) return;
          p.subtitles.picked = true;
          for (const track of tracks) track.mode = 'disabled';
          choose(p, { ...state.choice, subtitle: picture.choice });
        },
      })),
      ...DELAY_STEPS.map(({ label, name, by }) => ({ label, name, choose: delayed(steppedDelay(delay, by)) })),
      { label: word('resetDelay'), choose: delayed(0) },
    ],
    { note: delayText(delay), focusAt },
  );
}

/** @param {Player} p */
function audioMenu(p) {
  const reply = p.state.reply;
  if (!reply) return;
  showMenu(
    p,
    p.ui.audio,
    word('audio'),
    reply.audio_tracks.map((track) => ({
      label: track.label,
      checked: track.index === reply.audio,
      choose: () => track.index !== reply.audio && choose(p, { ...p.state.choice, audio: track.index }),
    })),
  );
}

/** @param {Player} p */
function chaptersMenu(p) {
  const chapters = chapterList(p);
  const now = chapterAt(chapters, fileTime(p));
  showMenu(
    p,
    p.ui.chapters,
    word('chapters'),
    chapters.map((chapter, i) => ({
      label: chapterName(chapters, i),
      detail: formatTime(chapter.start),
      checked: i === now,
      choose: () => seekTo(p, chapter.start),
    })),
  );
}

/** @param {Player} p */
function qualityMenu(p) {
  const reply = p.state.reply;
  if (!reply) return;
  showMenu(
    p,
    p.ui.quality,
    word('quality'),
    reply.qualities.map((/** @type {PlaybackQuality} */ quality) => ({
      label: qualityLabel(quality),
      checked: quality === reply.quality,
      choose: () => quality !== reply.quality && choose(p, { ...p.state.choice, quality }),
    })),
  );
}

/**
 * A film's other versions: its page again, at the same time of the film, in the version chosen.
 * @param {Player} p
 */
function listenVersions(p) {
  const button = document.getElementById('version');
  const versions = p.config.versions;
  if (!button || !versions) return;
  button.hidden = false;
  button.setAttribute('aria-label', word('versionChosen', { version: versions.labels[versions.current] ?? '' }));
  button.addEventListener('click', () => {
    if (isOpen(p, button)) return closePopups(p);
    showMenu(
      p,
      button,
      word('version'),
      versions.labels.map((label, i) => ({
        label,
        checked: i === versions.current,
        choose: () =>
          i !== versions.current && location.replace(filmPageUrl(location.href, { version: i, part: 1 }, filmTime(p))),
      })),
    );
  });
}

/** @param {Player} p */
export function listenChoiceMenus(p) {
  const { ui } = p;
  ui.subtitles.hidden = subtitleTracks(p).length === 0;
  /**
   * Each button opens its menu, or closes it when open.
   * @param {HTMLElement} button
   * @param {(p: Player) => void} menu
   */
  const toggles = (button, menu) => button.addEventListener('click', () => (isOpen(p, button) ? closePopups(p) : menu(p)));
  toggles(ui.subtitles, subtitlesMenu);
  toggles(ui.audio, audioMenu);
  toggles(ui.chapters, chaptersMenu);
  toggles(ui.quality, qualityMenu);
  listenVersions(p);
}
