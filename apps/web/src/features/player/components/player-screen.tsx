import { detailsPath, playerPath, type EpisodeRef, type PartyState, type PlaybackTarget, type TmdbEpisode } from '@marquee/core';
import { Info, Users } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from '@/lib/router';
import { Button, buttonStyles } from '@/components/button';
import { PageContainer } from '@/components/page-container';
import { PageSpinner } from '@/components/spinner';
import { useAuth } from '@/lib/auth';
import { useLibrary } from '@/lib/library';
import { useHasTrailer, usePlayAvailability } from '@/lib/play-availability';
import { cn } from '@/lib/cn';
import { useMetadataSource } from '@/lib/metadata-source';
import { usePreferences } from '@/lib/preferences';
import { useSeason } from '@/lib/titles/get-season';
import { useBackCloses } from '../hooks/use-back-closes';
import { useEpisodeNavigation } from '../hooks/use-episode-navigation';
import { useFrameControl } from '../hooks/use-frame-control';
import { useIdleControls } from '../hooks/use-idle-controls';
import { useLocalFileCheck } from '../hooks/use-local-file-check';
import { usePlayback } from '../hooks/use-playback';
import { usePlayerTitle } from '../hooks/use-player-title';
import { useParty } from '../hooks/use-party';
import { usePartyPlayer } from '../hooks/use-party-player';
import { usePlayerKeys } from '../hooks/use-player-keys';
import { EpisodeNav } from './episode-nav';
import { EpisodesSidePanel } from './episodes-side-panel';
import type { PlayerEvent } from '../lib/player-messages';
import { PartyPanel } from './party-panel';
import { PlayerTopBar } from './player-top-bar';
import { PlayerUnavailable } from './player-unavailable';
import { SourceGrid } from './source-grid';
import { VideoFrame } from './video-frame';

/** One film or episode as text: 'movie:550', 'tv:1399:1:2'. */
const keyOf = (target: PlaybackTarget) =>
  target.type === 'movie' ? `movie:${target.id}` : `tv:${target.id}:${target.season}:${target.episode}`;
const keyOfMedia = (media: PartyState['media']) =>
  keyOf(media.type === 'movie' ? { type: 'movie', id: media.id } : { ...media, type: 'tv' });

/** The search parameter that names the watch party a player page belongs to: /player/movie/550?party={code}. */
const PARTY_PARAM = 'party';

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
  // What can play is known before any source is tried (docs/behaviour.md#what-can-play): a title nothing can play
  // says so instead of going through every source.
  const hasTrailer = useHasTrailer(target.type, target.id);
  const availability = usePlayAvailability(target.type, target.id, hasTrailer);
  const libraryPending = useLibrary().isPending;
  const localFile = useLocalFileCheck(target, keyOf(target), availability.state === 'unavailable');
  if (user && isPending) return <PageSpinner />;
  if (availability.state === 'unavailable') {
    if (localFile === null) return <PlayerWaiting target={target} />;
    if (!localFile) return <PlayerUnavailable target={target} />;
  }
  if (availability.state === 'checking' && (libraryPending || hasTrailer === null)) return <PlayerWaiting target={target} />;
  return <Player target={target} />;
}

