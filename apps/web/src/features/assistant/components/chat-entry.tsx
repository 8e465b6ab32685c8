import { useLingui } from '@lingui/react/macro';
import { Link } from '@/lib/router';
import { cn } from '@/lib/cn';
import type { ChatEntry } from '../hooks/use-conversation';
import { replyLines, type ReplyPart } from '../reply-parts';

/** One message: the person's on the right, the assistant's on the left with its links live. */
export function ChatEntryView({ entry, onFollowLink }: { entry: ChatEntry; onFollowLink?: () => void }) {
  const mine = entry.from === 'user';
  const { t } = useLingui();
  return (
    <div
      className={cn(
        'max-w-[85%] rounded-lg px-3 py-2 text-sm break-words whitespace-pre-wrap',
        mine ? 'self-end bg-white/10' : 'self-start bg-surface-2',
      )}
    >
      <span className="sr-only">{mine ? t`You:` : t`Assistant:`} </span>
      {mine
        ? entry.text
        : replyLines(entry.text).map((parts, line) => (
            <span key={line} className="block min-h-5">
              {parts.map((part, index) => (
                <ReplyPartView key={index} part={part} onFollowLink={onFollowLink} />
              ))}
            </span>
          ))}
    </div>
  );
}

function ReplyPartView({ part, onFollowLink }: { part: ReplyPart; onFollowLink?: () => void }) {
  const { t } = useLingui();
  const linkStyle = 'font-semibold text-fg underline decoration-accent underline-offset-2 hover:decoration-2';
  if (part.kind === 'text') return part.text;
  if (part.external) {
    return (
      <a href={part.href} target="_blank" rel="noopener noreferrer nofollow" className={linkStyle}>
        {part.text}
        <span className="sr-only"> {t`(opens in a new tab)`}</span>
      </a>
    );
  }
  return (
    <Link to={part.href} onClick={onFollowLink} className={linkStyle}>
      {part.text}
    </Link>
  );
}
