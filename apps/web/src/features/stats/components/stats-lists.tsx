import { detailsPath, type StatsReply } from '@marquee/core';
import { PosterImage } from '@/components/poster-image';
import { Link } from '@/lib/router';
import { count } from './stats-text';

type TopTitle = StatsReply['top_films'][number];

/** The top films, shows, genres and people, each the most watched first. */
export function StatsLists({ stats }: { stats: StatsReply }) {
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <TitleList heading="Top films" titles={stats.top_films} unit={['time', 'times']} />
      <TitleList heading="Top shows" titles={stats.top_shows} unit={['episode', 'episodes']} />
      <NameList heading="Top genres" names={stats.top_genres} />
      <NameList heading="Top people" names={stats.top_people} />
    </div>
  );
}

function TitleList({ heading, titles, unit }: { heading: string; titles: readonly TopTitle[]; unit: [string, string] }) {
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
              <span className="text-sm text-muted">{count(title.count, ...unit)}</span>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}

function NameList({ heading, names }: { heading: string; names: StatsReply['top_genres'] }) {
  if (names.length === 0) return null;
  return (
    <section className="space-y-3">
      <h2 className="text-lg font-semibold">{heading}</h2>
      <ol className="space-y-2">
        {names.map((entry) => (
          <li key={entry.name} className="flex items-center justify-between gap-3 rounded-lg bg-surface px-3 py-2">
            <span className="truncate">{entry.name}</span>
            <span className="text-sm text-muted">{count(entry.count, 'time', 'times')}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
