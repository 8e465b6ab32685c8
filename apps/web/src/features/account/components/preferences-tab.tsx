import { useEffect } from 'react';
import { toast } from '@/lib/toast';
import { usePreferences } from '@/lib/preferences';
import { AccentPicker } from './accent-picker';
import { HistorySwitch } from './history-switch';
import { SubtitleLanguageSelect } from './subtitle-language-select';
import { VideoSourceSelect } from './video-source-select';

/**
 * The Preferences tab (docs/behaviour.md#preferences): accent colour, preferred video source, subtitles, watch history
 * on or off.
 * The defaults show when the user has none yet or loading them failed ('Error loading preferences').
 */
export function PreferencesTab() {
  const { isPending, isError } = usePreferences();

  useEffect(() => {
    if (isError) {
      toast.error('Error loading preferences', {
        id: 'preferences-load-error',
        description: 'Make sure you are signed in, or sign out and sign in again.',
      });
    }
  }, [isError]);

  return (
    <div className="max-w-2xl space-y-8 rounded-lg border border-line bg-surface p-6">
      <AccentPicker disabled={isPending} />
      <VideoSourceSelect disabled={isPending} />
      <SubtitleLanguageSelect disabled={isPending} />
      <HistorySwitch disabled={isPending} />
    </div>
  );
}
