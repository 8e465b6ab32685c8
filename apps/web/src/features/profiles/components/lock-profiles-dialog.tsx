import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Profile } from '@marquee/core';
import { useRef, useState, type FormEvent, type Ref } from 'react';
import { listText } from '@/lib/list-text';
import { toast } from '@/lib/toast';
import { Button } from '@/components/button';
import { DialogClose, DialogContent } from '@/components/dialog';
import { ProfileAvatar } from '@/components/profile-avatar';
import { errorMessage } from '@/lib/api-client';
import { useUpdateProfile } from '../api/update-profile';
import { PinTextField } from './pin-text-field';

interface LockProfilesProps {
  /** The limited profile just added. */
  added: Profile;
  /** The profiles without limits and without a PIN, which the offer is for. */
  open: Profile[];
  onDone(): void;
  onCloseAutoFocus?(event: Event): void;
}

/**
 * Offered once the account's first limited profile is added (docs/behaviour.md#profiles): a PIN for each profile
 * without limits that has none. Leaving the limited profile for one of them takes the account password anyway; a
 * PIN is the grown-ups' quicker way in. A PIN left empty is not set; setting a first PIN needs no proof.
 */
export function LockProfilesDialogContent({ added, open, onDone, onCloseAutoFocus }: LockProfilesProps) {
  const [pins, setPins] = useState<Record<string, string>>({});
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const firstInput = useRef<HTMLInputElement>(null);
  const update = useUpdateProfile();
  const { t, i18n } = useLingui();
  const name = added.name;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const chosen = open.filter((profile) => (pins[profile.id] ?? '') !== '');
    const pinProblem = t`A PIN is 4 digits`;
    const found = Object.fromEntries(
      chosen.filter((profile) => !/^\d{4}$/.test(pins[profile.id] ?? '')).map((profile) => [profile.id, pinProblem]),
    );
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      for (const profile of chosen) await update.mutateAsync({ id: profile.id, body: { pin: pins[profile.id] } });
    } catch (error) {
      setRefusal(errorMessage(error, t`The PINs could not be saved. Please try again.`));
      setSaving(false);
      return;
    }
    const count = chosen.length;
    const names = chosen.map((profile) => profile.name);
    if (count > 0)
      toast.success(t`${plural(count, { one: 'PIN set', other: 'PINs set' })}`, { description: listText(i18n, names) });
    onDone();
  }

  return (
    <DialogContent
      title={t`Lock the other profiles?`}
      description={t`${name} can switch to a profile without a PIN with the account password. A PIN lets grown-ups switch quickly and keeps the others out.`}
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        firstInput.current?.focus();
      }}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
        <ul className="space-y-3">
          {open.map((profile, index) => (
            <li key={profile.id} className="flex items-end gap-3">
              <ProfileAvatar avatar={profile.avatar} color={profile.accent_color} className="mb-0.5 size-10 shrink-0" />
              <PinField
                ref={index === 0 ? firstInput : undefined}
                profile={profile}
                pin={pins[profile.id] ?? ''}
                problem={problems[profile.id]}
                onChange={(pin) => {
                  setPins((previous) => ({ ...previous, [profile.id]: pin }));
                  setProblems(({ [profile.id]: _gone, ...rest }) => rest);
                  setRefusal(null);
                }}
              />
            </li>
          ))}
        </ul>
        {refusal && (
          <p role="alert" className="text-sm text-danger-fg">
            {refusal}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">{t`Not now`}</Button>
          </DialogClose>
          <Button type="submit" busy={saving} busyText={t`Saving...`}>
            {t`Set PINs`}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}

interface PinFieldProps {
  ref?: Ref<HTMLInputElement>;
  profile: Profile;
  pin: string;
  problem: string | undefined;
  /** The digits typed, at most 4 (anything else is dropped as it is typed). */
  onChange(pin: string): void;
}

function PinField({ ref, profile, pin, problem, onChange }: PinFieldProps) {
  const { t } = useLingui();
  const name = profile.name;
  return (
    <PinTextField
      ref={ref}
      label={t`PIN for ${name}`}
      className="min-w-0 flex-1"
      autoComplete="new-password"
      value={pin}
      error={problem}
      onPinChange={onChange}
    />
  );
}
