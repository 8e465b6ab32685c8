import { useLingui } from '@lingui/react/macro';
import { Download, X } from 'lucide';
import { useId } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/button';
import { useAppConfig } from '@/lib/app-config';
import { Icon } from '@/components/icon';
import { dropInstallOffer, rememberInstalled, type InstallOffer } from '../install-offer';

/**
 * The install button of docs/behaviour.md#extras, on a small card at the bottom left on desktop, above the assistant's
 * button on phones. It hands the browser's own prompt the decision; either answer ends the offer.
 */
export default function InstallPrompt({ offer }: { offer: InstallOffer }) {
  const { siteName } = useAppConfig();
  const titleId = useId();
  const { t } = useLingui();

  async function install() {
    try {
      await offer.prompt();
      const { outcome } = await offer.userChoice;
      if (outcome === 'accepted') rememberInstalled();
    } catch (error) {
      console.error('Installing the app failed', error);
      toast.error(t`Installation Failed`, { description: t`The app could not be installed. Please try again later.` });
    } finally {
      dropInstallOffer();
    }
  }

  return (
    <section
      aria-labelledby={titleId}
      className="fixed inset-x-4 bottom-22 z-40 flex items-center gap-3 rounded-lg border border-line bg-surface-2 p-3 shadow-2xl md:inset-x-auto md:bottom-6 md:left-6 md:w-88"
    >
      <Icon node={Download} className="size-6 shrink-0 text-muted" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <h2 id={titleId} className="text-sm font-semibold">
          {t`Install ${siteName}`}
        </h2>
        <p className="text-xs text-muted">{t`Open it from your home screen.`}</p>
      </div>
      <Button size="sm" onClick={() => void install()}>
        {t`Install`}
      </Button>
      <button
        type="button"
        onClick={dropInstallOffer}
        aria-label={t`Not now`}
        className="-m-1 flex size-9 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-white/10 hover:text-fg"
      >
        <Icon node={X} className="size-4" aria-hidden="true" />
      </button>
    </section>
  );
}
