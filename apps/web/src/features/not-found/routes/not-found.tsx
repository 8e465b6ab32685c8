import { useLingui } from '@lingui/react/macro';
import { Compass } from 'lucide';
import { Link } from '@/lib/router';
import { buttonStyles } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { PageContainer } from '@/components/page-container';

/**
 * docs/behaviour.md#routes: 'Oops! Page not found' with a link home. The visit is reported with notFound by
 * the shell's page-view reporter, which reads the catch-all route's handle (src/app/router.tsx).
 */
export default function NotFoundRoute() {
  const { t } = useLingui();
  return (
    <PageContainer className="py-20">
      <EmptyState
        icon={Compass}
        headingLevel="h1"
        title={t`Oops! Page not found`}
        description={t`The page you are looking for does not exist or has moved.`}
        action={
          <Link to="/" className={buttonStyles('primary')}>
            {t`Return to Home`}
          </Link>
        }
      />
    </PageContainer>
  );
}
