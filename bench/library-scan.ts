/**
 * Library scan (docs/architecture.md#figures): how long the scan of a 10,000-file MEDIA_DIR takes, first on an
 * empty database, then again with nothing changed, then after 100 files changed. The library runs in this
 * process (createLibrary, offline catalogue, SQLite in a temporary file with the server's own settings); the
 * files are tiny, named after the catalogue's titles so that they match. `LIBRARY_FILES` sets the count.
 * Run: node --import tsx bench/library-scan.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDb } from '../apps/server/src/db/connection.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { allLibraryFiles, createLibrary } from '../apps/server/src/modules/library/index.ts';
import { getCatalogue } from '../apps/server/src/modules/metadata/index.ts';
import { createMetadataSource } from '../apps/server/src/modules/metadata/metadata-source.ts';

const FILES = Number(process.env.LIBRARY_FILES ?? 10_000);
const CHANGED = 100;
/** Each figure is the median of this many rounds: a burst of other work on the machine spoils one round, not the figure. */
const ROUNDS = 3;
/** The share of each layout: film folders, release-named films, then episodes for the rest. */
const FILM_FOLDERS = Math.round(FILES * 0.3);
const RELEASE_NAMED = Math.round(FILES * 0.15);

/** A name as a file system and the tools that name files keep it: ':' becomes ' -', other reserved characters go. */
const safe = (name: string) => name.replace(/:/g, ' -').replace(/[/\\*?"<>|]/g, '');
const pad = (n: number) => String(n).padStart(2, '0');

/** The library's paths, relative to its root: films in their folders, release names, then episodes. */
function libraryPaths(): { videos: string[]; subtitles: string[]; nfos: Map<string, string> } {
  const { movies, series } = getCatalogue();
  const videos = new Set<string>();
  const subtitles: string[] = [];
  // NFO files as a media manager writes them: one beside half the films in folders, one in every show's folder.
  const nfos = new Map<string, string>();
  const films = movies.map((movie) => ({ title: safe(movie.title), year: movie.releaseDate.slice(0, 4) }));
  for (const { title, year } of films) {
    if (videos.size >= FILM_FOLDERS) break;
    const file = `Movies/${title} (${year})/${title} (${year}).mkv`;
    if (videos.has(file)) continue;
    videos.add(file);
    // A quarter of the films have English subtitles beside them.
    if (videos.size % 4 === 0) subtitles.push(file.replace(/\.mkv$/, '.en.srt'));
    if (videos.size % 2 === 0) nfos.set(file.replace(/\.mkv$/, '.nfo'), movieNfo(title, year));
  }
  const releases = ['1080p.BluRay.x264-GRP', '720p.WEB-DL.DDP5.1.H.264-FLUX', '2160p.UHD.BluRay.REMUX.HDR.HEVC.Atmos-GRP'];
  for (let i = 0; videos.size < FILM_FOLDERS + RELEASE_NAMED && i < films.length * releases.length; i++) {
    // From the end of the list, so that most are films the folders above do not already hold.
    const { title, year } = films[films.length - 1 - (i % films.length)]!;
    const release = `${title.replace(/ +/g, '.')}.${year}.${releases[Math.floor(i / films.length)]}`;
    videos.add(i % 2 === 0 ? `Downloads/${release}.mkv` : `Downloads/${release}/${release}.mkv`);
  }
  for (let round = 0; videos.size < FILES; round++) {
    for (const show of series) {
      const name = safe(show.name);
      const year = show.firstAirDate.slice(0, 4);
      // A second round holds the same shows in another quality, as a library that keeps both does.
      const folder = round === 0 ? `TV Shows/${name} (${year})` : `TV Shows (${round + 1})/${name} (${year})`;
      nfos.set(`${folder}/tvshow.nfo`, `<tvshow><title>${xmlText(show.name)}</title><year>${year}</year></tvshow>`);
      show.fact.seasons.forEach((episodes, s) => {
        for (let e = 1; e <= episodes && videos.size < FILES; e++) {
          const file = `${folder}/Season ${pad(s + 1)}/${name} - S${pad(s + 1)}E${pad(e)}.mkv`;
          videos.add(file);
          if (videos.size % 5 === 0) subtitles.push(file.replace(/\.mkv$/, '.en.srt'));
        }
      });
      if (videos.size >= FILES) break;
    }
  }
  return { videos: [...videos], subtitles, nfos };
}

const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** A film's NFO of the size media managers write (plot, cast, artwork addresses: a few kilobytes). */
const movieNfo = (title: string, year: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes" ?>\n<movie>\n  <title>${xmlText(title)}</title>\n` +
  `  <year>${year}</year>\n  <plot>${'A plot of some length. '.repeat(40)}</plot>\n` +
  Array.from({ length: 15 }, (_, i) => `  <actor><name>Actor ${i}</name><role>Role ${i}</role></actor>\n`).join('') +
  `  <thumb aspect="poster">https://example.com/poster.jpg</thumb>\n</movie>\n`;

function write(root: string, relative: string, content: string): void {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

interface Timed {
  ms: number;
  /** CPU time of this process (user + system) during the scan. */
  cpuMs: number;
}

async function timed(work: () => Promise<void>): Promise<Timed> {
  const cpu = process.cpuUsage();
  const start = performance.now();
  await work();
  const used = process.cpuUsage(cpu);
  return { ms: performance.now() - start, cpuMs: (used.user + used.system) / 1000 };
}

interface Round {
  first: Timed;
  unchanged: Timed;
  changed: Timed;
  rows: number;
  unmatched: number;
}

/** One round on a database of its own: the first scan, one with nothing changed, one after 100 files changed. */
async function round(dir: string, mediaDir: string, videos: readonly string[], n: number): Promise<Round> {
  const config = loadConfig({ DATABASE_URL: `sqlite:${path.join(dir, `app-${n}.db`)}`, MEDIA_DIR: mediaDir, LOG_LEVEL: 'warn' });
  const db = openDb(config.databaseUrl);
  const log = Fastify({ logger: { level: 'warn' } }).log;
  const library = createLibrary(db.kysely, mediaDir, createMetadataSource(config, log), log, { watch: false });
  try {
    await migrateToLatest(db);
    const first = await timed(() => library.rescan());
    const { error, unmatched } = library.status();
    if (error) throw new Error(`the scan failed: ${error}`);
    const unchanged = await timed(() => library.rescan());
    // 100 files spread through the library grow by a byte, as a re-download or a re-encode changes them.
    const step = Math.floor(videos.length / CHANGED);
    for (let i = 0; i < CHANGED; i++) fs.appendFileSync(path.join(mediaDir, videos[i * step + n]!), '!');
    const changed = await timed(() => library.rescan());
    const rows = (await allLibraryFiles(db.kysely)).length;
    return { first, unchanged, changed, rows, unmatched };
  } finally {
    await library.close();
    await db.close();
  }
}

/** The median of the rounds' figures, and every round's, in seconds. */
function summary(label: string, runs: Timed[]): string {
  const seconds = (ms: number) => (ms / 1000).toFixed(2);
  const median = <T>(values: T[], by: (value: T) => number) =>
    [...values].sort((a, b) => by(a) - by(b))[Math.floor(values.length / 2)]!;
  const wall = median(runs, (run) => run.ms).ms;
  const cpu = median(runs, (run) => run.cpuMs).cpuMs;
  return (
    `${label.padEnd(31)} ${seconds(wall).padStart(6)} s, CPU ${seconds(cpu)} s ` +
    `(runs ${runs.map((run) => seconds(run.ms)).join(', ')} s)`
  );
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-bench-library-'));
try {
  const mediaDir = path.join(dir, 'media');
  const { videos, subtitles, nfos } = libraryPaths();
  for (const video of videos) write(mediaDir, video, 'video');
  for (const [nfo, text] of nfos) write(mediaDir, nfo, text);
  for (const subtitle of subtitles) write(mediaDir, subtitle, '1\n00:00:01,000 --> 00:00:02,000\nHello\n');
  // Built once per process on first use, as a running server does just after it starts: not the scan's cost.
  getCatalogue();
  const rounds: Round[] = [];
  for (let n = 0; n < ROUNDS; n++) rounds.push(await round(dir, mediaDir, videos, n));

  console.log(
    `${videos.length} video files (${FILM_FOLDERS} in film folders, ${RELEASE_NAMED} release-named, ` +
      `${videos.length - FILM_FOLDERS - RELEASE_NAMED} episodes), ${subtitles.length} subtitle files, ` +
      `${nfos.size} NFO files; ` +
      `stored ${rounds[0]!.rows} rows, ${rounds[0]!.unmatched} unmatched`,
  );
  console.log(`median of ${ROUNDS} rounds, each on a new database:`);
  console.log(
    summary(
      'first scan (empty database)',
      rounds.map((r) => r.first),
    ),
  );
  console.log(
    summary(
      'again, nothing changed',
      rounds.map((r) => r.unchanged),
    ),
  );
  console.log(
    summary(
      `again, ${CHANGED} files changed`,
      rounds.map((r) => r.changed),
    ),
  );
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
