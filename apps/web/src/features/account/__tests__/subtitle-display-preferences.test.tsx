import { DEFAULT_PREFERENCES, type Preferences } from '@marquee/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

const select = (label: string) => screen.getByLabelText<HTMLSelectElement>(label);
const optionNames = (label: string) => [...select(label).options].map((option) => option.text);

/** The tab once the saved preferences are in. */
async function open(saved: Partial<Preferences> = {}, refusal?: { status: number; error: string }) {
  const fetchSpy = serve(saved, refusal);
  renderApp(<PreferencesTab />, { path: '/profile' });
  await waitFor(() => expect(requestsTo(fetchSpy, 'GET /api/preferences')).toHaveLength(1));
  await waitFor(() => expect(select('Audio language').disabled).toBe(false));
  return fetchSpy;
}

describe('Preferences: the subtitle mode, size and background', () => {
  // Radix's radio and switch (accent, history) measure themselves; jsdom has no ResizeObserver.
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

  it('offers each by name after the audio language, with a hint, at the defaults', async () => {
    await open();
    expect(optionNames('Subtitle mode')).toEqual(['Default', 'Always', 'Only forced', 'Off']);
    expect(optionNames('Subtitle size')).toEqual(['Small', 'Normal', 'Large', 'Extra large']);
    expect(optionNames('Subtitle background')).toEqual(['None', 'Shadow', 'Box']);
    const selects = screen.getAllByRole('combobox');
    const audio = selects.indexOf(select('Audio language'));
    expect(
      [select('Subtitle mode'), select('Subtitle size'), select('Subtitle background')].map((s) => selects.indexOf(s)),
    ).toEqual([audio + 1, audio + 2, audio + 3]);
    expect([select('Subtitle mode').value, select('Subtitle size').value, select('Subtitle background').value]).toEqual([
      '',
      'normal',
      'box',
    ]);
    expect(screen.getByText(/Only forced shows just the translation of foreign lines/)).toBeTruthy();
    for (const label of ['Subtitle mode', 'Subtitle size', 'Subtitle background']) {
      expect(select(label).getAttribute('aria-describedby')).toBeTruthy();
    }
  });

  it('shows the saved ones, and saves a change alone', async () => {
    const success = vi.spyOn(toast, 'success');
    const fetchSpy = await open({ subtitle_mode: 'forced', subtitle_size: 'large', subtitle_background: 'shadow' });
    await waitFor(() => expect(select('Subtitle mode').value).toBe('forced'));
    expect(select('Subtitle size').value).toBe('large');
    fireEvent.change(select('Subtitle size'), { target: { value: 'xlarge' } });
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Preferences updated', { description: 'Subtitle size: Extra large.' }),
    );
    fireEvent.change(select('Subtitle mode'), { target: { value: 'off' } });
    await waitFor(() => expect(success).toHaveBeenCalledWith('Preferences updated', { description: 'Subtitle mode: Off.' }));
    expect(requestsTo(fetchSpy, 'PATCH /api/preferences').map((request) => request.body)).toEqual([
      { subtitle_size: 'xlarge' },
      { subtitle_mode: 'off' },
    ]);
    expect(select('Subtitle background').value).toBe('shadow');
  });

  it("shows the server's refusal and the saved choice again", async () => {
    const failure = vi.spyOn(toast, 'error');
    await open({ subtitle_background: 'none' }, { status: 400, error: 'subtitle_background: must be none, shadow or box' });
    await waitFor(() => expect(select('Subtitle background').value).toBe('none'));
    fireEvent.change(select('Subtitle background'), { target: { value: 'box' } });
    await waitFor(() =>
      expect(failure).toHaveBeenCalledWith('Error saving preferences', {
        description: 'subtitle_background: must be none, shadow or box',
      }),
    );
    expect(select('Subtitle background').value).toBe('none');
  });
});
