import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '@/lib/session';
import { json, serveApi, testProfile, testUser } from '@/testing/profiles';
import { renderApp, testConfig } from '@/testing/render';
import { Header } from '../header';

const communityUrl = 'https://chat.example.org/invite';

describe('Header', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offers every page link, and Login and Sign Up to a visitor where anyone may sign up', async () => {
    serveApi({ 'GET /api/auth/registration': () => json(200, { setupNeeded: false, registration: 'open' }) });
    renderApp(<Header />);
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual(['Home', 'Movies', 'TV', 'Sports', 'Trending', 'Watch History']);
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect((await screen.findByRole('link', { name: 'Sign Up' })).getAttribute('href')).toBe('/signup');
    expect(screen.queryByRole('link', { name: 'Profile' })).toBeNull();
  });

  it('offers no Sign Up where sign-up is by invitation only', async () => {
    const fetchSpy = serveApi({ 'GET /api/auth/registration': () => json(200, { setupNeeded: false, registration: 'invite' }) });
    renderApp(<Header />);
    await waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByRole('link', { name: 'Login' })).toBeTruthy());
    expect(screen.queryByRole('link', { name: 'Sign Up' })).toBeNull();
  });

  it('shows the community link only when one is configured, opening safely in a new tab', () => {
    const { unmount } = renderApp(<Header />);
    expect(screen.queryByRole('link', { name: /Community/ })).toBeNull();
    unmount();

    renderApp(<Header />, { config: { ...testConfig, communityUrl } });
    const link = screen.getByRole('link', { name: /Community/ });
    expect(link.getAttribute('href')).toBe(communityUrl);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('opens the mobile menu sheet from its button and closes it with Escape', async () => {
    renderApp(<Header />);
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(button);
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(sheet.id);
    expect(within(sheet).getByRole('link', { name: 'Watch History' }).getAttribute('href')).toBe('/watch-history');

    fireEvent.keyDown(sheet, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('Header for a signed-in profile', () => {
  afterEach(() => vi.restoreAllMocks());

  function signInAs(profile: ReturnType<typeof testProfile>) {
    storeSession('token', testUser, profile);
    serveApi({
      'GET /api/auth/me': () => json(200, { ...testUser, profile }),
      'GET /api/profiles': () => json(200, [profile]),
      'GET /api/preferences': () => json(200, { accent_color: profile.accent_color }),
    });
  }

  it('shows the profile menu and every link to a profile without limits', async () => {
    signInAs(testProfile({ name: 'Jane' }));
    renderApp(<Header />, { config: { ...testConfig, communityUrl } });
    expect(await screen.findByRole('button', { name: 'Profile menu, Jane' })).toBeTruthy();
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    expect(within(nav).getAllByRole('link')).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'Profile' })).toBeTruthy();
    expect(screen.queryByText('Kids')).toBeNull();
    expect(screen.getByRole('link', { name: /Community/ })).toBeTruthy();
  });

  it('gives a Kids profile fewer links, its badge, and no community link', async () => {
    signInAs(testProfile({ name: 'Sam', kids: true }));
    renderApp(<Header />, { config: { ...testConfig, communityUrl } });
    expect(await screen.findByRole('button', { name: 'Profile menu, Sam' })).toBeTruthy();
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual(['Home', 'Movies', 'TV', 'Watch History']);
    expect(screen.getByText('Kids')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Community/ })).toBeNull();
  });

  it('names the maximum rating of a profile limited by one', async () => {
    signInAs(testProfile({ name: 'Teen', maxRating: 'PG-13' }));
    renderApp(<Header />);
    expect(await screen.findByText('Up to PG-13')).toBeTruthy();
  });
});
