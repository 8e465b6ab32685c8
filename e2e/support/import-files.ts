import { strToU8, zipSync } from 'fflate';

/** The title no metadata source has, which an import lists as not found. */
export const UNKNOWN_FILM = 'Nothing, Anyone Has Filmed';

/**
 * A Letterboxd export as its ZIP holds it, made at test time: Inception seen twice in the diary and rated 4 stars,
 * The Dark Knight in watched.csv only, Toy Story 3 on the watchlist, and a film no catalogue has.
 */
export function letterboxdExport(): Buffer {
  const files: Record<string, string> = {
    'diary.csv': [
      'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date',
      '2024-03-02,Inception,2010,https://boxd.it/1,4.5,,,2024-03-01',
      '2024-06-02,Inception,2010,https://boxd.it/1,4,Yes,,2024-06-01',
      `2024-06-03,"${UNKNOWN_FILM}",1999,https://boxd.it/2,3,,,2024-06-03`,
    ].join('\r\n'),
    'watched.csv': ['Date,Name,Year,Letterboxd URI', '2024-01-06,The Dark Knight,2008,https://boxd.it/3'].join('\r\n'),
    'ratings.csv': ['Date,Name,Year,Letterboxd URI,Rating', '2024-06-02,Inception,2010,https://boxd.it/1,4'].join('\r\n'),
    'watchlist.csv': ['Date,Name,Year,Letterboxd URI', '2024-02-01,Toy Story 3,2010,https://boxd.it/4'].join('\r\n'),
    'profile.csv': 'Date Joined,Username\r\n2020-01-01,someone',
  };
  return Buffer.from(zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)]))));
}

export const letterboxdFile = () => ({
  name: 'letterboxd-someone-2024-11-28.zip',
  mimeType: 'application/zip',
  buffer: letterboxdExport(),
});
