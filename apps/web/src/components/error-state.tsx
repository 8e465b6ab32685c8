import { useLingui } from '@lingui/react/macro';
import { TriangleAlert } from 'lucide';
import { Link } from '@/lib/router';
import { Button, buttonStyles } from './button';
import { EmptyState } from './empty-state';

interface ErrorStateProps {
  title: string;
  message?: string;
  /** Offers 'Try again' when given; otherwise the way out is 'Return to Home'. */
  onRetry?: () => void;
}

/** A failed load, with its text from docs/behaviour.md and the one action that helps. */
export function ErrorState({ title, message, onRetry }: ErrorStateProps) {
  const { t } = useLingui();
  return (
    <div role="alert">
      <EmptyState
        icon={TriangleAlert}
        title={title}
        description={message}
        action={
          onRetry ? (
            <Button onClick={onRetry}>{t`Try again`}</Button>
          ) : (
            <Link to="/" className={buttonStyles('primary')}>
              {t`Return to Home`}
            </Link>
          )
        }
      />
    </div>
  );
}
