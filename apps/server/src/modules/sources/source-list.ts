import fs from 'node:fs';
import { videoSourceListSchema, type VideoSource } from '@marquee/core';
import { ConfigError, type AppConfig } from '../../config.ts';

/**
 * The built-in list (docs/behaviour.md#playback-sources): lawful and offline. `local` is the server's
 * own player for files in MEDIA_DIR, `trailer` the title's official trailer.
 */
export const BUILT_IN_SOURCES: VideoSource[] = [
  {
    key: 'local',
    name: 'Local Library',
    sandbox: true,
    sync: true,
    movieUrl: '/embed/local/movie/{id}',
    tvUrl: '/embed/local/tv/{id}/{season}/{episode}',
  },
  {
    key: 'trailer',
    name: 'Official Trailer',
    sandbox: true,
    movieUrl: '/embed/trailer/movie/{id}',
    tvUrl: '/embed/trailer/tv/{id}/{season}/{episode}',
  },
];

/**
 * The playback sources: the JSON array in SOURCES_FILE when set, else the built-in list. Read once
 * at start; a missing, unreadable or invalid file stops start-up with a ConfigError naming the problem.
 */
export function loadSources(config: Pick<AppConfig, 'sourcesFile'>): VideoSource[] {
  const file = config.sourcesFile;
  if (!file) return BUILT_IN_SOURCES;
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (e) {
    const reason = e instanceof SyntaxError ? 'is not valid JSON' : 'cannot be read';
    throw new ConfigError(`SOURCES_FILE ${file} ${reason}: ${e instanceof Error ? e.message : String(e)}`);
  }
  const result = videoSourceListSchema.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0];
    const [index, ...field] = issue?.path ?? [];
    const where = typeof index === 'number' ? ` (entry ${index + 1}${field.length ? `, ${field.join('.')}` : ''})` : '';
    throw new ConfigError(`SOURCES_FILE ${file}${where}: ${issue?.message ?? 'invalid source list'}`);
  }
  return result.data;
}
