import { z } from './zod.ts';

/**
 * Route parameters naming one list or history entry (DELETE /api/watchlist/{id}, /api/favourites/{id},
 * /api/watch-history/{id}). Any text is taken: an id of another shape than the server gives (isEntryId) names no
 * entry, which the route answers with 404, not 400. Only the server uses it: it is kept out of api.ts, whose
 * schemas the web app's code carries.
 */
export const entryIdParamsSchema = z.object({ id: z.string().describe('The entry id the server gave it (a UUID)') });
