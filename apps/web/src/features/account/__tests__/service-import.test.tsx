import { TITLE_IMPORT_MAX_BYTES, type TitleImport } from '@marquee/core';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, storeSession } from '@/lib/session';
import { json, requestsTo, serveApi, testProfile, testUser } from '@/testing/profiles';
import { renderApp } from '@/testing/render';
import { ServiceImport } from '../components/service-import';

const titleImport = (fields: Partial<TitleImport> = {}): TitleImport => ({
  id: 'imp1',
  service: 'letterboxd',
  file_name: 'letterboxd-export.zip',
  status: 'running',
  total: 120,
  processed: 0,
  added: { watched: 0, watchlist: 0, ratings: 0 },
  unmatched: [],
  unmatched_count: 0,
  error: null,
  created_at: '2025-01-01T10:00:00.000Z',
  finished_at: null,
  ...fields,
});

const me = () => json(200, { ...testUser, profile: testProfile() });

/** Chooses `file` in the hidden input, as the file picker opened by 'Choose a file' does. */
function choose(file: File) {
  fireEvent.change(screen.getByLabelText('File to import from another service'), { target: { files: [file] } });
}

const exportFile = () => new File(['Date,Name,Year\n2024-01-01,Heat,1995\n'], 'My Letterboxd export.csv', { type: 'text/csv' });

/** The polls of one import are a second apart. */
const POLLED = { timeout: 3000 };

