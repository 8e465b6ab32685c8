// What other modules may use of the preferences module: a user's preferences, read and saved.
export { readPreferences, savePreferences } from './preference-queries.ts';
