import type { LibraryStatusReply } from '@marquee/core';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '@/lib/session';
import { json, serveApi, testProfile, testUser } from '@/testing/profiles';
import { renderApp } from '@/testing/render';
import LibraryManageRoute from '../routes/library-manage';

const status = (fields: Partial<LibraryStatusReply> = {}): LibraryStatusReply => ({
  scanning: false,
  scanned_at: null,
  files: 2,
  error: null,
  unmatched: [],
  skipped: [],
  ...fields,
});

function setUp(reply: LibraryStatusReply) {
  const profile = testProfile({ id: 'p1', name: 'Jane' });
  storeSession('token', testUser, profile);
  serveApi({
    'GET /api/auth/me': () => json(200, { ...testUser, profile }),
    'GET /api/library/status': () => json(200, reply),
  });
  renderApp(<LibraryManageRoute />, { path: '/library/manage' });
}

describe('Manage library', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the files the scan skipped, each with why, as the server wrote their names', async () => {
    setUp(
      status({
        skipped: [
          { path: 'Dup \\xff (2001).mkv', reason: 'The name is not UTF-8 text' },
          { path: 'Poison Pill (2002).mkv', reason: 'It could not be saved' },
        ],
      }),
    );
    const section = (await screen.findByRole('heading', { name: 'Files skipped' })).closest('section')!;
    const rows = within(section).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Dup \\xff (2001).mkvThe name is not UTF-8 text',
      'Poison Pill (2002).mkvIt could not be saved',
    ]);
  });

  it('says nothing of skipped files when the scan skipped none', async () => {
    setUp(status());
    await screen.findByText('Every file is matched to a title.');
    expect(screen.queryByRole('heading', { name: 'Files skipped' })).toBeNull();
  });
});
