import type { MediaType, WatchedBody, WatchedTitle } from '@marquee/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, storeSession } from '@/lib/session';
import { json, refuse, requestsTo, serveApi, testProfile, testUser, unreachable, type Answer } from '@/testing/profiles';
import { renderApp } from '@/testing/render';
import { EpisodeWatchedButton, SeasonWatchedButton, TitleWatchedButton } from '../components/watched-buttons';

const FILM = 550;
const SHOW = 1396;

/** Marks as GET /api/watched answers them: a film or show with nothing marked, or a film marked once. */
function marks(mediaType: MediaType, mediaId: number, watched = false): WatchedTitle {
  const show = mediaType === 'tv';
  return {
    media_type: mediaType,
    media_id: mediaId,
    watched,
    plays: watched ? 1 : 0,
    last_watched_at: watched ? '2025-01-01T10:00:00.000Z' : null,
    episodes: [],
    seasons: show ? [{ season: 1, watched: 0, total: 7 }] : [],
    progress: show ? { watched: 0, total: 7 } : null,
  };
}

/** The buttons as the title pages place them; each reads the title's marks itself. */
const FilmButton = () => <TitleWatchedButton mediaType="movie" id={FILM} />;
const ShowButton = () => <TitleWatchedButton mediaType="tv" id={SHOW} />;
const SeasonButton = () => <SeasonWatchedButton showId={SHOW} season={1} />;
const EpisodeButton = () => <EpisodeWatchedButton showId={SHOW} season={1} episode={2} />;

const CAP = 'A profile keeps at most 100,000 films and episodes marked watched';

interface Case {
  name: string;
  ui: ReactNode;
  marked: WatchedTitle;
  button: string | RegExp;
  request: 'PUT /api/watched' | 'DELETE /api/watched';
  body: WatchedBody;
  answer: Answer;
  description: string;
}

const cases: Case[] = [
  {
    name: "a film's mark refused at the cap",
    ui: <FilmButton />,
    marked: marks('movie', FILM),
    button: 'Mark as Watched',
    request: 'PUT /api/watched',
    body: { media_type: 'movie', media_id: FILM },
    answer: refuse(422, CAP),
    description: CAP,
  },
  {
    name: "a film's mark that never reaches the server",
    ui: <FilmButton />,
    marked: marks('movie', FILM),
    button: 'Mark as Watched',
    request: 'PUT /api/watched',
    body: { media_type: 'movie', media_id: FILM },
    answer: unreachable,
    description: 'Failed to update watched',
  },
  {
    name: "a whole show's mark refused at the cap",
    ui: <ShowButton />,
    marked: marks('tv', SHOW),
    button: 'Mark as Watched',
    request: 'PUT /api/watched',
    body: { media_type: 'tv', media_id: SHOW },
    answer: refuse(422, CAP),
    description: CAP,
  },
  {
    name: "a season's mark refused at the cap",
    ui: <SeasonButton />,
    marked: marks('tv', SHOW),
    button: 'Mark Season 1 Watched',
    request: 'PUT /api/watched',
    body: { media_type: 'tv', media_id: SHOW, season: 1 },
    answer: refuse(422, CAP),
    description: CAP,
  },
  {
    name: "an episode's mark refused at the cap",
    ui: <EpisodeButton />,
    marked: marks('tv', SHOW),
    // jsdom's name computation drops the space before the hidden 'S1 E2' that browsers keep.
    button: /^Mark Watched\s*S1 E2$/,
    request: 'PUT /api/watched',
    body: { media_type: 'tv', media_id: SHOW, season: 1, episode: 2 },
    answer: refuse(422, CAP),
    description: CAP,
  },
  {
    name: "a film's unmarking refused",
    ui: <FilmButton />,
    marked: marks('movie', FILM, true),
    button: 'Watched',
    request: 'DELETE /api/watched',
    body: { media_type: 'movie', media_id: FILM },
    answer: refuse(403, "This title isn't available on this profile"),
    description: "This title isn't available on this profile",
  },
];

describe('Watched buttons when a mark fails', () => {
  beforeEach(() => storeSession('token', testUser, testProfile()));
  afterEach(() => {
    vi.restoreAllMocks();
    clearSession();
  });

  it.each(cases)('$name: says why in a toast and shows the marks as they were', async (c) => {
    const error = vi.spyOn(toast, 'error');
    const fetchSpy = serveApi({
      'GET /api/auth/me': () => json(200, { ...testUser, profile: testProfile() }),
      'GET /api/watched': () => json(200, c.marked),
      [c.request]: c.answer,
    });
    renderApp(c.ui, { path: '/title' });

    fireEvent.click(await screen.findByRole('button', { name: c.button }));

    await waitFor(() => expect(error).toHaveBeenCalledWith('Error updating watched', { description: c.description }));
    expect(error).toHaveBeenCalledTimes(1);
    expect(requestsTo(fetchSpy, c.request).map((request) => request.body)).toEqual([c.body]);
    // Usable again, with the label of the state the server kept.
    await waitFor(() => expect(screen.getByRole('button', { name: c.button }).hasAttribute('aria-disabled')).toBe(false));
  });
});
