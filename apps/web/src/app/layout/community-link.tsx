import { useLingui } from '@lingui/react/macro';
import { MessagesSquare } from 'lucide';
import { useAppConfig } from '@/lib/app-config';
import { cn } from '@/lib/cn';
import { Icon } from '@/components/icon';

/** The external community channel of docs/behaviour.md#header, shown only when COMMUNITY_URL is configured. */
export function CommunityLink({ className, showLabel = false }: { className?: string; showLabel?: boolean }) {
  const { communityUrl } = useAppConfig();
  const { t } = useLingui();
  if (!communityUrl) return null;
  return (
    <a
      href={communityUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={showLabel ? undefined : t`Community (opens in a new tab)`}
      className={cn('flex items-center gap-2 rounded-lg text-muted hover:text-fg', className)}
    >
      <Icon node={MessagesSquare} className="size-5" aria-hidden="true" />
      {showLabel && (
        <span>
          {t`Community`}
          <span className="sr-only"> {t`(opens in a new tab)`}</span>
        </span>
      )}
    </a>
  );
}
