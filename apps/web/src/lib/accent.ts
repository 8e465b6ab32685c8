import { useEffect } from 'react';
import { usePreferences, useUpdatePreferences } from './preferences';

/**
 * The accent colour (SPEC.md §4 Preferences, UI.md): one CSS variable, --accent, on the root
 * element, mirrored in the theme-color meta tag so the browser chrome matches.
 */
export function applyAccent(color: string): void {
  document.documentElement.style.setProperty('--accent', color);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', color);
}

/** Keeps the page in the signed-in user's accent (the default when signed out); mounted once by the app. */
export function useAccentTheme(): void {
  const { preferences } = usePreferences();
  useEffect(() => applyAccent(preferences.accent_color), [preferences.accent_color]);
}

/** For screens that let the user choose: the current accent and a setter that saves it (and so repaints). */
export function useAccentColor() {
  const { preferences } = usePreferences();
  const update = useUpdatePreferences();
  return {
    accentColor: preferences.accent_color,
    setAccentColor: async (color: string) => {
      await update.mutateAsync({ accent_color: color });
    },
  };
}
