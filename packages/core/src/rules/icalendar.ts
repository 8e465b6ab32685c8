import { addDays } from './calendar.ts';

/**
 * The calendar feed as iCalendar text (RFC 5545; docs/behaviour.md#calendar): one all-day event per calendar item.
 * Titles and names come from the metadata source and a profile's name from its owner: every text is escaped, and
 * every line folded, so no text can end a line or add a property.
 */

/** Octets of a content line at most, without its CRLF. */
export const ICAL_LINE_OCTETS = 75;

const utf8 = new TextEncoder();

/**
 * A TEXT value escaped: backslash, semicolon and comma behind a backslash, each line break as `\n`; other control
 * characters but the tab, which TEXT may not hold, are left out.
 */
export function icalText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex -- control characters are what it takes out
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
      .replace(/[\\;,\n]/g, (c) => (c === '\n' ? '\\n' : `\\${c}`))
  );
}

/**
 * A content line folded to ICAL_LINE_OCTETS octets a line: each following line starts with a space (which counts).
 * Lines break between characters, never inside one's UTF-8 bytes.
 */
export function foldIcalLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8.encode(char).length;
    if (octets + size > ICAL_LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n');
}

/** A day ('YYYY-MM-DD') as a DATE value ('YYYYMMDD'). */
export const icalDate = (date: string) => date.replaceAll('-', '');

/** A moment (an ISO time) as a UTC DATE-TIME value ('YYYYMMDDTHHMMSSZ'). */
export const icalStamp = (iso: string) => `${new Date(iso).toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** The fields of a calendar item an event is made of. */
export interface FeedItem {
  date: string;
  media_type: 'movie' | 'tv';
  media_id: number;
  title: string;
  season: number | null;
  episode: number | null;
  episode_name: string | null;
}

/** An event's summary: 'Arcane S2 E4: Episode name' (the name when known), or a film's title. */
export function feedItemSummary(item: FeedItem): string {
  if (item.media_type === 'movie' || item.season === null || item.episode === null) return item.title;
  const place = `${item.title} S${item.season} E${item.episode}`;
  return item.episode_name ? `${place}: ${item.episode_name}` : place;
}

/** An event's UID: the same item keeps it from one reading of the feed to the next. */
export function feedItemUid(item: FeedItem, source: string): string {
  const episode = item.media_type === 'tv' && item.season !== null ? `-s${item.season}e${item.episode ?? 0}` : '';
  return `${source}-${item.media_type}-${item.media_id}${episode}@marquee`;
}

/** What a feed is made of: its name, when it was made (each event's DTSTAMP), its source and items. */
export interface FeedContent {
  name: string;
  stampedAt: string;
  source: string;
  items: readonly FeedItem[];
}

/** How often calendar apps are asked to read the feed again, as an RFC 5545 duration. */
const REFRESH = 'PT6H';

/** The feed's iCalendar text: CRLF line ends, each line folded. */
export function icalendarFeed(feed: FeedContent): string {
  const stamp = icalStamp(feed.stampedAt);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Marquee//Calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icalText(feed.name)}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${REFRESH}`,
    `X-PUBLISHED-TTL:${REFRESH}`,
    ...feed.items.flatMap((item) => [
      'BEGIN:VEVENT',
      `UID:${icalText(feedItemUid(item, feed.source))}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${icalDate(item.date)}`,
      `DTEND;VALUE=DATE:${icalDate(addDays(item.date, 1))}`,
      `SUMMARY:${icalText(feedItemSummary(item))}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return lines.map(foldIcalLine).join('\r\n') + '\r\n';
}
