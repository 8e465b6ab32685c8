import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { toast } from '@/lib/toast';
import { useAuth } from '@/lib/auth';
import { usePreferences } from '@/lib/preferences';
import { AccentPicker } from './accent-picker';
import { AudioLanguageSelect } from './audio-language-select';
import { HistorySwitch } from './history-switch';
import { LanguageSelect } from './language-select';
import { RatingStyleSelect } from './rating-style-select';
import { SubtitleBackgroundSelect, SubtitleModeSelect, SubtitleSizeSelect } from './subtitle-display-selects';
import { SubtitleLanguageSelect } from './subtitle-language-select';
import { VideoSourceSelect } from './video-source-select';

/**
 * The Preferences tab (docs/behaviour.md#preferences): the app's language, accent colour, preferred video source, subtitles, audio language,
 * subtitle mode, size and background, how titles are rated, watch history on or off.
 * The defaults show when the user has none yet or loading them failed ('Error loading preferences').
 */
export function PreferencesTab() {
  const { isPending, isError } = usePreferences();
  const { profile } = useAuth();
  const { t } = useLingui();

  useEffect(() => {
    if (isError) {
      toast.error(t`Error loading preferences`, {
        id: 'preferences-load-error',
        description: t`Make sure you are signed in, or sign out and sign in again.`,
      });
    }
  }, [isError, t]);

  return (
    <div className="max-w-2xl space-y-8 rounded-lg border border-line bg-surface p-6">
      {/* A choice that outlived a failed save is this profile's alone: another profile starts from its own. */}
      <LanguageSelect key={profile?.id} disabled={isPending} />
      <AccentPicker disabled={isPending} />
      <VideoSourceSelect disabled={isPending} />
      <SubtitleLanguageSelect disabled={isPending} />
      <AudioLanguageSelect disabled={isPending} />
      <SubtitleModeSelect disabled={isPending} />
      <SubtitleSizeSelect disabled={isPending} />
      <SubtitleBackgroundSelect disabled={isPending} />
      <RatingStyleSelect disabled={isPending} />
      <HistorySwitch disabled={isPending} />
    </div>
  );
}
