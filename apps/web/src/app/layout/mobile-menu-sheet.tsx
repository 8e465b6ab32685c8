import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide';
import { Dialog } from 'radix-ui';
import type { RefObject } from 'react';
import { NavLink } from '@/lib/router';
import { buttonStyles } from '@/components/button';
import { HeaderSearch } from '@/features/search/components/header-search';
import { cn } from '@/lib/cn';
import { useLimitedProfile } from '@/lib/profiles';
import { Icon } from '@/components/icon';
import { AccountLinks } from './account-links';
import { CommunityLink } from './community-link';
import { useNavLinks } from './nav-links';
import { SiteLogo } from './site-logo';

interface MobileMenuSheetProps {
  id: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The menu button, which gets the focus back when the sheet closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/**
 * The full-height sheet of the mobile menu: Radix traps focus in it, makes the page behind inert
 * and closes it on Escape or a tap outside.
 */
export default function MobileMenuSheet({ id, open, onOpenChange, returnFocusTo }: MobileMenuSheetProps) {
  const close = () => onOpenChange(false);
  const links = useNavLinks();
  const limited = useLimitedProfile() !== null;
  const { t, i18n } = useLingui();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          id={id}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-y-0 end-0 z-50 flex h-dvh w-full max-w-sm flex-col gap-6 overflow-y-auto border-s border-line bg-surface p-4 shadow-2xl"
        >
          <div className="flex items-center justify-between">
            <SiteLogo onClick={close} />
            <Dialog.Title className="sr-only">{t`Menu`}</Dialog.Title>
            <Dialog.Close className={buttonStyles('ghost', 'icon')} aria-label={t`Close menu`}>
              <Icon node={X} className="size-6" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <HeaderSearch onSearch={close} />
          <nav aria-label={t`Main`}>
            <ul className="flex flex-col gap-1">
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    end={link.to === '/'}
                    onClick={close}
                    className={({ isActive }) =>
                      cn(
                        'flex h-12 items-center rounded-lg border-s-2 px-4 text-base font-semibold',
                        isActive
                          ? 'border-accent bg-surface-2 text-fg'
                          : 'border-transparent text-muted hover:bg-surface-2 hover:text-fg',
                      )
                    }
                  >
                    {i18n._(link.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          {!limited && <CommunityLink showLabel className="px-4 py-2" />}
          <AccountLinks onNavigate={close} className="mt-auto w-full" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
