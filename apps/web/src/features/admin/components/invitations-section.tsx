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

const STATE_NAMES: Record<InvitationState, string> = {
  valid: 'Valid',
  expired: 'Expired',
  used: 'Used',
  revoked: 'Withdrawn',
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
  const invitations = useInvitations();
  return (
    <AdminSection
      id="invitations-heading"
      title="Invitation links"
      query={invitations}
      what="the invitations"
      empty={(list) => (list.length === 0 ? 'No invitation links yet.' : null)}
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
  const withdraw = useWithdrawInvitation();
  const { profile } = invitation;
  const profileText = profile
    ? [profile.name, profile.kids ? 'Kids' : null, profile.maxRating ? `up to ${profile.maxRating}` : null]
        .filter(Boolean)
        .join(', ')
    : 'None';
  const facts: [string, string][] = [
    ['State', STATE_NAMES[invitation.state]],
    ['Uses', `${invitation.uses} of ${invitation.maxUses}`],
    ['Created', formatDay(invitation.createdAt)],
    ['Expires', formatDay(invitation.expiresAt)],
    ['First profile', profileText],
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
          busyText="Withdrawing..."
          onClick={() =>
            withdraw.mutate(invitation.id, {
              onSuccess: () => toast.success('Invitation withdrawn'),
              onError: (error) =>
                toast.error('The invitation was not withdrawn', { description: errorMessage(error, 'Please try again.') }),
            })
          }
        >
          Withdraw
        </Button>
      )}
    </li>
  );
}
