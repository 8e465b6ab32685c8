import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, testConfig } from '@/testing/render';
import { DownloadDialog } from '../components/download-dialog';

const seasons = [
  { season_number: 0, episode_count: 30 },
  { season_number: 1, episode_count: 10 },
  { season_number: 2, episode_count: 4 },
];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Opens the dialog, whose code loads on the first press. */
function openDialog() {
  fireEvent.click(screen.getByRole('button', { name: 'Download' }));
  return screen.findByRole('dialog', { name: 'Download' });
}

describe('DownloadDialog for a show', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offers the seasons above 0 and the episodes of the chosen one, and fetches nothing before Fetch Downloads', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderApp(<DownloadDialog mediaType="tv" id={1399} title="Game of Thrones" seasons={seasons} initialSeason={2} />);
    const dialog = await openDialog();

    const season = within(dialog).getByLabelText('Season');
    expect([...season.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Season 1', 'Season 2']);
    expect(season).toHaveProperty('value', '2');
    const episode = within(dialog).getByLabelText('Episode');
    expect(episode.querySelectorAll('option')).toHaveLength(4);
    expect(within(dialog).getByRole('button', { name: 'Fetch Downloads' })).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('goes back to episode 1 on another season, and to the initial season after closing', async () => {
    vi.spyOn(globalThis, 'fetch');
    renderApp(<DownloadDialog mediaType="tv" id={1399} title="Game of Thrones" seasons={seasons} initialSeason={1} />);
    let dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('Episode'), { target: { value: '7' } });
    fireEvent.change(within(dialog).getByLabelText('Season'), { target: { value: '2' } });
    expect(within(dialog).getByLabelText('Episode')).toHaveProperty('value', '1');

    fireEvent.change(within(dialog).getByLabelText('Episode'), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    // Closed, the focus is back on the button that opened it.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Download' })));
    dialog = await openDialog();
    expect(within(dialog).getByLabelText('Season')).toHaveProperty('value', '1');
    expect(within(dialog).getByLabelText('Episode')).toHaveProperty('value', '1');
  });

  it('fetches nothing for a movie until the dialog opens, then asks the media library once', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise(() => {}));
    renderApp(<DownloadDialog mediaType="movie" id={550} title="Fight Club" />);
    expect(fetchSpy).not.toHaveBeenCalled();
    const dialog = await openDialog();
    expect(within(dialog).getByRole('status').textContent).toBe('Loading download options...');
    expect(fetchSpy.mock.calls.map(([url]) => url)).toEqual(['/api/download/movie/550']);
  });

  it("asks a download service's four versions when the server has one", async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise(() => {}));
    const config = { ...testConfig, services: { ...testConfig.services, downloads: 'upstream' as const } };
    renderApp(<DownloadDialog mediaType="movie" id={550} title="Fight Club" />, { config });
    await openDialog();
    expect(fetchSpy.mock.calls.map(([url]) => url)).toEqual([
      '/api/download/movie/v1/550',
      '/api/download/movie/v3/550',
      '/api/download/movie/v4/550',
      '/api/download/movie/v5/550',
    ]);
  });
});

describe('DownloadDialog over the media library', () => {
  afterEach(() => vi.restoreAllMocks());

  const file = (name: string, size: string, quality: string | null) => ({
    name,
    size,
    bytes: 1,
    quality,
    url: `http://localhost/api/media/file/Films/${encodeURIComponent(name)}?exp=1&sig=s&download`,
  });

  it('lists one entry per file, named by the file, described by its size and quality', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json({ files: [file('Heat (1995).mkv', '1.4 GB', '1080p · HEVC · DTS 5.1'), file('Heat (1995).mp4', '700 MB', null)] }),
    );
    renderApp(<DownloadDialog mediaType="movie" id={949} title="Heat" />);
    const dialog = await openDialog();
    const links = await within(dialog).findAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual(['Heat (1995).mkv', 'Heat (1995).mp4']);
    const [mkv, mp4] = links;
    expect(within(dialog).getByRole('link', { name: 'Heat (1995).mkv', description: '1.4 GB · 1080p · HEVC · DTS 5.1' })).toBe(
      mkv,
    );
    // Not read by ffprobe yet: no quality.
    expect(within(dialog).getByRole('link', { name: 'Heat (1995).mp4', description: '700 MB' })).toBe(mp4);
    expect(mkv!.getAttribute('href')).toBe(file('Heat (1995).mkv', '', null).url);
    expect(mkv!.getAttribute('target')).toBe('_blank');
    expect(within(dialog).queryByText(/Source v/i)).toBeNull();
  });

  it("says 'Not available ATM' once when the library has no file of the title", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ files: [] }));
    renderApp(<DownloadDialog mediaType="movie" id={13} title="Forrest Gump" />);
    expect(await within(await openDialog()).findAllByText('Not available ATM')).toHaveLength(1);
  });
});
