import { STORAGE_KEYS } from '@marquee/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/testing/render';
import InstallPrompt from '../components/install-prompt';
import { captureInstallOffers, dropInstallOffer, useInstallOffer, type InstallOffer } from '../install-offer';

/** A stand-in for Chromium's beforeinstallprompt event, answering the prompt with `outcome`. */
function offer(outcome: 'accepted' | 'dismissed' | Error): InstallOffer {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as InstallOffer;
  Object.assign(event, {
    prompt: vi.fn(() => (outcome instanceof Error ? Promise.reject(outcome) : Promise.resolve())),
    userChoice: Promise.resolve({ outcome: outcome instanceof Error ? 'dismissed' : outcome, platform: 'web' }),
  });
  return event;
}

function InstallArea() {
  const current = useInstallOffer();
  return (
    <>
      <Toaster />
      {current ? <InstallPrompt offer={current} /> : <p>No offer</p>}
    </>
  );
}

function renderInstallArea() {
  renderRoutes([{ path: '/', element: <InstallArea /> }]);
}

beforeAll(() => captureInstallOffers());
// The offer is the page's, not a component's: each test starts without one.
afterEach(() => act(() => dropInstallOffer()));

describe('install prompt', () => {
  it("appears when the browser offers installation, in place of the browser's own banner", async () => {
    renderInstallArea();
    const event = offer('dismissed');
    act(() => void window.dispatchEvent(event));
    expect(event.defaultPrevented).toBe(true);
    expect(await screen.findByRole('heading', { name: 'Install Marquee' })).toBeTruthy();
  });

  it('hands the choice to the browser, remembers an accepted install and goes away', async () => {
    renderInstallArea();
    const event = offer('accepted');
    act(() => void window.dispatchEvent(event));
    fireEvent.click(await screen.findByRole('button', { name: 'Install' }));
    await screen.findByText('No offer');
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(localStorage.getItem(STORAGE_KEYS.installed)).toBe('true');
  });

  it('goes away without remembering anything when the person dismisses the prompt or says not now', async () => {
    renderInstallArea();
    act(() => void window.dispatchEvent(offer('dismissed')));
    fireEvent.click(await screen.findByRole('button', { name: 'Install' }));
    await screen.findByText('No offer');
    act(() => void window.dispatchEvent(offer('dismissed')));
    fireEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    await screen.findByText('No offer');
    expect(localStorage.getItem(STORAGE_KEYS.installed)).toBeNull();
  });

  it("says 'Installation Failed' when the browser's prompt fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderInstallArea();
    act(() => void window.dispatchEvent(offer(new Error('prompt() can only be called once'))));
    fireEvent.click(await screen.findByRole('button', { name: 'Install' }));
    expect(await screen.findByText('Installation Failed')).toBeTruthy();
    await screen.findByText('No offer');
    vi.mocked(console.error).mockRestore();
  });

  it('is never shown once the app is installed', async () => {
    renderInstallArea();
    act(() => void window.dispatchEvent(new Event('appinstalled')));
    expect(localStorage.getItem(STORAGE_KEYS.installed)).toBe('true');
    const event = offer('accepted');
    act(() => void window.dispatchEvent(event));
    await waitFor(() => expect(screen.getByText('No offer')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
  });
});
