import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { RegistrationMode } from '@marquee/core';
import { cn } from '@/lib/cn';

/** Each mode in the owner's words, in the order offered: an invitation first, the safe default. */
const CHOICES: Record<RegistrationMode, { label: MessageDescriptor; hint: MessageDescriptor }> = {
  invite: { label: msg`Only people I invite`, hint: msg`Make invitation links on the Admin screen.` },
  open: { label: msg`Anyone`, hint: msg`Anyone who can reach this server can make an account.` },
  closed: { label: msg`Nobody for now`, hint: msg`No new accounts, not even with an invitation link.` },
};

const ORDER: readonly RegistrationMode[] = ['invite', 'open', 'closed'];

interface RegistrationChoiceProps {
  /** Unique on the page: the radios' group name. */
  name: string;
  value: RegistrationMode;
  onChange(mode: RegistrationMode): void;
  disabled?: boolean;
  /** 'Who may make an account' unless given. */
  legend?: string;
}

/** 'Who may make an account': a group of native radios, so the arrows move between them. */
export function RegistrationChoice({ name, value, onChange, disabled, legend }: RegistrationChoiceProps) {
  const { t, i18n } = useLingui();
  return (
    <fieldset className="space-y-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-semibold">{legend ?? t`Who may make an account`}</legend>
      {ORDER.map((mode) => (
        <label
          key={mode}
          className={cn(
            'grid cursor-pointer grid-cols-[auto_1fr] items-center gap-x-3 rounded-lg border border-line bg-surface-2 p-3',
            'has-[:checked]:border-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent/40',
          )}
        >
          <input
            type="radio"
            name={name}
            value={mode}
            checked={value === mode}
            onChange={() => onChange(mode)}
            className="size-4 accent-accent"
          />
          <span className="font-semibold">{i18n._(CHOICES[mode].label)}</span>
          <span className="col-start-2 text-sm text-muted">{i18n._(CHOICES[mode].hint)}</span>
        </label>
      ))}
    </fieldset>
  );
}
