import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useAuth } from '@/lib/auth';
import { useLibraryTitles } from '@/lib/library';
import { useLimitedProfile } from '@/lib/profiles';

interface NavLink {
  to: string;
  /** Translated where it is drawn (docs/translating.md). */
  label: MessageDescriptor;
}

/** The header's page links (docs/behaviour.md#header), shared by the desktop bar and the mobile menu. */
export const NAV_LINKS: readonly NavLink[] = [
  { to: '/', label: msg`Home` },
  { to: '/movie', label: msg`Movies` },
  { to: '/tv', label: msg`TV` },
  { to: '/sports', label: msg`Sports` },
  { to: '/trending', label: msg`Trending` },
  { to: '/watch-history', label: msg`Watch History` },
];

/**
 * A limited profile's links (Kids, or a maximum rating): the browsing screens, whose titles the server keeps within
 * the profile's limit, and its history. Live sports carry no rating, and a short bar is easier for children.
 */
export const LIMITED_PROFILE_LINKS = NAV_LINKS.filter((link) => ['/', '/movie', '/tv', '/watch-history'].includes(link.to));

/**
 * Shown to a member once the library holds something this profile may see (the server keeps it to the profile's
 * limit); the Library screen is for members.
 */
const LIBRARY_LINK: NavLink = { to: '/library', label: msg`Library` };
const WITH_LIBRARY = [...NAV_LINKS, LIBRARY_LINK];
const LIMITED_WITH_LIBRARY = [...LIMITED_PROFILE_LINKS, LIBRARY_LINK];

/** A character's width in the bar, roughly: a Chinese, Japanese or Korean one is as wide as two Latin letters. */
const charWidth = (char: string) => (/[\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/.test(char) ? 2 : 1);
const textWidth = (text: string) => [...text].reduce((width, char) => width + charWidth(char), 0);

/**
 * Whether the links' words in the page's language are more than a sixth longer than English's (whose bar fits
 * 1280 px beside the search box): the full bar then waits for 1536 px, and the menu serves below that. Counted
 * from the texts, so the server's first rendering and the app's agree.
 */
export function isLongBar(links: readonly NavLink[], translate: (label: MessageDescriptor) => string): boolean {
  const english = links.reduce((width, link) => width + textWidth(link.label.id), 0);
  const translated = links.reduce((width, link) => width + textWidth(translate(link.label)), 0);
  return translated > english * 1.17;
}

export function useNavLinks(): readonly NavLink[] {
  const limited = useLimitedProfile() !== null;
  const signedIn = useAuth().user !== null;
  const hasLibrary = useLibraryTitles().length > 0 && signedIn;
  if (hasLibrary) return limited ? LIMITED_WITH_LIBRARY : WITH_LIBRARY;
  return limited ? LIMITED_PROFILE_LINKS : NAV_LINKS;
}
