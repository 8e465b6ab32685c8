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
  const { profile: current } = useAuth();
  const target = switcher.askingPassword;
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
        title="Enter the account password"
        description={`${target?.name ?? 'This profile'} may see more than ${current?.name ?? 'this one'}. Enter the account password to switch.`}
        submitLabel="Switch profile"
        busyText="Checking..."
        onClose={switcher.cancel}
        onSubmit={switcher.submitPassword}
        returnFocusTo={returnFocusTo}
      />
    </>
  );
}