/** A spinner while what can play is found out; the title is asked for meanwhile (a failure goes home). */
function PlayerWaiting({ target }: { target: PlaybackTarget }) {
  usePlayerTitle(target);
  return <PageSpinner />;
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

  const { user } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const metadataSource = useMetadataSource();
  const session = useParty(searchParams.get(PARTY_PARAM), user ? (user.displayName ?? user.email.split('@')[0]!) : null);
  const [panelOpen, setPanelOpen] = useState(session.code !== null);
  const partyPanel = useRef<HTMLDivElement>(null);
  const partyButton = useRef<HTMLButtonElement>(null);
  // Back closes the panel first, and the focus goes back to the button that opened it.
  const closePartyPanel = () => {
    setPanelOpen(false);
    partyButton.current?.focus();
  };
  useBackCloses(partyPanel, panelOpen, closePartyPanel);
  const media =
    target.type === 'movie'
      ? { type: 'movie' as const, id: target.id, source: metadataSource }
      : { type: 'tv' as const, id: target.id, source: metadataSource, season: target.season, episode: target.episode };

  // The party follows the frame's events, and the frame is the playback's: the handler is handed over after render.
  const frameEvents = useRef<(event: PlayerEvent) => void>(() => {});
  const playback = usePlayback(target, targetKey, title?.media ?? null, onWatched, (event) => frameEvents.current(event));
  const { frame, source, frameUrl, sources, choose } = playback;
  const canSync = source?.sync === true;
  const party = usePartyPlayer({
    session,
    frame,
    frameOrigin: playback.frameOrigin,
    canSync,
    media,
    sourceKey: source?.key ?? null,
    onMoved(moved, sourceKey) {
      if (sourceKey !== source?.key && sources.some((s) => s.key === sourceKey)) choose(sourceKey);
      const path = playerPath(
        moved.type,
        moved.id,
        moved.type === 'tv' ? moved.season : null,
        moved.type === 'tv' ? moved.episode : null,
      );
      if (keyOf(target) !== keyOfMedia(moved)) void navigate(`${path}?${PARTY_PARAM}=${session.code}`);
    },
  });

  // The player's keys drive the frame too (docs/behaviour.md#remote-and-keyboard).
  const control = useFrameControl({ frame, frameUrl, frameOrigin: playback.frameOrigin, canSync });
  const keys = usePlayerKeys({
    control,
    episodes: target.type === 'tv' ? { goPrevious: () => navigation.goPrevious(), goNext: () => void navigation.goNext() } : null,
  });
  const { ref: controlsRef, hidden: controlsHidden } = useIdleControls<HTMLDivElement>(control.playing);

  useEffect(() => {
    frameEvents.current = (event) => {
      party.onFrameEvent(event);
      control.onFrameEvent(event);
    };
  });
  const elsewhere = sources.find((s) => s.key === party.partySourceElsewhere);
  const partySource = elsewhere ? { name: elsewhere.name, onSwitch: () => choose(elsewhere.key) } : null;

  // The page's address names the party, so a reload (or the episode links, which drop it) keeps the member in it.
  const partyCode = session.code;
  useEffect(() => {
    if (searchParams.get(PARTY_PARAM) === partyCode) return;
    setSearchParams(
      (params) => {
        if (partyCode) params.set(PARTY_PARAM, partyCode);
        else params.delete(PARTY_PARAM);
        return params;
      },
      { replace: true },
    );
  }, [partyCode, searchParams, setSearchParams]);

  const subtitle = current && episodeLine(current, season.data?.episodes);

  return (
    <PageContainer className="py-4 md:py-6">
      <div className={show ? 'grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]' : undefined}>
        {/* On a couch screen a film's video alone would fill the width and run past the screen's foot: the column
            is kept narrow enough for the whole video to show under the header and the top bar. */}
        <div className={cn('min-w-0 space-y-4', !show && 'min-[1800px]:mx-auto min-[1800px]:max-w-[calc((100dvh-14rem)*16/9)]')}>
          <div
            ref={controlsRef}
            data-idle={controlsHidden || undefined}
            // Faded only where the page is wide enough to be watched from a distance; it keeps its place, so
            // nothing moves, and stays in the page for focus and screen readers.
            className={cn(
              controlsHidden && 'motion-safe:transition-opacity motion-safe:duration-300 lg:pointer-events-none lg:opacity-0',
            )}
          >
            <PlayerTopBar title={title?.name ?? null} subtitle={subtitle} media={title?.media ?? null} />
          </div>
          <VideoFrame
            ref={frame}
            source={source}
            url={frameUrl}
            title={[title?.name, subtitle, source?.name].filter(Boolean).join(' – ') || 'Video player'}
            keysPlay={control.canControl}
            onKeyDown={keys.onVideoKeyDown}
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
            <Button
              ref={partyButton}
              variant="secondary"
              onClick={() => setPanelOpen((open) => !open)}
              aria-expanded={panelOpen}
              aria-controls="watch-party"
            >
              <Users className="size-4" aria-hidden="true" />
              Watch Party
            </Button>
          </div>
          {panelOpen && (
            <div ref={partyPanel} data-couch-panel>
              <PartyPanel
                id="watch-party"
                session={session}
                canSync={canSync}
                partySource={partySource}
                onStart={() => {
                  party.announce();
                  // When every source failed, the party still shares the title, on the first source.
                  void session.start(media, source?.key ?? sources[0]!.key);
                }}
              />
            </div>
          )}
          <SourceGrid
            sources={sources}
            activeKey={source?.key ?? null}
            onChoose={(key) => {
              party.choseSource();
              choose(key);
            }}
          />
        </div>
        {show && current && <EpisodesSidePanel showId={show.id} seasons={show.seasons} current={current} />}
      </div>
    </PageContainer>
  );
}
