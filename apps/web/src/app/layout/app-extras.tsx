import { lazy, Suspense } from 'react';
import { useLocation } from '@/lib/router';
import { useAdScript } from '@/features/ads/use-ad-script';
import { AssistantLauncher } from '@/features/assistant/components/assistant-launcher';
import { useCommunityPopup } from '@/features/community/hooks/use-community-popup';
import { useInstallOffer } from '@/features/install/install-offer';
import { useAppConfig } from '@/lib/app-config';

const InstallPrompt = lazy(() => import('@/features/install/components/install-prompt'));
const CommunityPopup = lazy(() => import('@/features/community/components/community-popup'));

/**
 * The extras of docs/behaviour.md#extras around every screen: the assistant's button, the install button when the
 * browser offers installation, the community pop-up and the ad script when configured. Each loads its
 * code only once it has something to show.
 */
export function AppExtras() {
  const { communityUrl, adScriptUrl } = useAppConfig();
  const { pathname } = useLocation();
  const installOffer = useInstallOffer();
  const [popupOpen, closePopup] = useCommunityPopup(communityUrl);
  useAdScript(adScriptUrl, pathname);

  return (
    <>
      {/* A player is the video's alone: a button floating over it would hide the corner of the picture. */}
      {!pathname.startsWith('/player/') && <AssistantLauncher />}
      {installOffer && (
        <Suspense fallback={null}>
          <InstallPrompt offer={installOffer} />
        </Suspense>
      )}
      {popupOpen && communityUrl && (
        <Suspense fallback={null}>
          <CommunityPopup url={communityUrl} onClose={closePopup} />
        </Suspense>
      )}
    </>
  );
}
