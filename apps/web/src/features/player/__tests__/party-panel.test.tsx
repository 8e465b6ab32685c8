import type { PartyState } from '@marquee/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PartyPanel } from '../components/party-panel';
import type { PartySession } from '../hooks/use-party';

const party: PartyState = {
  code: 'abcdefghij',
  media: { type: 'movie', id: 550, source: 'catalogue' },
  playbackSource: 'trailer',
  playback: { playing: false, position: 0, at: 0 },
  members: [
    { id: 'a', name: 'Sam' },
    { id: 'b', name: 'Guest 2' },
  ],
  waitingFor: ['Sam'],
};

function session(change: Partial<PartySession> = {}): PartySession {
  return {
    code: null,
    status: 'idle',
    party: null,
    you: null,
    chat: [],
    starting: false,
    lastEvent: null,
    isGuest: true,
    guestName: null,
    connection: null,
    start: vi.fn(),
    leave: vi.fn(),
    say: vi.fn(),
    rename: vi.fn(),
    ...change,
  };
}

describe('PartyPanel', () => {
  it("offers 'Start a party' outside a party", () => {
    const onStart = vi.fn();
    render(<PartyPanel id="p" session={session()} canSync onStart={onStart} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start a party' }));
    expect(onStart).toHaveBeenCalledOnce();
  });

  it('shows the link, the members, who the group waits for, the chat, and a note for a source that cannot sync', () => {
    const current = session({
      code: 'abcdefghij',
      status: 'open',
      party,
      you: 'b',
      chat: [{ from: 'Sam', text: 'Ready?', at: 1 }],
    });
    render(<PartyPanel id="p" session={current} canSync={false} onStart={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Invite link' })).toHaveProperty(
      'value',
      `${window.location.origin}/party/abcdefghij`,
    );
    expect(screen.getByText("This source can't be kept in sync; choose Local Library for full sync.")).toBeTruthy();
    expect(screen.getByText('Waiting for Sam…')).toBeTruthy();
    const members = within(screen.getByRole('heading', { name: 'Members (2)' }).parentElement!).getAllByRole('listitem');
    expect(members.map((m) => m.textContent)).toEqual(['Sam', 'Guest 2 (you)']);
    expect(within(screen.getByRole('list', { name: 'Chat messages' })).getByText('Ready?')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: '  On my way ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(current.say).toHaveBeenCalledWith('On my way');
    fireEvent.change(screen.getByRole('textbox', { name: 'Your name' }), { target: { value: 'Kim' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(current.rename).toHaveBeenCalledWith('Kim');
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(current.leave).toHaveBeenCalledOnce();
  });

  it('says when the party has ended, and offers a new one', () => {
    render(<PartyPanel id="p" session={session({ code: 'abcdefghij', status: 'ended' })} canSync onStart={vi.fn()} />);
    expect(screen.getByText('This party has ended.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start a party' })).toBeTruthy();
  });

  it('offers the party’s source to a member whose player fell back to another', () => {
    const onSwitch = vi.fn();
    const current = session({ code: 'abcdefghij', status: 'open', party, you: 'b' });
    render(
      <PartyPanel id="p" session={current} canSync={false} partySource={{ name: 'Local Library', onSwitch }} onStart={vi.fn()} />,
    );
    expect(screen.getByText('The party watches on Local Library; your player had to use another source.')).toBeTruthy();
    expect(screen.queryByText(/can't be kept in sync/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Switch to Local Library' }));
    expect(onSwitch).toHaveBeenCalledOnce();
  });
});
