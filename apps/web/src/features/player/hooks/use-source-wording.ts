import { useLingui } from '@lingui/react/macro';
import type { FallbackWording } from '../lib/source-fallback';

/** The source toasts of docs/behaviour.md#automatic-fallback, in the page's language. */
export function useSourceWording() {
  const { t } = useLingui();
  const fallback: FallbackWording = {
    noAvailableSources: {
      title: t`No Available Sources`,
      description: t`All video sources failed to load. Please try again later.`,
    },
    sourceError: (from, to) => ({
      title: t`Source Error`,
      description: t`Failed to load video source: ${from}. Switching to ${to}.`,
    }),
    sourceFailed: (from, to, detail) => ({
      title: t`Source Failed`,
      description: detail
        ? t`Failed to load ${from}: ${detail}. Switching to ${to}.`
        : t`Failed to load ${from}. Switching to ${to}.`,
    }),
    sandboxSwitch: (from, to) => ({
      title: t`Source Issue`,
      description: t`Switching from ${from} to ${to} due to sandbox restrictions.`,
    }),
  };
  return {
    invalidSource: { title: t`Invalid Source`, description: t`The selected source is not valid.` },
    fallback,
  };
}
