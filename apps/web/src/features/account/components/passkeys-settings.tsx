import { useLingui } from '@lingui/react/macro';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/button';
import { Skeleton } from '@/components/skeleton';
import { useAppConfig } from '@/lib/app-config';
import { toast } from '@/lib/toast';
import { useAddPasskey, usePasskeys } from '../api/passkeys';
import { passkeyRefusal } from './passkey-refusal';
import { PasskeyRow } from './passkey-row';

/**
 * Passkeys (docs/accounts.md#passkeys): the account's list, 'Add a passkey' and each one's 'Remove'. Not shown where
 * the browser has no WebAuthn, nor where the server lets only single sign-on in.
 */
export function PasskeysSettings() {
  const [supported] = useState(browserSupportsWebAuthn);
  const allowed = useAppConfig().signIn.password;
  if (!supported || !allowed) return null;
  return <Passkeys />;
}

function Passkeys() {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const { t, i18n } = useLingui();

  const addOne = () =>
    add.mutate(undefined, {
      onSuccess: () => toast.success(t`Passkey added`),
      onError: (error) => toast.error(t`The passkey was not added`, { description: passkeyRefusal(error, i18n) }),
    });

  let body;
  if (passkeys.isPending) body = <Skeleton className="h-16 w-full" />;
  else if (passkeys.isError)
    body = (
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <p>{t`Failed to load your passkeys.`}</p>
        <Button variant="secondary" size="sm" onClick={() => void passkeys.refetch()}>
          {t`Try again`}
        </Button>
      </div>
    );
  else if (passkeys.data.length === 0) body = <p className="text-sm">{t`You have no passkeys yet.`}</p>;
  else
    body = (
      <ul aria-labelledby={headingId} className="divide-y divide-line rounded-lg border border-line">
        {passkeys.data.map((passkey) => (
          // The row's button goes with it: focus moves to the heading rather than being lost.
          <PasskeyRow key={passkey.id} passkey={passkey} onRemoved={() => heading.current?.focus()} />
        ))}
      </ul>
    );

  return (
    <div className="space-y-3 border-t border-line pt-6">
      <h3 id={headingId} ref={heading} tabIndex={-1} className="font-semibold focus:outline-none">
        {t`Passkeys`}
      </h3>
      <p className="text-sm text-muted">
        {t`Sign in with your fingerprint, face or screen lock instead of your password. A passkey stays on your device or in your password manager.`}
      </p>
      {body}
      <Button variant="secondary" onClick={addOne} busy={add.isPending} busyText={t`Adding...`}>
        {t`Add a passkey`}
      </Button>
    </div>
  );
}
