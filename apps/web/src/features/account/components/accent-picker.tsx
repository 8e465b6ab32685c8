import { ACCENT_COLORS } from '@marquee/core';
import { Check } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { applyAccent, useAccentColor } from '@/lib/accent';
import { cn } from '@/lib/cn';

/**
 * The accent colour (docs/behaviour.md#preferences): one of the 7 colours, applied at once as the theme
 * variable and theme-color meta tag while it is saved, and put back if saving fails. The current one is marked.
 */
export function AccentPicker({ disabled }: { disabled: boolean }) {
  const { accentColor, setAccentColor } = useAccentColor();
  // The colour being saved, shown as chosen until the server has answered.
  const [choice, setChoice] = useState<string | null>(null);
  // Arrow keys choose colour after colour: only the answer to the latest choice counts.
  const latestChoice = useRef(0);
  const labelId = useId();

  async function choose(color: string) {
    const attempt = ++latestChoice.current;
    const isLatest = () => attempt === latestChoice.current;
    const name = ACCENT_COLORS.find((c) => c.value === color)?.name ?? color;
    setChoice(color);
    applyAccent(color);
    try {
      await setAccentColor(color);
      if (isLatest()) toast.success('Theme Updated', { id: 'theme-updated', description: `Your accent color is now ${name}.` });
    } catch {
      if (!isLatest()) return;
      applyAccent(accentColor);
      toast.error('Error', { id: 'theme-updated', description: 'Failed to update theme color. Please try again.' });
    } finally {
      if (isLatest()) setChoice(null);
    }
  }

  return (
    <div className="space-y-3">
      <p id={labelId} className="text-sm font-semibold">
        Accent color
      </p>
      {/* Not disabled while saving: that would take the keyboard focus away from the colour just chosen. */}
      <RadioGroup.Root
        value={choice ?? accentColor}
        onValueChange={(color) => void choose(color)}
        disabled={disabled}
        aria-labelledby={labelId}
        orientation="horizontal"
        className="flex flex-wrap gap-3"
      >
        {ACCENT_COLORS.map(({ name, value }) => (
          <RadioGroup.Item
            key={value}
            value={value}
            aria-label={name}
            title={name}
            style={{ backgroundColor: value }}
            className={cn(
              'flex size-11 items-center justify-center rounded-full text-accent-fg ring-offset-2 ring-offset-surface transition-shadow duration-150',
              'data-[state=checked]:ring-2 data-[state=checked]:ring-fg disabled:cursor-not-allowed disabled:opacity-60',
            )}
          >
            <RadioGroup.Indicator>
              <Check className="size-5" aria-hidden="true" />
            </RadioGroup.Indicator>
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </div>
  );
}
