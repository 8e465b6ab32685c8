import { MSG, type ConfigSource } from '@marquee/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { toast, Toaster } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { renderRoutes } from '@/testing/render';
import { useLeaveOnLoadError } from '../hooks/use-leave-on-load-error';
import { useVideoSource } from '../hooks/use-video-source';

const source = (key: string, name: string): ConfigSource => ({
  key,
  name,
  sandbox: true,
  movieUrl: `/embed/${key}/movie/{id}`,
  tvUrl: `/embed/${key}/tv/{id}/{season}/{episode}`,
});
const sources = [source('local', 'Local Library'), source('trailer', 'Official Trailer')];

/**
 * The two reports a player acts on, as PlayerScreen gets them: the frame's error (usePlayback calls `fail`) and the
 * title refused to a limited profile (usePlayerTitle hands the 403 to useLeaveOnLoadError, which goes home).
 */
function Player() {
  const { source: playing, fail } = useVideoSource(sources, 'movie:7');
  const [refused, setRefused] = useState<ApiError | null>(null);
  useLeaveOnLoadError(refused !== null, refused);
  return (
    <>
      <h1>Player</h1>
      <p>Playing from {playing?.name}</p>
      <button onClick={() => fail('frame-error', 'Not in your library')}>The frame fails</button>
      <button onClick={() => setRefused(new ApiError(403, "This title isn't available on this profile", true))}>
        The title is refused
      </button>
    </>
  );
}

/** Home's code, loaded when the player sends the viewer there: the player stays on screen until it has come. */
function renderPlayer() {
  let loadHome: () => void = () => {};
  const homeLoaded = new Promise<void>((resolve) => (loadHome = resolve));
  renderRoutes(
    [
      { path: '/player/movie/:id', element: <Player /> },
      { path: '/', lazy: () => homeLoaded.then(() => ({ Component: () => <h1>Home screen</h1> })) },
    ],
    { path: '/player/movie/7' },
  );
  // No toast closes by itself here: what is still showing is what the app left there.
  render(<Toaster duration={60 * 60 * 1000} />);
  return { loadHome: () => act(async () => loadHome()) };
}

/** The toasts showing, not those on their way out. */
const showing = () =>
  [...document.querySelectorAll('[data-sonner-toast]:not([data-removed="true"]) [data-title]')].map((title) => title.textContent);

describe('leaving the player', () => {
  afterEach(() => {
    toast.dismiss();
  });

  it("takes its 'Source Failed' toast away when a Kids profile is sent home, and keeps the reason it was sent", async () => {
    const { loadHome } = renderPlayer();
    fireEvent.click(screen.getByRole('button', { name: 'The frame fails' }));
    await waitFor(() => expect(showing()).toEqual(['Source Failed']));
    expect(screen.getByText('Playing from Official Trailer')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'The title is refused' }));
    await loadHome();
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeTruthy();
    await waitFor(() => expect(showing()).toEqual([MSG.notOnThisProfile]));
  });

  it('does not carry home a failure the frame reports while the player is being left', async () => {
    const { loadHome } = renderPlayer();
    fireEvent.click(screen.getByRole('button', { name: 'The title is refused' }));
    await waitFor(() => expect(showing()).toEqual([MSG.notOnThisProfile]));
    // Home's code is still coming: the player is on screen, and its frame reports in.
    expect(screen.getByRole('heading', { name: 'Player' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'The frame fails' }));

    await loadHome();
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeTruthy();
    await waitFor(() => expect(showing()).toEqual([MSG.notOnThisProfile]));
  });
});
