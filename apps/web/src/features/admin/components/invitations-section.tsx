import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Invitation, InvitationState } from '@marquee/core';
import { useState } from 'react';
import { Button } from '@/components/button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useInvitations, useWithdrawInvitation } from '../api/admin-api';
import { formatDay } from '../lib/dates';
import { AdminSection } from './admin-section';
import { InvitationForm } from './invitation-form';
import { InvitationLink } from './invitation-link';

const STATE_NAMES: Record<InvitationState, MessageDescriptor> = {
  valid: msg`Valid`,
  expired: msg`Expired`,
  used: msg`Used`,
  revoked: msg`Withdrawn`,
};

/** Making invitation links, the one just made, and every link made before with whether it still works. */
export function InvitationsSection() {
  const [created, setCreated] = useState<string | null>(null);
  return (
    <div className="space-y-8">
      <InvitationForm onCreated={(invitation) => setCreated(invitation.code ?? null)} />
      {created && <InvitationLink code={created} />}
      <InvitationList />
    </div>
  );
}

function InvitationList() {
  const { t } = useLingui();
  const invitations = useInvitations();
  return (
    <AdminSection
      id="invitations-heading"
      title={t`Invitation links`}
      query={invitations}
      failure={t`Failed to load the invitations`}
      empty={(list) => (list.length === 0 ? t`No invitation links yet.` : null)}
    >
      {(list) => (
        <ul className="space-y-3">
          {list.map((invitation) => (
            <InvitationRow key={invitation.id} invitation={invitation} />
          ))}
        </ul>
      )}
    </AdminSection>
  );
}

function InvitationRow({ invitation }: { invitation: Invitation }) {
  const { t, i18n } = useLingui();
  const withdraw = useWithdrawInvitation();
  const { profile } = invitation;
  const maxRating = profile?.maxRating;
  const profileText = profile
    ? [profile.name, profile.kids ? t`Kids` : null, maxRating ? t`up to ${maxRating}` : null].filter(Boolean).join(', ')
    : t`None`;
  const { uses, maxUses } = invitation;
  const facts: [string, string][] = [
    [t`State`, i18n._(STATE_NAMES[invitation.state])],
    [t`Uses`, t`${uses} of ${maxUses}`],
    [t`Created`, formatDay(invitation.createdAt, i18n)],
    [t`Expires`, formatDay(invitation.expiresAt, i18n)],
    [t`First profile`, profileText],
  ];
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line bg-surface p-4">
      <dl className="grid flex-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-3 lg:grid-cols-5">
        {facts.map(([term, value]) => (
          <div key={term} className="min-w-0">
            <dt className="text-muted">{term}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {invitation.state === 'valid' && (
        <Button
          variant="secondary"
          size="sm"
          busy={withdraw.isPending}
          busyText={t`Withdrawing...`}
          onClick={() =>
            withdraw.mutate(invitation.id, {
              onSuccess: () => toast.success(t`Invitation withdrawn`),
              onError: (error) =>
                toast.error(t`The invitation was not withdrawn`, { description: errorMessage(error, t`Please try again.`) }),
            })
          }
        >
          {t`Withdraw`}
        </Button>
      )}
    </li>
  );
}
