import { Maximize2, Minimize2, Move, X } from 'lucide-react';
import { useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { Button } from '@/components/button';
import { Dialog, DialogContent } from '@/components/dialog';
import type { WatchPartyState } from '../hooks/use-watch-party';

interface WatchPartyWidgetProps {
  state: WatchPartyState;
  /** The watch party page of this server for the title playing. */
  src: string;
  onMinimize(): void;
  onRestore(): void;
  onClose(): void;
}

/** How far one arrow key press moves the minimized window. */
const KEY_STEP_PX = 24;

/**
 * The Watch Party widget (docs/behaviour.md#watch-party), embedding the app's own watch party page: a modal overlay when open,
 * a small window at the bottom right when minimized, which can be dragged (or moved with the arrow keys on its handle).
 */
export function WatchPartyWidget({ state, src, onMinimize, onRestore, onClose }: WatchPartyWidgetProps) {
  const frame = (height: string) => (
    <iframe
      src={src}
      title="Watch Party"
      allow="clipboard-write"
      className={`w-full rounded-lg border border-line bg-bg ${height}`}
    />
  );
  return (
    <>
      <Dialog open={state === 'open'} onOpenChange={(open) => !open && onClose()}>
        <DialogContent title="Watch Party" description="Watch this title together with your friends.">
          {frame('h-72')}
          <div className="mt-4 flex justify-end">
            <Button variant="secondary" onClick={onMinimize}>
              <Minimize2 className="size-4" aria-hidden="true" />
              Minimize
            </Button>
          </div>
        </DialogContent>
      </Dialog>
      {state === 'minimized' && (
        <MinimizedWindow onRestore={onRestore} onClose={onClose}>
          {frame('h-40')}
        </MinimizedWindow>
      )}
    </>
  );
}

interface MinimizedWindowProps {
  children: ReactNode;
  onRestore(): void;
  onClose(): void;
}

function MinimizedWindow({ children, onRestore, onClose }: MinimizedWindowProps) {
  const box = useRef<HTMLElement>(null);
  // Offset from the bottom-right corner, kept inside the viewport.
  const [offset, setOffset] = useState({ x: 0, y: 0 });

  function moveBy(dx: number, dy: number) {
    const rect = box.current?.getBoundingClientRect();
    setOffset((current) => {
      if (!rect) return current;
      // The window may go left and up as far as the viewport allows, and no further right or down than its corner.
      const x = Math.min(0, Math.max(current.x + dx, current.x - rect.left));
      const y = Math.min(0, Math.max(current.y + dy, current.y - rect.top));
      return { x, y };
    });
  }

  function onPointerDown(event: PointerEvent<HTMLButtonElement>) {
    event.currentTarget.setPointerCapture(event.pointerId);
  }
  function onPointerMove(event: PointerEvent<HTMLButtonElement>) {
    if (event.currentTarget.hasPointerCapture(event.pointerId)) moveBy(event.movementX, event.movementY);
  }
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const step = {
      ArrowLeft: [-KEY_STEP_PX, 0],
      ArrowRight: [KEY_STEP_PX, 0],
      ArrowUp: [0, -KEY_STEP_PX],
      ArrowDown: [0, KEY_STEP_PX],
    }[event.key];
    if (!step) return;
    event.preventDefault();
    moveBy(step[0]!, step[1]!);
  }

  return (
    <section
      ref={box}
      aria-label="Watch Party"
      style={{ transform: `translate(${offset.x}px, ${offset.y}px)` }}
      // Above the assistant's launcher, which holds the very corner (size-14 at bottom-4).
      className="fixed right-4 bottom-22 z-40 w-72 space-y-2 rounded-lg border border-line bg-surface p-2 shadow-2xl"
    >
      <div className="flex items-center gap-1">
        <button
          type="button"
          aria-label="Move the watch party window (arrow keys)"
          title="Drag to move"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onKeyDown={onKeyDown}
          className="flex size-11 cursor-grab touch-none items-center justify-center rounded-lg text-muted hover:bg-white/10 active:cursor-grabbing md:size-10"
        >
          <Move className="size-4" aria-hidden="true" />
        </button>
        <p className="flex-1 text-sm font-semibold">Watch Party</p>
        <Button variant="ghost" size="icon" aria-label="Restore watch party" title="Restore" onClick={onRestore}>
          <Maximize2 className="size-4" aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="icon" aria-label="Close watch party" title="Close" onClick={onClose}>
          <X className="size-4" aria-hidden="true" />
        </Button>
      </div>
      {children}
    </section>
  );
}
