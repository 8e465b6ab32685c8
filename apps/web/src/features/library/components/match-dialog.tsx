import { useLingui } from '@lingui/react/macro';
import { mediaCardView, type UnmatchedFile } from '@marquee/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/dialog';
import { TextField } from '@/components/text-field';
import { ApiError } from '@/lib/api-client';
import { cardText } from '@/lib/core-texts';
import { fetchMediaListPage } from '@/lib/tmdb';
import { useLanguage } from '@/lib/use-language';
import { useMatchFile } from '../api/library-status';

/** How many of the search's titles the dialog offers. */
const CHOICES = 8;

/** The metadata source's titles of the file's type for `searched`, in the page's language. */
function useMatchSearch(file: UnmatchedFile, searched: string, enabled: boolean) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['library-match-search', file.media_type, searched, language],
    queryFn: ({ signal }) =>
      fetchMediaListPage(`search/${file.media_type}`, { query: searched }, file.media_type, language, signal),
    enabled,
  });
}

/**
 * 'Match…' (docs/behaviour.md#the-librarys-owner): search the metadata source for the title an unmatched file is, and
 * choose it. A film's file is matched to a film, an episode's to a show; the server remembers the choice until the
 * file changes.
 */
export function MatchDialog({ file }: { file: UnmatchedFile }) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState(file.title);
  const [searched, setSearched] = useState(file.title);
  const match = useMatchFile();
  const { t, i18n } = useLingui();
  const results = useMatchSearch(file, searched, open && searched.trim() !== '');
  const choices = (results.data?.items ?? [])
    .map((item) => mediaCardView(item, i18n.locale, file.media_type))
    .filter((view) => view.valid)
    .slice(0, CHOICES);

  const choose = (id: number, title: string) =>
    match.mutate(
      { path: file.path, media_type: file.media_type, id },
      {
        onSuccess: () => {
          toast.success(t`Matched to ${title}`);
          setOpen(false);
        },
        onError: (error) =>
          toast.error(error instanceof ApiError && error.fromServer ? error.message : t`Failed to match the file`),
      },
    );

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm">
          {t`Match…`}
        </Button>
      </DialogTrigger>
      <DialogContent title={file.media_type === 'tv' ? t`Which show is this?` : t`Which film is this?`} description={file.path}>
        <form
          role="search"
          className="flex items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            setSearched(query.trim());
          }}
        >
          <TextField label={t`Title`} value={query} onChange={(event) => setQuery(event.target.value)} className="flex-1" />
          <Button type="submit" variant="secondary">
            {t`Search`}
          </Button>
        </form>
        <div className="mt-4" aria-live="polite">
          {results.isFetching ? (
            <p className="text-sm text-muted">{t`Searching...`}</p>
          ) : results.isError ? (
            <p className="text-sm text-danger">{t`The search failed. Try again.`}</p>
          ) : choices.length === 0 ? (
            <p className="text-sm text-muted">{t`No results found.`}</p>
          ) : (
            <ul aria-label={t`Titles found`} className="space-y-1">
              {choices.map(
                (view) =>
                  view.valid && (
                    <li key={view.id}>
                      <button
                        type="button"
                        disabled={match.isPending}
                        onClick={() => choose(view.id, view.title)}
                        className="flex w-full items-center justify-between gap-3 rounded-lg px-3 py-2 text-start hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-accent disabled:opacity-60"
                      >
                        <span className="font-semibold">{cardText(i18n, view.title)}</span>
                        <span className="text-sm text-muted">{cardText(i18n, view.year)}</span>
                      </button>
                    </li>
                  ),
              )}
            </ul>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
