import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  LIBRARY_FILTERS,
  LIBRARY_SORTS,
  libraryCardInput,
  libraryView,
  type LibraryEpisode,
  type LibraryFilter,
  type LibrarySort,
} from '@marquee/core';
import { HardDrive, Settings } from 'lucide';
import { Link, useSearchParams } from '@/lib/router';
import { buttonStyles } from '@/components/button';
import { ChipGroup } from '@/components/chip-group';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { MediaCard } from '@/components/media-card';
import { MediaGridSkeleton } from '@/components/media-grid';
import { PageContainer } from '@/components/page-container';
import { SelectField } from '@/components/select-field';
import { useLibrary } from '@/lib/library';
import { libraryEpisodeLines, libraryEpisodesText } from '@/lib/library-text';
import { withParam } from '@/lib/url-params';
import { Icon } from '@/components/icon';

/** The filters' and orders' names, translated where drawn. */
const FILTER_LABELS: Record<LibraryFilter, MessageDescriptor> = { all: msg`All`, movie: msg`Films`, tv: msg`Shows` };
const SORT_LABELS: Record<LibrarySort, MessageDescriptor> = { added: msg`Recently added`, title: msg`Title`, year: msg`Year` };

const oneOf = <T extends string>(values: readonly T[], raw: string | null): T => values.find((v) => v === raw) ?? values[0]!;

/**
 * The Library screen (docs/behaviour.md#library-screen): the films and shows found in the server's media folder,
 * newest first, with a filter (All, Films, Shows) and an order kept in the URL; a show says which episodes are
 * there. The server's owner also gets 'Manage library'.
 */
export default function LibraryRoute() {
  const library = useLibrary();
  const { t, i18n } = useLingui();
  const owner = library.data?.manage === true;
  const [params, setParams] = useSearchParams();
  const filter = oneOf<LibraryFilter>(LIBRARY_FILTERS, params.get('type'));
  const sort = oneOf<LibrarySort>(LIBRARY_SORTS, params.get('sort'));
  const setParam = (name: string, value: string, fallback: string) =>
    setParams(withParam(params, name, value, fallback), { replace: true });

  const all = library.data?.titles ?? [];
  const shown = libraryView(all, filter, sort);
  const count = shown.length;
  const filterOptions = LIBRARY_FILTERS.map((value) => ({ value, label: i18n._(FILTER_LABELS[value]) }));

  return (
    <PageContainer className="py-8 md:py-10">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-xl font-semibold">{t`Library`}</h1>
        {owner && (
          <Link to="/library/manage" className={buttonStyles('secondary', 'sm')}>
            <Icon node={Settings} className="size-4" aria-hidden="true" />
            {t`Manage library`}
          </Link>
        )}
      </div>
      {library.isPending ? (
        <MediaGridSkeleton count={12} />
      ) : library.isError ? (
        <ErrorState title={t`Failed to load your library`} onRetry={() => void library.refetch()} />
      ) : all.length === 0 ? (
        <EmptyState
          icon={HardDrive}
          title={t`Your library is empty`}
          description={t`Films and episodes put in the server's media folder show here once they are found.`}
        />
      ) : (
        <>
          <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
            <ChipGroup<LibraryFilter>
              label={t({ message: 'Show', context: 'verb' })}
              options={filterOptions}
              value={filter}
              onChange={(value) => setParam('type', value, 'all')}
            />
            <SelectField
              label={t`Sort by`}
              inline
              value={sort}
              onChange={(event) => setParam('sort', event.target.value, 'added')}
              className="shrink-0"
            >
              {LIBRARY_SORTS.map((value) => (
                <option key={value} value={value}>
                  {i18n._(SORT_LABELS[value])}
                </option>
              ))}
            </SelectField>
          </div>
          <p className="sr-only" role="status">
            {t`${plural(count, { one: '# title', other: '# titles' })}`}
          </p>
          <ul className="grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-x-4 gap-y-6 md:grid-cols-[repeat(auto-fill,minmax(11.25rem,1fr))]">
            {shown.map((title, index) => (
              <li key={`${title.media_type}:${title.id}`} className="min-w-0">
                <MediaCard item={libraryCardInput(title, libraryEpisodesText(i18n))} priority={index < 6} />
                {title.media_type === 'tv' && <EpisodeLines name={title.title} episodes={title.episodes} />}
              </li>
            ))}
          </ul>
        </>
      )}
    </PageContainer>
  );
}

/** Which episodes of a show are on disk, a season a line ('Season 1: episodes 1–3 and 5'). */
function EpisodeLines({ name, episodes }: { name: string; episodes: readonly LibraryEpisode[] }) {
  const { t, i18n } = useLingui();
  return (
    <ul aria-label={t`Episodes of ${name} in the library`} className="mt-1 space-y-0.5 text-xs text-muted">
      {libraryEpisodeLines(i18n, episodes).map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
