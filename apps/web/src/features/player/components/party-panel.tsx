import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Copy, LogOut, Send, Users } from 'lucide';
import { useId, useState, type FormEvent } from 'react';
import { appPath } from '@/lib/base-path';
import { listText } from '@/lib/list-text';
import { toast } from '@/lib/toast';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { Icon } from '@/components/icon';
import type { PartySession } from '../hooks/use-party';

interface PartyPanelProps {
  id: string;
  session: PartySession;
  /** Whether the source playing can be kept in sync (its `sync` flag). */
  canSync: boolean;
  /** The party's source, when this member's player plays from another (it fell back): a way back to it. */
  partySource?: { name: string; onSwitch(): void } | null;
  onStart(): void;
}

const STATUS_TEXT: Partial<Record<PartySession['status'], MessageDescriptor>> = {
  connecting: msg`Connecting…`,
  reconnecting: msg`Connection lost; reconnecting…`,
};

/**
 * The Watch Party panel under the player (docs/behaviour.md#watch-party): 'Start a party', then the invite link,
 * the members, who the group waits for, a small chat and 'Leave'. Not a dialog: the player stays usable beside it.
 */
export function PartyPanel({ id, session, canSync, partySource = null, onStart }: PartyPanelProps) {
  const headingId = useId();
  const { code, status } = session;
  const { t, i18n } = useLingui();
  const statusText = status === 'idle' ? undefined : STATUS_TEXT[status];
  return (
    <section id={id} aria-labelledby={headingId} className="space-y-4 rounded-lg border border-line bg-surface p-4">
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
        <Icon node={Users} className="size-5 text-accent" aria-hidden="true" />
        {t`Watch Party`}
      </h2>
      {code === null || status === 'ended' ? (
        <div className="space-y-3">
          {status === 'ended' ? (
            <p role="status">{t`This party has ended.`}</p>
          ) : (
            <p className="text-muted">
              {t`Watch this together: everyone who opens your link sees the same moment, and anyone’s play, pause or seek reaches everyone.`}
            </p>
          )}
          <Button onClick={onStart} disabled={session.starting}>
            {session.starting ? t`Starting…` : t`Start a party`}
          </Button>
        </div>
      ) : (
        <InParty session={session} canSync={canSync} partySource={partySource} />
      )}
      {statusText && (
        <p role="status" className="text-sm text-muted">
          {i18n._(statusText)}
        </p>
      )}
      {/* What the others did, for screen readers; the same text is a toast. */}
      <p role="status" className="sr-only">
        {session.lastEvent}
      </p>
    </section>
  );
}

function InParty({ session, canSync, partySource }: Pick<PartyPanelProps, 'session' | 'canSync' | 'partySource'>) {
  const { code, party, you } = session;
  const link = `${window.location.origin}${appPath(`/party/${code}`)}`;
  const waitingFor = party?.waitingFor ?? [];
  const { t, i18n } = useLingui();
  const names = listText(i18n, waitingFor);
  const sourceName = partySource?.name ?? '';
  const count = party?.members.length ?? 0;

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      toast(t`Invite link copied`);
    } catch {
      toast.error(t`Could not copy the link`, { description: t`Select it and copy it yourself.` });
    }
  }

  return (
    <div className="space-y-4">
      <div className="flex items-end gap-2">
        <TextField
          label={t`Invite link`}
          value={link}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1"
        />
        <Button variant="secondary" onClick={() => void copy()} aria-label={t`Copy invite link`}>
          <Icon node={Copy} className="size-4" aria-hidden="true" />
          {t`Copy`}
        </Button>
      </div>
      {partySource && (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-line bg-surface-2 p-3 text-sm">
          <p className="flex-1">{t`The party watches on ${sourceName}; your player had to use another source.`}</p>
          <Button variant="secondary" onClick={partySource.onSwitch}>
            {t`Switch to ${sourceName}`}
          </Button>
        </div>
      )}
      {!canSync && !partySource && (
        <p className="rounded-lg border border-line bg-surface-2 p-3 text-sm">
          {t`This source can't be kept in sync; choose Local Library for full sync.`}
        </p>
      )}
      {waitingFor.length > 0 && (
        <p role="status" className="font-semibold text-accent">
          {t`Waiting for ${names}…`}
        </p>
      )}
      <div>
        <h3 className="mb-2 text-sm font-semibold">{t`${plural(count, { one: 'Members (#)', other: 'Members (#)' })}`}</h3>
        <ul className="flex flex-wrap gap-2">
          {party?.members.map((member) => (
            <li key={member.id} className="rounded-full bg-surface-2 px-3 py-1 text-sm">
              {member.name}
              {member.id === you && <span className="text-muted"> {t`(you)`}</span>}
            </li>
          ))}
        </ul>
      </div>
      {session.isGuest && you !== null && <GuestName session={session} />}
      <Chat session={session} />
      <Button variant="secondary" onClick={session.leave}>
        <Icon node={LogOut} className="rtl:-scale-x-100 size-4" aria-hidden="true" />
        {t`Leave`}
      </Button>
    </div>
  );
}

/** A visitor is 'Guest N' until they give a name; it is kept for their next party. */
function GuestName({ session }: { session: PartySession }) {
  const [name, setName] = useState(session.guestName ?? '');
  const { t } = useLingui();
  function submit(event: FormEvent) {
    event.preventDefault();
    session.rename(name);
  }
  return (
    <form onSubmit={submit} className="flex items-end gap-2">
      <TextField
        label={t`Your name`}
        value={name}
        maxLength={40}
        onChange={(event) => setName(event.target.value)}
        className="min-w-0 flex-1"
      />
      <Button type="submit" variant="secondary" disabled={name.trim() === ''}>
        {t`Save name`}
      </Button>
    </form>
  );
}

function Chat({ session }: { session: PartySession }) {
  const [text, setText] = useState('');
  const { t } = useLingui();
  function submit(event: FormEvent) {
    event.preventDefault();
    if (text.trim() === '') return;
    session.say(text.trim());
    setText('');
  }
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-semibold">{t`Chat`}</h3>
      <ul aria-label={t`Chat messages`} aria-live="polite" className="max-h-48 space-y-1 overflow-y-auto text-sm">
        {session.chat.length === 0 && <li className="text-muted">{t`No messages yet.`}</li>}
        {session.chat.map((line) => (
          <li key={`${line.at}-${line.from}-${line.text}`}>
            <span className="font-semibold">{line.from}:</span> {line.text}
          </li>
        ))}
      </ul>
      <form onSubmit={submit} className="flex items-end gap-2">
        <TextField
          label={t`Message`}
          value={text}
          maxLength={500}
          onChange={(event) => setText(event.target.value)}
          className="min-w-0 flex-1"
          autoComplete="off"
        />
        <Button type="submit" variant="secondary" aria-label={t`Send message`} disabled={text.trim() === ''}>
          <Icon node={Send} className="size-4" aria-hidden="true" />
        </Button>
      </form>
    </div>
  );
}
