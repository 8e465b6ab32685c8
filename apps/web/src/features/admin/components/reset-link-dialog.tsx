import { useLingui } from '@lingui/react/macro';
import type { AdminUser, ResetLink } from '@marquee/core';
import { useRef, useState } from 'react';
import { Button } from '@/components/button';
import { Dialog, DialogClose, DialogContent } from '@/components/dialog';
import { errorMessage } from '@/lib/api-client';
import { appPath } from '@/lib/base-path';
import { toast } from '@/lib/toast';
import { useCreateResetLink } from '../api/admin-api';
import { CopyLinkField } from '@/components/copy-link-field';

/**
 * 'Reset link': a one-time link that sets the account's password, made at once and shown in a dialog to copy and
 * give its owner (the app sends no e-mail). Each press makes a new link.
 */
export function ResetLinkDialog({ account }: { account: AdminUser }) {
  const { t } = useLingui();
  const email = account.email;
  const [link, setLink] = useState<ResetLink | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const create = useCreateResetLink();
  const make = () =>
    create.mutate(account.id, {
      onSuccess: setLink,
      onError: (error) => toast.error(t`The reset link was not made`, { description: errorMessage(error, t`Please try again.`) }),
    });
  return (
    <>
      <Button ref={button} variant="secondary" size="sm" busy={create.isPending} busyText={t`Making link...`} onClick={make}>
        {t`Reset link`}
      </Button>
      <Dialog open={link !== null} onOpenChange={(open) => !open && setLink(null)}>
        {link && (
          <DialogContent
            title={t`Password reset link for ${email}`}
            description={t`Give this link to ${email}. It works once, for 24 hours.`}
            // The dialog opens without a trigger of Radix's, so focus is sent back to the button by hand.
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              button.current?.focus();
            }}
          >
            <div className="space-y-4">
              {/* The server gives the app's path ('/reset-password?token='), without the base path. */}
              <CopyLinkField label={t`Reset link`} link={`${window.location.origin}${appPath(link.url)}`} />
              <div className="flex justify-end">
                <DialogClose asChild>
                  <Button variant="secondary">{t`Done`}</Button>
                </DialogClose>
              </div>
            </div>
          </DialogContent>
        )}
      </Dialog>
    </>
  );
}
