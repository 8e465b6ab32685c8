import type { I18n } from '@lingui/core';
import type { Preferences, UpdatePreferencesBody } from '@marquee/core';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { appConfigQueryOptions } from './app-config';
import { applyLanguageChoice, browserLanguageChoice } from './language-switch';
import { preferencesQueryOptions } from './preferences';

/**
 * The signed-in profile's language (docs/translating.md#the-viewers-language) as a session starts and ends: the app
 * speaks it at once, and the cookie carries it to the server's pages, also on a browser new to the profile.
 */

/**
 * After a sign-in or a switch of profile: the profile's choice, its preferences read (and kept for the app). A new
 * account's profile, still automatic, takes the language its visitor chose on this browser instead, which the page
 * already shows.
 */
export async function followProfileLanguage(queryClient: QueryClient, i18n: I18n, newAccount = false): Promise<void> {
  const config = queryClient.getQueryData(appConfigQueryOptions.queryKey);
  if (!config) return;
  // Preferences that do not load leave this browser's language as it is.
  const preferences = await queryClient.fetchQuery(preferencesQueryOptions).catch(() => null);
  if (!preferences) return;
  const visitorChoice = newAccount && !preferences.language ? browserLanguageChoice() : null;
  if (!visitorChoice) {
    await applyLanguageChoice(i18n, preferences.language, config);
    return;
  }
  // A save that fails leaves the choice on this browser, as the cookie keeps it.
  const body: UpdatePreferencesBody = { language: visitorChoice };
  const saved = await apiRequest<Preferences>('/preferences', { method: 'PATCH', body }).catch(() => null);
  if (saved) queryClient.setQueryData(preferencesQueryOptions.queryKey, saved);
}

/** After signing out: the profile's choice leaves with it, and the browser's languages choose again. */
export async function leaveProfileLanguage(queryClient: QueryClient, i18n: I18n): Promise<void> {
  const config = queryClient.getQueryData(appConfigQueryOptions.queryKey);
  if (config) await applyLanguageChoice(i18n, '', config);
}
