import { useLingui } from '@lingui/react/macro';
import { AccountPasswordDialog } from '@/components/account-password-dialog';
import { useAuth } from '@/lib/auth';
import type { useProfileSwitch } from '../hooks/use-profile-switch';
import { PinDialog } from './pin-dialog';

interface SwitchDialogsProps {
  switcher: ReturnType<typeof useProfileSwitch>;
  /** Where the focus goes back when a dialog closes: the profile or the menu it was chosen from. */
  returnFocusTo(): HTMLElement | null;
}

/** The questions a switch may ask (docs/behaviour.md#profiles): the chosen profile's PIN, or the account password. */
export function SwitchDialogs({ switcher, returnFocusTo }: SwitchDialogsProps) {
  const { profile } = useAuth();
  const target = switcher.askingPassword;
  const { t } = useLingui();
  const chosen = target?.name;
  const current = profile?.name;
  const description =
    chosen !== undefined && current !== undefined
      ? t`${chosen} may see more than ${current}. Enter the account password to switch.`
      : chosen !== undefined
        ? t`${chosen} may see more than this one. Enter the account password to switch.`
        : current !== undefined
          ? t`This profile may see more than ${current}. Enter the account password to switch.`
          : t`This profile may see more than this one. Enter the account password to switch.`;
  return (
    <>
      <PinDialog
        profile={switcher.asking}
        onClose={switcher.cancel}
        onSubmit={switcher.submitPin}
        returnFocusTo={returnFocusTo}
      />
      <AccountPasswordDialog
        open={target !== null}
        title={t`Enter the account password`}
        description={description}
        submitLabel={t`Switch profile`}
        busyText={t`Checking...`}
        onClose={switcher.cancel}
        onSubmit={switcher.submitPassword}
        returnFocusTo={returnFocusTo}
      />
    </>
  );
}
