import { useLingui } from '@lingui/react/macro';
import { Menu } from 'lucide';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { buttonStyles } from '@/components/button';
import { Icon } from '@/components/icon';

// The sheet and its dialog machinery load on first use: the home page's JavaScript budget
// (docs/architecture.md#figures, 100 KB) has no room for code most desktop visitors never run.
const loadSheet = () => import('./mobile-menu-sheet');
const MobileMenuSheet = lazy(loadSheet);

/** The menu button of narrow screens (aria-expanded, aria-controls) and the sheet it opens. */
export function MobileMenu({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const sheetId = useId();
  const { t } = useLingui();

  return (
    <>
      <button
        ref={button}
        type="button"
        className={buttonStyles('ghost', 'icon', className)}
        aria-label={t`Open menu`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={sheetId}
        // Start fetching as soon as the user reaches for the button.
        onPointerEnter={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Icon node={Menu} className="size-6" aria-hidden="true" />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenuSheet id={sheetId} open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      )}
    </>
  );
}
