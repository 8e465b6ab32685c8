import { detailsPath, type EpisodeRef, type PlaybackTarget, type TmdbEpisode } from '@marquee/core';
import { Info, Users } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { Button, buttonStyles } from '@/components/button';
import { PageContainer } from '@/components/page-container';
import { PageSpinner } from '@/components/spinner';
import { useAuth } from '@/lib/auth';
import { usePreferences } from '@/lib/preferences';
import { useSeason } from '@/lib/titles/get-season';
import { useEpisodeNavigation } from '../hooks/use-episode-navigation';
import { usePlayback } from '../hooks/use-playback';
import { usePlayerTitle } from '../hooks/use-player-title';
import { useWatchParty } from '../hooks/use-watch-party';
import { EpisodeNav } from './episode-nav';
import { EpisodesSidePanel } from './episodes-side-panel';
import { PlayerTopBar } from './player-top-bar';
import { SourceGrid } from './source-grid';
import { VideoFrame } from './video-frame';
import { WatchPartyWidget } from './watch-party-widget';

/** One film or episode as text: 'movie:550', 'tv:1399:1:2'. */
const keyOf = (target: PlaybackTarget) =>
  target.type === 'movie' ? `movie:${target.id}` : `tv:${target.id}:${target.season}:${target.episode}`;

/** The watch party page of this server for the title playing. */
const watchPartySrc = (target: PlaybackTarget) =>
  target.type === 'movie'
    ? `/embed/watch-party/movie/${target.id}`
    : `/embed/watch-party/tv/${target.id}/${target.season}/${target.episode}`;

/** 'Season 1 · Episode 2: Pilot'; without the name when it only repeats the number ('Episode 2'). */
function episodeLine(current: EpisodeRef, episodes: readonly TmdbEpisode[] | undefined): string {
  const line = `Season ${current.season} · Episode ${current.episode}`;
  const name = episodes?.find((e) => e.episode_number === current.episode)?.name.trim();
  return name && name !== `Episode ${current.episode}` ? `${line}: ${name}` : line;
}

/**
 * /player/movie/{id} and /player/tv/{id}/{season}/{episode} (docs/behaviour.md#player). The first source depends on the
 * signed-in user's preferred_source, so a signed-in player waits for the preferences; a visitor starts at once.
 */
export function PlayerScreen({ target }: { target: PlaybackTarget }) {
  const { user } = useAuth();
  const { isPending } = usePreferences();
  return user && isPending ? <PageSpinner /> : <Player target={target} />;
}

function Player({ target }: { target: PlaybackTarget }) {
  const targetKey = keyOf(target);
  const title = usePlayerTitle(target);
  const show = title?.show ?? null;
  const current = target.type === 'tv' ? { season: target.season, episode: target.episode } : null;
  const season = useSeason(target.id, current?.season ?? null);
  const navigation = useEpisodeNavigation({
    showId: target.id,
    current: current ?? { season: 0, episode: 0 },
    seasons: show?.seasons ?? [],
    loadedCount: season.data?.episodes.length,
  });

  // Auto-advance (TV): once per episode, whichever report comes first.
  const advancedFrom = useRef<string | null>(null);
  function onWatched() {
    if (target.type !== 'tv' || advancedFrom.current === targetKey) return;
    advancedFrom.current = targetKey;
    void navigation.goNext();
  }

  const { frame, source, frameUrl, sources, choose } = usePlayback(target, targetKey, title?.media ?? null, onWatched);
  const watchParty = useWatchParty();
  const subtitle = current && episodeLine(current, season.data?.episodes);

  return (
    <PageContainer className="py-4 md:py-6">
      <div className={show ? 'grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]' : undefined}>
        <div className="min-w-0 space-y-4">
          <PlayerTopBar title={title?.name ?? null} subtitle={subtitle} media={title?.media ?? null} />
          <VideoFrame
            ref={frame}
            source={source}
            url={frameUrl}
            title={[title?.name, subtitle, source?.name].filter(Boolean).join(' – ') || 'Video player'}
          />
          {show && show.number_of_episodes > 1 && (
            <EpisodeNav
              canGoPrevious={navigation.canGoPrevious}
              canGoNext={navigation.canGoNext}
              onPrevious={navigation.goPrevious}
              onNext={() => void navigation.goNext()}
            />
          )}
          <div className="flex flex-wrap gap-3">
            <Link to={detailsPath(target.type, target.id)} className={buttonStyles('secondary')}>
              <Info className="size-4" aria-hidden="true" />
              View Details
            </Link>
            <Button variant="secondary" onClick={watchParty.toggle} aria-expanded={watchParty.state !== 'closed'}>
              <Users className="size-4" aria-hidden="true" />
              Watch Party
            </Button>
          </div>
          <SourceGrid sources={sources} activeKey={source?.key ?? null} onChoose={choose} />
        </div>
        {show && current && <EpisodesSidePanel showId={show.id} seasons={show.seasons} current={current} />}
      </div>
      <WatchPartyWidget
        state={watchParty.state}
        src={watchPartySrc(target)}
        onMinimize={watchParty.minimize}
        onRestore={watchParty.restore}
        onClose={watchParty.close}
      />
    </PageContainer>
  );
}
