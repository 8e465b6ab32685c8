import { LIMIT_HINT_COOKIE, profileMaxRank, STORAGE_KEYS, type Profile, type User } from '@marquee/core';
import { readJson, readString, removeKey, writeJson, writeString } from './storage';

/**
 * The signed-in session kept in local storage (docs/behaviour.md#staying-signed-in): the token, the user and the
 * profile the token is bound to, under separate keys; and, kept past signing out, the profile each account last
 * chose on this device.
 */

// Beside core's STORAGE_KEYS: these belong to the web app alone.
const PROFILE_KEY = 'profile';
const REMEMBERED_PROFILES_KEY = 'rememberedProfiles';

export function getStoredToken(): string | null {
  return readString(STORAGE_KEYS.token);
}

export function getStoredUser(): User | null {
  const user = readJson(STORAGE_KEYS.user, isUser);
  // A user stored before accounts had roles: a member until the server's answer at start says otherwise.
  return user && { ...user, role: user.role === 'admin' ? 'admin' : 'member' };
}

export function getStoredProfile(): Profile | null {
  return readJson(PROFILE_KEY, isProfile);
}

/** A new session; without a profile (a server from before profiles) none is kept. */
export function storeSession(token: string, user: User, profile: Profile | null = null): void {
  writeString(STORAGE_KEYS.token, token);
  writeJson(STORAGE_KEYS.user, user);
  storeProfile(profile);
}

export function storeUser(user: User): void {
  writeJson(STORAGE_KEYS.user, user);
}

/** The token after switching profile: the one it replaces is revoked. */
export function storeToken(token: string): void {
  writeString(STORAGE_KEYS.token, token);
}

export function storeProfile(profile: Profile | null): void {
  if (profile) writeJson(PROFILE_KEY, profile);
  else removeKey(PROFILE_KEY);
  storeLimitHint(profile);
}

/**
 * The limit of the device's profile as a cookie, for the requests that cannot carry the token (pages, images): the
 * server renders no screen for such a page and draws no artwork above the limit (docs/behaviour.md#ratings). It is
 * only a hint, and can only narrow what the server serves; an unlimited profile or a visitor sends none.
 */
export function storeLimitHint(profile: Profile | null): void {
  if (typeof document === 'undefined') return;
  const rank = profile ? profileMaxRank(profile) : null;
  document.cookie =
    rank === null
      ? `${LIMIT_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict`
      : `${LIMIT_HINT_COOKIE}=${rank}; Path=/; Max-Age=31536000; SameSite=Strict`;
}

export function clearSession(): void {
  removeKey(STORAGE_KEYS.token);
  removeKey(STORAGE_KEYS.user);
  removeKey(PROFILE_KEY);
  storeLimitHint(null);
}

/** The key whose change in another tab means this tab's profile changed too. */
export const STORED_PROFILE_KEY = PROFILE_KEY;

/** The profile this account last chose on this device, chosen again at its next sign-in when it has no PIN. */
export function getRememberedProfileId(uid: string): string | null {
  return readJson(REMEMBERED_PROFILES_KEY, isStringRecord)?.[uid] ?? null;
}

export function rememberProfile(uid: string, profileId: string): void {
  const remembered = readJson(REMEMBERED_PROFILES_KEY, isStringRecord) ?? {};
  writeJson(REMEMBERED_PROFILES_KEY, { ...remembered, [uid]: profileId });
}

/** The shape of core's userSchema, checked by hand so start-up does not download zod (see api-client.ts). */
function isUser(value: unknown): value is Omit<User, 'role'> & { role?: unknown } {
  if (typeof value !== 'object' || value === null) return false;
  const { uid, email, displayName, photoURL } = value as Record<string, unknown>;
  const nullableString = (v: unknown) => v === null || typeof v === 'string';
  return typeof uid === 'string' && typeof email === 'string' && nullableString(displayName) && nullableString(photoURL);
}

/** The shape of core's profileSchema, by hand for the same reason; the avatar and rating are trusted as the server sent them. */
export function isProfile(value: unknown): value is Profile {
  if (typeof value !== 'object' || value === null) return false;
  const { id, name, avatar, accent_color, kids, maxRating, hasPin } = value as Record<string, unknown>;
  return (
    typeof id === 'string' &&
    typeof name === 'string' &&
    typeof avatar === 'string' &&
    typeof accent_color === 'string' &&
    typeof kids === 'boolean' &&
    (maxRating === null || typeof maxRating === 'string') &&
    typeof hasPin === 'boolean'
  );
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((entry) => typeof entry === 'string')
  );
}
