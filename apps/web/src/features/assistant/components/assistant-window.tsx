import { useLingui } from '@lingui/react/macro';
import { CHAT_MESSAGE_MAX, MOBILE_BREAKPOINT_PX } from '@marquee/core';
import { Send, X } from 'lucide';
import { Dialog } from 'radix-ui';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useAppConfig } from '@/lib/app-config';
import { cn } from '@/lib/cn';
import { useMediaQuery } from '@/lib/use-media-query';
import { Icon } from '@/components/icon';
import { useConversation } from '../hooks/use-conversation';
import { ChatEntryView } from './chat-entry';
import { SuggestionChips } from './suggestion-chips';

interface AssistantWindowProps {
  id: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The launcher, which gets the focus back when the window closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/**
 * The assistant's floating window: a non-modal dialog, so the page stays usable beside it. It opens with
 * the focus in the message box, closes on Escape or its close button (not on clicks elsewhere), and hands
 * the focus back to the launcher. The conversation lives here, so it survives closing and reopening.
 */
export default function AssistantWindow({ id, open, onOpenChange, returnFocusTo }: AssistantWindowProps) {
  const { siteName } = useAppConfig();
  const { entries, waiting, send } = useConversation(siteName);
  const [draft, setDraft] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const wide = useMediaQuery(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
  const { t } = useLingui();

  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight });
  }, [entries, waiting, open]);

  function submit(text: string) {
    if (!text.trim() || waiting) return;
    setDraft('');
    void send(text);
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <Dialog.Portal>
        <Dialog.Content
          id={id}
          onInteractOutside={(event) => event.preventDefault()}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            input.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className={cn(
            'fixed inset-x-2 bottom-2 z-50 flex h-[min(36rem,calc(100dvh-5rem))] flex-col rounded-lg border border-line bg-surface shadow-2xl',
            'md:inset-x-auto md:right-6 md:bottom-24 md:w-96',
          )}
        >
          <AssistantHeader siteName={siteName} />

          <div ref={log} role="log" aria-label={t`Conversation`} className="flex flex-1 flex-col gap-3 overflow-y-auto p-4">
            {entries.map((entry) => (
              // On a phone the window covers the page: following a link closes it to show the page.
              <ChatEntryView key={entry.id} entry={entry} onFollowLink={wide ? undefined : () => onOpenChange(false)} />
            ))}
            {waiting && (
              <p className="self-start rounded-lg bg-surface-2 px-3 py-2 text-sm text-muted">
                <span className="sr-only">{t`The assistant is typing`}</span>
                <span aria-hidden="true" className="animate-pulse">
                  …
                </span>
              </p>
            )}
          </div>

          <SuggestionChips disabled={waiting} onPick={submit} />
          <MessageForm inputRef={input} draft={draft} onDraftChange={setDraft} waiting={waiting} onSubmit={() => submit(draft)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function AssistantHeader({ siteName }: { siteName: string }) {
  const { t } = useLingui();
  return (
    <div className="flex items-center justify-between gap-4 border-b border-line px-4 py-3">
      <div>
        <Dialog.Title className="text-base font-semibold">{t`${siteName} Assistant`}</Dialog.Title>
        <Dialog.Description className="text-xs text-muted">{t`Suggestions for movies and TV shows`}</Dialog.Description>
      </div>
      <Dialog.Close
        aria-label={t`Close assistant`}
        className="-m-2 flex size-10 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-white/10 hover:text-fg"
      >
        <Icon node={X} className="size-5" aria-hidden="true" />
      </Dialog.Close>
    </div>
  );
}

interface MessageFormProps {
  inputRef: RefObject<HTMLInputElement | null>;
  draft: string;
  onDraftChange(draft: string): void;
  /** Whether an answer is awaited: nothing more is sent until it comes. */
  waiting: boolean;
  onSubmit(): void;
}

/** The message box and Send. */
function MessageForm({ inputRef, draft, onDraftChange, waiting, onSubmit }: MessageFormProps) {
  const { t } = useLingui();
  return (
    <form
      className="flex items-center gap-2 border-t border-line p-3"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <input
        ref={inputRef}
        value={draft}
        onChange={(event) => onDraftChange(event.target.value)}
        maxLength={CHAT_MESSAGE_MAX}
        aria-label={t`Message`}
        placeholder={t`Ask for a movie or show...`}
        autoComplete="off"
        className={cn(
          'h-11 min-w-0 flex-1 rounded-lg border border-line bg-surface-2 px-3 text-base text-fg placeholder:text-muted md:h-10',
          'focus-visible:border-accent focus-visible:ring-2 focus-visible:ring-accent/40 focus-visible:outline-none',
        )}
      />
      <button
        type="submit"
        aria-label={t`Send`}
        disabled={waiting || !draft.trim()}
        className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-fg hover:brightness-110 disabled:cursor-not-allowed disabled:opacity-60 md:size-10"
      >
        <Icon node={Send} className="size-5" aria-hidden="true" />
      </button>
    </form>
  );
}
