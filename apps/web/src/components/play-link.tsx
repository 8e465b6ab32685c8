import type { MediaType } from '@marquee/core';
import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { usePlayAvailability } from '@/lib/play-availability';
import { PlayUnavailable } from './play-unavailable';

interface PlayLinkProps {
  mediaType: MediaType;
  id: number;
  title: string;
  year: number | null;
  /** Whether the title has a trailer (useHasTrailer); null while not known. */
  hasTrailer: boolean | null;
  /** The player's path. */
  to: string;
  className: string;
  /** Marks the control couch mode focuses first on the screen. */
  couchPrimary?: boolean;
  /** 'Not in your library' in Play's box alone, what to do read as its description (PlayUnavailable). */
  compact?: boolean;
  children: ReactNode;
}

/**
 * Play, when something can play the title (or may: what the app does not know yet does not hold Play back); else
 * 'Not in your library' with what to do, in its place (docs/behaviour.md#what-can-play).
 */
export function PlayLink({
  mediaType,
  id,
  title,
  year,
  hasTrailer,
  to,
  className,
  couchPrimary,
  compact,
  children,
}: PlayLinkProps) {
  const availability = usePlayAvailability(mediaType, id, hasTrailer);
  if (availability.state === 'unavailable')
    return <PlayUnavailable mediaType={mediaType} title={title} year={year} couchPrimary={couchPrimary} compact={compact} />;
  return (
    <Link to={to} className={className} data-couch-primary={couchPrimary || undefined}>
      {children}
    </Link>
  );
}
