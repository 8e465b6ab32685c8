import { useLingui } from '@lingui/react/macro';
import type { TwoStepChallenge } from '@marquee/core';
import {
  browserSupportsWebAuthn,
  startAuthentication,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { Fingerprint } from 'lucide';
import { Button } from '@/components/button';
import { apiRequest } from '@/lib/api-client';
import { useAppConfig } from '@/lib/app-config';
import { useAuth } from '@/lib/auth';
import { useHydrated } from '@/lib/use-hydrated';
import { useCredentialsSubmit } from '@/lib/use-credentials-submit';
import { Icon } from '@/components/icon';

/**
 * 'Sign in with a passkey' (docs/accounts.md#passkeys): the server's options, the browser's choice of one of its
 * passkeys for this site, and the sign-in as the password's, two-step ticket included. Shown only where the browser
 * has WebAuthn (known once the app has taken over the page) and the server lets passwords in.
 */
export function PasskeySignIn({ onTwoStep }: { onTwoStep(challenge: TwoStepChallenge): void }) {
  const hydrated = useHydrated();
  const allowed = useAppConfig().signIn.password;
  const { signInWithPasskey } = useAuth();
  const { t } = useLingui();
  const submit = useCredentialsSubmit(
    async () => {
      const optionsJSON = await apiRequest<PublicKeyCredentialRequestOptionsJSON>('/auth/passkey-sign-in/options', {
        method: 'POST',
        endsSessionOnAuthFailure: false,
      });
      return signInWithPasskey(await startAuthentication({ optionsJSON }));
    },
    // The server's refusals come with their own words; the browser's (cancelled, timed out) with these.
    { success: t`Welcome back!`, fallback: t`No passkey was used: it was cancelled, or the time ran out. Please try again.` },
    onTwoStep,
  );
  if (!hydrated || !allowed || !browserSupportsWebAuthn()) return null;
  return (
    <Button
      type="button"
      variant="secondary"
      className="w-full"
      busy={submit.isPending}
      busyText={t`Waiting for your passkey...`}
      onClick={() => submit.mutate(undefined)}
    >
      <Icon node={Fingerprint} className="size-4" aria-hidden="true" />
      {t`Sign in with a passkey`}
    </Button>
  );
}
