// What other modules may use of the auth module: the signed-in user of a request and its JSON shape.
export { requireUser, signInFirst, toUserJson } from './current-user.ts';
export type { UserRecord } from './user-queries.ts';
