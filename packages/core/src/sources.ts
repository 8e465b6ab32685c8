import { z } from './zod.ts';
import { isAppPath } from './rules/app-path.ts';

/**
 * Playback sources are configuration (docs/behaviour.md#playback-sources): the operator's SOURCES_FILE
 * or the built-in list. These schemas check that file; the server hands the list to the web app.
 */

/**
 * A URL template: absolute http(s), or a path on this server as browsers read it (not '//host' nor '/\host');
 * {id}, {season} and {episode} are filled in.
 */
const urlTemplate = z
  .string()
  .min(1)
  .max(2048)
  .refine((v) => isAppPath(v) || /^https?:\/\//i.test(v), {
    error: 'must start with / or http(s)://',
  })
  .refine((v) => v.includes('{id}'), { error: 'must contain the {id} placeholder' });

export const videoSourceSchema = z.strictObject({
  key: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'must be 1 to 64 letters, digits, underscores or hyphens' }),
  name: z.string().trim().min(1).max(100),
  /** Whether the embedding iframe gets the sandbox attribute. */
  sandbox: z.boolean(),
  /**
   * Whether the player obeys the watch party's commands and reports stalls (docs/behaviour.md#player-commands),
   * so a party keeps its members in step on it; without it a party shares only what plays and when.
   */
  sync: z.boolean().optional(),
  movieUrl: urlTemplate,
  tvUrl: urlTemplate.refine((v) => v.includes('{season}') && v.includes('{episode}'), {
    error: 'must contain the {season} and {episode} placeholders',
  }),
});
export type VideoSource = z.infer<typeof videoSourceSchema>;

/** A whole source list: at least one source, keys unique. */
export const videoSourceListSchema = z
  .array(videoSourceSchema)
  .min(1, { error: 'must list at least one source' })
  .superRefine((sources, ctx) => {
    const seen = new Set<string>();
    sources.forEach((source, index) => {
      if (seen.has(source.key)) {
        ctx.addIssue({ code: 'custom', path: [index, 'key'], message: `duplicate key "${source.key}"` });
      }
      seen.add(source.key);
    });
  });
