import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FolderPlus, Settings } from 'lucide';
import { useEffect, useId } from 'react';
import { Link } from '@/lib/router';
import { buttonStyles } from '@/components/button';
import { asCode } from '@/components/play-unavailable';
import { LIBRARY_QUERY_KEY, libraryQueryOptions } from '@/lib/library';
import { useLibraryStatus } from '@/lib/library-status';
import { Icon } from '@/components/icon';

/** The look of the media folder's setting and of the example names. */
const SETTING_CODE = 'rounded bg-surface-2 px-1.5 py-0.5 font-mono wrap-anywhere';

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
  const { t } = useLingui();
  const scannedAt = status.data?.scanned_at ?? null;
  const files = status.data?.files ?? 0;
  // Each scan that ends may have matched files: the library is read again, and the panel goes once it holds titles.
  useEffect(() => {
    if (scannedAt !== null) void queryClient.invalidateQueries({ queryKey: LIBRARY_QUERY_KEY, exact: true });
  }, [scannedAt, files, queryClient]);

  // Only the owner's status answers: anyone else sees no panel.
  if (!status.isSuccess) return null;
  const { media_dir: folder, scanning, unmatched } = status.data;
  const notMatched = unmatched.length;
  let found: string;
  if (scanning) found = t`Scanning the media folder...`;
  else if (files === 0) found = t`No video files found yet. The folder is scanned again as files arrive.`;
  else
    found = t`${plural(files, { one: '# file found', other: '# files found' })}, ${plural(notMatched, { other: '# not matched' })}.`;
  // The folder as set, and where that is when it differs (a relative setting), set as code in the sentence.
  const { setting, path } = folder;
  const where =
    setting === path
      ? t`Put video files in the server's media folder, ${setting}. They are found by their names, like:`
      : t`Put video files in the server's media folder, ${setting} (${path}). They are found by their names, like:`;

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-line bg-surface p-5 md:p-6">
      <div className="flex items-start gap-4">
        <Icon node={FolderPlus} className="mt-0.5 hidden size-8 shrink-0 text-accent sm:block" aria-hidden="true" />
        <div className="min-w-0 space-y-3">
          <h2 id={headingId} className="text-lg font-semibold">
            {t`Add your films and shows`}
          </h2>
          <p className="text-sm text-fg/90">
            {asCode(where, setting === path ? [setting] : [setting, path], [SETTING_CODE, 'font-mono wrap-anywhere text-muted'])}
          </p>
          <ul className="space-y-1 text-sm" aria-label={t`Example file names`}>
            {EXAMPLES.map((name) => (
              <li key={name}>
                <code className={SETTING_CODE}>{name}</code>
              </li>
            ))}
          </ul>
          <p className="text-sm text-muted" role="status">
            {found}
          </p>
          <Link to="/library/manage" className={buttonStyles('secondary', 'sm')}>
            <Icon node={Settings} className="size-4" aria-hidden="true" />
            {t`Manage library`}
          </Link>
        </div>
      </div>
    </section>
  );
}
