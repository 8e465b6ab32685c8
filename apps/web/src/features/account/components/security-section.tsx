import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { ChangePasswordForm } from './change-password-form';
import { DevicesList } from './devices-list';
import { PasskeysSettings } from './passkeys-settings';
import { SignOutEverywhereDialog } from './sign-out-everywhere-dialog';
import { TwoStepSettings } from './two-step-settings';

/**
 * The account's security: a new password, two-step sign-in, passkeys, where the account is signed in with each
 * device signed out on its own, and ending every session (a lost phone, a shared computer).
 */
export function SecuritySection() {
  const headingId = useId();
  const passwordHeadingId = useId();
  const { t } = useLingui();
  return (
    <section aria-labelledby={headingId} className="space-y-6 rounded-lg border border-line bg-surface p-6">
      <h2 id={headingId} className="text-lg font-semibold">
        {t`Security`}
      </h2>
      <div className="space-y-3">
        <h3 id={passwordHeadingId} className="font-semibold">
          {t`Change password`}
        </h3>
        <p className="text-sm text-muted">{t`Changing your password signs out every other device.`}</p>
        <ChangePasswordForm labelledBy={passwordHeadingId} />
      </div>
      <TwoStepSettings />
      <PasskeysSettings />
      <div className="border-t border-line pt-6">
        <DevicesList />
      </div>
      <div className="space-y-3 border-t border-line pt-6">
        <p className="text-sm text-muted">
          {t`Signed in somewhere you no longer use? Sign out of every device and browser at once.`}
        </p>
        <SignOutEverywhereDialog />
      </div>
    </section>
  );
}
