import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { SkippedFile, UnmatchedFile } from '@marquee/core';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, RefreshCw, ShieldAlert } from 'lucide';
import { useEffect, useRef } from 'react';
import { Link } from '@/lib/router';
import { BackButton } from '@/components/back-button';
import { Button, buttonStyles } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PageContainer } from '@/components/page-container';
import { PageSpinner } from '@/components/spinner';
import { ApiError } from '@/lib/api-client';
import { LIBRARY_QUERY_KEY } from '@/lib/library';
import { relativeTime } from '@/lib/relative-time';
import { Icon } from '@/components/icon';
import { useLibraryStatus, useRescan } from '../api/library-status';
import { MatchDialog } from '../components/match-dialog';
import { PlaybackStatus } from '../components/playback-status';

/**
 * The library's screen for the server's owner (docs/behaviour.md#the-librarys-owner): how many files the scan found and
 * when, 'Rescan', whether every file plays (FFmpeg) and how far the server has read them, the files it could not
 * match, each with 'Match…', and those it skipped, with why. Anyone else is told it is not theirs.
 */
export default function LibraryManageRoute() {
  const status = useLibraryStatus({ always: true });
  const rescan = useRescan();
  const queryClient = useQueryClient();
  const scanning = status.data?.scanning ?? false;
  const { t } = useLingui();
  // A scan that just ended may have found new titles: the library is read again.
  const wasScanning = useRef(scanning);
  useEffect(() => {
    if (wasScanning.current && !scanning) void queryClient.invalidateQueries({ queryKey: LIBRARY_QUERY_KEY, exact: true });
    wasScanning.current = scanning;
  }, [scanning, queryClient]);

  let body;
  if (status.isPending) body = <PageSpinner />;
  else if (status.isError) {
    body =
      status.error instanceof ApiError && status.error.status === 403 ? (
        <EmptyState
          icon={ShieldAlert}
          title={t`Only an admin of this server can manage the library`}
          action={
            <Link to="/library" className={buttonStyles('secondary')}>
              {t`Back to Library`}
            </Link>
          }
        />
      ) : (
        <ErrorState title={t`Failed to load the library's state`} onRetry={() => void status.refetch()} />
      );
  } else {
    const { files, unmatched, skipped, scanned_at: scannedAt, error, media_tools: tools, probes } = status.data;
    body = (
      <div className="space-y-10">
        <ScanSection
          files={files}
          unmatched={unmatched.length}
          scannedAt={scannedAt}
          error={error}
          scanning={scanning}
          rescanning={rescan.isPending}
          onRescan={() => rescan.mutate()}
        />
        <PlaybackStatus tools={tools} probes={probes} />
        <UnmatchedSection unmatched={unmatched} />
        {skipped.length > 0 && <SkippedSection skipped={skipped} />}
      </div>
    );
  }

  return (
    <PageContainer className="py-8 md:py-10">
      <BackButton />
      <h1 className="mt-4 mb-6 text-xl font-semibold">{t`Manage library`}</h1>
      {body}
    </PageContainer>
  );
}

interface ScanSectionProps {
  files: number;
  /** How many files are not matched. */
  unmatched: number;
  scannedAt: string | null;
  /** Why the last scan stopped, if it did. */
  error: string | null;
  scanning: boolean;
  rescanning: boolean;
  onRescan(): void;
}

/** What the last scan found and when, and 'Rescan'. */
function ScanSection({ files, unmatched, scannedAt, error, scanning, rescanning, onRescan }: ScanSectionProps) {
  const { t, i18n } = useLingui();
  const when = scannedAt ? relativeTime(i18n, scannedAt) : null;
  const found =
    when === null
      ? t`${plural(files, { one: '# file', other: '# files' })}, ${plural(unmatched, { one: '# not matched', other: '# not matched' })}.`
      : t`${plural(files, { one: '# file', other: '# files' })}, ${plural(unmatched, { one: '# not matched', other: '# not matched' })}. Last scanned ${when}.`;
  return (
    <section aria-labelledby="scan-heading" className="rounded-lg border border-line bg-surface p-5">
      <h2 id="scan-heading" className="text-lg font-semibold">
        {t`Scan`}
      </h2>
      <p className="mt-2 text-sm" role="status">
        {scanning ? t`Scanning the media folder...` : found}
      </p>
      {error && <p className="mt-2 text-sm text-danger">{t`The last scan stopped: ${error}`}</p>}
      <Button className="mt-4" variant="secondary" disabled={scanning || rescanning} onClick={onRescan}>
        <Icon
          node={RefreshCw}
          className={scanning ? 'size-4 animate-spin motion-reduce:animate-none' : 'size-4'}
          aria-hidden="true"
        />
        {scanning ? t`Scanning...` : t`Rescan`}
      </Button>
    </section>
  );
}

/** The files no title was found for, each with 'Match…'. */
function UnmatchedSection({ unmatched }: { unmatched: readonly UnmatchedFile[] }) {
  const { t } = useLingui();
  const untitled = t`no title`;
  return (
    <section aria-labelledby="unmatched-heading">
      <h2 id="unmatched-heading" className="mb-4 text-lg font-semibold">
        {t`Files not matched`}
      </h2>
      {unmatched.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-muted">
          <Icon node={CircleCheck} className="size-4 text-accent" aria-hidden="true" />
          {t`Every file is matched to a title.`}
        </p>
      ) : (
        <ul className="divide-y divide-line rounded-lg border border-line">
          {unmatched.map((file) => {
            const reading = fileReading(file, untitled);
            return (
              <li key={file.path} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div className="min-w-0">
                  <p className="font-mono text-sm break-all">{file.path}</p>
                  <p className="mt-1 text-xs text-muted">{t`Read as: ${reading}`}</p>
                </div>
                <MatchDialog file={file} />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** The files the last scan left out, with why. */
function SkippedSection({ skipped }: { skipped: readonly SkippedFile[] }) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="skipped-heading">
      <h2 id="skipped-heading" className="mb-4 text-lg font-semibold">
        {t`Files skipped`}
      </h2>
      <p className="mb-4 text-sm text-muted">
        {t`The last scan left these out. Rename a file whose name is not UTF-8 text; the others are tried again by the next scan.`}
      </p>
      <ul className="divide-y divide-line rounded-lg border border-line">
        {skipped.map((file) => (
          <li key={file.path} className="p-4">
            <p className="font-mono text-sm break-all">{file.path}</p>
            <p className="mt-1 text-xs text-muted">{file.reason}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What a file's name says: 'Arcane · S01E02', 'Heat · 1995'; `untitled` when it names no title. */
function fileReading(file: UnmatchedFile, untitled: string): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const episode = file.season !== null && file.episode !== null ? `S${two(file.season)}E${two(file.episode)}` : null;
  return [file.title || untitled, file.year === null ? null : String(file.year), episode].filter(Boolean).join(' · ');
}
