import { usePreferences } from './preferences';
import { useUpdatePreferences } from './update-preferences';

/** For screens that let the user choose: the current accent and a setter that saves it (and so repaints). */
export function useAccentColor() {
  const { preferences } = usePreferences();
  const update = useUpdatePreferences();
  return {
    accentColor: preferences.accent_color,
    setAccentColor: async (color: string) => {
      await update.mutateAsync({ accent_color: color });
    },
  };
}
