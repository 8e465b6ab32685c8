import type { ServiceLink, SyncSignIn } from '@marquee/core';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, storeSession } from '@/lib/session';
import { json, requestsTo, serveApi, testProfile, testUser } from '@/testing/profiles';
import { renderApp } from '@/testing/render';
import { ServiceLinks } from '../components/service-links';

const link = (fields: Partial<ServiceLink> = {}): ServiceLink => ({
  service: 'trakt',
  available: true,
  connected: false,
  connected_at: null,
  pulled_at: null,
  pulling: false,
  pull_error: null,
  signing_in: null,
  ...fields,
});

const signIn = (fields: Partial<SyncSignIn> = {}): SyncSignIn => ({
  user_code: 'ABCD1234',
  verification_url: 'https://trakt.tv/activate',
  expires_at: new Date(Date.now() + 10 * 60_000).toISOString(),
  interval: 1,
  ...fields,
});

const me = () => json(200, { ...testUser, profile: testProfile() });
const links = (...answer: ServiceLink[]) => json(200, { links: answer });

/** Checks are at least a second apart. */
const POLLED = { timeout: 4000 };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const invalidatedKeys = (spy: { mock: { calls: Array<Parameters<QueryClient['invalidateQueries']>> } }) =>
  spy.mock.calls.map(([filters]) => filters?.queryKey);

