import { DEFAULT_PREFERENCES, type Preferences } from '@marquee/core';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { storeSession } from '@/lib/session';
import { json, requestsTo, serveApi, testProfile, testUser } from '@/testing/profiles';
import { renderApp } from '@/testing/render';
import { PreferencesTab } from '../components/preferences-tab';

/** A server that keeps the preferences it is sent, or refuses every change with `refusal`. */
function serve(saved: Partial<Preferences> = {}, refusal?: { status: number; error: string }) {
  let current: Preferences = { ...DEFAULT_PREFERENCES, ...saved };
  return serveApi({
    'GET /api/auth/me': () => json(200, { ...testUser, profile: testProfile() }),
    'GET /api/preferences': () => json(200, current),
    'PATCH /api/preferences': (init) => {
      if (refusal) return json(refusal.status, { error: refusal.error });
      current = { ...current, ...(JSON.parse(init.body as string) as Partial<Preferences>) };
      return json(200, current);
    },
  });
}

export const select = (label: string) => screen.getByLabelText<HTMLSelectElement>(label);
export const optionNames = (label: string) => [...select(label).options].map((option) => option.text);

/** The Preferences tab once the saved preferences are in, against `serve`'s server; answers its fetch spy. */
export async function openPreferencesTab(saved: Partial<Preferences> = {}, refusal?: { status: number; error: string }) {
  const fetchSpy = serve(saved, refusal);
  renderApp(<PreferencesTab />, { path: '/profile' });
  await waitFor(() => expect(requestsTo(fetchSpy, 'GET /api/preferences')).toHaveLength(1));
  await waitFor(() => expect(select('Audio language').disabled).toBe(false));
  return fetchSpy;
}

/** A signed-in profile for each test; Radix's radio and switch (accent, history) measure themselves, and jsdom has no ResizeObserver. */
export function withSignedInPreferences(): void {
  beforeEach(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    storeSession('token', testUser, testProfile());
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
}
