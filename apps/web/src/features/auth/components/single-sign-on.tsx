import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { isSsoRefusal, type SsoRefusal } from '@marquee/core';
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

/** Why the provider's sign-in was refused (packages/core's SSO_REFUSALS), by the code in the address. */
const SSO_REFUSALS: Record<SsoRefusal, MessageDescriptor> = {
  expired: msg`That sign-in took too long or was started in another browser. Try again.`,
  denied: msg`The sign-in was cancelled at the provider.`,
  provider: msg`The sign-in provider could not be reached or refused the sign-in. Try again, or ask the server’s admin.`,
  'no-email': msg`The sign-in provider gave no email address, which an account here needs.`,
  unverified: msg`An account here uses this email, but the sign-in provider has not verified it. Sign in with your password instead.`,
  setup: msg`This server is not set up yet: its owner sets it up first.`,
  closed: msg`Sign-up is closed on this server: only existing accounts can sign in.`,
  invite: msg`Sign-up on this server is by invitation only: open your invitation link to join.`,
  invitation: msg`The invitation link is not valid any more: ask for a new one.`,
  disabled: msg`This account has been turned off by the server’s admin.`,
};

/** 'Sign in with Authentik', as a link to the server's start of the trip; nothing where no provider is set up. */
export function SingleSignOnButton({ invitation }: { invitation?: string }) {
  const { sso, password } = useAppConfig().signIn;
  const { t } = useLingui();
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
          {t`or`}
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
  const { t, i18n } = useLingui();
  const finish = useCredentialsSubmit(finishSingleSignOn, { success: t`Welcome back!`, fallback: t`Single sign-on failed` });
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
      {i18n._(SSO_REFUSALS[refusal])}{' '}
      <button
        type="button"
        className="font-semibold underline-offset-4 hover:underline"
        onClick={() => setParams({}, { replace: true })}
      >
        {t`Dismiss`}
      </button>
    </div>
  );
}
