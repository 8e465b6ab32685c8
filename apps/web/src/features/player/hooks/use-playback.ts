import { isEpisodeComplete, LOCAL_SOURCE_KEY, trustedOrigins, type ListEntryBody, type PlaybackTarget } from '@marquee/core';
import { useMemo, useRef, useState } from 'react';
import { useAppConfig } from '@/lib/app-config';
import { usePreferences } from '@/lib/preferences';
import { withStartPosition, withSubtitleLanguage } from '../lib/embed-url';
import { isAboutTarget, progressInMediaData, showsPlayback, type PlayerEvent, type Progress } from '../lib/player-messages';
import { resumePosition, storeMediaData } from '../lib/progress-store';
import { useActivityReport } from './use-activity-report';
import { useEmbedUrl } from './use-embed-url';
import { useFrameWatch } from './use-frame-watch';
import { useHistoryRecording } from './use-history-recording';
import { usePlayerMessages } from './use-player-messages';
import { useVideoSource } from './use-video-source';

/**
 * Everything between the player page and the embedded source (docs/behaviour.md#player): which source plays and its URL,
 * the automatic fallbacks, the frame's messages (progress to local storage and to the watch history), and
 * `onWatched` when the film or episode is watched to within 5 s of its end or its video ended.
 */
export function usePlayback(
  target: PlaybackTarget,
  targetKey: string,
  media: ListEntryBody | null,
  onWatched: () => void,
  /** Every event of the frame about what plays (a watch party follows them). */
  onFrameEvent?: (event: PlayerEvent) => void,
) {
  const { sources } = useAppConfig();
  const frame = useRef<HTMLIFrameElement>(null);
  const appOrigin = window.location.origin;
  const trusted = useMemo(() => trustedOrigins(sources, appOrigin), [sources, appOrigin]);

  const { source, choose, fail } = useVideoSource(sources, targetKey);
  // Which source a visitor was refused for being signed out: the player then says to sign in in the video's place.
  const [signInFor, setSignInFor] = useState<string | null>(null);
  const embedUrl = useEmbedUrl(
    source,
    target,
    targetKey,
    () => fail('embed-url'),
    () => setSignInFor(source ? `${source.key}|${targetKey}` : null),
  );
  const signInNeeded = source !== null && signInFor === `${source.key}|${targetKey}`;
  // The saved position is read once per URL (which names the target): the frame must not reload as progress comes in.
  // The preferences are known before the player starts (PlayerScreen waits for them).
  const subtitleLanguage = usePreferences().preferences.subtitle_language;
  const frameUrl = useMemo(
    () =>
      embedUrl &&
      withStartPosition(withSubtitleLanguage(embedUrl, appOrigin, subtitleLanguage), appOrigin, resumePosition(target)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
    [embedUrl, appOrigin, subtitleLanguage],
  );
  const { reportProgress, reportPlayed } = useHistoryRecording(target, targetKey, media);
  const frameOrigin = useMemo(() => (frameUrl ? new URL(frameUrl, appOrigin).origin : null), [frameUrl, appOrigin]);

  function onProgress({ position, duration }: Progress) {
    // Before the video's metadata there is no progress yet, only a state.
    if (duration <= 0) return;
    reportProgress({ position, duration });
    if (isEpisodeComplete(position, duration)) onWatched();
  }

  usePlayerMessages(trusted, frame, {
    onEvent(event) {
      // Only this app's own player pages may word the toast: another site's text is not shown as the app's.
      if (event.event === 'error') return fail('frame-error', frameOrigin === appOrigin ? event.message : null);
      if (!isAboutTarget(event, target)) return;
      onFrameEvent?.(event);
      // History is recorded only once something played (docs/behaviour.md#recording).
      if (showsPlayback(event)) reportPlayed();
      onProgress(event);
      if (event.event === 'ended') onWatched();
    },
    onMediaData(data) {
      storeMediaData(data);
      const progress = progressInMediaData(data, target);
      if (!progress) return;
      // A player that only keeps progress records has played once its record is past the start.
      if (progress.position > 0) reportPlayed();
      onProgress(progress);
    },
  });
  useFrameWatch(frame, frameUrl, { onEnded: onWatched, onSandboxComplaint: () => fail('sandbox') });
  useActivityReport(target, targetKey, frame, source?.key === LOCAL_SOURCE_KEY);

  return { sources, source, choose, frame, frameUrl, frameOrigin, signInNeeded };
}
