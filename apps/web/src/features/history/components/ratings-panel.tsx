import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { detailsPath, type MediaType, type RatingsSort } from '@marquee/core';
import { Star } from 'lucide';
import { useState } from 'react';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { PosterImage } from '@/components/poster-image';
import { SelectField } from '@/components/select-field';
import { usePreferences } from '@/lib/preferences';
import { relativeTime } from '@/lib/relative-time';
import { Link } from '@/lib/router';
import { ratingText } from '@/lib/watched';
import { useRatings, type RatingsView } from '../api/get-ratings';
import { EntryListSkeleton } from './entry-list-skeleton';

const SORTS: ReadonlyArray<[RatingsSort, MessageDescriptor]> = [
  ['rated_at', msg`Recently rated`],
  ['rating', msg`Highest rated`],
  ['title', msg`Title (A–Z)`],
];

const TYPE_LABELS: Record<MediaType, MessageDescriptor> = { movie: msg`Movie`, tv: msg`TV Show` };

/**
 * The Ratings tab of the Watch History page (docs/behaviour.md#your-ratings): the profile's ratings, sorted and
 * filtered, each opening its title; 20 at a time.
 */
export function RatingsPanel() {
  const [view, setView] = useState<RatingsView>({ sort: 'rated_at', type: 'all', min: 1 });
  const ratings = useRatings(view);
  const thumbs = usePreferences().preferences.rating_style === 'thumbs';
  const items = ratings.data?.pages.flatMap((page) => page.items) ?? [];
  const { t, i18n } = useLingui();

  return (
    <div className="space-y-6">
      <RatingsFilters view={view} onChange={setView} thumbs={thumbs} />
      {ratings.isPending ? (
        <EntryListSkeleton />
      ) : items.length === 0 ? (
        <EmptyState
          icon={Star}
          title={t`No ratings yet`}
          description={t`Rate films and shows on their pages to keep them here.`}
        />
      ) : (
        <ul aria-label={t`Your ratings`} className="space-y-2">
          {items.map((item) => {
            const type = i18n._(TYPE_LABELS[item.media_type]);
            const when = relativeTime(i18n, item.rated_at);
            return (
              <li key={`${item.media_type}:${item.media_id}`}>
                <Link
                  to={detailsPath(item.media_type, item.media_id)}
                  className="flex items-center gap-3 rounded-lg border border-line bg-surface p-2 hover:bg-surface-2 focus-visible:ring-3 focus-visible:ring-accent focus-visible:outline-none"
                >
                  <PosterImage path={item.poster_path} className="w-12 shrink-0" />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-semibold" translate="no" dir="auto">
                      {item.title}
                    </span>
                    <span className="block text-sm text-muted">{t`${type} · rated ${when}`}</span>
                  </span>
                  <span className="rounded-full bg-accent px-2.5 py-0.5 font-semibold text-accent-fg">
                    <span className="sr-only">{t`Your rating`} </span>
                    {ratingText(item.rating, thumbs)}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      {ratings.hasNextPage && (
        <div className="flex justify-center">
          <Button
            variant="secondary"
            onClick={() => void ratings.fetchNextPage()}
            busy={ratings.isFetchingNextPage}
            busyText={t`Loading...`}
          >
            {t`Show More`}
          </Button>
        </div>
      )}
    </div>
  );
}

/** Sort, films or shows, and the lowest rating (not for thumbs, which have two). */
function RatingsFilters({ view, onChange, thumbs }: { view: RatingsView; onChange(view: RatingsView): void; thumbs: boolean }) {
  const { t, i18n } = useLingui();
  return (
    <div className="flex flex-wrap gap-4">
      <SelectField
        label={t`Sort`}
        inline
        value={view.sort}
        onChange={(e) => onChange({ ...view, sort: e.target.value as RatingsSort })}
      >
        {SORTS.map(([value, name]) => (
          <option key={value} value={value}>
            {i18n._(name)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t`Show`}
        inline
        value={view.type}
        onChange={(e) => onChange({ ...view, type: e.target.value as RatingsView['type'] })}
      >
        <option value="all">{t`Films and shows`}</option>
        <option value="movie">{t`Films`}</option>
        <option value="tv">{t`Shows`}</option>
      </SelectField>
      {!thumbs && (
        <SelectField
          label={t`At least`}
          inline
          value={view.min}
          onChange={(e) => onChange({ ...view, min: Number(e.target.value) })}
        >
          {[1, 5, 7, 9].map((min) => (
            <option key={min} value={min}>
              {min === 1 ? t`Any rating` : t`${min} and up`}
            </option>
          ))}
        </SelectField>
      )}
    </div>
  );
}