describe('Sync with Trakt and Simkl', () => {
  beforeEach(() => storeSession('token', testUser, testProfile()));
  afterEach(() => {
    vi.restoreAllMocks();
    clearSession();
  });

  it('shows nothing where the server does not offer Trakt', async () => {
    const fetchSpy = serveApi({ 'GET /api/auth/me': me, 'GET /api/service-links': () => links(link({ available: false })) });
    const { container } = renderApp(<ServiceLinks />, { path: '/profile' });

    await waitFor(() => expect(requestsTo(fetchSpy, 'GET /api/service-links')).toHaveLength(1));
    await pause(50);
    expect(screen.queryByRole('heading', { name: 'Sync with Trakt' })).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.textContent).toBe('');
  });

  it('connects by the code shown: the link to Trakt, then checks until it is entered', async () => {
    const success = vi.spyOn(toast, 'success');
    const invalidate = vi.spyOn(QueryClient.prototype, 'invalidateQueries');
    let connected = false;
    const checks = [false, true];
    const fetchSpy = serveApi({
      'GET /api/auth/me': me,
      'GET /api/service-links': () => links(link({ connected, connected_at: connected ? '2025-01-01T10:00:00.000Z' : null })),
      'POST /api/service-links/trakt/connect': () => json(200, signIn()),
      'POST /api/service-links/trakt/check': () => {
        connected = checks.shift() ?? true;
        return json(200, { connected });
      },
    });
    renderApp(<ServiceLinks />, { path: '/profile' });

    expect(await screen.findByRole('heading', { name: 'Sync with Trakt' })).toBeTruthy();
    expect(screen.getByText(/^Keep your history, watchlist and ratings in step with Trakt/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Connect Trakt' }));

    const page = await screen.findByRole('link', { name: /^https:\/\/trakt\.tv\/activate ?\(opens in a new tab\)$/ });
    expect(page.getAttribute('href')).toBe('https://trakt.tv/activate');
    expect(page.getAttribute('target')).toBe('_blank');
    expect(page.getAttribute('rel')).toBe('noopener noreferrer');
    expect(page.parentElement?.textContent).toBe('Go to https://trakt.tv/activate (opens in a new tab) and enter this code:');
    expect(screen.getByText('ABCD1234').className).toContain('font-mono');
    expect(screen.getByRole('status').textContent).toBe('Waiting for Trakt…');
    expect(document.activeElement).toBe(page);
    expect(requestsTo(fetchSpy, 'POST /api/service-links/trakt/connect')).toEqual([{ body: {}, authorization: 'Bearer token' }]);
    // The first check waits for the interval.
    expect(requestsTo(fetchSpy, 'POST /api/service-links/trakt/check')).toHaveLength(0);

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Connected to Trakt'), { timeout: 5000 });
    expect(requestsTo(fetchSpy, 'POST /api/service-links/trakt/check')).toHaveLength(2);
    expect(success).toHaveBeenCalledWith('Connected to Trakt');
    expect(screen.queryByText('ABCD1234')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sync now' }));
    // Connecting brings the history in: the import block reads the imports again.
    expect(invalidatedKeys(invalidate)).toContainEqual(['user', 'title-imports']);

    await pause(1500);
    expect(requestsTo(fetchSpy, 'POST /api/service-links/trakt/check')).toHaveLength(2);
  }, 10_000);

  it.each([
    [410, 'The code has expired. Start again.'],
    [403, 'Trakt was not allowed to connect. Start again.'],
  ])('a %i on checking says why, stops checking, and Start again shows a new code', async (status, message) => {
    const codes = ['ABCD1234', 'WXYZ9876'];
    const fetchSpy = serveApi({
      'GET /api/auth/me': me,
      'GET /api/service-links': () => links(link()),
      'POST /api/service-links/trakt/connect': () => json(200, signIn({ user_code: codes.shift() })),
      'POST /api/service-links/trakt/check': () => json(status, { error: message }),
    });
    renderApp(<ServiceLinks />, { path: '/profile' });
    fireEvent.click(await screen.findByRole('button', { name: 'Connect Trakt' }));
    await screen.findByText('ABCD1234');

    const alert = await screen.findByRole('alert', {}, POLLED);
    expect(alert.textContent).toBe(message);
    expect(screen.queryByText('ABCD1234')).toBeNull();
    const again = screen.getByRole('button', { name: 'Start again' });
    expect(document.activeElement).toBe(again);
    await pause(1200);
    expect(requestsTo(fetchSpy, 'POST /api/service-links/trakt/check')).toHaveLength(1);

    fireEvent.click(again);
    expect(await screen.findByText('WXYZ9876')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(requestsTo(fetchSpy, 'POST /api/service-links/trakt/connect')).toHaveLength(2);
  });

  it('keeps checking through other failures, and Cancel stops without a request', async () => {
    const fetchSpy = serveApi({
      'GET /api/auth/me': me,
      'GET /api/service-links': () => links(link()),
      'POST /api/service-links/trakt/connect': () => json(200, signIn({ interval: 0 })),
      'POST /api/service-links/trakt/check': () => json(502, { error: 'Trakt could not be reached. Please try again later.' }),
    });
    renderApp(<ServiceLinks />, { path: '/profile' });
    fireEvent.click(await screen.findByRole('button', { name: 'Connect Trakt' }));
    await screen.findByText('ABCD1234');

    // An interval of 0 is taken as a second.
    await pause(500);
    expect(requestsTo(fetchSpy, 'POST /api/service-links/trakt/check')).toHaveLength(0);
    await waitFor(() => expect(requestsTo(fetchSpy, 'POST /api/service-links/trakt/check')).toHaveLength(2), POLLED);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Waiting for Trakt…');

    const requests = fetchSpy.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const connect = await screen.findByRole('button', { name: 'Connect Trakt' });
    expect(document.activeElement).toBe(connect);
    expect(screen.queryByText('ABCD1234')).toBeNull();
    await pause(1500);
    expect(fetchSpy.mock.calls.length).toBe(requests);
  }, 10_000);

  it('stops at the code’s expiry when the checks keep failing', async () => {
    serveApi({
      'GET /api/auth/me': me,
      'GET /api/service-links': () => links(link()),
      'POST /api/service-links/trakt/connect': () => json(200, signIn({ expires_at: new Date(Date.now() + 1500).toISOString() })),
      'POST /api/service-links/trakt/check': () => json(503, { error: 'Trakt could not be reached' }),
    });
    renderApp(<ServiceLinks />, { path: '/profile' });
    fireEvent.click(await screen.findByRole('button', { name: 'Connect Trakt' }));

    const alert = await screen.findByRole('alert', {}, POLLED);
    expect(alert.textContent).toBe('The code has expired. Start again.');
    expect(screen.getByRole('button', { name: 'Start again' })).toBeTruthy();
  });

  it('on opening during a sign-in, shows its code again and goes on checking', async () => {
    const fetchSpy = serveApi({
      'GET /api/auth/me': me,
      'GET /api/service-links': () => links(link({ signing_in: signIn({ user_code: 'RESUME42' }) })),
      'POST /api/service-links/trakt/check': () => json(200, { connected: false }),
    });
    renderApp(<ServiceLinks />, { path: '/profile' });

    expect(await screen.findByText('RESUME42')).toBeTruthy();
    expect(screen.getByRole('link', { name: /^https:\/\/trakt\.tv\/activate/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Connect Trakt' })).toBeNull();
    // Opening the page does not take the focus.
    expect(document.activeElement).toBe(document.body);
    await waitFor(() => expect(requestsTo(fetchSpy, 'POST /api/service-links/trakt/check')).toHaveLength(1), POLLED);
  });

  it('on opening after a sign-in expired, offers to connect and checks nothing', async () => {
    const fetchSpy = serveApi({
      'GET /api/auth/me': me,
      'GET /api/service-links': () =>
        links(link({ signing_in: signIn({ expires_at: new Date(Date.now() - 1000).toISOString() }) })),
    });
    renderApp(<ServiceLinks />, { path: '/profile' });

    expect(await screen.findByRole('button', { name: 'Connect Trakt' })).toBeTruthy();
    expect(screen.queryByText('ABCD1234')).toBeNull();
    await pause(1200);
    expect(requestsTo(fetchSpy, 'POST /api/service-links/trakt/check')).toHaveLength(0);
  });

  it('connected: Sync now reads the history while the link says so, then Disconnect ends the link', async () => {
    const success = vi.spyOn(toast, 'success');
    const invalidate = vi.spyOn(QueryClient.prototype, 'invalidateQueries');
    let connected = true;
    // The link reads as pulling twice after Sync now, then as done.
    let pullingReads = 0;
    const fetchSpy = serveApi({
      'GET /api/auth/me': me,
      'GET /api/service-links': () =>
        links(
          link({
            connected,
            connected_at: '2025-01-01T10:00:00.000Z',
            pulled_at: new Date(Date.now() - 3 * 3600_000).toISOString(),
            pulling: pullingReads > 0 && pullingReads-- > 0,
          }),
        ),
      'POST /api/service-links/trakt/pull': () => {
        pullingReads = 2;
        return json(202, { link: link({ connected: true, pulling: true }) });
      },
      'DELETE /api/service-links/trakt': () => {
        connected = false;
        return new Response(null, { status: 204 });
      },
    });
    renderApp(<ServiceLinks />, { path: '/profile' });

    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Connected to TraktLast brought in 3 hours ago');
    expect(screen.queryByRole('button', { name: 'Connect Trakt' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Sync now' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Bringing in your Trakt history'));
    expect(requestsTo(fetchSpy, 'POST /api/service-links/trakt/pull')).toEqual([{ body: {}, authorization: 'Bearer token' }]);
    expect(invalidatedKeys(invalidate)).toContainEqual(['user', 'title-imports']);
    // While the lists are read, the link says so and is asked again until they are.
    await waitFor(() => expect(status.textContent).toBe('Connected to TraktReading your Trakt history…'));
    expect(screen.getByRole('button', { name: 'Syncing...' })).toBeTruthy();
    await waitFor(() => expect(status.textContent).toBe('Connected to TraktLast brought in 3 hours ago'), POLLED);
    expect(requestsTo(fetchSpy, 'GET /api/service-links').length).toBeGreaterThanOrEqual(4);

    fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByRole('button', { name: 'Connect Trakt' })).toBeTruthy();
    expect(requestsTo(fetchSpy, 'DELETE /api/service-links/trakt')).toHaveLength(1);
    expect(success).toHaveBeenCalledWith('Disconnected from Trakt');
    expect(screen.queryByText('Connected to Trakt')).toBeNull();
  });

  it("says the server's reason when Sync now is refused", async () => {
    const error = vi.spyOn(toast, 'error');
    const success = vi.spyOn(toast, 'success');
    serveApi({
      'GET /api/auth/me': me,
      'GET /api/service-links': () => links(link({ connected: true, connected_at: '2025-01-01T10:00:00.000Z' })),
      'POST /api/service-links/trakt/pull': () => json(409, { error: 'A sync with Trakt is under way' }),
    });
    renderApp(<ServiceLinks />, { path: '/profile' });

    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Connected to Trakt');
    fireEvent.click(screen.getByRole('button', { name: 'Sync now' }));

    await waitFor(() => expect(error).toHaveBeenCalledWith('Sync failed', { description: 'A sync with Trakt is under way' }));
    expect(success).not.toHaveBeenCalled();
  });

  it('says why the last sync failed', async () => {
    serveApi({
      'GET /api/auth/me': me,
      'GET /api/service-links': () =>
        links(
          link({
            connected: true,
            connected_at: '2025-01-01T10:00:00.000Z',
            pulled_at: '2025-01-01T11:00:00.000Z',
            pull_error: 'Trakt no longer accepts this connection. Disconnect, then connect again.',
          }),
        ),
    });
    renderApp(<ServiceLinks />, { path: '/profile' });

    expect(
      await screen.findByText('The last sync failed: Trakt no longer accepts this connection. Disconnect, then connect again.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sync now' })).toBeTruthy();
  });

  it('shows a block for each service the server offers, each connecting to its own', async () => {
    const fetchSpy = serveApi({
      'GET /api/auth/me': me,
      'GET /api/service-links': () => links(link(), link({ service: 'simkl' })),
      'POST /api/service-links/simkl/connect': () =>
        json(200, signIn({ user_code: '9F3A2', verification_url: 'https://simkl.com/pin/' })),
      'POST /api/service-links/simkl/check': () => json(200, { connected: false }),
    });
    renderApp(<ServiceLinks />, { path: '/profile' });

    expect(await screen.findByRole('heading', { name: 'Sync with Trakt' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Sync with Simkl' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Connect Simkl' }));
    expect(await screen.findByText('9F3A2')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Waiting for Simkl…');
    expect(screen.getByRole('button', { name: 'Connect Trakt' })).toBeTruthy();
    await waitFor(() => expect(requestsTo(fetchSpy, 'POST /api/service-links/simkl/check')).toHaveLength(1), POLLED);
    expect(requestsTo(fetchSpy, 'POST /api/service-links/trakt/connect')).toHaveLength(0);
  });
});
