import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { applyAccent } from '@/lib/accent';
import { useAccentColor } from '@/lib/accent-color';
import { AccentSwatches, COLOR_NAMES } from '@/components/accent-swatches';

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
  const { t, i18n } = useLingui();

  async function choose(color: string) {
    const attempt = ++latestChoice.current;
    const isLatest = () => attempt === latestChoice.current;
    const known = color in COLOR_NAMES ? COLOR_NAMES[color as keyof typeof COLOR_NAMES] : undefined;
    const name = known ? i18n._(known) : color;
    setChoice(color);
    applyAccent(color);
    try {
      await setAccentColor(color);
      if (isLatest()) toast.success(t`Theme Updated`, { id: 'theme-updated', description: t`Your accent color is now ${name}.` });
    } catch {
      if (!isLatest()) return;
      applyAccent(accentColor);
      toast.error(t`Error`, { id: 'theme-updated', description: t`Failed to update theme color. Please try again.` });
    } finally {
      if (isLatest()) setChoice(null);
    }
  }

  // Not disabled while saving: that would take the keyboard focus away from the colour just chosen.
  return (
    <AccentSwatches
      value={choice ?? accentColor}
      onChange={(color) => void choose(color)}
      disabled={disabled}
      className="space-y-3"
    />
  );
}
