import type { RegistrationMode } from '@marquee/core';
import { cn } from '@/lib/cn';

/** Each mode in the owner's words, in the order offered: an invitation first, the safe default. */
const CHOICES: Record<RegistrationMode, { label: string; hint: string }> = {
  invite: { label: 'Only people I invite', hint: 'Make invitation links on the Admin screen.' },
  open: { label: 'Anyone', hint: 'Anyone who can reach this server can make an account.' },
  closed: { label: 'Nobody for now', hint: 'No new accounts, not even with an invitation link.' },
};

const ORDER: readonly RegistrationMode[] = ['invite', 'open', 'closed'];

interface RegistrationChoiceProps {
  /** Unique on the page: the radios' group name. */
  name: string;
  value: RegistrationMode;
  onChange(mode: RegistrationMode): void;
  disabled?: boolean;
  legend?: string;
}

/** 'Who may make an account': a group of native radios, so the arrows move between them. */
export function RegistrationChoice({
  name,
  value,
  onChange,
  disabled,
  legend = 'Who may make an account',
}: RegistrationChoiceProps) {
  return (
    <fieldset className="space-y-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
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
          <span className="font-semibold">{CHOICES[mode].label}</span>
          <span className="col-start-2 text-sm text-muted">{CHOICES[mode].hint}</span>
        </label>
      ))}
    </fieldset>
  );
}
