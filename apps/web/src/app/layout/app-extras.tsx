import { lazy, Suspense } from 'react';
import { useLocation } from '@/lib/router';
import { AssistantLauncher } from '@/features/assistant/components/assistant-launcher';
import { useInstallOffer } from '@/features/install/install-offer';
import { useAppConfig } from '@/lib/app-config';

const InstallPrompt = lazy(() => import('@/features/install/components/install-prompt'));
// A server has a community link and an ad script or not: where it has none, their code never loads.
const CommunityInvite = lazy(() => import('@/features/community/components/community-invite'));
const AdScript = lazy(() => import('@/features/ads/ad-script'));

/**
 * The extras of docs/behaviour.md#extras around every screen: the assistant's button, the install button when the
 * browser offers installation, the community pop-up and the ad script when configured. Each loads its
 * code only once it has something to show.
 */
export function AppExtras() {
  const { communityUrl, adScriptUrl } = useAppConfig();
  const { pathname } = useLocation();
  const installOffer = useInstallOffer();

  return (
    <>
      {/* A player is the video's alone: a button floating over it would hide the corner of the picture. */}
      {!pathname.startsWith('/player/') && <AssistantLauncher />}
      {installOffer && (
        <Suspense fallback={null}>
          <InstallPrompt offer={installOffer} />
        </Suspense>
      )}
      {communityUrl && (
        <Suspense fallback={null}>
          <CommunityInvite url={communityUrl} />
        </Suspense>
      )}
      {adScriptUrl && (
        <Suspense fallback={null}>
          <AdScript url={adScriptUrl} pathname={pathname} />
        </Suspense>
      )}
    </>
  );
}
