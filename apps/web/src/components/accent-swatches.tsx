import { ACCENT_COLORS } from '@marquee/core';
import { Check } from 'lucide';
import { RadioGroup } from 'radix-ui';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { Icon } from '@/components/icon';

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
  return (
    <div className={cn('space-y-2', className)}>
      <p id={labelId} className="text-sm font-semibold">
        Accent color
      </p>
      <RadioGroup.Root
        value={value}
        onValueChange={onChange}
        disabled={disabled}
        aria-labelledby={labelId}
        orientation="horizontal"
        className="flex flex-wrap gap-3"
      >
        {ACCENT_COLORS.map(({ name, value: color }) => (
          <RadioGroup.Item
            key={color}
            value={color}
            aria-label={name}
            title={name}
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
