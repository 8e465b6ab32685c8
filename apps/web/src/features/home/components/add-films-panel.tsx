import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FolderPlus, Settings } from 'lucide';
import { useEffect, useId } from 'react';
import { Link } from '@/lib/router';
import { buttonStyles } from '@/components/button';
import { LIBRARY_QUERY_KEY, libraryQueryOptions } from '@/lib/library';
import { useLibraryStatus } from '@/lib/library-status';
import { Icon } from '@/components/icon';

/** How often the panel asks the server what the scan found while it is shown. */
const FOLLOW_MS = 3000;

/** Names the offline catalogue's own titles answer to, as the scan reads them (docs/behaviour.md#library-file-names). */
const EXAMPLES = ['Fight Club (1999).mkv', 'Arcane/Season 01/Arcane - S01E01.mkv'];

/**
 * 'Add your films and shows' (docs/behaviour.md#home): for the server's owner while the library is empty, where files
 * go (the media folder as configured) and how to name them, and what the scan finds as it goes. It follows the scan
 * while shown, and goes once files are matched and the library's titles show.
 */
export function AddFilmsPanel() {
  const library = useQuery(libraryQueryOptions());
  const empty = library.isSuccess && library.data.titles.length === 0;
  return empty ? <FollowingPanel /> : null;
}

function FollowingPanel() {
  const status = useLibraryStatus({ pollMs: FOLLOW_MS });
  const queryClient = useQueryClient();
  const headingId = useId();
  const scannedAt = status.data?.scanned_at ?? null;
  const files = status.data?.files ?? 0;
  // Each scan that ends may have matched files: the library is read again, and the panel goes once it holds titles.
  useEffect(() => {
    if (scannedAt !== null) void queryClient.invalidateQueries({ queryKey: LIBRARY_QUERY_KEY, exact: true });
  }, [scannedAt, files, queryClient]);

  // Only the owner's status answers: anyone else sees no panel.
  if (!status.isSuccess) return null;
  const { media_dir: folder, scanning, unmatched } = status.data;
  let found: string;
  if (scanning) found = 'Scanning the media folder...';
  else if (files === 0) found = 'No video files found yet. The folder is scanned again as files arrive.';
  else found = `${files} ${files === 1 ? 'file' : 'files'} found, ${unmatched.length} not matched.`;

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-line bg-surface p-5 md:p-6">
      <div className="flex items-start gap-4">
        <Icon node={FolderPlus} className="mt-0.5 hidden size-8 shrink-0 text-accent sm:block" aria-hidden="true" />
        <div className="min-w-0 space-y-3">
          <h2 id={headingId} className="text-lg font-semibold">
            Add your films and shows
          </h2>
          <p className="text-sm text-fg/90">
            Put video files in the server&apos;s media folder,{' '}
            <code className="rounded bg-surface-2 px-1.5 py-0.5 font-mono wrap-anywhere">{folder.setting}</code>
            {folder.setting !== folder.path && (
              <>
                {' '}
                (<code className="font-mono wrap-anywhere text-muted">{folder.path}</code>)
              </>
            )}
            . They are found by their names, like:
          </p>
          <ul className="space-y-1 text-sm" aria-label="Example file names">
            {EXAMPLES.map((name) => (
              <li key={name}>
                <code className="rounded bg-surface-2 px-1.5 py-0.5 font-mono wrap-anywhere">{name}</code>
              </li>
            ))}
          </ul>
          <p className="text-sm text-muted" role="status">
            {found}
          </p>
          <Link to="/library/manage" className={buttonStyles('secondary', 'sm')}>
            <Icon node={Settings} className="size-4" aria-hidden="true" />
            Manage library
          </Link>
        </div>
      </div>
    </section>
  );
}
