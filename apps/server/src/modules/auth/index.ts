// What other modules may use of the auth module: the signed-in user of a request and its JSON shape.
export { requestLimit, requireFullProfile, requireUser, signInFirst, toUserJson } from './current-user.ts';
export type { SignedInUser } from './user-queries.ts';
// For a token that arrives other than in a header (a watch party socket's hello).
export { findUserByToken } from './user-queries.ts';
export { isServerOwner, requireServerOwner } from './server-owner.ts';
