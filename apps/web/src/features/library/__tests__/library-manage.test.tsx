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
  media_tools: {
    available: true,
    version: 'ffmpeg version 5.1.6-0+deb12u1 Copyright (c) 2000-2024 the FFmpeg developers',
    message: null,
  },
  probes: { done: 2, waiting: 0 },
  media_dir: { setting: './data/media', path: '/srv/marquee/data/media' },
  ...fields,
});

const NO_TOOLS =
  'FFmpeg was not found (set FFMPEG_PATH and FFPROBE_PATH, or install ffmpeg): only files a browser plays as they are can be played';

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

  it('says FFmpeg is ready with its version, and nothing of reading once every file is read', async () => {
    setUp(status());
    const section = (await screen.findByRole('heading', { name: 'Playback' })).closest('section')!;
    expect(within(section).getByText('FFmpeg 5.1.6 ready: every file plays.')).toBeTruthy();
    expect(within(section).queryByText(/Reading files/)).toBeNull();
  });

  it('says how far the server has read the files while it reads them', async () => {
    setUp(status({ files: 10_000, probes: { done: 120, waiting: 9880 } }));
    const section = (await screen.findByRole('heading', { name: 'Playback' })).closest('section')!;
    expect(within(section).getByRole('status').textContent).toBe('Reading files: 120 of 10,000');
  });

  it('warns that only direct play is available without FFmpeg, and says how to fix it', async () => {
    setUp(status({ media_tools: { available: false, version: null, message: NO_TOOLS }, probes: { done: 0, waiting: 2 } }));
    const section = (await screen.findByRole('heading', { name: 'Playback' })).closest('section')!;
    expect(within(section).getByText('Only direct play is available')).toBeTruthy();
    expect(within(section).getByText(`${NO_TOOLS}.`)).toBeTruthy();
    expect(section.textContent).toContain('apt install ffmpeg');
    expect(section.textContent).toContain('brew install ffmpeg');
    expect(within(section).queryByText(/ready/)).toBeNull();
    expect(within(section).queryByText(/Reading files/)).toBeNull();
  });

  it('says nothing of skipped files when the scan skipped none', async () => {
    setUp(status());
    await screen.findByText('Every file is matched to a title.');
    expect(screen.queryByRole('heading', { name: 'Files skipped' })).toBeNull();
  });
});
