import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { dateTimeFormat, detailsPath, type CalendarItem } from '@marquee/core';
import { PosterImage } from '@/components/poster-image';
import { Link } from '@/lib/router';

/**
 * 'Today', 'Tomorrow', 'Yesterday', or the date, for a day written YYYY-MM-DD (today is the UTC day, as the server's),
 * in the words of `i18n`'s language.
 */
export function dayLabel(day: string, today: string, i18n: I18n): string {
  const offset = Math.round((Date.parse(day) - Date.parse(today)) / 86_400_000);
  if (offset === 0) return i18n._(msg`Today`);
  if (offset === 1) return i18n._(msg`Tomorrow`);
  if (offset === -1) return i18n._(msg`Yesterday`);
  const date = Date.parse(`${day}T00:00:00Z`);
  return dateTimeFormat(i18n.locale, {
    weekday: 'long',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** The items grouped by day, days in order. */
export function byDay(items: readonly CalendarItem[]): Array<[string, CalendarItem[]]> {
  const days = new Map<string, CalendarItem[]>();
  for (const item of items) days.set(item.date, [...(days.get(item.date) ?? []), item]);
  return [...days].toSorted(([a], [b]) => a.localeCompare(b));
}

/** One section per day: its episodes and releases, each a link to its title. */
export function CalendarDays({ items, today }: { items: readonly CalendarItem[]; today: string }) {
  const { t, i18n } = useLingui();
  /** 'Film release', or the episode: 'S2 E4 · Part 4'. */
  const what = ({ season, episode, episode_name: episodeName }: CalendarItem) => {
    if (season === null) return t`Film release`;
    return episodeName ? t`S${season} E${episode} · ${episodeName}` : t`S${season} E${episode}`;
  };
  return (
    <div className="space-y-8">
      {byDay(items).map(([day, dayItems]) => (
        <section key={day} aria-labelledby={`day-${day}`} className="space-y-3">
          <h3 id={`day-${day}`} className="font-semibold">
            {dayLabel(day, today, i18n)}
          </h3>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {dayItems.map((item) => (
              <li key={`${item.media_type}:${item.media_id}:${item.season}:${item.episode}`}>
                <Link
                  to={detailsPath(item.media_type, item.media_id)}
                  className="flex items-center gap-3 rounded-lg border border-line bg-surface p-2 hover:bg-surface-2 focus-visible:ring-3 focus-visible:ring-accent focus-visible:outline-none"
                >
                  <PosterImage path={item.poster_path} className="w-12 shrink-0" />
                  <span className="min-w-0">
                    <span className="block truncate font-semibold">{item.title}</span>
                    <span className="block truncate text-sm text-muted">{what(item)}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
