import { Copy, LogOut, Send, Users } from 'lucide';
import { useId, useState, type FormEvent } from 'react';
import { appPath } from '@/lib/base-path';
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

const STATUS_TEXT: Partial<Record<PartySession['status'], string>> = {
  connecting: 'Connecting…',
  reconnecting: 'Connection lost; reconnecting…',
};

/**
 * The Watch Party panel under the player (docs/behaviour.md#watch-party): 'Start a party', then the invite link,
 * the members, who the group waits for, a small chat and 'Leave'. Not a dialog: the player stays usable beside it.
 */
export function PartyPanel({ id, session, canSync, partySource = null, onStart }: PartyPanelProps) {
  const headingId = useId();
  const { code, status } = session;
  return (
    <section id={id} aria-labelledby={headingId} className="space-y-4 rounded-lg border border-line bg-surface p-4">
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
        <Icon node={Users} className="size-5 text-accent" aria-hidden="true" />
        Watch Party
      </h2>
      {code === null || status === 'ended' ? (
        <div className="space-y-3">
          {status === 'ended' ? (
            <p role="status">This party has ended.</p>
          ) : (
            <p className="text-muted">
              Watch this together: everyone who opens your link sees the same moment, and anyone’s play, pause or seek reaches
              everyone.
            </p>
          )}
          <Button onClick={onStart} disabled={session.starting}>
            {session.starting ? 'Starting…' : 'Start a party'}
          </Button>
        </div>
      ) : (
        <InParty session={session} canSync={canSync} partySource={partySource} />
      )}
      {status !== 'idle' && STATUS_TEXT[status] && (
        <p role="status" className="text-sm text-muted">
          {STATUS_TEXT[status]}
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

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      toast('Invite link copied');
    } catch {
      toast.error('Could not copy the link', { description: 'Select it and copy it yourself.' });
    }
  }

  return (
    <div className="space-y-4">
      <div className="flex items-end gap-2">
        <TextField
          label="Invite link"
          value={link}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1"
        />
        <Button variant="secondary" onClick={() => void copy()} aria-label="Copy invite link">
          <Icon node={Copy} className="size-4" aria-hidden="true" />
          Copy
        </Button>
      </div>
      {partySource && (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-line bg-surface-2 p-3 text-sm">
          <p className="flex-1">The party watches on {partySource.name}; your player had to use another source.</p>
          <Button variant="secondary" onClick={partySource.onSwitch}>
            Switch to {partySource.name}
          </Button>
        </div>
      )}
      {!canSync && !partySource && (
        <p className="rounded-lg border border-line bg-surface-2 p-3 text-sm">
          This source can't be kept in sync; choose Local Library for full sync.
        </p>
      )}
      {waitingFor.length > 0 && (
        <p role="status" className="font-semibold text-accent">
          Waiting for {waitingFor.join(', ')}…
        </p>
      )}
      <div>
        <h3 className="mb-2 text-sm font-semibold">Members ({party?.members.length ?? 0})</h3>
        <ul className="flex flex-wrap gap-2">
          {party?.members.map((member) => (
            <li key={member.id} className="rounded-full bg-surface-2 px-3 py-1 text-sm">
              {member.name}
              {member.id === you && <span className="text-muted"> (you)</span>}
            </li>
          ))}
        </ul>
      </div>
      {session.isGuest && you !== null && <GuestName session={session} />}
      <Chat session={session} />
      <Button variant="secondary" onClick={session.leave}>
        <Icon node={LogOut} className="size-4" aria-hidden="true" />
        Leave
      </Button>
    </div>
  );
}

/** A visitor is 'Guest N' until they give a name; it is kept for their next party. */
function GuestName({ session }: { session: PartySession }) {
  const [name, setName] = useState(session.guestName ?? '');
  function submit(event: FormEvent) {
    event.preventDefault();
    session.rename(name);
  }
  return (
    <form onSubmit={submit} className="flex items-end gap-2">
      <TextField
        label="Your name"
        value={name}
        maxLength={40}
        onChange={(event) => setName(event.target.value)}
        className="min-w-0 flex-1"
      />
      <Button type="submit" variant="secondary" disabled={name.trim() === ''}>
        Save name
      </Button>
    </form>
  );
}

function Chat({ session }: { session: PartySession }) {
  const [text, setText] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    if (text.trim() === '') return;
    session.say(text.trim());
    setText('');
  }
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-semibold">Chat</h3>
      <ul aria-label="Chat messages" aria-live="polite" className="max-h-48 space-y-1 overflow-y-auto text-sm">
        {session.chat.length === 0 && <li className="text-muted">No messages yet.</li>}
        {session.chat.map((line) => (
          <li key={`${line.at}-${line.from}-${line.text}`}>
            <span className="font-semibold">{line.from}:</span> {line.text}
          </li>
        ))}
      </ul>
      <form onSubmit={submit} className="flex items-end gap-2">
        <TextField
          label="Message"
          value={text}
          maxLength={500}
          onChange={(event) => setText(event.target.value)}
          className="min-w-0 flex-1"
          autoComplete="off"
        />
        <Button type="submit" variant="secondary" aria-label="Send message" disabled={text.trim() === ''}>
          <Icon node={Send} className="size-4" aria-hidden="true" />
        </Button>
      </form>
    </div>
  );
}
