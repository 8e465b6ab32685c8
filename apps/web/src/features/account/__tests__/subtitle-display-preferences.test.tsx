import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { requestsTo } from '@/testing/profiles';
import { openPreferencesTab, optionNames, select, withSignedInPreferences } from './preferences-tab-harness';

describe('Preferences: the subtitle mode, size and background', () => {
  withSignedInPreferences();

  it('offers each by name after the audio language, with a hint, at the defaults', async () => {
    await openPreferencesTab();
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
    const fetchSpy = await openPreferencesTab({ subtitle_mode: 'forced', subtitle_size: 'large', subtitle_background: 'shadow' });
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
    await openPreferencesTab(
      { subtitle_background: 'none' },
      { status: 400, error: 'subtitle_background: must be none, shadow or box' },
    );
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
