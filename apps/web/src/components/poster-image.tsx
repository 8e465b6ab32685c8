import { Film } from 'lucide';
import { startTransition, useState } from 'react';
import { cn } from '@/lib/cn';
import { useImageUrl } from '@/lib/images';
import { Icon } from '@/components/icon';

interface PosterImageProps {
  /** The TMDB poster path; without one the placeholder shows (docs/behaviour.md#media-cards). */
  path: string | null | undefined;
  /** TMDB width to ask for; the default suits cards up to 220 px wide on 1.5x screens. */
  size?: string;
  /** Above the fold: load at once and ahead of other images (the first home row, a details page). */
  priority?: boolean;
  className?: string;
}

// The intrinsic size of a w342 poster: with these the browser reserves the 2:3 box before the file arrives.
const WIDTH = 342;
const HEIGHT = 513;

/**
 * A 2:3 poster that never shifts the layout: the box has its final size from the start (as wide as its
 * block container, or as className says inside a flex row) and shows a pulsing surface until the image
 * has loaded, or a placeholder when the title has no poster or it cannot be loaded. Decorative (alt=""): every poster sits
 * next to the title it shows.
 */
export function PosterImage({ path, size = 'w342', priority = false, className }: PosterImageProps) {
  const src = useImageUrl('poster', path, size);
  // Kept per URL, so a card that is handed another title fades its new poster in again.
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  // A poster that could not be loaded shows the placeholder, as a title without one does.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const loaded = src !== null && loadedSrc === src;
  const shown = src !== null && failedSrc !== src ? src : null;
  return (
    <div
      className={cn(
        'relative aspect-[2/3] overflow-hidden rounded-lg bg-surface-2',
        // Not under a priority poster: the browser counts an image inside an animation as painted only once the
        // animation stops, which would put the page's largest paint after the app has started.
        shown && !loaded && !priority && 'animate-pulse',
        className,
      )}
    >
      {shown ? (
        <img
          src={shown}
          alt=""
          width={WIDTH}
          height={HEIGHT}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          onLoad={() => setLoadedSrc(src)}
          onError={() => setFailedSrc(src)}
          // A poster in a page the server rendered may have loaded before the app took the page over, when
          // there was no handler yet to hear it. Set from a ref, during the commit, the state would be redrawn at
          // once for every such poster in one piece; as a transition, that redraw yields to the browser.
          ref={(img) => {
            if (img?.complete && img.naturalWidth > 0) startTransition(() => setLoadedSrc(src));
          }}
          // A priority poster is the page's largest paint: it shows as it arrives, not after a fade.
          className={cn('size-full object-cover transition-opacity duration-300 ease-out', !loaded && !priority && 'opacity-0')}
        />
      ) : (
        <div className="flex size-full items-center justify-center text-muted">
          <Icon node={Film} className="size-10" aria-hidden="true" />
        </div>
      )}
    </div>
  );
}
