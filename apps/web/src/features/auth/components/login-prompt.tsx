import { useLingui } from '@lingui/react/macro';
import { LogIn } from 'lucide';
import { Link } from '@/lib/router';
import { buttonStyles } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { PageContainer } from '@/components/page-container';

/**
 * What a visitor sees on a signed-in screen such as /watch-history (docs/behaviour.md#routes: 'Please log in' with a
 * Log In button), with `description` (given translated) saying what signing in opens there.
 */
export function LoginPrompt({ description }: { description: string }) {
  const { t } = useLingui();
  return (
    <PageContainer className="py-16">
      <EmptyState
        icon={LogIn}
        headingLevel="h1"
        title={t`Please log in`}
        description={description}
        action={
          <Link to="/login" className={buttonStyles('primary')}>
            {t`Log In`}
          </Link>
        }
      />
    </PageContainer>
  );
}
