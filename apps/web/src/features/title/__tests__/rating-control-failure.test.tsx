import { DEFAULT_PREFERENCES, type Preferences, type RateBody, type Rating } from '@marquee/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, storeSession } from '@/lib/session';
import { json, refuse, requestsTo, serveApi, testProfile, testUser, unreachable, type Answer } from '@/testing/profiles';
import { renderApp } from '@/testing/render';
import { RatingControl } from '../components/rating-control';

const FILM = 550;

const rated = (rating: number): Rating => ({
  media_type: 'movie',
  media_id: FILM,
  rating,
  title: 'Fight Club',
  poster_path: null,
  rated_at: '2025-01-01T10:00:00.000Z',
});

const NOT_ON_PROFILE = "This title isn't available on this profile";
const CAP = 'You can rate at most 10,000 titles';

interface Case {
  name: string;
  style: Preferences['rating_style'];
  before: Rating | null;
  /** The pressed buttons that show `before`, before the press and after its failure. */
  shown: string[];
  press: string;
  sent: RateBody['rating'];
  answer: Answer;
  description: string;
}

const cases: Case[] = [
  {
    name: 'a first rating refused at the cap',
    style: 'stars',
    before: null,
    shown: [],
    press: 'Rate 8 out of 10',
    sent: 8,
    answer: refuse(422, CAP),
    description: CAP,
  },
  {
    name: 'a first rating of a title the profile may not see',
    style: 'stars',
    before: null,
    shown: [],
    press: 'Rate 3 out of 10',
    sent: 3,
    answer: refuse(403, NOT_ON_PROFILE),
    description: NOT_ON_PROFILE,
  },
  {
    name: 'a new rating over an old one, refused',
    style: 'stars',
    before: rated(6),
    shown: ['Rate 6 out of 10'],
    press: 'Rate 9 out of 10',
    sent: 9,
    answer: refuse(403, NOT_ON_PROFILE),
    description: NOT_ON_PROFILE,
  },
  {
    name: 'a rating that never reaches the server',
    style: 'stars',
    before: null,
    shown: [],
    press: 'Rate 8 out of 10',
    sent: 8,
    answer: unreachable,
    description: 'Please try again.',
  },
  {
    name: 'a thumb up refused at the cap',
    style: 'thumbs',
    before: null,
    shown: [],
    press: 'Thumbs up',
    sent: 10,
    answer: refuse(422, CAP),
    description: CAP,
  },
  {
    name: 'a thumb up over a thumb down, refused',
    style: 'thumbs',
    before: rated(2),
    shown: ['Thumbs down'],
    press: 'Thumbs up',
    sent: 10,
    answer: refuse(403, NOT_ON_PROFILE),
    description: NOT_ON_PROFILE,
  },
];

/** The names of the control's pressed buttons: the rating it shows. */
const pressed = (group: HTMLElement) =>
  within(group)
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-pressed') === 'true')
    .map((button) => button.getAttribute('aria-label'));

describe('Your rating when saving it fails', () => {
  beforeEach(() => storeSession('token', testUser, testProfile()));
  afterEach(() => {
    vi.restoreAllMocks();
    clearSession();
  });

  it.each(cases)('$name: says why in a toast and keeps the rating shown before', async (c) => {
    const error = vi.spyOn(toast, 'error');
    const fetchSpy = serveApi({
      'GET /api/auth/me': () => json(200, { ...testUser, profile: testProfile() }),
      'GET /api/preferences': () => json(200, { ...DEFAULT_PREFERENCES, rating_style: c.style }),
      'GET /api/ratings': () => json(200, { rating: c.before }),
      'PUT /api/ratings': c.answer,
    });
    renderApp(<RatingControl mediaType="movie" id={FILM} title="Fight Club" />, { path: '/movie/550' });
    const group = await screen.findByRole('group', { name: 'Your rating of Fight Club' });
    const button = await within(group).findByRole('button', { name: c.press });
    await waitFor(() => expect(pressed(group)).toEqual(c.shown));

    fireEvent.click(button);

    await waitFor(() => expect(error).toHaveBeenCalledWith('Error saving your rating', { description: c.description }));
    expect(error).toHaveBeenCalledTimes(1);
    expect(requestsTo(fetchSpy, 'PUT /api/ratings').map((request) => request.body)).toEqual([
      { media_type: 'movie', media_id: FILM, rating: c.sent },
    ]);
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    expect(pressed(group)).toEqual(c.shown);
  });
});
