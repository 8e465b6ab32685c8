import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, testConfig } from '@/testing/render';
import { Header } from '../header';

const communityUrl = 'https://chat.example.org/invite';

describe('Header', () => {
  it('offers every page link, and Login and Sign Up to a visitor', () => {
    renderApp(<Header />);
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual(['Home', 'Movies', 'TV', 'Sports', 'Trending', 'Watch History']);
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/signup');
    expect(screen.queryByRole('link', { name: 'Profile' })).toBeNull();
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
