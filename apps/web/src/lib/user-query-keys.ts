/** The user's queries, under one key that signing out forgets (auth.tsx, which exports them). */
export const USER_QUERY_KEY = ['user'] as const;
/** The account's profiles (lib/profiles.ts); here so that signing in can hand Who's watching the list it read. */
export const PROFILES_QUERY_KEY = [...USER_QUERY_KEY, 'profiles'] as const;
