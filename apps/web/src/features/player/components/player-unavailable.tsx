import { useLingui } from '@lingui/react/macro';
import { detailsPath, type PlaybackTarget } from '@marquee/core';
import { HardDrive, Info } from 'lucide';
import { useId } from 'react';
import { Link } from '@/lib/router';
import { buttonStyles } from '@/components/button';
import { PageContainer } from '@/components/page-container';
import { NOT_IN_LIBRARY, usePlayGuidance } from '@/components/play-unavailable';
import { Icon } from '@/components/icon';
import { useEpisodeLine } from '../hooks/use-episode-line';
import { usePlayerTitle } from '../hooks/use-player-title';
import { LibrarySignIn } from './library-sign-in';
import { PlayerTopBar } from './player-top-bar';

/**
 * The player of a title nothing can play (docs/behaviour.md#player): in the video's place, 'Not in your library' and
 * what to do, with the way to the title's page; to a visitor the server's library is closed to (`signIn`), the way to
 * sign in. No source is tried and nothing is recorded in the watch history.
 */
export function PlayerUnavailable({ target, signIn = false }: { target: PlaybackTarget; signIn?: boolean }) {
  const title = usePlayerTitle(target);
  const episodeLine = useEpisodeLine();
  const subtitle = target.type === 'tv' ? episodeLine(target) : null;
  return (
    <PageContainer className="py-4 md:py-6">
      <div className="min-w-0 space-y-4">
        <PlayerTopBar title={title?.name ?? null} subtitle={subtitle} media={title?.media ?? null} />
        {signIn ? (
          <LibrarySignIn />
        ) : (
          title && <UnavailableCard target={target} name={title.name} year={title.media.year ?? null} />
        )}
      </div>
    </PageContainer>
  );
}

function UnavailableCard({ target, name, year }: { target: PlaybackTarget; name: string; year: number | null }) {
  const headingId = useId();
  const guidance = usePlayGuidance({ mediaType: target.type, title: name, year });
  const { t, i18n } = useLingui();
  return (
    <section
      aria-labelledby={headingId}
      className="flex min-h-64 w-full flex-col items-center justify-center gap-4 rounded-lg border border-line bg-surface p-6 text-center sm:aspect-video sm:min-h-0"
    >
      <Icon node={HardDrive} className="size-10 text-accent" aria-hidden="true" />
      <h2 id={headingId} className="text-lg font-semibold">
        {i18n._(NOT_IN_LIBRARY)}
      </h2>
      <p className="max-w-md text-sm text-muted">{guidance}</p>
      <Link to={detailsPath(target.type, target.id)} className={buttonStyles('secondary')} data-couch-primary>
        <Icon node={Info} className="size-4" aria-hidden="true" />
        {t`View Details`}
      </Link>
    </section>
  );
}