describe('Import from another service', () => {
  beforeEach(() => storeSession('token', testUser, testProfile()));
  afterEach(() => {
    vi.restoreAllMocks();
    clearSession();
  });

  it('uploads the file as it is, named in the URL, then follows its progress to the summary', async () => {
    const success = vi.spyOn(toast, 'success');
    const invalidate = vi.spyOn(QueryClient.prototype, 'invalidateQueries');
    const replies = [
      titleImport({ processed: 40 }),
      titleImport({
        status: 'done',
        processed: 120,
        added: { watched: 8000, watchlist: 12, ratings: 1 },
        finished_at: '2025-01-01T10:01:00.000Z',
      }),
    ];
    const fetchSpy = serveApi({
      'GET /api/auth/me': me,
      'GET /api/title-imports': () => json(200, { imports: [] }),
      'POST /api/title-imports': () => json(202, { import: titleImport() }),
      'GET /api/title-imports/imp1': () => json(200, { import: replies.shift() ?? replies.at(-1) }),
    });
    renderApp(<ServiceImport />, { path: '/profile' });
    const button = await screen.findByRole('button', { name: 'Choose a file' });
    await waitFor(() => expect(requestsTo(fetchSpy, 'GET /api/title-imports')).toHaveLength(1));

    const file = exportFile();
    choose(file);

    const status = screen.getByRole('status');
    await waitFor(() => expect(status.textContent).toContain('Importing from Letterboxd…'));
    const [url, init] = fetchSpy.mock.calls.find(([, request]) => request?.method === 'POST')!;
    expect(url).toBe('/api/title-imports?name=My%20Letterboxd%20export.csv');
    expect(init?.body).toBe(file);
    expect(init?.headers).toMatchObject({ 'content-type': 'application/octet-stream', authorization: 'Bearer token' });
    expect(button).toHaveProperty('disabled', true);
    expect(document.activeElement).toBe(status);

    await waitFor(() => expect(status.textContent).toContain('40 of 120 entries'), POLLED);
    const bar = within(status).getByRole('progressbar', { name: 'Import progress' });
    expect(bar).toMatchObject({ value: 40, max: 120 });

    await waitFor(() => expect(status.textContent).toContain('Imported from Letterboxd'), POLLED);
    expect(within(status).getByRole('heading', { name: 'Imported from Letterboxd' })).toBeTruthy();
    expect(
      within(status)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['Watched: 8,000 added', 'Watchlist: 12 added', 'Ratings: 1 added']);
    expect(within(status).queryByRole('progressbar')).toBeNull();
    expect(status.textContent).not.toContain('could not be found');
    expect(success).toHaveBeenCalledTimes(1);
    expect(success).toHaveBeenCalledWith('Import complete', { description: '8,000 watched, 12 watchlist, 1 rating added.' });
    expect(button).toHaveProperty('disabled', false);
    // What it added shows elsewhere: watched marks, ratings, history with Continue Watching, and the lists.
    const invalidated = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    for (const key of [
      ['user', 'watched'],
      ['user', 'ratings'],
      ['user', 'watch-history'],
      ['user', 'list'],
    ]) {
      expect(invalidated).toContainEqual(key);
    }

    // Done: it is asked after no more.
    const polls = requestsTo(fetchSpy, 'GET /api/title-imports/imp1').length;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(requestsTo(fetchSpy, 'GET /api/title-imports/imp1')).toHaveLength(polls);
  });

  it('on opening, follows the latest import while it runs, and says when it is done', async () => {
    const success = vi.spyOn(toast, 'success');
    let polls = 0;
    serveApi({
      'GET /api/auth/me': me,
      'GET /api/title-imports': () => json(200, { imports: [titleImport({ service: 'trakt', processed: 10 })] }),
      'GET /api/title-imports/imp1': () => {
        polls += 1;
        return json(200, {
          import:
            polls < 2 ? titleImport({ service: 'trakt', processed: 60 }) : titleImport({ service: 'trakt', status: 'done' }),
        });
      },
    });
    renderApp(<ServiceImport />, { path: '/profile' });

    const status = await screen.findByRole('status');
    await waitFor(() => expect(status.textContent).toContain('Importing from Trakt…'));
    expect(await screen.findByRole('button', { name: 'Choose a file' })).toHaveProperty('disabled', true);
    await waitFor(() => expect(status.textContent).toContain('Imported from Trakt'), POLLED);
    expect(success).toHaveBeenCalledWith('Import complete', { description: '0 watched, 0 watchlist, 0 ratings added.' });
  });

  it('lists the titles not found, with their year and TV shows marked, and how many more there were', async () => {
    const success = vi.spyOn(toast, 'success');
    const fetchSpy = serveApi({
      'GET /api/auth/me': me,
      'GET /api/title-imports': () =>
        json(200, {
          imports: [
            titleImport({
              status: 'done',
              processed: 120,
              added: { watched: 2, watchlist: 0, ratings: 5 },
              unmatched: [
                { media_type: 'movie', title: 'Heat', year: 1995 },
                { media_type: 'tv', title: 'The Wire', year: 2002 },
                { media_type: 'movie', title: 'Untitled', year: null },
              ],
              unmatched_count: 7,
            }),
          ],
        }),
    });
    renderApp(<ServiceImport />, { path: '/profile' });

    const list = await screen.findByRole('list', { name: 'Titles that could not be found' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Heat (1995)', 'The Wire (2002) · TV', 'Untitled']);
    expect(list.tabIndex).toBe(0);
    expect(screen.getByRole('status').textContent).toContain('7 titles could not be found');
    expect(screen.getByText('and 4 more')).toBeTruthy();
    // An import that had ended before the screen opened is shown, not announced again, and not asked after.
    expect(success).not.toHaveBeenCalled();
    expect(requestsTo(fetchSpy, 'GET /api/title-imports/imp1')).toHaveLength(0);
  });

  it('says "1 title" for one title not found, and nothing more when all are listed', async () => {
    serveApi({
      'GET /api/auth/me': me,
      'GET /api/title-imports': () =>
        json(200, {
          imports: [
            titleImport({
              status: 'done',
              unmatched: [{ media_type: 'movie', title: 'Heat', year: 1995 }],
              unmatched_count: 1,
            }),
          ],
        }),
    });
    renderApp(<ServiceImport />, { path: '/profile' });

    await screen.findByRole('list', { name: 'Titles that could not be found' });
    expect(screen.getByRole('status').textContent).toContain('1 title could not be found');
    expect(screen.queryByText(/more$/)).toBeNull();
  });

  it('shows why a failed import stopped', async () => {
    serveApi({
      'GET /api/auth/me': me,
      'GET /api/title-imports': () =>
        json(200, { imports: [titleImport({ status: 'failed', error: 'The metadata source could not be reached' })] }),
    });
    renderApp(<ServiceImport />, { path: '/profile' });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The import stopped: The metadata source could not be reached');
    expect(screen.getByRole('button', { name: 'Choose a file' })).toHaveProperty('disabled', false);
  });

  it('refuses a file over the limit without sending it', async () => {
    const error = vi.spyOn(toast, 'error');
    const fetchSpy = serveApi({
      'GET /api/auth/me': me,
      'GET /api/title-imports': () => json(200, { imports: [] }),
    });
    renderApp(<ServiceImport />, { path: '/profile' });
    await screen.findByRole('button', { name: 'Choose a file' });

    const file = exportFile();
    Object.defineProperty(file, 'size', { value: TITLE_IMPORT_MAX_BYTES + 1 });
    choose(file);

    expect(error).toHaveBeenCalledWith('Import failed', { description: 'That file is over 32 MB.' });
    expect(requestsTo(fetchSpy, 'POST /api/title-imports')).toHaveLength(0);
  });

  it("shows the server's reason when it refuses the file", async () => {
    const error = vi.spyOn(toast, 'error');
    serveApi({
      'GET /api/auth/me': me,
      'GET /api/title-imports': () => json(200, { imports: [] }),
      'POST /api/title-imports': () => json(400, { error: 'This file is not an export of Trakt, Letterboxd, IMDb or Simkl' }),
    });
    renderApp(<ServiceImport />, { path: '/profile' });
    const button = await screen.findByRole('button', { name: 'Choose a file' });

    choose(exportFile());

    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Import failed', {
        description: 'This file is not an export of Trakt, Letterboxd, IMDb or Simkl',
      }),
    );
    expect(button).toHaveProperty('disabled', false);
    expect(screen.getByRole('status').textContent).toBe('');
  });
  it("reads the imports again when a sync's pull has read the service's lists, and follows its import", async () => {
    let pullingReads = 2;
    let pulled = false;
    const link = () => ({
      service: 'trakt',
      available: true,
      connected: true,
      connected_at: '2025-01-01T10:00:00.000Z',
      pulled_at: '2025-01-01T10:00:00.000Z',
      pulling: (pulled = pullingReads-- <= 0) === false,
      pull_error: null,
      signing_in: null,
    });
    const fetchSpy = serveApi({
      'GET /api/auth/me': me,
      'GET /api/service-links': () => json(200, { links: [link()] }),
      'GET /api/title-imports': () =>
        json(200, { imports: pulled ? [titleImport({ service: 'trakt', file_name: 'Trakt sync', processed: 30 })] : [] }),
      'GET /api/title-imports/imp1': () =>
        json(200, { import: titleImport({ service: 'trakt', file_name: 'Trakt sync', processed: 60 }) }),
    });
    renderApp(<ServiceImport />, { path: '/profile' });

    await waitFor(() => expect(requestsTo(fetchSpy, 'GET /api/title-imports')).toHaveLength(1));
    expect(screen.queryByText(/Importing from Trakt/)).toBeNull();
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Importing from Trakt…'), { timeout: 5000 });
    expect(requestsTo(fetchSpy, 'GET /api/title-imports')).toHaveLength(2);
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('60 of 120 entries'), POLLED);
  }, 10_000);
});
