import { isSsoRefusal, SSO_REFUSALS } from '@marquee/core';
import { KeyRound } from 'lucide';
import { useEffect, useRef } from 'react';
import { buttonStyles } from '@/components/button';
import { useAppConfig } from '@/lib/app-config';
import { useAuth } from '@/lib/auth';
import { appPath } from '@/lib/base-path';
import { useSearchParams } from '@/lib/router';
import { useCredentialsSubmit } from '@/lib/use-credentials-submit';
import { Icon } from '@/components/icon';

/**
 * Single sign-on (docs/accounts.md#single-sign-on): the provider's button where the server has one, and, on the
 * sign-in page the provider's trip ends on, the sign-in it made (`?sso=done`) or why it was refused (`?sso_error=`).
 */

/** 'Sign in with Authentik', as a link to the server's start of the trip; nothing where no provider is set up. */
export function SingleSignOnButton({ invitation }: { invitation?: string }) {
  const { sso, password } = useAppConfig().signIn;
  if (!sso) return null;
  const query = invitation ? `?${new URLSearchParams({ invitation }).toString()}` : '';
  return (
    <div className="space-y-4">
      {/* A full page load: the server sends the browser on to the provider. */}
      <a href={appPath(`/api/auth/oidc/start${query}`)} className={buttonStyles('secondary', 'md', 'w-full')}>
        <Icon node={KeyRound} className="size-4" aria-hidden="true" />
        {sso}
      </a>
      {password && (
        <p className="flex items-center gap-3 text-xs text-muted uppercase before:h-px before:flex-1 before:bg-line after:h-px after:flex-1 after:bg-line">
          or
        </p>
      )}
    </div>
  );
}

/**
 * The provider's trip's end: collects the sign-in once and goes on as a password sign-in does, or shows why it was
 * refused. The address is cleaned either way, so a reload or Back does not try again.
 */
export function SingleSignOnReturn() {
  const [params, setParams] = useSearchParams();
  const { finishSingleSignOn } = useAuth();
  const finish = useCredentialsSubmit(finishSingleSignOn, { success: 'Welcome back!', fallback: 'Single sign-on failed' });
  const asked = useRef(false);
  const done = params.get('sso') === 'done';
  const refusal = params.get('sso_error');
  const { mutate } = finish;

  useEffect(() => {
    if (!done || asked.current) return;
    asked.current = true;
    mutate(undefined);
  }, [done, mutate]);

  if (!isSsoRefusal(refusal)) return null;
  return (
    <div role="alert" className="mb-4 rounded-lg border border-danger/40 bg-danger/10 p-3 text-sm text-fg">
      {SSO_REFUSALS[refusal]}{' '}
      <button
        type="button"
        className="font-semibold underline-offset-4 hover:underline"
        onClick={() => setParams({}, { replace: true })}
      >
        Dismiss
      </button>
    </div>
  );
}
