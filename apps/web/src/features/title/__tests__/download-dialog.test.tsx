import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render';
import { DownloadDialog } from '../components/download-dialog';

const seasons = [
  { season_number: 0, episode_count: 30 },
  { season_number: 1, episode_count: 10 },
  { season_number: 2, episode_count: 4 },
];

function openDialog() {
  fireEvent.click(screen.getByRole('button', { name: 'Download' }));
  return screen.getByRole('dialog', { name: 'Download' });
}

describe('DownloadDialog for a show', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offers the seasons above 0 and the episodes of the chosen one, and fetches nothing before Fetch Downloads', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderApp(<DownloadDialog mediaType="tv" id={1399} title="Game of Thrones" seasons={seasons} initialSeason={2} />);
    const dialog = openDialog();

    const season = within(dialog).getByLabelText('Season');
    expect([...season.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Season 1', 'Season 2']);
    expect(season).toHaveProperty('value', '2');
    const episode = within(dialog).getByLabelText('Episode');
    expect(episode.querySelectorAll('option')).toHaveLength(4);
    expect(within(dialog).getByRole('button', { name: 'Fetch Downloads' })).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('goes back to episode 1 on another season, and to the initial season after closing', () => {
    vi.spyOn(globalThis, 'fetch');
    renderApp(<DownloadDialog mediaType="tv" id={1399} title="Game of Thrones" seasons={seasons} initialSeason={1} />);
    let dialog = openDialog();
    fireEvent.change(within(dialog).getByLabelText('Episode'), { target: { value: '7' } });
    fireEvent.change(within(dialog).getByLabelText('Season'), { target: { value: '2' } });
    expect(within(dialog).getByLabelText('Episode')).toHaveProperty('value', '1');

    fireEvent.change(within(dialog).getByLabelText('Episode'), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    dialog = openDialog();
    expect(within(dialog).getByLabelText('Season')).toHaveProperty('value', '1');
    expect(within(dialog).getByLabelText('Episode')).toHaveProperty('value', '1');
  });

  it('fetches nothing for a movie until the dialog opens', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise(() => {}));
    renderApp(<DownloadDialog mediaType="movie" id={550} title="Fight Club" />);
    expect(fetchSpy).not.toHaveBeenCalled();
    const dialog = openDialog();
    expect(within(dialog).getByRole('status').textContent).toBe('Loading download options...');
    expect(fetchSpy.mock.calls.map(([url]) => url)).toEqual([
      '/api/download/movie/v1/550',
      '/api/download/movie/v3/550',
      '/api/download/movie/v4/550',
      '/api/download/movie/v5/550',
    ]);
  });
});
