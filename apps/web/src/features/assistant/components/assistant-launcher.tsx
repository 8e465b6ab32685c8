import { useLingui } from '@lingui/react/macro';
import { MessageCircle, X } from 'lucide';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { Icon } from '@/components/icon';

// The window, its conversation and its dialog machinery load when first opened: the home page's
// JavaScript budget (docs/architecture.md#figures) has room for this button only.
const loadWindow = () => import('./assistant-window');
const AssistantWindow = lazy(loadWindow);

/** The floating button of docs/behaviour.md#assistant that opens and closes the assistant's window. */
export function AssistantLauncher() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const windowId = useId();
  const { t } = useLingui();
  const iconNode = open ? X : MessageCircle;

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={open ? t`Close assistant` : t`Open assistant`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={windowId}
        // Floating over the page: the arrow keys come to it only when nothing of the page lies that way.
        data-couch-floating
        // Start fetching as soon as the user reaches for the button.
        onPointerEnter={() => void loadWindow()}
        onFocus={() => void loadWindow()}
        onClick={() => {
          setWanted(true);
          setOpen((current) => !current);
        }}
        className={cn(
          'fixed end-4 bottom-4 z-40 flex size-14 items-center justify-center rounded-full bg-accent text-accent-fg shadow-2xl',
          'transition-transform duration-150 ease-out hover:scale-105 md:end-6 md:bottom-6',
        )}
      >
        <Icon node={iconNode} className="size-6" aria-hidden="true" />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <AssistantWindow id={windowId} open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      )}
    </>
  );
}
