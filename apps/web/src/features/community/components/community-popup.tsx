import { useLingui } from '@lingui/react/macro';
import { MessagesSquare } from 'lucide';
import { useRef } from 'react';
import { Button, buttonStyles } from '@/components/button';
import { Dialog, DialogContent } from '@/components/dialog';
import { Icon } from '@/components/icon';

/**
 * The invitation to the community channel (COMMUNITY_URL). A modal dialog: the focus moves into it, stays
 * there while it is open, and goes back where it was when it closes (Escape, 'Maybe later' or joining).
 */
export default function CommunityPopup({ url, onClose }: { url: string; onClose(): void }) {
  const focusedBefore = useRef(document.activeElement);
  const { t } = useLingui();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t`Join our community`}
        description={t`Chat with other viewers, share recommendations and hear about new features first.`}
        onCloseAutoFocus={(event) => {
          if (focusedBefore.current instanceof HTMLElement && focusedBefore.current.isConnected) {
            event.preventDefault();
            focusedBefore.current.focus();
          }
        }}
        className="max-w-md"
      >
        <div className="flex flex-col gap-3 sm:flex-row-reverse">
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            onClick={onClose}
            className={buttonStyles('primary', 'md', 'sm:flex-1')}
          >
            <Icon node={MessagesSquare} className="size-5" aria-hidden="true" />
            {t`Join the community`}
            <span className="sr-only"> {t`(opens in a new tab)`}</span>
          </a>
          <Button variant="secondary" onClick={onClose} className="sm:flex-1">
            {t`Maybe later`}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
