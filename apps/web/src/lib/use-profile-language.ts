import { useLingui } from '@lingui/react';
import { LANGUAGE_COOKIE } from '@marquee/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { loadAuthActions } from './auth';
import { usePreferences } from './preferences';

/**
 * A signed-in browser without the language cookie takes up the profile's language once its preferences are in: a
 * page left before its sign-in had done so, or a cookie the browser dropped. Signing in and switching profile take
 * it up themselves (lib/auth.tsx); a cookie this browser holds is its own choice, and stays.
 */
export function useProfileLanguage(): void {
  const { data } = usePreferences();
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const language = data?.language;
  useEffect(() => {
    const hasCookie = document.cookie.split('; ').some((cookie) => cookie.startsWith(`${LANGUAGE_COOKIE}=`));
    if (language && !hasCookie) void loadAuthActions().then((actions) => actions.followProfileLanguage(queryClient, i18n));
  }, [language, queryClient, i18n]);
}
