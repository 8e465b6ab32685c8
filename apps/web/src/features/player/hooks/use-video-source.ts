import { initialSource, isKnownSource, STORAGE_KEYS, TOAST_SOURCE_CHANGE_MS, type ConfigSource } from '@marquee/core';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { useAuth } from '@/lib/auth';
import { useScreenToasts } from '@/lib/use-screen-toasts';
import { usePreferences } from '@/lib/preferences';
import { useUpdatePreferences } from '@/lib/update-preferences';
import { readString, removeKey, writeString } from '@/lib/storage';
import { fallBack, type FailureReason, type SourceState } from '../lib/source-fallback';
import { useSourceWording } from './use-source-wording';

/**
 * Which source plays (docs/behaviour.md#choosing-a-source): at first the preferred_source preference, else the choice stored in this
 * browser, else the first source. Call only once the preferences are known (PlayerScreen waits for them).
 *
 * `choose` is the viewer's change: it is stored locally, saved as preferred_source when signed in, and confirmed with
 * 'Source Changed' (3 s). `fail` is the automatic switch with its toast (lib/source-fallback.ts). A new episode
 * (`targetKey`) forgets the failures; when every source had failed, it starts over from the first choice. Its toasts are
 * the player's: they go when the player is left (lib/use-screen-toasts.ts).
 */
export function useVideoSource(sources: readonly ConfigSource[], targetKey: string) {
  const { user } = useAuth();
  const { preferences } = usePreferences();
  const updatePreferences = useUpdatePreferences();
  const screenToast = useScreenToasts();
  const { t } = useLingui();
  const wording = useSourceWording();
  const { invalidSource } = wording;
  const startKey = () =>
    initialSource(sources, preferences.preferred_source, readString(STORAGE_KEYS.selectedVideoSource))?.key ?? null;

  const [state, setState] = useState<SourceState & { targetKey: string }>(() => ({ key: startKey(), failed: [], targetKey }));
  if (state.targetKey !== targetKey) setState({ key: state.key ?? startKey(), failed: [], targetKey });

  // Failure reports can arrive twice before React renders again; each must see the state the one before left.
  const latest = useRef(state);
  useLayoutEffect(() => {
    latest.current = state;
  });
  const update = (next: SourceState) => {
    latest.current = { ...next, targetKey: latest.current.targetKey };
    setState(latest.current);
  };

  // A stored or preferred key the configuration no longer lists (docs/behaviour.md#choosing-a-source): said once; the stored one is forgotten.
  useEffect(() => {
    const stored = readString(STORAGE_KEYS.selectedVideoSource);
    const stale = [preferences.preferred_source, stored].some((key) => key && !isKnownSource(sources, key));
    if (stored && !isKnownSource(sources, stored)) removeKey(STORAGE_KEYS.selectedVideoSource);
    if (stale) screenToast.error(invalidSource.title, { id: 'invalid-source', description: invalidSource.description });
    // Once, when the player opens: later changes are the viewer's own choices.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, []);

  function choose(key: string) {
    const source = sources.find((s) => s.key === key);
    if (!source) {
      screenToast.error(invalidSource.title, { description: invalidSource.description });
      return;
    }
    update({ key, failed: [] });
    writeString(STORAGE_KEYS.selectedVideoSource, key);
    if (user) {
      updatePreferences.mutate(
        { preferred_source: key },
        { onError: () => toast.error(t`Error saving preferences`, { description: t`Failed to update preferences` }) },
      );
    }
    const name = source.name;
    screenToast.success(t`Source Changed`, { description: t`Now playing from ${name}.`, duration: TOAST_SOURCE_CHANGE_MS });
  }

  function fail(reason: FailureReason, detail: string | null = null) {
    const { state: next, toast: message } = fallBack(sources, latest.current, reason, detail, wording.fallback);
    if (next === latest.current) return;
    update(next);
    const show = message.destructive ? screenToast.error : screenToast;
    show(message.title, { description: message.description });
  }

  return { source: sources.find((s) => s.key === state.key) ?? null, choose, fail };
}
