import { useLingui } from '@lingui/react/macro';
import type { TwoStepSetup } from '@marquee/core';
import { Copy } from 'lucide';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { ApiError, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { Icon } from '@/components/icon';
import { useEnableTwoStep } from '../api/two-step';

/** 'JBSW Y3DP EHPK 3PXP': the secret in fours, easier to type into an app by hand. */
const inFours = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

interface TwoStepSetupFormProps {
  setup: TwoStepSetup;
  onEnabled(recoveryCodes: string[]): void;
  onCancel(): void;
}

/**
 * Adding the account to an authenticator app: its QR code, or the key typed by hand, then the first code the app
 * shows, which turns two-step sign-in on. A wrong code is said under the field.
 */
export function TwoStepSetupForm({ setup, onEnabled, onCancel }: TwoStepSetupFormProps) {
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const enable = useEnableTwoStep();
  const { t } = useLingui();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (code.trim() === '') {
      setProblem(t`Enter the code from your authenticator app`);
      input.current?.focus();
      return;
    }
    enable.mutate(code.trim(), {
      onSuccess: ({ recoveryCodes }) => {
        toast.success(t`Two-step sign-in is on`);
        onEnabled(recoveryCodes);
      },
      onError: (error) => {
        const message = errorMessage(error, t`Two-step sign-in was not turned on. Please try again.`);
        if (!(error instanceof ApiError && error.status === 403)) {
          toast.error(t`Two-step sign-in was not turned on`, { description: message });
          return;
        }
        setProblem(message);
        input.current?.focus();
        input.current?.select();
      },
    });
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <img
          src={'data:image/svg+xml;utf8,' + encodeURIComponent(setup.qrSvg)}
          alt={t`QR code to scan with your authenticator app`}
          width={176}
          height={176}
          className="size-44 shrink-0 rounded-lg bg-white"
        />
        <div className="min-w-0 space-y-2 text-sm">
          <p className="text-muted">{t`Scan the QR code with your authenticator app, or type this key into it:`}</p>
          <code className="block font-mono text-base break-words">{inFours(setup.secret)}</code>
        </div>
      </div>
      <form noValidate onSubmit={submit} className="max-w-md space-y-4">
        <TextField
          ref={input}
          label={t`Code from the app`}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          error={problem}
          onChange={(event) => {
            setCode(event.target.value);
            setProblem(null);
          }}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" busy={enable.isPending} busyText={t`Turning on...`}>
            {t`Turn on`}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {t`Cancel`}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** The recovery codes, shown this once, to copy or write down; 'Done' leaves them. */
export function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const list = useRef<HTMLUListElement>(null);
  const { t } = useLingui();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success(t`Recovery codes copied`);
    } catch {
      // Out of the clipboard's reach (a plain-http address): the codes are selected for the person to copy.
      if (list.current) window.getSelection()?.selectAllChildren(list.current);
      toast(t`The codes are selected`, { description: t`Copy them with Ctrl+C, or Cmd+C on a Mac.` });
    }
  };
  return (
    <div className="space-y-4">
      <ul
        ref={list}
        aria-label={t`Recovery codes`}
        className="grid max-w-md gap-x-6 gap-y-2 rounded-lg border border-line p-4 font-mono sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <p className="text-sm text-muted">{t`Keep these somewhere safe: each signs in once if you lose your phone.`}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void copy()}>
          <Icon node={Copy} className="size-4" aria-hidden="true" />
          {t`Copy codes`}
        </Button>
        <Button onClick={onDone}>{t`Done`}</Button>
      </div>
    </div>
  );
}
