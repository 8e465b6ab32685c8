import { useLingui } from '@lingui/react/macro';
import { appPath } from '@/lib/base-path';
import { CopyLinkField } from '@/components/copy-link-field';

/** The link to give out: `/signup?invite=` with the invitation's code, on this server's address (under its base path). */
export function invitationLink(code: string): string {
  return `${window.location.origin}${appPath(`/signup?invite=${encodeURIComponent(code)}`)}`;
}

/** The new invitation's link, shown this once (the server keeps only the code's hash), with Copy. */
export function InvitationLink({ code }: { code: string }) {
  const { t } = useLingui();
  return (
    <div className="space-y-2 rounded-lg border border-accent bg-surface p-4">
      <CopyLinkField label={t`Invitation link`} link={invitationLink(code)} />
      <p className="text-sm text-muted">{t`Give this link to the person you invite. It is shown only now.`}</p>
    </div>
  );
}
