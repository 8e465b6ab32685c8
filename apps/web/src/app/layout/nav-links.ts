import { useLimitedProfile } from '@/lib/profiles';

/** The header's page links (docs/behaviour.md#header), shared by the desktop bar and the mobile menu. */
export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/movie', label: 'Movies' },
  { to: '/tv', label: 'TV' },
  { to: '/sports', label: 'Sports' },
  { to: '/trending', label: 'Trending' },
  { to: '/watch-history', label: 'Watch History' },
] as const;

/**
 * A limited profile's links (Kids, or a maximum rating): the browsing screens, whose titles the server keeps within
 * the profile's limit, and its history. Live sports carry no rating, and a short bar is easier for children.
 */
export const LIMITED_PROFILE_LINKS = NAV_LINKS.filter((link) => ['/', '/movie', '/tv', '/watch-history'].includes(link.to));

export function useNavLinks(): ReadonlyArray<(typeof NAV_LINKS)[number]> {
  return useLimitedProfile() ? LIMITED_PROFILE_LINKS : NAV_LINKS;
}
