import { useEffect } from 'react';
import { DEFAULT_ACCENT_COLOR } from '@marquee/core';
import { useAuth } from './auth';
import { usePreferences } from './preferences';

/**
 * The accent colour (docs/behaviour.md#preferences, docs/ui.md#colour): one CSS variable, --accent, on the root
 * element, mirrored in the theme-color meta tag so the browser chrome matches.
 */
export function applyAccent(color: string): void {
  // Setting --accent on the root, even to the colour it already has, makes the browser work out the style of
  // every element of the page again (a custom property is inherited): on a phone, tens of milliseconds just as
  // the app starts. Most visitors keep the default, which the stylesheet and index.html already carry.
  if (color.toLowerCase() === appliedAccent.toLowerCase()) return;
  appliedAccent = color;
  document.documentElement.style.setProperty('--accent', color);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', color);
}

/** The accent the page shows: index.css's --accent and index.html's theme-color until applyAccent changes it. */
let appliedAccent: string = DEFAULT_ACCENT_COLOR;

/**
 * Keeps the page in the signed-in profile's accent (the default when signed out); mounted once by the app. The
 * profile carries the same colour as its preferences, so a profile just switched to shows its colour before its
 * preferences arrive.
 */
export function useAccentTheme(): void {
  const { user, profile } = useAuth();
  const { data } = usePreferences();
  const color = (user && (data?.accent_color ?? profile?.accent_color)) || DEFAULT_ACCENT_COLOR;
  useEffect(() => applyAccent(color), [color]);
}
