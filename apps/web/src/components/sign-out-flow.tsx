import { useLingui } from '@lingui/react/macro';
import { isLimitedProfile } from '@marquee/core';
import { useState } from 'react';
import { useAuth } from '@/lib/auth';
import { useSignOut } from '@/lib/use-sign-out';
import { AccountPasswordDialog } from './account-password-dialog';

/**
 * Sign Out, from the header's menu or the account page: a profile without limits signs out at once; a limited one
 * first gives the account password in a dialog, as the server asks (docs/behaviour.md#profiles). Render `dialog`
 * beside the control that calls `start`; `returnFocusTo` gets the focus back when the dialog closes.
 */
export function useSignOutFlow(returnFocusTo?: () => HTMLElement | null) {
  const { profile } = useAuth();
  const signOut = useSignOut();
  const [asking, setAsking] = useState(false);
  const limited = profile !== null && isLimitedProfile(profile);
  const { t } = useLingui();
  const name = profile?.name;

  function start() {
    if (limited) setAsking(true);
    else signOut.mutate(undefined);
  }

  const dialog = (
    <AccountPasswordDialog
      open={asking && limited}
      title={name === undefined ? t`Sign out of this profile?` : t`Sign out of ${name}?`}
      description={t`Signing out lifts this profile's limits. Enter the account password to sign out.`}
      submitLabel={t`Sign Out`}
      busyText={t`Signing out...`}
      onClose={() => setAsking(false)}
      onSubmit={(password) => signOut.mutateAsync(password)}
      returnFocusTo={returnFocusTo}
    />
  );
  return { start, dialog, pending: signOut.isPending };
}
