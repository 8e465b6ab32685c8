import { useLingui } from '@lingui/react/macro';
import {
  detailsPath,
  playerPath,
  type EpisodeRef,
  type PartyMedia,
  type PartyState,
  type PlaybackTarget,
  type TmdbEpisode,
  type TmdbSeasonSummary,
} from '@marquee/core';
import { Info, Users } from 'lucide';
import { useEffect, useRef, type ComponentProps, type ReactNode, type Ref } from 'react';
import { Link, useNavigate } from '@/lib/router';
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
import { Icon } from '@/components/icon';
import { useEpisodeLine } from '../hooks/use-episode-line';
import { useEpisodeNavigation } from '../hooks/use-episode-navigation';
import { useFrameControl } from '../hooks/use-frame-control';
import { useIdleControls } from '../hooks/use-idle-controls';
import { useLocalFileCheck } from '../hooks/use-local-file-check';
import { usePlayback } from '../hooks/use-playback';
import { usePlayerTitle } from '../hooks/use-player-title';
import { useParty, type PartySession } from '../hooks/use-party';
import { PARTY_PARAM, usePartyAddress, usePartyParam } from '../hooks/use-party-address';
import { usePartyPanel } from '../hooks/use-party-panel';
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

/** The episode's name for 'Season 1 · Episode 2: Pilot'; none when it only repeats the number (TMDB's 'Episode 2'). */
function episodeName(current: EpisodeRef, episodes: readonly TmdbEpisode[] | undefined): string | null {
  const name = episodes?.find((e) => e.episode_number === current.episode)?.name.trim();
  return name && name !== `Episode ${current.episode}` ? name : null;
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
    if (localFile === 'sign-in') return <PlayerUnavailable target={target} signIn />;
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
  const { t } = useLingui();
  const episodeLine = useEpisodeLine();
  const title = usePlayerTitle(target);
  const show = title?.show ?? null;
  const { current, season, navigation, onWatched } = usePlayerEpisode(target, show);

  const { user } = useAuth();
  const metadataSource = useMetadataSource();
  const session = useParty(usePartyParam(), user ? (user.displayName ?? user.email.split('@')[0]!) : null);
  const media = partyMediaOf(target, metadataSource);

  // The party follows the frame's events, and the frame is the playback's: the handler is handed over after render.
  const frameEvents = useRef<(event: PlayerEvent) => void>(() => {});
  const playback = usePlayback(target, targetKey, title?.media ?? null, onWatched, (event) => frameEvents.current(event));
  const { frame, source, frameUrl, sources, choose } = playback;
  const canSync = source?.sync === true;
  const { party, partySource } = usePartyPlayback(target, session, media, playback);

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

  usePartyAddress(session.code);

  const subtitle = current && episodeLine(current, episodeName(current, season.data?.episodes));

  return (
    <PageContainer className="py-4 md:py-6">
      <div className={show ? 'grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]' : undefined}>
        {/* On a couch screen a film's video alone would fill the width and run past the screen's foot: the column
            is kept narrow enough for the whole video to show under the header and the top bar. */}
        <div className={cn('min-w-0 space-y-4', !show && 'min-[1800px]:mx-auto min-[1800px]:max-w-[calc((100dvh-14rem)*16/9)]')}>
          <IdleFade ref={controlsRef} hidden={controlsHidden}>
            <PlayerTopBar title={title?.name ?? null} subtitle={subtitle} media={title?.media ?? null} />
          </IdleFade>
          <VideoFrame
            ref={frame}
            source={source}
            url={frameUrl}
            title={[title?.name, subtitle, source?.name].filter(Boolean).join(' – ') || t`Video player`}
            keysPlay={control.canControl}
            onKeyDown={keys.onVideoKeyDown}
            signIn={playback.signInNeeded}
          />
          {show && show.number_of_episodes > 1 && (
            <EpisodeNav
              canGoPrevious={navigation.canGoPrevious}
              canGoNext={navigation.canGoNext}
              onPrevious={navigation.goPrevious}
              onNext={() => void navigation.goNext()}
            />
          )}
          <PlayerActions
            detailsHref={detailsPath(target.type, target.id)}
            session={session}
            canSync={canSync}
            partySource={partySource}
            onStartParty={() => {
              party.announce();
              // When every source failed, the party still shares the title, on the first source.
              void session.start(media, source?.key ?? sources[0]!.key);
            }}
          />
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

/**
 * The episode playing (TV), its season, the moves to the previous and next episode, and `onWatched`, which
 * advances to the next episode once per episode, whichever report comes first.
 */
function usePlayerEpisode(target: PlaybackTarget, show: { seasons: TmdbSeasonSummary[] } | null) {
  const current = target.type === 'tv' ? { season: target.season, episode: target.episode } : null;
  const season = useSeason(target.id, current?.season ?? null);
  const navigation = useEpisodeNavigation({
    showId: target.id,
    current: current ?? { season: 0, episode: 0 },
    seasons: show?.seasons ?? [],
    loadedCount: season.data?.episodes.length,
  });
  const targetKey = keyOf(target);
  const advancedFrom = useRef<string | null>(null);
  const onWatched = () => {
    if (target.type !== 'tv' || advancedFrom.current === targetKey) return;
    advancedFrom.current = targetKey;
    void navigation.goNext();
  };
  return { current, season, navigation, onWatched };
}

/**
 * Keeps the player with the session's party (usePartyPlayer): where the party moves, to another title, episode
 * or source, the page follows, still in the party. Also gives the party's source when this player fell back off it.
 */
function usePartyPlayback(
  target: PlaybackTarget,
  session: PartySession,
  media: PartyMedia,
  playback: ReturnType<typeof usePlayback>,
) {
  const navigate = useNavigate();
  const { frame, source, sources, choose } = playback;
  const party = usePartyPlayer({
    session,
    frame,
    frameOrigin: playback.frameOrigin,
    canSync: source?.sync === true,
    media,
    sourceKey: source?.key ?? null,
    onMoved(moved, sourceKey) {
      if (sourceKey !== source?.key && sources.some((s) => s.key === sourceKey)) choose(sourceKey);
      if (keyOf(target) !== keyOfMedia(moved)) void navigate(partyPlayerPath(moved, session.code));
    },
  });
  const elsewhere = sources.find((s) => s.key === party.partySourceElsewhere);
  const partySource = elsewhere ? { name: elsewhere.name, onSwitch: () => choose(elsewhere.key) } : null;
  return { party, partySource };
}

/** The player page of where the party went, in the party. */
function partyPlayerPath(moved: PartyState['media'], code: string | null): string {
  const path = playerPath(
    moved.type,
    moved.id,
    moved.type === 'tv' ? moved.season : null,
    moved.type === 'tv' ? moved.episode : null,
  );
  return `${path}?${PARTY_PARAM}=${code}`;
}

/** What a party shares of the film or episode: its id, where its metadata comes from, and the episode. */
function partyMediaOf(target: PlaybackTarget, source: PartyMedia['source']): PartyMedia {
  return target.type === 'movie'
    ? { type: 'movie', id: target.id, source }
    : { type: 'tv', id: target.id, source, season: target.season, episode: target.episode };
}

/**
 * The top bar, faded while the video plays untouched. Faded only where the page is wide enough to be watched from
 * a distance; it keeps its place, so nothing moves, and stays in the page for focus and screen readers.
 */
function IdleFade({ ref, hidden, children }: { ref: Ref<HTMLDivElement>; hidden: boolean; children: ReactNode }) {
  return (
    <div
      ref={ref}
      data-idle={hidden || undefined}
      className={cn(hidden && 'motion-safe:transition-opacity motion-safe:duration-300 lg:pointer-events-none lg:opacity-0')}
    >
      {children}
    </div>
  );
}

interface PlayerActionsProps {
  detailsHref: string;
  session: PartySession;
  canSync: boolean;
  partySource: ComponentProps<typeof PartyPanel>['partySource'];
  onStartParty(): void;
}

/** 'View Details', and the Watch Party button with its panel (open from the start on a party's page). */
function PlayerActions({ detailsHref, session, canSync, partySource, onStartParty }: PlayerActionsProps) {
  const { open, toggle, panelRef, buttonRef } = usePartyPanel(session.code !== null);
  const { t } = useLingui();
  return (
    <>
      <div className="flex flex-wrap gap-3">
        <Link to={detailsHref} className={buttonStyles('secondary')}>
          <Icon node={Info} className="size-4" aria-hidden="true" />
          {t`View Details`}
        </Link>
        <Button ref={buttonRef} variant="secondary" onClick={toggle} aria-expanded={open} aria-controls="watch-party">
          <Icon node={Users} className="size-4" aria-hidden="true" />
          {t`Watch Party`}
        </Button>
      </div>
      {open && (
        <div ref={panelRef} data-couch-panel>
          <PartyPanel id="watch-party" session={session} canSync={canSync} partySource={partySource} onStart={onStartParty} />
        </div>
      )}
    </>
  );
}
