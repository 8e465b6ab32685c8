import type { IconNode } from 'lucide';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Icon } from '@/components/icon';

interface EmptyStateProps {
  icon: IconNode;
  title: string;
  description?: ReactNode;
  /** The one action that helps, e.g. a 'Browse Content' link (docs/ui.md#empty-loading-and-error-states). */
  action?: ReactNode;
  className?: string;
  /** h1 when the panel is the whole screen (coming soon, 404, signed out), else a section heading. */
  headingLevel?: 'h1' | 'h2';
}

/** A designed empty, signed-out or not-yet-available panel: an icon, the text, one action. */
export function EmptyState({
  icon: iconNode,
  title,
  description,
  action,
  className,
  headingLevel: Heading = 'h2',
}: EmptyStateProps) {
  return (
    <div
      className={cn(
        'mx-auto flex max-w-md flex-col items-center gap-4 rounded-lg border border-line bg-surface px-6 py-12 text-center',
        className,
      )}
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-surface-2 text-accent">
        <Icon node={iconNode} className="size-7" aria-hidden="true" />
      </span>
      <div className="space-y-1">
        <Heading className="text-lg font-semibold">{title}</Heading>
        {description && <p className="text-muted">{description}</p>}
      </div>
      {action}
    </div>
  );
}
