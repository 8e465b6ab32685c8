import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { TwoStepSetup, TwoStepStatus } from '@marquee/core';
import { useEffect, useRef, useState } from 'react';
import { AccountPasswordDialog } from '@/components/account-password-dialog';
import { Button } from '@/components/button';
import { Skeleton } from '@/components/skeleton';
import { ApiError, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDisableTwoStep, useStartTwoStep, useTwoStepStatus } from '../api/two-step';
import { RecoveryCodesList, TwoStepSetupForm } from './two-step-setup';

/**
 * Two-step sign-in (docs/accounts.md#two-step-sign-in): off, 'Turn on' adds the account to an authenticator app and
 * shows the recovery codes once; on, the codes left and 'Turn off' with the account password.
 */
export function TwoStepSettings() {
  const heading = useRef<HTMLHeadingElement>(null);
  const status = useTwoStepStatus();
  const [setup, setSetup] = useState<TwoStepSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [askingOff, setAskingOff] = useState(false);
  const moved = useRef(false);
  const { t } = useLingui();
  const part = codes ? 'codes' : setup ? 'setup' : status.data?.enabled ? 'on' : 'off';

  // Each step replaces the button that led to it: the focus goes to the heading, before what is new.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    heading.current?.focus();
  }, [part]);
  const go = (change: () => void) => {
    moved.current = true;
    change();
  };

  const leaveCodes = () =>
    go(() => {
      setSetup(null);
      setCodes(null);
    });

  let body;
  if (codes) body = <RecoveryCodesList codes={codes} onDone={leaveCodes} />;
  else if (setup)
    body = (
      <TwoStepSetupForm setup={setup} onEnabled={(next) => go(() => setCodes(next))} onCancel={() => go(() => setSetup(null))} />
    );
  else if (status.isPending) body = <Skeleton className="h-10 w-full max-w-md" />;
  else if (status.isError)
    body = (
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <p>{t`Failed to load two-step sign-in.`}</p>
        <Button variant="secondary" size="sm" onClick={() => void status.refetch()}>
          {t`Try again`}
        </Button>
      </div>
    );
  else if (status.data.enabled) body = <TwoStepOn status={status.data} onTurnOff={() => setAskingOff(true)} />;
  else body = <TwoStepOff onStarted={(next) => go(() => setSetup(next))} onAlreadyOn={() => void status.refetch()} />;

  return (
    <div className="space-y-3 border-t border-line pt-6">
      <h3 ref={heading} tabIndex={-1} className="font-semibold focus:outline-none">
        {t`Two-step sign-in`}
      </h3>
      {body}
      <TurnOffDialog
        open={askingOff}
        onClose={() => setAskingOff(false)}
        // Cancelled, the focus goes back to 'Turn off'; turned off, that button is gone, so to the heading.
        returnFocusTo={() => (status.data?.enabled ? null : heading.current)}
      />
    </div>
  );
}

function TwoStepOff({ onStarted, onAlreadyOn }: { onStarted(setup: TwoStepSetup): void; onAlreadyOn(): void }) {
  const start = useStartTwoStep();
  const { t } = useLingui();
  const turnOn = () =>
    start.mutate(undefined, {
      onSuccess: onStarted,
      onError: (error) => {
        toast.error(t`Two-step sign-in was not started`, { description: errorMessage(error, t`Please try again.`) });
        // Turned on meanwhile, from another device: the section shows it.
        if (error instanceof ApiError && error.status === 409) onAlreadyOn();
      },
    });
  return (
    <>
      <p className="text-sm text-muted">
        {t`Off. Turned on, signing in asks for a code from an authenticator app on your phone as well as your password.`}
      </p>
      <Button variant="secondary" busy={start.isPending} busyText={t`Starting...`} onClick={turnOn}>
        {t`Turn on`}
      </Button>
    </>
  );
}

function TwoStepOn({ status, onTurnOff }: { status: TwoStepStatus; onTurnOff(): void }) {
  const left = status.recoveryCodesLeft;
  const { t } = useLingui();
  return (
    <>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="rounded-md border border-accent px-2 py-0.5 text-xs font-semibold">
          {t({ message: 'On', context: 'state' })}
        </span>
        <p className="text-muted">
          {t`Signing in asks for a code from your authenticator app. ${plural(left, { one: '# recovery code left.', other: '# recovery codes left.' })}`}
        </p>
      </div>
      <Button variant="secondary" onClick={onTurnOff}>
        {t`Turn off`}
      </Button>
    </>
  );
}

interface TurnOffDialogProps {
  open: boolean;
  onClose(): void;
  returnFocusTo(): HTMLElement | null;
}

/** Outside the 'On' part, which is gone by the time the dialog closes. */
function TurnOffDialog({ open, onClose, returnFocusTo }: TurnOffDialogProps) {
  const disable = useDisableTwoStep();
  const { t } = useLingui();
  return (
    <AccountPasswordDialog
      open={open}
      title={t`Turn off two-step sign-in?`}
      description={t`Signing in will ask for your password alone. Enter the account password to turn it off.`}
      submitLabel={t`Turn off`}
      busyText={t`Turning off...`}
      onClose={onClose}
      onSubmit={async (password) => {
        await disable.mutateAsync(password);
        toast.success(t`Two-step sign-in is off`);
        onClose();
      }}
      returnFocusTo={returnFocusTo}
    />
  );
}
