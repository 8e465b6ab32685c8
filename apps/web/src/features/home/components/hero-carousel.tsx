import { useLingui } from '@lingui/react/macro';
import { HERO_AUTO_ADVANCE_MS, nextSlide, previousSlide, swipeDirection } from '@marquee/core';
import { Pause, Play } from 'lucide';
import { startTransition, useEffect, useRef, useState, type FocusEvent } from 'react';
import { PageContainer } from '@/components/page-container';
import { cn } from '@/lib/cn';
import type { MediaListItem } from '@/lib/tmdb';
import { useMediaQuery } from '@/lib/use-media-query';
import { Icon } from '@/components/icon';
import { HeroSlide } from './hero-slide';

/**
 * The home hero carousel of docs/behaviour.md#hero-carousel: up to 5 slides that cross-fade in 500 ms, advance every
 * 10 s and wrap around, pause while hovered (and while the keyboard is inside, or when paused with
 * the button, as WCAG 2.2.2 asks of moving content), swipe beyond 50 px, one dot per slide.
 * With prefers-reduced-motion there is no auto-advance and no fade.
 */
export function HeroCarousel({ items }: { items: readonly MediaListItem[] }) {
  const count = items.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focusedWithin, setFocusedWithin] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const touchStartX = useRef<number | null>(null);
  const { t } = useLingui();

  const canAutoAdvance = count > 1 && !reducedMotion;
  const autoAdvancing = canAutoAdvance && !stopped && !hovered && !focusedWithin;

  useEffect(() => {
    if (!autoAdvancing) return;
    // Restarted by every slide change, so a slide picked by hand also gets its full 10 s.
    const timer = setTimeout(() => setIndex((current) => nextSlide(current, count)), HERO_AUTO_ADVANCE_MS);
    return () => clearTimeout(timer);
  }, [autoAdvancing, index, count]);

  const { reached, drawUpcoming } = useDrawnSlides(index, count);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusedWithin(false);
  };

  return (
    <section
      aria-roledescription={t`carousel`}
      aria-label={t`Featured titles`}
      className="relative -mt-(--header-height) h-[75svh] max-h-[52rem] min-h-[32rem] overflow-hidden md:h-[85svh]"
      onMouseEnter={() => {
        setHovered(true);
        drawUpcoming();
      }}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => {
        setFocusedWithin(true);
        drawUpcoming();
      }}
      onBlur={onBlur}
      onTouchStart={(event) => {
        touchStartX.current = event.touches[0]?.clientX ?? null;
        drawUpcoming();
      }}
      onTouchEnd={(event) => {
        const start = touchStartX.current;
        const end = event.changedTouches[0]?.clientX;
        touchStartX.current = null;
        if (start === null || end === undefined) return;
        const direction = swipeDirection(start, end);
        if (direction === 'next') setIndex((current) => nextSlide(current, count));
        if (direction === 'previous') setIndex((current) => previousSlide(current, count));
      }}
    >
      {items.map((item, slide) => {
        const active = slide === index;
        return (
          <div
            key={`${item.media_type}:${item.id}`}
            role="group"
            aria-roledescription={t`slide`}
            aria-label={t`${{ position: slide + 1 }} of ${count}`}
            aria-hidden={!active}
            inert={!active}
            className={cn(
              'absolute inset-0 transition-opacity duration-500 ease-out',
              active ? 'z-10 opacity-100' : 'z-0 opacity-0',
            )}
          >
            <HeroSlide item={item} priority={slide === 0} drawn={reached.has(slide)} />
          </div>
        );
      })}
      {count > 1 && (
        <CarouselControls
          items={items}
          index={index}
          onPick={setIndex}
          stopped={canAutoAdvance ? stopped : null}
          onToggleStopped={() => setStopped((current) => !current)}
        />
      )}
    </section>
  );
}

/**
 * Which slides are drawn: only those shown so far and the one after (hero-slide.tsx), as five at once would slow the
 * page's start. `drawUpcoming` draws the next one at once, for a visitor reaching for the carousel.
 */
function useDrawnSlides(index: number, count: number) {
  const [reached, setReached] = useState(() => new Set([0]));
  const upcoming = nextSlide(index, count);
  const draw = (slide: number) =>
    // A transition: drawing a slide adds its backdrop and logo, which can wait for what the visitor is doing.
    startTransition(() => setReached((current) => (current.has(slide) ? current : new Set([...current, slide]))));
  useEffect(() => {
    draw(index);
    // The next slide is drawn half-way to its turn, or as soon as the visitor reaches for the carousel: its images
    // are in when it slides in, but do not compete with the page's start.
    const timer = setTimeout(() => draw(upcoming), HERO_AUTO_ADVANCE_MS / 2);
    return () => clearTimeout(timer);
  }, [index, upcoming]);
  return { reached, drawUpcoming: () => draw(upcoming) };
}

interface CarouselControlsProps {
  items: readonly MediaListItem[];
  index: number;
  onPick(slide: number): void;
  /** Whether the slideshow was paused with its button; null when it cannot advance by itself (no button then). */
  stopped: boolean | null;
  onToggleStopped(): void;
}

/** The pause button and one dot per slide. */
function CarouselControls({ items, index, onPick, stopped, onToggleStopped }: CarouselControlsProps) {
  const { t } = useLingui();
  return (
    <PageContainer className="absolute inset-x-0 bottom-6 z-20 flex items-center justify-center gap-2 md:bottom-8 md:justify-start">
      {stopped !== null && (
        <button
          type="button"
          onClick={onToggleStopped}
          aria-label={stopped ? t`Play slideshow` : t`Pause slideshow`}
          className="flex size-8 items-center justify-center rounded-full bg-black/40 text-fg hover:bg-black/60"
        >
          {stopped ? (
            <Icon node={Play} className="size-4" aria-hidden="true" />
          ) : (
            <Icon node={Pause} className="size-4" aria-hidden="true" />
          )}
        </button>
      )}
      {items.map((item, slide) => (
        <button
          key={`${item.media_type}:${item.id}`}
          type="button"
          onClick={() => onPick(slide)}
          aria-label={t`Show slide ${slide + 1}`}
          aria-current={slide === index ? 'true' : undefined}
          // A 32 px target around a small dot.
          className="group flex size-8 items-center justify-center"
        >
          <span
            className={cn(
              'block h-2 rounded-full transition-all duration-300',
              slide === index ? 'w-6 bg-accent' : 'w-2 bg-white/50 group-hover:bg-white/80',
            )}
          />
        </button>
      ))}
    </PageContainer>
  );
}
