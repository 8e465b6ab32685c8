/** The header box's list entries' keys: each title's, then 'View all results'. */
export const VIEW_ALL_KEY = 'view-all';
export const titleKey = (title: { media_type: string; id: number }) => `${title.media_type}:${title.id}`;
