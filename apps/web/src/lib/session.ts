import { STORAGE_KEYS, type User } from '@marquee/core';
import { readJson, readString, removeKey, writeJson, writeString } from './storage';

/** The signed-in session kept in local storage (docs/behaviour.md#staying-signed-in): the token and the user, under separate keys. */

export function getStoredToken(): string | null {
  return readString(STORAGE_KEYS.token);
}

export function getStoredUser(): User | null {
  return readJson(STORAGE_KEYS.user, isUser);
}

export function storeSession(token: string, user: User): void {
  writeString(STORAGE_KEYS.token, token);
  writeJson(STORAGE_KEYS.user, user);
}

export function storeUser(user: User): void {
  writeJson(STORAGE_KEYS.user, user);
}

export function clearSession(): void {
  removeKey(STORAGE_KEYS.token);
  removeKey(STORAGE_KEYS.user);
}

/** The shape of core's userSchema, checked by hand so start-up does not download zod (see api-client.ts). */
function isUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const { uid, email, displayName, photoURL } = value as Record<string, unknown>;
  const nullableString = (v: unknown) => v === null || typeof v === 'string';
  return typeof uid === 'string' && typeof email === 'string' && nullableString(displayName) && nullableString(photoURL);
}
