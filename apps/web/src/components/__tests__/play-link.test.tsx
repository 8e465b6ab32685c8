import type { LibraryReply, VideoSource } from '@marquee/core';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '@/lib/session';
import { json, serveApi, testProfile, testUser } from '@/testing/profiles';
import { renderApp, testConfig } from '@/testing/render';
import { PlayLink } from '../play-link';

/**
 * Play, or 'Not in your library' in its place, from the app's own knowledge of what can play a title
 * (docs/behaviour.md#what-can-play): the library, the title's trailer and the configured sources.
 */

const source = (key: string, name: string): VideoSource => ({
  key,
  name,
  sandbox: false,
  movieUrl: `/embed/${key}/movie/{id}`,
  tvUrl: `/embed/${key}/tv/{id}/{season}/{episode}`,
});
const BUILT_IN = [source('local', 'Local Library'), source('trailer', 'Official Trailer')];

const library = (...ids: number[]): Omit<LibraryReply, 'manage'> => ({
  titles: ids.map((id) => ({
    media_type: 'movie',
    id,
    title: 'Fight Club',
    year: 1999,
    poster_path: null,
    backdrop_path: null,
    added_at: '2026-01-01T00:00:00.000Z',
    files: 1,
    episodes: [],
  })),
});

function show(
  options: {
    library: Omit<LibraryReply, 'manage'>;
    hasTrailer?: boolean;
    owner?: boolean;
    sources?: VideoSource[];
    compact?: boolean;
  } = {
    library: library(),
  },
) {
  const profile = testProfile({ id: 'p1', name: 'Jane' });
  storeSession('token', testUser, profile);
  serveApi({
    'GET /api/auth/me': () => json(200, { ...testUser, profile }),
    'GET /api/library': () => json(200, { ...options.library, manage: options.owner === true } satisfies LibraryReply),
    'GET /api/library/status': () =>
      options.owner
        ? json(200, {
            scanning: false,
            scanned_at: null,
            files: 0,
            error: null,
            unmatched: [],
            skipped: [],
            media_tools: { available: true, version: null, message: null },
            probes: { done: 0, waiting: 0 },
            media_dir: { setting: './data/media', path: '/srv/marquee/data/media' },
          })
        : json(403, { error: 'Only an admin of this server can do this' }),
  });
  renderApp(
    <PlayLink
      mediaType="movie"
      id={550}
      title="Fight Club"
      year={1999}
      hasTrailer={options.hasTrailer ?? false}
      to="/player/movie/550"
      className=""
      compact={options.compact}
    >
      Play
    </PlayLink>,
    { config: { ...testConfig, sources: options.sources ?? BUILT_IN } },
  );
}

describe('PlayLink', () => {
  afterEach(() => vi.restoreAllMocks());

  it('plays a title the library holds', async () => {
    show({ library: library(550) });
    expect((await screen.findByRole('link', { name: 'Play' })).getAttribute('href')).toBe('/player/movie/550');
  });

  it('plays a title with a trailer, though the library lacks it', async () => {
    show({ library: library(), hasTrailer: true });
    expect(await screen.findByRole('link', { name: 'Play' })).toBeTruthy();
  });

  it('plays anything when another source is configured, which is taken to cover every title', async () => {
    show({ library: library(), sources: [...BUILT_IN, source('vidsrc', 'VidSrc')] });
    expect(await screen.findByRole('link', { name: 'Play' })).toBeTruthy();
  });

  it('tells a member nothing can play it, and to ask the owner, on a control that goes nowhere', async () => {
    show({ library: library(7) });
    const control = await screen.findByRole('button', { name: 'Not in your library' });
    expect(control.getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByRole('link', { name: 'Play' })).toBeNull();
    await vi.waitFor(() =>
      expect(
        control.getAttribute('aria-describedby') &&
          document.getElementById(control.getAttribute('aria-describedby')!)?.textContent,
      ).toBe("Ask this server's owner to add it to the library."),
    );
  });

  it("compact (the home hero): the control alone in Play's place, what to do its description but not a line of its own", async () => {
    show({ library: library(7), compact: true });
    const control = await screen.findByRole('button', { name: 'Not in your library' });
    await vi.waitFor(() => {
      const note = document.getElementById(control.getAttribute('aria-describedby')!);
      expect(note?.textContent).toBe("Ask this server's owner to add it to the library.");
      expect(note?.className).toBe('sr-only');
    });
  });

  it('tells the owner where its file goes: the media folder as configured, and a name the scan reads as the title', async () => {
    show({ library: library(), owner: true });
    const control = await screen.findByRole('button', { name: 'Not in your library' });
    await vi.waitFor(() =>
      expect(document.getElementById(control.getAttribute('aria-describedby')!)?.textContent).toBe(
        'Put its file in the media folder, ./data/media, named like Fight Club (1999).mkv. It plays once the scan finds it.',
      ),
    );
  });
});
