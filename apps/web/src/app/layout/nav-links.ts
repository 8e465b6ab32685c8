/** The header's page links (docs/behaviour.md#header), shared by the desktop bar and the mobile menu. */
export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/movie', label: 'Movies' },
  { to: '/tv', label: 'TV' },
  { to: '/sports', label: 'Sports' },
  { to: '/trending', label: 'Trending' },
  { to: '/watch-history', label: 'Watch History' },
] as const;
