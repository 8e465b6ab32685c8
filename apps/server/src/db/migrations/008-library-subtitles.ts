import type { Kysely, Migration } from 'kysely';

/**
 * library_subtitles: the sidecar subtitle files the scan kept, one row per subtitle and video it belongs to, so
 * that the subtitle route finds one by its path in one indexed query rather than by reading the videos' rows.
 *
 * - path: the subtitle's path inside the library, with '/';
 * - video_path: the video it is beside (library_files.path; its rows go with the video's);
 * - format: 'srt', 'vtt' or 'other' (recognised, not served).
 *
 * library_files.subtitles keeps the full list with each video for the player; the rows here are filled from it.
 */
export const librarySubtitlesMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable('library_subtitles')
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('video_path', 'text', (c) => c.notNull().references('library_files.path').onDelete('cascade'))
      .addColumn('format', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('library_subtitles_pk', ['path', 'video_path'])
      .execute();
    await db.schema.createIndex('library_subtitles_video').on('library_subtitles').column('video_path').execute();
    await fillFromVideos(db);
  },

  async down(db) {
    await db.schema.dropTable('library_subtitles').execute();
  },
};

interface Tables {
  library_files: { path: string; subtitles: string };
  library_subtitles: { path: string; video_path: string; format: string };
}

async function fillFromVideos(anyDb: Kysely<unknown>): Promise<void> {
  const db = anyDb as Kysely<Tables>;
  const videos = await db.selectFrom('library_files').select(['path', 'subtitles']).execute();
  const rows = videos.flatMap((video) =>
    (JSON.parse(video.subtitles) as Array<{ path: string; format: string }>).map((subtitle) => ({
      path: subtitle.path,
      video_path: video.path,
      format: subtitle.format,
    })),
  );
  // Well within either database's limit on bound values a statement.
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('library_subtitles')
      .values(rows.slice(i, i + 500))
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
}
