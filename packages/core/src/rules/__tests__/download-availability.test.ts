import { describe, expect, it } from 'vitest';
import {
  collectDownloadLinks,
  downloadLinksOf,
  isDownloadAvailable,
  type DownloadLink,
  type DownloadReply,
  type DownloadVersion,
} from '../download-availability.ts';

describe('downloadLinksOf and isDownloadAvailable', () => {
  it.each<[string, DownloadVersion, DownloadReply | null, DownloadLink[]]>([
    [
      'v1 movie link',
      'v1',
      { downloadLink: 'https://dl.example/550.mp4', movieTitle: 'Fight Club', releaseYear: '1999' },
      [{ url: 'https://dl.example/550.mp4', label: 'Fight Club (1999)' }],
    ],
    [
      'v1 episode link',
      'v1',
      { downloadLink: 'http://dl.example/s1e1.mp4', episodeTitle: 'Winter Is Coming' },
      [{ url: 'http://dl.example/s1e1.mp4', label: 'Winter Is Coming' }],
    ],
    ['v1 placeholder text', 'v1', { downloadLink: 'Download link not available', movieTitle: 'X' }, []],
    ['v1 link not starting with http', 'v1', { downloadLink: 'ftp://dl.example/x' }, []],
    ['v1 relative link', 'v1', { downloadLink: '/files/550.mp4' }, []],
    ['v1 empty link', 'v1', { downloadLink: '' }, []],
    ['v1 no link', 'v1', { movieTitle: 'X' }, []],
    [
      'v3 list',
      'v3',
      {
        download_links: [
          { url: 'https://a/1080.mp4', text: '1080p' },
          { url: 'https://a/720.mp4', text: '' },
        ],
      },
      [
        { url: 'https://a/1080.mp4', label: '1080p' },
        { url: 'https://a/720.mp4', label: 'Download' },
      ],
    ],
    ['v3 empty list', 'v3', { download_links: [] }, []],
    [
      'v5 list',
      'v5',
      { download_links: [{ url: 'https://b/x', text: 'Server 1' }] },
      [{ url: 'https://b/x', label: 'Server 1' }],
    ],
    ['v5 entry without a url', 'v5', { download_links: [{ text: 'broken' }] }, []],
    [
      'v4 results',
      'v4',
      { results: [{ file_id: 'f1', title: 'Fight.Club.1999.mkv', size: '1.4 GB', download_url: 'https://c/f1' }] },
      [{ url: 'https://c/f1', label: 'Fight.Club.1999.mkv · 1.4 GB' }],
    ],
    ['v4 empty results', 'v4', { results: [] }, []],
    ['v4 reads results, not download_links', 'v4', { download_links: [{ url: 'https://x', text: 'x' }] }, []],
    ['a list field that is not a list', 'v3', { download_links: 'nope' as unknown as [] }, []],
    ['a null reply (the service answered not-OK)', 'v3', null, []],
  ])('%s', (_label, version, reply, links) => {
    expect(downloadLinksOf(version, reply)).toEqual(links);
    expect(isDownloadAvailable(version, reply)).toBe(links.length > 0);
  });
});

describe('collectDownloadLinks', () => {
  it('gives one row per version in version order, empty where nothing is available', () => {
    expect(
      collectDownloadLinks({
        v5: { download_links: [{ url: 'https://e/5', text: 'five' }] },
        v1: { downloadLink: 'https://e/1', movieTitle: 'One' },
        v3: null,
        v4: { results: [] },
      }),
    ).toEqual([
      { version: 'v1', links: [{ url: 'https://e/1', label: 'One' }] },
      { version: 'v3', links: [] },
      { version: 'v4', links: [] },
      { version: 'v5', links: [{ url: 'https://e/5', label: 'five' }] },
    ]);
  });

  it('treats a version missing from the replies as unavailable', () => {
    expect(collectDownloadLinks({ v1: { downloadLink: 'Download link not available' } }).map((row) => row.links)).toEqual([
      [],
      [],
      [],
      [],
    ]);
  });
});
