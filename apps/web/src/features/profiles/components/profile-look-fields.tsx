import { useLingui } from '@lingui/react/macro';
import { CONTENT_RATINGS, KIDS_MAX_RATING, PROFILE_AVATARS, type Profile } from '@marquee/core';
import { RadioGroup, Switch } from 'radix-ui';
import { useId } from 'react';
import { AVATAR_ICONS, AVATAR_NAMES } from '@/components/profile-avatar';
import { SelectField } from '@/components/select-field';
import { cn } from '@/lib/cn';
import { Icon } from '@/components/icon';
import type { ProfileFormValues } from '../profile-form';

/** The profile's picture, drawn in its accent colour. */
export function AvatarChoice({
  value,
  color,
  onChange,
}: {
  value: string;
  color: string;
  onChange(avatar: Profile['avatar']): void;
}) {
  const labelId = useId();
  const { t, i18n } = useLingui();
  return (
    <div className="space-y-2">
      <p id={labelId} className="text-sm font-semibold">
        {t`Picture`}
      </p>
      <RadioGroup.Root
        value={value}
        onValueChange={(avatar) => onChange(avatar as Profile['avatar'])}
        aria-labelledby={labelId}
        orientation="horizontal"
        className="flex flex-wrap gap-2"
      >
        {PROFILE_AVATARS.map((avatar) => {
          const iconNode = AVATAR_ICONS[avatar];
          return (
            <RadioGroup.Item
              key={avatar}
              value={avatar}
              aria-label={i18n._(AVATAR_NAMES[avatar])}
              title={i18n._(AVATAR_NAMES[avatar])}
              style={{ backgroundColor: color }}
              className={cn(
                'flex size-11 items-center justify-center rounded-lg text-bg opacity-60 ring-offset-2 ring-offset-surface transition duration-150',
                'hover:opacity-100 data-[state=checked]:opacity-100 data-[state=checked]:ring-2 data-[state=checked]:ring-fg',
              )}
            >
              <Icon node={iconNode} className="size-5" strokeWidth={2.25} aria-hidden="true" />
            </RadioGroup.Item>
          );
        })}
      </RadioGroup.Root>
    </div>
  );
}

/** Whether the profile is a Kids profile, with what that means. */
export function KidsSwitch({ checked, onChange }: { checked: boolean; onChange(kids: boolean): void }) {
  const labelId = useId();
  const descriptionId = useId();
  const { t } = useLingui();
  const rating = KIDS_MAX_RATING;
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="space-y-1">
        <p id={labelId} className="text-sm font-semibold">
          {t`Kids profile`}
        </p>
        <p id={descriptionId} className="text-sm text-muted">
          {t`Titles rated ${rating} or lower, a simpler header, and no account settings. A lower maximum rating below still applies.`}
        </p>
      </div>
      <Switch.Root
        checked={checked}
        onCheckedChange={onChange}
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        className="relative h-7 w-12 shrink-0 rounded-full border border-line bg-surface-2 transition-colors duration-150 data-[state=checked]:bg-accent"
      >
        <Switch.Thumb className="block size-5 translate-x-1 rounded-full bg-fg transition-transform duration-150 data-[state=checked]:translate-x-6 rtl:-translate-x-1 rtl:data-[state=checked]:-translate-x-6" />
      </Switch.Root>
    </div>
  );
}

interface MaxRatingSelectProps {
  value: ProfileFormValues['maxRating'];
  onChange(maxRating: ProfileFormValues['maxRating']): void;
}

/** The highest content rating the profile may see, or no limit. */
export function MaxRatingSelect({ value, onChange }: MaxRatingSelectProps) {
  const { t } = useLingui();
  return (
    <SelectField
      label={t`Maximum rating`}
      value={value}
      onChange={(event) => onChange(event.target.value as ProfileFormValues['maxRating'])}
    >
      <option value="">{t`No limit`}</option>
      {CONTENT_RATINGS.map((rating) => (
        <option key={rating} value={rating}>
          {rating}
        </option>
      ))}
    </SelectField>
  );
}
