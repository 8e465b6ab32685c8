import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ConfigSource } from '@marquee/core';
import { TriangleAlert } from 'lucide';
import { useId, useState, type KeyboardEvent, type Ref } from 'react';
import { Spinner } from '@/components/spinner';
import { Icon } from '@/components/icon';
import { LibrarySignIn } from './library-sign-in';

/**
 * The sandbox of a source whose flag is set (docs/behaviour.md#playback-sources). Players are scripts, so scripts run; and the frame keeps
 * its origin (allow-same-origin), or its messages would come from the opaque origin 'null', which is never trusted,
 * and progress and auto-advance would stop. For another host's page that pair is safe — a cross-origin frame cannot
 * reach this document — and the sandbox still keeps out what players' ads try: pop-ups, navigating this page, forms,
 * downloads. For this app's own pages the pair lets the page lift its own sandbox; they are ours, so that is no risk.
 */
const FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-presentation';

interface VideoFrameProps {
  /** The source playing; null when every source failed. */
  source: ConfigSource | null;
  /** Its embed URL; null while it is being produced. */
  url: string | null;
  /** The frame's accessible name. */
  title: string;
  ref: Ref<HTMLIFrameElement>;
  /** Whether the area's keys drive the video (the frame obeys commands), which its description then tells. */
  keysPlay: boolean;
  /** Keys pressed while the area itself has focus. */
  onKeyDown(event: KeyboardEvent<HTMLDivElement>): void;
  /** The source is the server's library, which refused a visitor: the way to sign in shows instead. */
  signIn?: boolean;
}

/** The area's description: the keys it takes, or where the video's controls are. */
const KEYS_HINT = msg`Space or Enter plays or pauses; the Left and Right arrows go back or forward 10 seconds.`;
const OWN_CONTROLS_HINT = msg`Use the video's own controls to play it.`;

/**
 * The video area (docs/behaviour.md#player): a spinner while the source's page loads, the embedded source, or 'Failed to
 * load video. Please try another source.' once every source failed. The area itself takes focus ('Video player'),
 * so a remote's arrows have somewhere to land and its keys can drive the video (docs/behaviour.md#remote-and-keyboard).
 */
export function VideoFrame({ source, url, title, ref, keysPlay, onKeyDown, signIn = false }: VideoFrameProps) {
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const hintId = useId();
  const { t, i18n } = useLingui();
  if (signIn) return <LibrarySignIn />;
  return (
    // An application: a screen reader passes it the keys (Enter, Space, the arrows) instead of reading with them,
    // which is what a focusable player that takes keys is; the lint counts the role as not interactive.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      role="application"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      aria-label={t`Video player`}
      aria-describedby={hintId}
      // Where a remote's focus starts on the player.
      data-couch-primary
      onKeyDown={onKeyDown}
      className="relative aspect-video w-full overflow-hidden rounded-lg border border-line bg-black"
    >
      <p id={hintId} hidden>
        {i18n._(keysPlay ? KEYS_HINT : OWN_CONTROLS_HINT)}
      </p>
      {source === null ? (
        <div role="alert" className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 text-center">
          <Icon node={TriangleAlert} className="size-8 text-accent" aria-hidden="true" />
          <p>{t`Failed to load video. Please try another source.`}</p>
        </div>
      ) : (
        <>
          {loadedUrl !== url && (
            <div className="absolute inset-0 flex items-center justify-center">
              <Spinner label={t`Loading video`} />
            </div>
          )}
          {url && (
            <iframe
              // A new source or episode is a new frame: the sandbox applies from the frame's first page.
              key={`${source.key}|${url}`}
              ref={ref}
              src={url}
              title={title}
              sandbox={source.sandbox ? FRAME_SANDBOX : undefined}
              allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
              onLoad={() => setLoadedUrl(url)}
              className="relative size-full border-0"
            />
          )}
        </>
      )}
    </div>
  );
}
