import type { PlaybackTarget } from '@marquee/core';
import { describe, expect, it } from 'vitest';
import { isAboutTarget, progressInMediaData, readPlayerMessage, showsPlayback, type PlayerEvent } from '../lib/player-messages';

const movie: PlaybackTarget = { type: 'movie', id: 550 };
const episode: PlaybackTarget = { type: 'tv', id: 1399, season: 2, episode: 3 };

const event = (fields: Partial<PlayerEvent>): PlayerEvent => ({
  event: 'timeupdate',
  position: 10,
  duration: 100,
  tmdbId: null,
  mediaType: null,
  season: null,
  episode: null,
  message: null,
  ...fields,
});

describe('readPlayerMessage', () => {
  it('reads a PLAYER_EVENT, numbers sent as text included, and the mtmdbId some players send', () => {
    expect(
      readPlayerMessage({
        type: 'PLAYER_EVENT',
        data: { event: 'pause', currentTime: '12.5', duration: 3600, mtmdbId: '1399', mediaType: 'tv', season: 2, episode: '3' },
      }),
    ).toEqual({
      type: 'PLAYER_EVENT',
      data: {
        event: 'pause',
        position: 12.5,
        duration: 3600,
        tmdbId: 1399,
        mediaType: 'tv',
        season: 2,
        episode: 3,
        message: null,
        skip: null,
      },
    });
  });

  it.each([
    ['Skip intro', 'Skip intro'],
    [' Next episode ', 'Next episode'],
    ['', null],
    ['x'.repeat(41), null],
    [1, null],
    [undefined, null],
  ])("reads the local player's skip button %j as %j", (skip, read) => {
    const message = readPlayerMessage({ type: 'PLAYER_EVENT', data: { event: 'timeupdate', currentTime: 1, skip } });
    expect(message?.type === 'PLAYER_EVENT' && message.data.skip).toBe(read);
  });

  it.each([
    [
      "This file's format can't be played in the browser (Matroska · HEVC (H.265))",
      "This file's format can't be played in the browser (Matroska · HEVC (H.265))",
    ],
    ['  Not in your library  ', 'Not in your library'],
    ['', null],
    ['x'.repeat(201), null],
    [42, null],
    [{ text: 'hi' }, null],
  ])('reads an error’s message %j as %j', (message, read) => {
    const parsed = readPlayerMessage({ type: 'PLAYER_EVENT', data: { event: 'error', message } });
    expect(parsed?.type === 'PLAYER_EVENT' && parsed.data.message).toBe(read);
  });

  it('reads messages posted as JSON text', () => {
    expect(readPlayerMessage(JSON.stringify({ type: 'PLAYER_EVENT', data: { event: 'error' } }))).toMatchObject({
      type: 'PLAYER_EVENT',
      data: { event: 'error', position: 0, duration: 0, tmdbId: null },
    });
  });

  it('keeps the records of a MEDIA_DATA message and drops entries that are not records', () => {
    const record = { id: 550, type: 'movie', progress: { watched: 60, duration: 7000 } };
    expect(readPlayerMessage({ type: 'MEDIA_DATA', data: { 550: record, junk: 3 } })).toEqual({
      type: 'MEDIA_DATA',
      data: { 550: record },
    });
  });

  it.each([
    ['another type', { type: 'PLAYER_READY', data: {} }],
    ['no data', { type: 'PLAYER_EVENT' }],
    ['an event without a name', { type: 'PLAYER_EVENT', data: { currentTime: 3 } }],
    ['text that is not JSON', 'MEDIA_DATA'],
    ['null', null],
  ])('ignores %s', (_, raw) => {
    expect(readPlayerMessage(raw)).toBeNull();
  });
});

describe('isAboutTarget', () => {
  it('believes an event that names nothing, and checks everything an event names', () => {
    expect(isAboutTarget(event({}), episode)).toBe(true);
    expect(isAboutTarget(event({ tmdbId: 1399, mediaType: 'tv', season: 2, episode: 3 }), episode)).toBe(true);
    expect(isAboutTarget(event({ tmdbId: 1400 }), episode)).toBe(false);
    expect(isAboutTarget(event({ mediaType: 'movie' }), episode)).toBe(false);
    expect(isAboutTarget(event({ season: 1 }), episode)).toBe(false);
    expect(isAboutTarget(event({ episode: 4 }), episode)).toBe(false);
    expect(isAboutTarget(event({ tmdbId: 550, mediaType: 'movie', season: 7 }), movie)).toBe(true);
  });
});

describe('progressInMediaData', () => {
  const show = {
    1399: {
      id: 1399,
      type: 'tv',
      progress: { watched: 50, duration: 60 },
      show_progress: {
        s2e3: { season: 2, episode: 3, progress: { watched: 1200, duration: 3000 } },
        s2e4: { season: 2, episode: 4, progress: { watched: 10, duration: 3000 } },
      },
    },
  };

  it("takes a film's progress, and for TV the episode's own", () => {
    expect(progressInMediaData({ 550: { progress: { watched: 60, duration: 7000 } } }, movie)).toEqual({
      position: 60,
      duration: 7000,
    });
    expect(progressInMediaData(show, episode)).toEqual({ position: 1200, duration: 3000 });
  });

  it('has none for another title, an episode without a record, or a record of the other media type', () => {
    expect(progressInMediaData(show, movie)).toBeNull();
    expect(progressInMediaData(show, { ...episode, episode: 5 })).toBeNull();
    expect(progressInMediaData({ 550: { type: 'tv', progress: { watched: 60, duration: 7000 } } }, movie)).toBeNull();
  });
});

describe('showsPlayback', () => {
  it.each<[string, number, boolean]>([
    ['play', 0, true],
    ['playing', 12, true],
    ['ended', 100, true],
    ['timeupdate', 3.5, true],
    // A seek or a loaded page moves the time without playing; paused answers say nothing played.
    ['timeupdate', 0, false],
    ['pause', 0, false],
    ['pause', 40, false],
    ['seeked', 40, false],
    ['waiting', 0, false],
    ['error', 0, false],
  ])('%s at %d s: %s', (event, position, expected) => {
    expect(showsPlayback({ event, position, duration: 100 })).toBe(expected);
  });
});
