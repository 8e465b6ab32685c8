import { detailsPath, formatAirDate, type CalendarItem } from '@marquee/core';
import { PosterImage } from '@/components/poster-image';
import { Link } from '@/lib/router';

/** 'Today', 'Tomorrow', 'Yesterday', or the date, for a day written YYYY-MM-DD (today is the UTC day, as the server's). */
export function dayLabel(day: string, today: string): string {
  const offset = Math.round((Date.parse(day) - Date.parse(today)) / 86_400_000);
  if (offset === 0) return 'Today';
  if (offset === 1) return 'Tomorrow';
  if (offset === -1) return 'Yesterday';
  const weekday = new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });
  return `${weekday}, ${formatAirDate(day)}`;
}

/** The items grouped by day, days in order. */
export function byDay(items: readonly CalendarItem[]): Array<[string, CalendarItem[]]> {
  const days = new Map<string, CalendarItem[]>();
  for (const item of items) days.set(item.date, [...(days.get(item.date) ?? []), item]);
  return [...days].toSorted(([a], [b]) => a.localeCompare(b));
}

/** One section per day: its episodes and releases, each a link to its title. */
export function CalendarDays({ items, today }: { items: readonly CalendarItem[]; today: string }) {
  return (
    <div className="space-y-8">
      {byDay(items).map(([day, dayItems]) => (
        <section key={day} aria-labelledby={`day-${day}`} className="space-y-3">
          <h3 id={`day-${day}`} className="font-semibold">
            {dayLabel(day, today)}
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
                    <span className="block truncate text-sm text-muted">
                      {item.season === null
                        ? 'Film release'
                        : `S${item.season} E${item.episode}${item.episode_name ? ` · ${item.episode_name}` : ''}`}
                    </span>
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
