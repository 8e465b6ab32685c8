import type { AppConfigReply } from '@marquee/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listEntry } from '@/testing/entries';
import { renderApp, testConfig } from '@/testing/render';
import { EntryRow } from '../components/entry-row';
import { RemoveEntryButton } from '../components/remove-entry-button';

const upstream: AppConfigReply = { ...testConfig, services: { ...testConfig.services, metadata: 'upstream' } };

function renderRow(entry: ReturnType<typeof listEntry>, config = testConfig) {
  renderApp(
    <ul>
      <EntryRow
        entry={entry}
        details="Movie · 2 days ago"
        actions={<RemoveEntryButton title={entry.title} busy={false} onRemove={() => {}} />}
      />
    </ul>,
    { config },
  );
  return screen.getByRole('listitem');
}

describe('EntryRow', () => {
  it.each([
    ['offline catalogue', testConfig, listEntry({ media_id: 1_000_000_949 }), '/movie/1000000949'],
    ['TMDB', upstream, listEntry({ source: 'tmdb', media_id: 949 }), '/movie/949'],
  ])('links an entry of the current source (%s) to its title page, with no note', (_source, config, entry, href) => {
    const row = renderRow(entry, config);
    expect(within(row).getByRole('link', { name: 'Heat' }).getAttribute('href')).toBe(href);
    expect(within(row).queryByText('Not found in the current catalogue')).toBeNull();
  });

  it.each([
    ['a TMDB entry while the catalogue answers', testConfig, listEntry({ source: 'tmdb', media_id: 949 })],
    ['a catalogue entry while TMDB answers', upstream, listEntry({ source: 'catalogue' })],
  ])('shows %s from its saved title and poster, without a link, and says it is not found', (_case, config, entry) => {
    const row = renderRow(entry, config);
    expect(within(row).queryByRole('link')).toBeNull();
    expect(within(row).getByText('Heat')).toBeTruthy();
    expect(within(row).getByText('Not found in the current catalogue')).toBeTruthy();
    expect(row.querySelector('img')?.getAttribute('src')).toContain('/heat.jpg');
    // Still removable: the row's actions stay.
    expect(within(row).getByRole('button', { name: 'Remove Heat' })).toBeTruthy();
  });
});
