import { lazy, Suspense } from 'react';
import { useCommunityPopup } from '../hooks/use-community-popup';

const CommunityPopup = lazy(() => import('./community-popup'));

/**
 * The community pop-up when it is due (useCommunityPopup), loaded by the shell only on a server with a community link;
 * the dialog's own code loads when it first shows.
 */
export default function CommunityInvite({ url }: { url: string }) {
  const [open, close] = useCommunityPopup(url);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <CommunityPopup url={url} onClose={close} />
    </Suspense>
  );
}
