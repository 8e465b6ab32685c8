import { USER_QUERY_KEY } from './auth';

/** Every ratings query lives under this key (a title's rating, the list): a change refreshes them all. */
export const RATINGS_QUERY_KEY = [...USER_QUERY_KEY, 'ratings'] as const;
