import { useLingui } from '@lingui/react/macro';
import { MOBILE_BREAKPOINT_PX } from '@marquee/core';
import { useEffect, useState } from 'react';
import { cn } from '@/lib/cn';
import { useMediaQuery } from '@/lib/use-media-query';

interface TitleTrailerProps {
  /** The YouTube key chosen by the trailer rule (docs/behaviour.md#trailer). */
  videoKey: string;
  title: string;
}

/**
 * The muted, looping, autoplaying trailer over the backdrop (docs/behaviour.md#trailer). Only on screens 768 px and wider, never
 * with prefers-reduced-motion (docs/ui.md#motion), and only once the page has loaded and gone idle, so the embed never competes
 * with the page's own content. Privacy-enhanced YouTube (no cookies until played), invisible until it has loaded:
 * the backdrop shows meanwhile. Decorative: hidden from assistive technology and out of the tab order.
 */
export function TitleTrailer({ videoKey, title }: TitleTrailerProps) {
  const wide = useMediaQuery(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
  const calm = useMediaQuery('(prefers-reduced-motion: reduce)');
  const idle = usePageIdle();
  const [loaded, setLoaded] = useState(false);
  const { t } = useLingui();
  if (!wide || calm || !idle) return null;

  const params = new URLSearchParams({
    autoplay: '1',
    mute: '1',
    loop: '1',
    playlist: videoKey, // YouTube loops a single video only as a one-item playlist
    controls: '0',
    disablekb: '1',
    playsinline: '1',
    rel: '0',
  });
  return (
    <iframe
      src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoKey)}?${params}`}
      title={t`${title} trailer`}
      aria-hidden="true"
      tabIndex={-1}
      allow="autoplay; encrypted-media"
      referrerPolicy="strict-origin-when-cross-origin"
      onLoad={() => setLoaded(true)}
      className={cn(
        // 16:9 and covering the backdrop area whatever its shape, like object-fit: cover.
        'pointer-events-none absolute top-1/2 left-1/2 aspect-video w-[max(100%,calc(var(--backdrop-height)*16/9))] -translate-x-1/2 -translate-y-1/2 border-0',
        'opacity-0 transition-opacity duration-700 ease-out',
        loaded && 'opacity-100',
      )}
    />
  );
}

/** True once the page has finished loading and the browser has a quiet moment (Safari has no idle callback). */
function usePageIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let cancel = () => {};
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(() => setIdle(true));
        cancel = () => window.cancelIdleCallback(handle);
      } else {
        const handle = window.setTimeout(() => setIdle(true), 0);
        cancel = () => window.clearTimeout(handle);
      }
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      cancel();
    };
  }, []);
  return idle;
}
