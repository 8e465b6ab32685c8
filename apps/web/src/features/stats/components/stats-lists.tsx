import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { detailsPath, type StatsReply } from '@marquee/core';
import { PosterImage } from '@/components/poster-image';
import { Link } from '@/lib/router';
import { useStatsText } from './stats-text';

type TopTitle = StatsReply['top_films'][number];

/** The top films, shows, genres and people, each the most watched first. */
export function StatsLists({ stats }: { stats: StatsReply }) {
  const { t } = useLingui();
  const words = useStatsText();
  const times = (count: number) => t`${plural(count, { one: '# time', other: '# times' })}`;
  const episodes = (count: number) => t`${plural(count, { one: '# episode', other: '# episodes' })}`;
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <TitleList heading={words.topFilms} titles={stats.top_films} countText={times} />
      <TitleList heading={words.topShows} titles={stats.top_shows} countText={episodes} />
      <NameList heading={words.topGenres} names={stats.top_genres} countText={times} />
      <NameList heading={words.topPeople} names={stats.top_people} countText={times} />
    </div>
  );
}

function TitleList({
  heading,
  titles,
  countText,
}: {
  heading: string;
  titles: readonly TopTitle[];
  countText(count: number): string;
}) {
  if (titles.length === 0) return null;
  return (
    <section className="space-y-3">
      <h2 className="text-lg font-semibold">{heading}</h2>
      <ol className="space-y-2">
        {titles.map((title) => (
          <li key={`${title.media_type}:${title.media_id}`}>
            <Link
              to={detailsPath(title.media_type, title.media_id)}
              className="flex items-center gap-3 rounded-lg p-1 hover:bg-surface-2 focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
            >
              <PosterImage path={title.poster_path} className="w-12 shrink-0" />
              <span className="min-w-0 flex-1 truncate font-semibold">{title.title}</span>
              <span className="text-sm text-muted">{countText(title.count)}</span>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}

function NameList({
  heading,
  names,
  countText,
}: {
  heading: string;
  names: StatsReply['top_genres'];
  countText(count: number): string;
}) {
  if (names.length === 0) return null;
  return (
    <section className="space-y-3">
      <h2 className="text-lg font-semibold">{heading}</h2>
      <ol className="space-y-2">
        {names.map((entry) => (
          <li key={entry.name} className="flex items-center justify-between gap-3 rounded-lg bg-surface px-3 py-2">
            <span className="truncate" translate="no" dir="auto">
              {entry.name}
            </span>
            <span className="text-sm text-muted">{countText(entry.count)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
