// What other modules may use of the auth module: the signed-in user of a request and its JSON shape.
export {
  fullProfileFirst,
  requestLimit,
  requireFullProfile,
  requireLibraryAccess,
  requireUser,
  signInFirst,
  toUserJson,
} from './current-user.ts';
export type { SignedInUser } from './user-queries.ts';
// For a token that arrives other than in a header (a watch party socket's hello).
export { findUserByToken } from './user-queries.ts';
export { isAdmin, requireAdmin, setTwoStepForAdmins, twoStepForAdmins } from './admin-role.ts';
// For the admin module: the setup makes an account and signs it in; admins manage accounts, invitations and the
// registration mode.
export { deleteUser, insertUser } from './user-queries.ts';
export { signedIn } from './sign-in-routes.ts';
export { hashPassword, NO_PASSWORD } from './passwords.ts';
export { ssoUserIds } from './sso-accounts.ts';
export { passkeyUserIds } from './passkey-queries.ts';
export { REGISTRATION_CLOSED, registrationMode, registrationState, setRegistrationMode } from './registration-policy.ts';
export { checkInvitation, createInvitation, listInvitations, revokeInvitation } from './invitation-queries.ts';
export { createResetLink } from './reset-queries.ts';
// For tests that write tokens as an older schema held them.
export { hashToken, newToken } from './tokens.ts';
// For the admins' Activity: the sign-ins' and players' browsers, named as the devices list names them.
export { deviceName } from './device-name.ts';
export { createFailureLog, type FailureLog } from './failure-log.ts';
