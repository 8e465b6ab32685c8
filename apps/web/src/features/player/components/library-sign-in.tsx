import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { LogIn } from 'lucide';
import { useId } from 'react';
import { Link } from '@/lib/router';
import { buttonStyles } from '@/components/button';
import { cn } from '@/lib/cn';
import { Icon } from '@/components/icon';

/**
 * What the server answers a visitor who asks to play from its library, when the library is for its accounts; said
 * here in the page's language (docs/translating.md).
 */
export const LIBRARY_SIGN_IN = msg`Sign in to watch from this server's library`;

/**
 * In the video's place, for a visitor the server's library refused: why, and the way to sign in. Said here, not by
 * a sudden trip to the login screen: the visitor chose to play, not to sign in.
 */
export function LibrarySignIn({ className }: { className?: string }) {
  const headingId = useId();
  const { t, i18n } = useLingui();
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'flex min-h-64 w-full flex-col items-center justify-center gap-4 rounded-lg border border-line bg-surface p-6 text-center sm:aspect-video sm:min-h-0',
        className,
      )}
    >
      <Icon node={LogIn} className="rtl:-scale-x-100 size-10 text-accent" aria-hidden="true" />
      <h2 id={headingId} className="text-lg font-semibold">
        {i18n._(LIBRARY_SIGN_IN)}
      </h2>
      <Link to="/login" className={buttonStyles('primary')} data-couch-primary>
        {t`Log In`}
      </Link>
    </section>
  );
}
