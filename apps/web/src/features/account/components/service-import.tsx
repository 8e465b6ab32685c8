import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { IMPORT_SERVICE_NAMES, numberFormat, TITLE_IMPORT_MAX_BYTES, type TitleImport, type UnmatchedTitle } from '@marquee/core';
import { useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Button } from '@/components/button';
import { ApiError, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { Icon } from '@/components/icon';
import { useServiceLinks } from '../api/service-links';
import { refreshImportedTitles, useStartTitleImport, useTitleImport, useTitleImports } from '../api/title-imports';

const MAX_MEGABYTES = TITLE_IMPORT_MAX_BYTES / (1024 * 1024);

/** A count in the page's digits: 12,500, 12.500. (A count in a plural is written by Lingui, in the page's language.) */
const figure = (count: number, i18n: I18n) => numberFormat(i18n.locale, {}).format(count);

/** 'The Matrix (1999)', a show with ' · TV' after it. */
function unmatchedText({ title, year, media_type }: UnmatchedTitle, i18n: I18n): string {
  const named = year === null ? title : i18n._(msg`${title} (${year})`);
  return media_type === 'tv' ? i18n._(msg`${named} · TV`) : named;
}

/**
 * The import to show: the one started here, else the profile's latest; asked after every second while it runs. When
 * one seen running ends, what it added is read again and, if it finished, a toast says so; an import that had ended
 * before the screen opened is only shown.
 */
function useShownImport(startedId: string | null) {
  const queryClient = useQueryClient();
  const { t, i18n } = useLingui();
  // A sync's pull makes its import once it has read the service's lists: the list is asked again then.
  const pulling = useServiceLinks().data?.some((link) => link.pulling) ?? false;
  const imports = useTitleImports();
  const { refetch } = imports;
  const wasPulling = useRef(pulling);
  useEffect(() => {
    if (wasPulling.current && !pulling) void refetch();
    wasPulling.current = pulling;
  }, [pulling, refetch]);
  const latest = imports.data?.[0] ?? null;
  const followed = useTitleImport(startedId ?? (latest?.status === 'running' ? latest.id : null));
  const shown: TitleImport | null = followed.data ?? (startedId === null ? latest : null);

  const seenRunning = useRef<string | null>(null);
  useEffect(() => {
    if (!shown) return;
    if (shown.status === 'running') {
      seenRunning.current = shown.id;
      return;
    }
    if (seenRunning.current !== shown.id) return;
    seenRunning.current = null;
    // A failed import may have written part of the file: both are read again.
    void refreshImportedTitles(queryClient);
    if (shown.status === 'done') {
      const { ratings } = shown.added;
      const watched = figure(shown.added.watched, i18n);
      const watchlist = figure(shown.added.watchlist, i18n);
      toast.success(t`Import complete`, {
        description: t`${watched} watched, ${watchlist} watchlist, ${plural(ratings, { one: '# rating', other: '# ratings' })} added.`,
      });
    }
  }, [shown, queryClient, t, i18n]);

  return { shown, rereadImports: () => void imports.refetch() };
}

/**
 * 'Import from another service' (docs/behaviour.md#importing-from-other-services): a Trakt, Letterboxd, IMDb or Simkl
 * export is uploaded, its progress followed while the server matches it, then what was added and what was not found.
 */
export function ServiceImport() {
  const start = useStartTitleImport();
  const fileInput = useRef<HTMLInputElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const statusRegion = useRef<HTMLDivElement>(null);
  const [startedId, setStartedId] = useState<string | null>(null);
  const { shown, rereadImports } = useShownImport(startedId);
  const { t } = useLingui();

  function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file can be chosen again
    if (!file) return;
    if (file.size > TITLE_IMPORT_MAX_BYTES) {
      toast.error(t`Import failed`, { description: t`That file is over ${MAX_MEGABYTES} MB.` });
      return;
    }
    start.mutate(file, {
      onSuccess: ({ import: started }) => {
        setStartedId(started.id);
        // The button is disabled while the import runs: the focus goes to its progress rather than to the page.
        const focused = document.activeElement;
        if (!focused || focused === document.body || focused === chooseButton.current) statusRegion.current?.focus();
      },
      onError: (error) => {
        // Another import of this profile is running (started elsewhere): the list shows it.
        if (error instanceof ApiError && error.status === 409) rereadImports();
        toast.error(t`Import failed`, { description: errorMessage(error, t`The file could not be imported.`) });
      },
    });
  }

  return (
    <div className="space-y-3 border-t border-line pt-6">
      <h3 className="font-semibold">{t`Import from another service`}</h3>
      <p className="text-sm text-muted">
        {t`Bring your watched films and episodes, watchlist and ratings from Trakt, Letterboxd, IMDb or Simkl: choose the file they let you export (a ZIP, or its CSV or JSON file). Titles are found by their IDs, or by name and year; importing the same file again adds nothing twice.`}
      </p>
      <div>
        <Button
          ref={chooseButton}
          variant="secondary"
          onClick={() => fileInput.current?.click()}
          busy={start.isPending}
          busyText={t`Uploading...`}
          disabled={shown?.status === 'running'}
        >
          <Icon node={Upload} className="size-4" aria-hidden="true" />
          {t`Choose a file`}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept=".zip,.csv,.json,application/zip,text/csv,application/json"
          aria-label={t`File to import from another service`}
          className="sr-only"
          tabIndex={-1}
          onChange={upload}
        />
      </div>
      <div ref={statusRegion} role="status" aria-live="polite" tabIndex={-1} className="space-y-2 focus:outline-none">
        {shown?.status === 'running' && <ImportProgress titleImport={shown} />}
        {shown?.status === 'done' && <ImportSummary titleImport={shown} />}
      </div>
      {shown?.status === 'done' && shown.unmatched_count > 0 && <UnmatchedTitles titleImport={shown} />}
      {shown?.status === 'failed' && <ImportFailure reason={shown.error} />}
    </div>
  );
}

