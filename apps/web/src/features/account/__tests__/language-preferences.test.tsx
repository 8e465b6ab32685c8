import { KNOWN_LANGUAGES } from '@marquee/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { requestsTo } from '@/testing/profiles';
import { openPreferencesTab, optionNames, select, withSignedInPreferences } from './preferences-tab-harness';

describe('Preferences: the language selects', () => {
  withSignedInPreferences();

  it("offers 'Audio language' after 'Subtitles': the file's default first, then the subtitles' languages", async () => {
    await openPreferencesTab();
    const names = KNOWN_LANGUAGES.map((language) => language.name);
    expect(optionNames('Audio language')).toEqual(["File's default", ...names]);
    expect(optionNames('Subtitles')).toEqual(['Off', ...names]);
    // Next to each other, in that order.
    const selects = screen.getAllByRole('combobox');
    const subtitles = selects.indexOf(select('Subtitles'));
    expect(selects.indexOf(select('Audio language'))).toBe(subtitles + 1);
    expect(select('Audio language').value).toBe('');
    expect(select('Audio language').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/soundtrack in this language; otherwise its default one/)).toBeTruthy();
  });

  it('shows the saved audio language', async () => {
    await openPreferencesTab({ audio_language: 'ja', subtitle_language: 'en' });
    await waitFor(() => expect(select('Audio language').value).toBe('ja'));
    expect(select('Subtitles').value).toBe('en');
  });

  it('saves a chosen language alone, and says so', async () => {
    const success = vi.spyOn(toast, 'success');
    const fetchSpy = await openPreferencesTab({ subtitle_language: 'en' });
    fireEvent.change(select('Audio language'), { target: { value: 'ja' } });
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Preferences updated', {
        description: 'Japanese audio will play when there is some.',
      }),
    );
    expect(requestsTo(fetchSpy, 'PATCH /api/preferences').map((request) => request.body)).toEqual([{ audio_language: 'ja' }]);
    expect(select('Audio language').value).toBe('ja');
    expect(select('Subtitles').value).toBe('en');
  });

  it("goes back to the file's default", async () => {
    const success = vi.spyOn(toast, 'success');
    const fetchSpy = await openPreferencesTab({ audio_language: 'fr' });
    await waitFor(() => expect(select('Audio language').value).toBe('fr'));
    fireEvent.change(select('Audio language'), { target: { value: '' } });
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Preferences updated', { description: "Each file's default audio will play." }),
    );
    expect(requestsTo(fetchSpy, 'PATCH /api/preferences').map((request) => request.body)).toEqual([{ audio_language: '' }]);
    expect(select('Audio language').value).toBe('');
  });

  it("shows the server's refusal and the saved choice again", async () => {
    const failure = vi.spyOn(toast, 'error');
    await openPreferencesTab({ audio_language: 'de' }, { status: 400, error: 'audio_language: Audio language must be known' });
    await waitFor(() => expect(select('Audio language').value).toBe('de'));
    fireEvent.change(select('Audio language'), { target: { value: 'it' } });
    await waitFor(() =>
      expect(failure).toHaveBeenCalledWith('Error saving preferences', {
        description: 'audio_language: Audio language must be known',
      }),
    );
    expect(select('Audio language').value).toBe('de');
  });

  it('still saves the subtitles as before', async () => {
    const success = vi.spyOn(toast, 'success');
    const fetchSpy = await openPreferencesTab({ audio_language: 'ja' });
    fireEvent.change(select('Subtitles'), { target: { value: 'fr' } });
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Preferences updated', {
        description: 'French subtitles will be on when there are some.',
      }),
    );
    expect(requestsTo(fetchSpy, 'PATCH /api/preferences').map((request) => request.body)).toEqual([{ subtitle_language: 'fr' }]);
    expect(select('Audio language').value).toBe('ja');
  });
});
