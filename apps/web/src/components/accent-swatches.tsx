import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ACCENT_COLORS, type AccentColor } from '@marquee/core';
import { Check } from 'lucide';
import { RadioGroup } from 'radix-ui';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { Icon } from '@/components/icon';

/** Each accent colour's name (core's ACCENT_COLORS names them in English), by its value. */
export const COLOR_NAMES: Record<AccentColor, MessageDescriptor> = {
  '#E63462': msg`Pink`,
  '#9b87f5': msg`Purple`,
  '#0EA5E9': msg`Blue`,
  '#10B981': msg`Green`,
  '#F59E0B': msg`Yellow`,
  '#F97316': msg`Orange`,
  '#EF4444': msg`Red`,
};

/** The accent colours as one labelled radio group of round swatches, the chosen one checked. */
export function AccentSwatches({
  value,
  onChange,
  disabled = false,
  className,
}: {
  value: string;
  onChange(color: string): void;
  disabled?: boolean;
  className?: string;
}) {
  const labelId = useId();
  const { t, i18n } = useLingui();
  return (
    <div className={cn('space-y-2', className)}>
      <p id={labelId} className="text-sm font-semibold">
        {t`Accent color`}
      </p>
      <RadioGroup.Root
        value={value}
        onValueChange={onChange}
        disabled={disabled}
        aria-labelledby={labelId}
        orientation="horizontal"
        className="flex flex-wrap gap-3"
      >
        {ACCENT_COLORS.map(({ value: color }) => (
          <RadioGroup.Item
            key={color}
            value={color}
            aria-label={i18n._(COLOR_NAMES[color])}
            title={i18n._(COLOR_NAMES[color])}
            style={{ backgroundColor: color }}
            className={cn(
              'flex size-11 items-center justify-center rounded-full text-accent-fg ring-offset-2 ring-offset-surface transition-shadow duration-150',
              'data-[state=checked]:ring-2 data-[state=checked]:ring-fg disabled:cursor-not-allowed disabled:opacity-60',
            )}
          >
            <RadioGroup.Indicator>
              <Icon node={Check} className="size-5" aria-hidden="true" />
            </RadioGroup.Indicator>
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </div>
  );
}