/** Why the import stopped: the server's words, when it gave some. */
function ImportFailure({ reason }: { reason: TitleImport['error'] }) {
  const { t } = useLingui();
  return (
    <p role="alert" className="text-sm text-danger-fg">
      {reason ? t`The import stopped: ${reason}` : t`The import stopped.`}
    </p>
  );
}

function ImportProgress({ titleImport: { service, processed, total } }: { titleImport: TitleImport }) {
  const { t, i18n } = useLingui();
  const name = IMPORT_SERVICE_NAMES[service];
  const done = figure(processed, i18n);
  return (
    <>
      <p className="text-sm font-medium">{t`Importing from ${name}…`}</p>
      {/* Until the file has been read there is no total: the bar shows activity without a value. */}
      <progress
        aria-label={t`Import progress`}
        value={total > 0 ? processed : undefined}
        max={total > 0 ? total : undefined}
        className="h-2 w-full max-w-md overflow-hidden rounded-full bg-surface-2 accent-accent [&::-moz-progress-bar]:bg-accent [&::-webkit-progress-bar]:bg-surface-2 [&::-webkit-progress-value]:bg-accent"
      />
      {total > 0 && (
        <p className="text-sm text-muted">{t`${done} of ${plural(total, { one: '# entry', other: '# entries' })}`}</p>
      )}
    </>
  );
}

/** What was added; the titles not found are listed after it, outside the announced region (it may hold hundreds). */
function ImportSummary({ titleImport: { service, added, unmatched_count } }: { titleImport: TitleImport }) {
  const { t, i18n } = useLingui();
  const name = IMPORT_SERVICE_NAMES[service];
  const watched = figure(added.watched, i18n);
  const watchlist = figure(added.watchlist, i18n);
  const ratings = figure(added.ratings, i18n);
  const unmatched = unmatched_count;
  return (
    <>
      <h4 className="text-sm font-semibold">{t`Imported from ${name}`}</h4>
      <ul className="text-sm text-muted">
        <li>{t`Watched: ${watched} added`}</li>
        <li>{t`Watchlist: ${watchlist} added`}</li>
        <li>{t`Ratings: ${ratings} added`}</li>
      </ul>
      {unmatched > 0 && (
        <p className="text-sm">
          {t`${plural(unmatched, { one: '# title could not be found', other: '# titles could not be found' })}`}
        </p>
      )}
    </>
  );
}

function UnmatchedTitles({ titleImport: { unmatched, unmatched_count } }: { titleImport: TitleImport }) {
  const { t, i18n } = useLingui();
  const more = unmatched_count - unmatched.length;
  const moreCount = figure(more, i18n);
  return (
    <div className="space-y-2">
      {unmatched.length > 0 && (
        <ul
          // Focusable so that the arrows of a keyboard or a remote can scroll a long list.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          aria-label={t`Titles that could not be found`}
          className="max-h-60 max-w-md space-y-1 overflow-y-auto rounded-lg border border-line bg-surface-2 p-3 text-sm"
        >
          {unmatched.map((title, index) => (
            // The same name and year can come twice, so the place tells them apart.
            <li key={index}>{unmatchedText(title, i18n)}</li>
          ))}
        </ul>
      )}
      {more > 0 && <p className="text-sm text-muted">{t`and ${moreCount} more`}</p>}
    </div>
  );
}
